/**
 * Settings search for sentiment version 2026-11-25: one model per setting, trained on four fifths
 * of the development sets, printed with its held-out, in-sample, own-dev and leave-one-source-out
 * figures (own-test lines are printed but never used to choose).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-cues.ts [--data DIR] [--loso]
 */
import { dataDirectory } from './sentiment-training.js';
import { CUE_HYPERPARAMETERS, evaluateCueModel, fitShippedCueModel, leaveOneSourceOut, loadCueExamples, type CueHyperparameters } from './sentiment-cue-training.js';

const examples = await loadCueExamples(dataDirectory(process.argv), (line) => console.log(line));
const grid: CueHyperparameters[] = [];
for (const l2 of [1e-2, 3e-2, 1e-1]) for (const classBalance of [0.5, 1]) grid.push({ ...CUE_HYPERPARAMETERS, l2, classBalance });
for (const h of grid) {
  const started = performance.now();
  const p = fitShippedCueModel(examples, h);
  console.log(`\n${JSON.stringify(h)} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  for (const line of evaluateCueModel(p, examples).lines) console.log(`  ${line}`);
  if (process.argv.includes('--loso')) for (const line of leaveOneSourceOut(examples, h)) console.log(`  ${line}`);
}
