/**
 * CPU time of everything each served sentiment version does after the encoder (cue rules, blend,
 * pieces, decision; the encoder is replaced by one that returns a constant vector) on adversarial
 * texts of 5 000, 10 000 and 20 000 characters: long words, runs of spaces, repeated punctuation,
 * no match at the end. A shape whose time grows faster than its length backtracks.
 *
 *   nice -n 10 node --import tsx bench/sentiment-long-texts.ts [--v=2026-12-06,2026-12-07] [--n=5000,20000] [--all]
 *
 * Prints version, shape and milliseconds per size (only shapes over 30 ms unless --all).
 */
import { LexiconSentimentModel } from '../lambdas/models/local/sentiment-lexicon.js';
import { TrainedSentimentModel, TrainedSentimentNetwork } from '../lambdas/models/local/sentiment-classifier.js';
import { CueSentimentModel } from '../lambdas/models/local/sentiment-cue-model.js';
import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261202 } from '../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { decide20261203 } from '../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { decide20261204 } from '../lambdas/models/local/sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, decide20261205, find20261205 } from '../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { decide20261206, find20261206 } from '../lambdas/models/local/sentiment-decision-2026-12-06.js';
import { decide20261207, find20261207 } from '../lambdas/models/local/sentiment-decision-2026-12-07.js';
import { SENTIMENT_WEIGHTS_2026_11_22, SENTIMENT_WEIGHTS_2026_11_23, SENTIMENT_WEIGHTS_2026_11_25, SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { USE_LITE_DIMENSION } from '../lambdas/models/local/use-encoder-info.js';
const enc = { dimension: USE_LITE_DIMENSION, embed: async (t: readonly string[]) => t.map(() => new Float32Array(USE_LITE_DIMENSION).fill(0.01)) };
const V: Record<string, { classify(texts: readonly string[]): Promise<unknown> }> = {
  '2026-11-21': new LexiconSentimentModel(),
  '2026-11-22': new TrainedSentimentModel(enc, SENTIMENT_WEIGHTS_2026_11_22),
  '2026-11-23': new TrainedSentimentNetwork(enc, SENTIMENT_WEIGHTS_2026_11_23),
  '2026-11-25': new CueSentimentModel(enc, SENTIMENT_WEIGHTS_2026_11_25),
  '2026-11-26': new CueSentimentModel(enc, SENTIMENT_WEIGHTS_2026_11_25, 'contrast'),
  '2026-11-27': new CueSentimentModel(enc, SENTIMENT_WEIGHTS_2026_11_27, 'evidence'),
  '2026-11-28': new CueSentimentModel(enc, SENTIMENT_WEIGHTS_2026_11_27, 'fact'),
  '2026-11-29': new CueSentimentModel(enc, SENTIMENT_WEIGHTS_2026_11_27, 'sides'),
  '2026-11-30': new CueSentimentModel(enc, SENTIMENT_WEIGHTS_2026_11_30, 'sides-2026-11-30'),
  '2026-12-01': new BlendedSentimentModel(enc),
  '2026-12-02': new BlendedSentimentModel(enc, decide20261202),
  '2026-12-03': new BlendedSentimentModel(enc, decide20261203),
  '2026-12-04': new BlendedSentimentModel(enc, decide20261204),
  '2026-12-05': new BlendedSentimentModel(enc, { find: find20261205, decide: (t, p, c, j, f) => decide20261205(t, p, c, j, DECISION_SETTINGS_2026_12_05, f) }),
  '2026-12-06': new BlendedSentimentModel(enc, { find: find20261206, decide: (t, p, c, j, f) => decide20261206(t, p, c, j, DECISION_SETTINGS_2026_12_05, f) }),
  '2026-12-07': new BlendedSentimentModel(enc, { find: find20261207, decide: (t, p, c, j, f) => decide20261207(t, p, c, j, DECISION_SETTINGS_2026_12_05, f) }),
};
export function adversarial(n: number): Array<[string, string]> {
  const x = (c = 'x') => c.repeat(n);
  return [
    ['money-spaces', `Decent ${x()} pay, dreadful ${' '.repeat(10)};`],
    ['long-word-spaces', `Lovely ${x()}, the rest not so much ${' '.repeat(10)};`],
    ['spaces-run', `Good ${' '.repeat(n)}x`],
    ['spaces-run-end', `The staff were great but the food ${' '.repeat(n)};`],
    ['words', `${'good '.repeat(n / 5)}`],
    ['words-no-end', `never ${'the staff '.repeat(n / 10)};x`],
    ['and-words', `Fixed the leak and ${'and then '.repeat(n / 9)};`],
    ['punct', `Great ${'!'.repeat(n)}x`],
    ['dots', `Great ${'. '.repeat(n / 2)}x`],
    ['commas', `Great ${', '.repeat(n / 2)}x`],
    ['apos', `Nobody's ${"'".repeat(n)}x`],
    ['hyphen-word', `No ${'a-'.repeat(n / 2)}x`],
    ['long-word', `Never once ${x('z')} felt.`],
    ['denial-long', `Not a single ${x()} was fixed ${' '.repeat(10)}x`],
    ['fixed-long', `They fixed ${x()} and ${' '.repeat(10)}x`],
    ['wait', `Waited ${'a '.repeat(n / 2)}x`],
    ['mixed', `Ordered a ${x()} but ${' '.repeat(n / 2)} got ${'a '.repeat(n / 4)};`],
    ['tabs-nl', `Good pay,${'\n \t'.repeat(n / 3)}bad`],
    ['digits', `Paid ${'9'.repeat(n)} pounds`],
    ['single-word', x('a')],
  ];
}
const cpu = async (f: () => Promise<unknown>) => { const s = process.cpuUsage(); await f(); const e = process.cpuUsage(s); return (e.user + e.system) / 1000; };
const only = process.argv.find((a) => a.startsWith('--v='))?.slice(4);
const sizes = (process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? '5000,10000,20000').split(',').map(Number);
for (const m of Object.values(V)) await m.classify(['warm up, fine']);
for (const [ver, m] of Object.entries(V)) {
  if (only && !only.split(',').includes(ver)) continue;
  for (const [name] of adversarial(1000)) {
    const ts = [] as number[];
    for (const n of sizes) { const text = adversarial(n).find((a) => a[0] === name)![1].slice(0, n + 60); ts.push(await cpu(() => m.classify([text]))); }
    if (Math.max(...ts) > 30 || process.argv.includes('--all')) console.log(ver, name.padEnd(16), ts.map((t) => t.toFixed(0)).join(' '));
  }
}
