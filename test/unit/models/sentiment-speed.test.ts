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
import { decide20261208, find20261208 } from '../../../lambdas/models/local/sentiment-decision-2026-12-08.js';
import { decide20261209, find20261209 } from '../../../lambdas/models/local/sentiment-decision-2026-12-09.js';
import { decide20261210, find20261210 } from '../../../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { decide20261211, find20261211 } from '../../../lambdas/models/local/sentiment-decision-2026-12-11.js';
import { decide20261212, find20261212 } from '../../../lambdas/models/local/sentiment-decision-2026-12-12.js';

/**
 * Every served sentiment version's decision (the rules read after the blend; the pieces found first
 * where the version reads pieces) takes linear time on texts of a shape that made an overlapping
 * pattern backtrack (a long word, a run of spaces, repeated punctuation, no match at the end): the
 * CPU time at 20 000 characters is at most eight times that at 5 000 (linear work is about four
 * times, the quadratic patterns before their rewrite sixteen; 15 ms of slack for the smallest
 * times), and no text takes a second. A ratio measured in the same run, not a time bound, so a
 * loaded machine cannot fail it. The cues are computed outside the timing.
 *
 * Before the patterns were rewritten "Decent <x...> pay, dreadful <10 spaces>;" took 333 ms at
 * 5 000 characters and 4 360 ms at 20 000 in 2026-12-06 (13 times); now about 40 and 150 ms.
 */
const P = [0.55, 0.25, 0.15, 0.05];
const SIZES = [5_000, 20_000] as const;
const texts = (n: number): Array<[string, string]> => {
  const x = (c = 'x') => c.repeat(n);
  return [
    ['money, spaces', `Decent ${x()} pay, dreadful ${' '.repeat(10)};`],
    ['praise, spaces', `Lovely ${x()}, the rest not so much ${' '.repeat(10)};`],
    ['run of spaces', `Good ${' '.repeat(n)}x`],
    ['words', 'good '.repeat(n / 5)],
    ['words, no end', `never ${'the staff '.repeat(n / 10)};x`],
    ['and', `Fixed the leak and ${'and then '.repeat(Math.floor(n / 9))};`],
    ['exclamations', `Great ${'!'.repeat(n)}x`],
    ['apostrophes', `Nobody's ${"'".repeat(n)}x`],
    ['hyphens', `No ${'a-'.repeat(n / 2)}x`],
    ['long word', `Never once ${x('z')} felt.`],
    ['denied fix', `Not a single ${x()} was fixed ${' '.repeat(10)}x`],
    ['fixed', `They fixed ${x()} and ${' '.repeat(10)}x`],
    ['digits', `Paid ${'9'.repeat(n)} pounds`],
    ['newlines', `Good pay,${'\n \t'.repeat(Math.floor(n / 3))}bad`],
    ['one word', x('a')],
    ['opening, spaces', `Although ${' '.repeat(n)}good, ${' '.repeat(n)};`],
    ['contrast, spaces', `Kind staff, but the ${' '.repeat(n)} yet ${' '.repeat(n)}. x`],
    ['kept, long word', `It stayed ${x('z')} steady and working ${x()} ${' '.repeat(n)}x`],
    ['early, long word', `The ${x()} hasn't come two days before my ${x('q')} ${' '.repeat(n)}x`],
    ['paid, spaces', `We paid for ${x()} and ${' '.repeat(n)} then ${' '.repeat(n)}x`],
    ['question, long word', `How can ${x('c')} ${' '.repeat(n)} more ${x()} ${' '.repeat(n)}?`],
  ];
};
type Decide = (text: string, p: readonly number[], cues: ReturnType<typeof sentimentCues>) => unknown;
const VERSIONS: Array<[string, Decide]> = [
  ['2026-12-01', decide20261201],
  ['2026-12-02', decide20261202],
  ['2026-12-03', decide20261203],
  ['2026-12-04', decide20261204],
  ['2026-12-05', (t, p, c) => decide20261205(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261205(t).found)],
  ['2026-12-06', (t, p, c) => decide20261206(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261206(t).found)],
  ['2026-12-07', (t, p, c) => decide20261207(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261207(t).found)],
  ['2026-12-08', (t, p, c) => decide20261208(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261208(t).found)],
  ['2026-12-09', (t, p, c) => decide20261209(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261209(t).found)],
  ['2026-12-10', (t, p, c) => decide20261210(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261210(t).found)],
  ['2026-12-11', (t, p, c) => decide20261211(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261211(t).found)],
  ['2026-12-12', (t, p, c) => decide20261212(t, p, c, new Map(), DECISION_SETTINGS_2026_12_05, find20261212(t).found)],
];
/** CPU time of `f`, the least of three runs (a collection or a compilation on a loaded machine is no backtracking). */
const cpuMs = (f: () => unknown): number => Math.min(...[0, 1, 2].map(() => {
  const started = process.cpuUsage();
  f();
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / 1000;
}));

describe('sentiment decisions on long texts', () => {
  const [small, large] = SIZES.map(texts);
  const cues = new Map([...small, ...large].map(([, t]) => [t, sentimentCues(t, CUE_RULES_2026_11_30)]));
  for (const [version, decide] of VERSIONS) {
    it(`${version} decides each adversarial text in time linear in its length (20 000 characters: at most 8 × its time at 5 000, under 1 s)`, () => {
      decide('Good pay, awful hours.', P, sentimentCues('Good pay, awful hours.', CUE_RULES_2026_11_30));
      const superlinear = small.flatMap(([name, short], i) => {
        const long = large[i][1];
        const [a, b] = [short, long].map((t) => Math.round(cpuMs(() => decide(t, P, cues.get(t)!))));
        return b > 8 * a + 15 || b >= 1000 ? [`${name}: ${a} ms at 5 000, ${b} ms at 20 000`] : [];
      });
      expect(superlinear).toEqual([]);
    });
  }
});
