/**
 * Sentiment: macro-F1 over the gold classes and accuracy on each labelled set, and on the
 * rated Amazon snippets whether the confidence falls where the 20 raters disagree (Spearman's ρ
 * between confidence and −(standard deviation of the ratings)). Plain VADER is the baseline.
 */
import { vaderSentiment } from '../baselines/vader.js';
import { DATA_FILES, readJsonLines, type LabelledTextRow, type RatedTextRow } from '../datasets.js';
import { accuracy, macroF1 } from '../metrics/classification.js';
import { spearman } from '../metrics/correlation.js';
import { classifySentiment } from '../api-calls.js';
import { sampleInOrder, seededRandom } from '../sampling.js';
import type { EvalContext, MetricRow, TaskReport } from '../types.js';
import { allOwnSentimentRows, OWN_SENTIMENT_SPLITS } from '../own-sets.js';

/** The targets of issue #14 (set for held-out data; these figures are on the development splits). */
const TARGETS: Record<string, Partial<Record<'macro-F1' | 'accuracy', number>>> = {
  tweeteval: { 'macro-F1': 0.66 },
  'reviews-4class': { 'macro-F1': 0.68 },
  'uci-sentences': { accuracy: 0.88 },
};
/** At most this share of `neutral` or `mixed` answers on data labelled only positive or negative. */
const UNDECIDED_TARGET = 0.02;
/** Accuracy per class targeted on the project's own unambiguous sentences. */
const OWN_CLASS_TARGET = 0.95;

const LABELLED_SETS = [
  { name: 'tweeteval', file: DATA_FILES.tweeteval },
  { name: 'sst3', file: DATA_FILES.sst3 },
  { name: 'reviews-4class', file: DATA_FILES.reviews4 },
  { name: 'uci-sentences', file: DATA_FILES.uci },
] as const;

function classificationRows(name: string, gold: string[], service: string[], baseline: string[]): MetricRow[] {
  const target = (metric: 'macro-F1' | 'accuracy') => (TARGETS[name]?.[metric] === undefined ? {} : { target: { atLeast: TARGETS[name][metric]! } });
  return [
    { dataset: name, metric: 'macro-F1', n: gold.length, service: macroF1(gold, service), baselines: [{ name: 'VADER', value: macroF1(gold, baseline) }], ...target('macro-F1') },
    { dataset: name, metric: 'accuracy', n: gold.length, service: accuracy(gold, service), baselines: [{ name: 'VADER', value: accuracy(gold, baseline) }], ...target('accuracy') },
  ];
}

/** Share of raters in the most common direction (negative, zero or positive rating). */
export function majorityShare(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const counts = [0, 0, 0];
  for (const r of ratings) counts[Math.sign(r) + 1]++;
  return Math.max(...counts) / ratings.length;
}

function classCounts(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort().map(([l, c]) => `${l} ${c}`).join(', ');
}

/**
 * The project's own hand-written sentences (test/fixtures/quality), per split: macro-F1, accuracy,
 * and the accuracy on each class. The `test` split guided no choice before version 2026-11-27 (its
 * errors were read while that version's cues were written); the `check` split never guided any,
 * nor did the `holdout` one (written before version 2026-11-28 was built) or the `fresh` one
 * (written before version 2026-11-29 was built; its failures on 2026-11-28 were read, never tuned on)
 * or the `fresh2` one (committed before version 2026-11-30 was tuned, scored only at the end), nor the
 * `fresh3` and `fresh4` ones (committed before versions 2026-12-01 and 2026-12-02 were built, scored at their end)
 * or the `fresh5` one (committed before the models of 2026-12-03 were built, scored once at their end)
 * or the `fresh6` one (committed before the models of 2026-12-04 were built, scored once at their end)
 * or the `fresh7` one (committed before the models of 2026-12-05 were built, scored once at their end)
 * or the `fresh8` one (committed before the models of 2026-12-06 were built, scored once at their end)
 * or the `fresh9` one (committed before the models of 2026-12-07 were built, scored once at their end)
 * or the `fresh10` one (committed before the models of 2026-12-08 were built, scored once at their end)
 * or the `fresh11` one (committed before the models of 2026-12-09 were built, scored once at their end)
 * or the `fresh12` one (committed before the models of 2026-12-10 were built, scored once at their end)
 * or the `fresh13` one (committed again before the models of 2026-12-10 were built, scored once at their end)
 * or the `fresh14` one (committed a third time before the models of 2026-12-10 were built, scored once at their end)
 * or the `fresh15` one (committed before the models of 2026-12-11 were built, scored once at their end)
 * or the `fresh16` one (committed before the models of 2026-12-12 were built, scored once at their end)
 * or the `fresh17` one (committed before the models of 2026-12-15 and 2026-12-29 were built, scored once at their end)
 * or the `fresh18` one (committed before the models of 2026-12-12 were built, scored once at the end of that release)
 * or the `fresh19` one (committed again before the models of 2026-12-12 were built, scored once at the end of that release)
 * or the `fresh20` one (committed a third time before the models of 2026-12-12 were built, scored once at their end)
 * or the `fresh21` one (committed before the models of 2026-12-13 were built, scored once at their end).
 */
