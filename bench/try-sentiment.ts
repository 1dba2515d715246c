/**
 * Prints a sentiment version's answers, with the cue summary, for sentences given one per line on
 * standard input or for the own hold-out file (`--holdout`), marking wrong answers. For reading
 * answers while working on a version; nothing here chooses settings.
 *
 *   node --import tsx bench/try-sentiment.ts [--decision evidence|fact|sides|sides-2026-11-30|blend-2026-12-01] [--holdout] < sentences.txt
 *
 * `--decision sides-2026-11-30` reads with the weight file of 2026-11-30 (version 2026-11-30); the
 * other decisions with that of 2026-11-27; `blend-2026-12-01` is version 2026-12-01 (sentiment-blend-model.ts).
 */
import { readFileSync } from 'node:fs';
import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { CueSentimentModel, type CueDecision } from '../lambdas/models/local/sentiment-cue-model.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { OWN_SENTIMENT_HOLDOUT_FILE, ownSentimentRows } from './eval/own-sets.js';

const at = process.argv.indexOf('--decision');
const decision = (at >= 0 ? process.argv[at + 1] : 'evidence') as CueDecision;
const rows = process.argv.includes('--holdout')
  ? ownSentimentRows(OWN_SENTIMENT_HOLDOUT_FILE).map((r) => ({ text: r.text, label: r.label as string | undefined }))
  : readFileSync(0, 'utf8').split('\n').filter((l) => l.trim() !== '').map((text) => ({ text, label: undefined as string | undefined }));
const weights = decision === 'sides-2026-11-30' ? SENTIMENT_WEIGHTS_2026_11_30 : SENTIMENT_WEIGHTS_2026_11_27;
const encoder = new UseLiteEncoder({ runtime: 'onnx' });
const model = (decision as string) === 'blend-2026-12-01' ? new BlendedSentimentModel(encoder) : new CueSentimentModel(encoder, weights, decision);
const answers = await model.classify(rows.map((r) => r.text));
rows.forEach((r, i) => {
  const a = answers[i];
  const mark = r.label === undefined ? ' ' : r.label === a.sentiment ? ' ' : 'x';
  console.log(`${mark} ${a.sentiment.padEnd(8)} ${a.confidence.toFixed(2)} ${r.label ? `[${r.label}] ` : ''}${r.text}`);
});
