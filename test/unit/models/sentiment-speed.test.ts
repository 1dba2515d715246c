import { describe, expect, it } from 'vitest';
import { decide20261201 } from '../../../lambdas/models/local/sentiment-blend-model.js';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261202 } from '../../../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { decide20261203 } from '../../../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { decide20261204 } from '../../../lambdas/models/local/sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, decide20261205, find20261205 } from '../../../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { decide20261206, find20261206 } from '../../../lambdas/models/local/sentiment-decision-2026-12-06.js';
import { decide20261207, find20261207 } from '../../../lambdas/models/local/sentiment-decision-2026-12-07.js';

/**
 * Every served sentiment version's decision (the rules read after the blend; the pieces found first
 * where the version reads pieces) takes linear time: a text of 20 000 characters of a shape that made
 * an overlapping pattern backtrack (a long word, a run of spaces, repeated punctuation, no match at
 * the end) is decided in under 100 ms of CPU. The cues are computed outside the timing.
 *
 * Two shapes are allowed 250 ms in 2026-12-06 and 2026-12-07: a contrast of two sides one of which
 * holds the 20 000 characters, which those versions read through the cue rules again side by side
 * (several hundred patterns, each linear: about 150 ms at 20 000 characters, 40 ms at 5 000). Before
 * the patterns were rewritten they took 1.2 s and 4.4 s.
 */
const P = [0.55, 0.25, 0.15, 0.05];
const N = 20_000;
const x = (c = 'x') => c.repeat(N);
const SIDES_READ_AGAIN = new Set(['money, spaces', 'praise, spaces']);
const TEXTS: Array<[string, string]> = [
  ['money, spaces', `Decent ${x()} pay, dreadful ${' '.repeat(10)};`],
  ['praise, spaces', `Lovely ${x()}, the rest not so much ${' '.repeat(10)};`],
  ['run of spaces', `Good ${' '.repeat(N)}x`],
  ['words', 'good '.repeat(N / 5)],
  ['words, no end', `never ${'the staff '.repeat(N / 10)};x`],
  ['and', `Fixed the leak and ${'and then '.repeat(N / 9)};`],
  ['exclamations', `Great ${'!'.repeat(N)}x`],
  ['apostrophes', `Nobody's ${"'".repeat(N)}x`],
  ['hyphens', `No ${'a-'.repeat(N / 2)}x`],
  ['long word', `Never once ${x('z')} felt.`],
  ['denied fix', `Not a single ${x()} was fixed ${' '.repeat(10)}x`],
  ['fixed', `They fixed ${x()} and ${' '.repeat(10)}x`],
  ['digits', `Paid ${'9'.repeat(N)} pounds`],
  ['newlines', `Good pay,${'\n \t'.repeat(N / 3)}bad`],
  ['one word', x('a')],
];
type Decide = (text: string, p: readonly number[], cues: ReturnType<typeof sentimentCues>) => unknown;
const VERSIONS: Array<[string, Decide]> = [
  ['2026-12-01', decide20261201],
  ['2026-12-02', decide20261202],
  ['2026-12-03', decide20261203],
  ['2026-12-04', decide20261204],
  ['2026-12-05', (t, p, c) => decide20261205(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261205(t).found)],
  ['2026-12-06', (t, p, c) => decide20261206(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261206(t).found)],
  ['2026-12-07', (t, p, c) => decide20261207(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261207(t).found)],
];
/** CPU time of `f`, the least of three runs (a collection or a compilation on a loaded machine is no backtracking). */
const cpuMs = (f: () => unknown): number => Math.min(...[0, 1, 2].map(() => {
  const started = process.cpuUsage();
  f();
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / 1000;
}));

describe('sentiment decisions on long texts', () => {
  const cues = new Map(TEXTS.map(([, t]) => [t, sentimentCues(t, CUE_RULES_2026_11_30)]));
  for (const [version, decide] of VERSIONS) {
    it(`${version} decides each adversarial 20 000-character text in under 100 ms of CPU`, () => {
      decide('Good pay, awful hours.', P, sentimentCues('Good pay, awful hours.', CUE_RULES_2026_11_30));
      const times = TEXTS.map(([name, t]) => [name, Math.round(cpuMs(() => decide(t, P, cues.get(t)!)))] as const);
      const slow = times.filter(([name, ms]) => ms >= (SIDES_READ_AGAIN.has(name) && version >= '2026-12-06' ? 250 : 100));
      expect(slow).toEqual([]);
    });
  }
});
