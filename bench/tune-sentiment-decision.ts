/**
 * Settings search for the decision of sentiment version 2026-11-27 (sentiment-evidence-decision.ts)
 * over a trained weight file: one line of held-out and own figures per setting, without retraining.
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-decision.ts [--data DIR] [--weights FILE]
 *
 * Chosen on the held-out fifth of the development sets and the own `dev` sentences; the own `test`
 * lines were read while the cue rules were written (so they are not unseen data for this
 * version), and the `check` sentences (test/fixtures/quality/sentiment-check.jsonl, written
 * before this version was tuned) were only scored, never used to choose.
 *
 * What was measured (held-out tweeteval / reviews-4class macro-F1, uci accuracy and its neutral or
 * mixed share; own dev neutral accuracy; own check accuracy):
 *   no-evidence rule off or at 0.3: 0.614 / 0.554 / 0.870 (1.7%); dev neutral 0.679; check 0.783 (shipped: 0.3)
 *   0.35: 0.617 / 0.561 / 0.864 (2.3%); dev neutral 0.696
 *   0.4:  0.612 / 0.560 / 0.859 (3.4%); dev neutral 0.839; check 0.767
 *   0.5:  0.615 / 0.549 / 0.785 (14.1%); dev neutral 0.946
 *   0.6:  0.621 / 0.534 / 0.763 (17.5%); dev neutral 0.964; check 0.783
 * The requests, lukewarm and contrast rules each change a few own sentences and none of the
 * held-out figures by more than 0.005. Facts without sentiment words and plain review sentences
 * without lexicon words look alike to the regression, so the no-evidence rule stays weak.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { EVIDENCE_SETTINGS, evidenceDecision, type EvidenceSettings } from '../lambdas/models/local/sentiment-evidence-decision.js';
import { cueProbabilities, type CueSentimentParameters } from '../lambdas/models/local/sentiment-cue-model.js';
import { dataDirectory } from './sentiment-training.js';
import { evaluateCueModel, loadCueExamples } from './sentiment-cue-training.js';

const at = process.argv.indexOf('--weights');
const file = at >= 0 ? process.argv[at + 1] : fileURLToPath(new URL('../lambdas/models/local/weights/sentiment-2026-11-27.json', import.meta.url));
const p = JSON.parse(readFileSync(file, 'utf8')) as CueSentimentParameters;
const examples = await loadCueExamples(dataDirectory(process.argv), (line) => console.log(line), CUE_RULES_2026_11_27);
const grid: EvidenceSettings[] = [];
for (const noEvidencePolar of (process.argv.includes('--fine') ? [0.3, 0.35, 0.38] : [0, 0.4, 0.45, 0.5, 0.6])) grid.push({ ...EVIDENCE_SETTINGS, noEvidencePolar });
if (!process.argv.includes('--fine')) grid.push({ ...EVIDENCE_SETTINGS, contrastMixed: false }, { ...EVIDENCE_SETTINGS, requests: false }, { ...EVIDENCE_SETTINGS, lukewarm: false });
for (const s of grid) {
  console.log(`\n${JSON.stringify(s)}`);
  for (const line of evaluateCueModel(p, examples, (text, q, cues) => evidenceDecision(text, q, cues, s)).lines) console.log(`  ${line}`);
}
if (process.argv.includes('--fine')) {
  // Which held-out uci-sentences answers the no-evidence rule turns neutral (read, never copied).
  const s = { ...EVIDENCE_SETTINGS, noEvidencePolar: 0.4 };
  for (const e of examples.filter((x) => x.set === 'uci-sentences' && x.validation)) {
    const r = evidenceDecision(e.text, cueProbabilities(p, e.text, e.features, e.cues), e.cues, s);
    if (r.sentiment === 'neutral' || r.sentiment === 'mixed') console.log(`  uci ${e.label} -> ${r.sentiment}: ${e.text}`);
  }
}