async function ownSentimentRows(context: EvalContext): Promise<MetricRow[]> {
  const all = allOwnSentimentRows();
  const rows: MetricRow[] = [];
  for (const split of OWN_SENTIMENT_SPLITS) {
    const sample = all.filter((r) => r.split === split);
    const name = `own sentences (${split})`;
    const predicted = (await classifySentiment(context, sample.map((r) => r.text))).map((a) => a.sentiment);
    const vader = sample.map((r) => vaderSentiment(r.text).sentiment);
    rows.push(...classificationRows(name, sample.map((r) => r.label), predicted, vader));
    for (const label of ['positive', 'negative', 'neutral', 'mixed']) {
      const idx = sample.map((r, i) => (r.label === label ? i : -1)).filter((i) => i >= 0);
      const share = (labels: readonly string[]) => idx.filter((i) => labels[i] === label).length / Math.max(1, idx.length);
      rows.push({ dataset: name, metric: `accuracy on ${label}`, n: idx.length, service: share(predicted), baselines: [{ name: 'VADER', value: share(vader) }], target: { atLeast: OWN_CLASS_TARGET } });
    }
  }
  return rows;
}

export async function evaluateSentiment(context: EvalContext): Promise<TaskReport> {
  const started = performance.now();
  const rows: MetricRow[] = [];
  const details: string[] = [];
  for (const set of LABELLED_SETS) {
    const data = readJsonLines<LabelledTextRow>(context.dataDir, set.file);
    if (!data) {
      details.push(`\`${set.file}\` not found: skipped.`);
      continue;
    }
    const sample = sampleInOrder(data, context.limit, seededRandom(context.seed, set.name));
    context.log(`${set.name}: ${sample.length} texts`);
    const answers = await classifySentiment(context, sample.map((r) => r.text));
    const predicted = answers.map((a) => a.sentiment);
    const vader = sample.map((r) => vaderSentiment(r.text).sentiment);
    rows.push(...classificationRows(set.name, sample.map((r) => r.label), predicted, vader));
    if (set.name === 'uci-sentences') {
      const undecided = (labels: readonly string[]) => labels.filter((l) => l === 'neutral' || l === 'mixed').length / Math.max(1, labels.length);
      rows.push({ dataset: set.name, metric: 'neutral or mixed share', n: sample.length, service: undecided(predicted), baselines: [{ name: 'VADER', value: undecided(vader) }], target: { atMost: UNDECIDED_TARGET } });
    }
    details.push(`- ${set.name}: gold ${classCounts(sample.map((r) => r.label))}; service ${classCounts(predicted)}.`);
  }
  rows.push(...(await ownSentimentRows(context)));
  const rated = readJsonLines<RatedTextRow>(context.dataDir, DATA_FILES.amazonRated);
  if (rated) {
    const sample = sampleInOrder(rated, context.limit, seededRandom(context.seed, 'amazon-rated'));
    context.log(`amazon-rated: ${sample.length} texts`);
    const answers = await classifySentiment(context, sample.map((r) => r.text));
    const baseline = sample.map((r) => vaderSentiment(r.text));
    rows.push(...classificationRows('amazon-rated', sample.map((r) => r.label_3class), answers.map((a) => a.sentiment), baseline.map((b) => b.sentiment)));
    const measures = [
      { metric: 'ρ(confidence, rater agreement)', agreement: sample.map((r) => -r.rating_std) },
      { metric: 'ρ(confidence, majority share)', agreement: sample.map((r) => majorityShare(r.ratings)) },
    ];
    for (const { metric, agreement } of measures) {
      rows.push({
        dataset: 'amazon-rated',
        metric,
        n: sample.length,
        service: spearman(answers.map((a) => a.confidence), agreement),
        baselines: [{ name: 'VADER |compound|', value: spearman(baseline.map((b) => b.confidence), agreement) }],
      });
    }
  } else {
    details.push(`\`${DATA_FILES.amazonRated}\` not found: skipped.`);
  }
  details.unshift(
    'Macro-F1 averages the F1 of the classes present in the gold labels; a `mixed` answer on three-class data counts as an error. ' +
      'Rater agreement is minus the standard deviation of the 20 ratings (which also grows with the strength of the opinion), and, as a second ' +
      'measure, the share of raters whose rating has the majority\'s direction (negative, zero, positive); a positive ρ means the ' +
      'confidence is lower where raters disagree.',
  );
  return { title: 'Sentiment', seconds: (performance.now() - started) / 1000, rows, details };
}
