/**
 * Settings search for the decision of sentiment version 2026-11-29 (sentiment-side-decision.ts)
 * over the 2026-11-27 weight file, without retraining: one block of held-out and in-sample figures
 * per setting. Chosen on the held-out fifth of the development sets (uci-sentences' neutral or
 * mixed share must stay at most 2%) and the own `dev` sentences; `test`, `check`, `holdout` and
 * `fresh` are only scored (the `fresh` sentences were written before this version and kept out of
 * every choice).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-sides.ts [--data DIR] [--quick] [--show] [--diff]
 *
 * What was measured (held-out tweeteval / sst3 / reviews-4class macro-F1, uci accuracy and its
 * neutral or mixed share held-out / in-sample; own dev accuracy; scored only: own fresh accuracy):
 *   2026-11-28: 0.612 / 0.480 / 0.558 / 0.864 (2.3% / 3.6%); dev 0.964; fresh 0.631
 *   first draft (shortfall words on either side of a contrast, "for the Nth time" a complaint,
 *     "why" questions neutral, "looks good" an expectation): 0.603 / 0.482 / 0.562 / 0.859 (2.3% /
 *     3.1%): tweets repeating something "for the 20th time" and concessions ("only had it a
 *     month, but…", "sorry for the late reply but…") went wrong; read on in-sample answers (--diff)
 *   shortfalls only on the verdict side, repeated complaints only with a complaint verb:
 *     0.610 / 0.481 / 0.562 / 0.864 (2.3% / 2.1%); dev 0.978; fresh 0.905 (shipped, shape bonus 6)
 *   shape bonus 2 / 4 / 6 / 8: the same held-out figures; dev 0.973 / 0.978 / 0.978 / 0.978
 *     (4 is too weak for "Nothing arrived broken.", where the regression is 0.94 sure of negative)
 *   sureMixed 0.8 instead of 0.9: reviews-4class 0.561; sideWords 20 or unlimited: within 0.001
 *   rhetorical questions polar ("What on earth…?"): tweeteval 0.598 (tweets ask real questions): off
 *   without the expectation rule: reviews-4class 0.565 but uci in-sample share 4.0% (its labels
 *     call "looked promising, but turned out awful" mixed, uci's call it negative): kept
 *   without the contrast of sides: reviews-4class 0.555, fresh mixed 0.476 instead of 0.857
 * after the review's mend (whitespace collapsed, negated subjects, no "spotted/caught/answered" fixes
 *   without "early", no "stopped" harm, person-only "left", first-person expectations, the 0.9 cap
 *   only on moved answers): 0.612 / 0.481 / 0.562 / 0.864 (2.3% / 2.3%); dev 0.978; fresh 0.905;
 *   amazon-rated Spearman 0.315 (before the mend 0.310; 2026-11-28 0.331)
 * No setting brings the held-out uci share below 2.3% (4 of 177 sentences); the rules lower the
 * in-sample share from 3.6% to 2.1%. The `fresh` failures of 2026-11-28 were read before the
 * shapes were written (their shapes, never their sentences, are in the rules), so the `fresh`
 * figure is not an unseen-data figure for this version; `check` and `holdout` were never read.
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { factDecision } from '../lambdas/models/local/sentiment-fact-decision.js';
import { SIDE_SETTINGS, sideDecision, type SideSettings } from '../lambdas/models/local/sentiment-side-decision.js';
import { cueProbabilities } from '../lambdas/models/local/sentiment-cue-model.js';
import { SENTIMENT_WEIGHTS_2026_11_27 } from '../lambdas/models/local/sentiment-weights.js';
import { dataDirectory } from './sentiment-training.js';
import { evaluateCueModel, loadCueExamples, type CueDecide } from './sentiment-cue-training.js';

const p = SENTIMENT_WEIGHTS_2026_11_27;
const examples = await loadCueExamples(dataDirectory(process.argv), () => {}, CUE_RULES_2026_11_27);
const seen = examples.filter((e) => !e.validation && e.set === 'uci-sentences');
const undecidedInSample = (decide: CueDecide) =>
  `uci-sentences in-sample: ${(100 * seen.filter((e) => ['neutral', 'mixed'].includes(decide(e.text, cueProbabilities(p, e.text, e.features, e.cues), e.cues).sentiment)).length / seen.length).toFixed(1)}% neutral or mixed answers (n=${seen.length})`;
const report = (name: string, decide: CueDecide) => {
  console.log(`\n${name}`);
  for (const line of [...evaluateCueModel(p, examples, decide).lines, undecidedInSample(decide)]) console.log(`  ${line}`);
};
report('2026-11-28 (fact decision)', (text, q, cues) => factDecision(text, q, cues));
const variants: Array<[string, SideSettings]> = [
  ['2026-11-29', SIDE_SETTINGS],
  ['rhetorical questions polar', { ...SIDE_SETTINGS, rhetoric: true }],
  ['no shape bonus', { ...SIDE_SETTINGS, shapeBonus: 0 }],
  ['shape bonus 2', { ...SIDE_SETTINGS, shapeBonus: 2 }],
  ['shape bonus 4', { ...SIDE_SETTINGS, shapeBonus: 4 }],
  ['shape bonus 8', { ...SIDE_SETTINGS, shapeBonus: 8 }],
  ['sureMixed 0.8', { ...SIDE_SETTINGS, sureMixed: 0.8 }],
  ['sureMixed 1.1 (sides always)', { ...SIDE_SETTINGS, sureMixed: 1.1 }],
  ['no sides', { ...SIDE_SETTINGS, sides: false }],
  ['no expectation', { ...SIDE_SETTINGS, expectation: false }],
  ['no identifiers, no questions', { ...SIDE_SETTINGS, identifiers: false, questions: false }],
];
for (const [name, s] of process.argv.includes('--quick') ? variants.slice(0, 1) : variants) report(`${name} ${JSON.stringify(s)}`, (text, q, cues) => sideDecision(text, q, cues, s));
if (process.argv.includes('--show')) {
  // In-sample uci-sentences answers that are neutral or mixed, and own dev/test errors (read, never copied; held-out parts are only scored).
  for (const e of examples.filter((x) => (!x.validation && x.set === 'uci-sentences') || x.set === 'own-dev' || x.set === 'own-test')) {
    const r = sideDecision(e.text, cueProbabilities(p, e.text, e.features, e.cues), e.cues);
    if (r.sentiment !== e.label && (e.set !== 'uci-sentences' || r.sentiment === 'neutral' || r.sentiment === 'mixed')) console.log(`  ${e.set} ${e.label} -> ${r.sentiment} ${r.confidence.toFixed(2)}: ${e.text}`);
  }
}
if (process.argv.includes('--diff')) {
  // In-sample answers that 2026-11-29 changes from 2026-11-28 (read, never copied).
  for (const e of examples.filter((x) => !x.validation && x.set !== 'uci-sentences' && !x.set.startsWith('own'))) {
    const q = cueProbabilities(p, e.text, e.features, e.cues);
    const a = factDecision(e.text, q, e.cues).sentiment;
    const b = sideDecision(e.text, q, e.cues).sentiment;
    if (a !== b && (a === e.label || b !== e.label)) console.log(`  ${e.set} ${e.label}: ${a} -> ${b}: ${e.text.slice(0, 200)}`);
  }
}
