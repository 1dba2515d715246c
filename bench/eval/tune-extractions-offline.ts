/**
 * Extractions in-process (no HTTP): restaurants16 per theme (every theme is unseen by versions
 * 2026-11-25 and 2026-11-26, which learn nothing per theme), app-reviews with the theme "feature",
 * and the project's own hand-written sentences per domain and split. Publish figures from `npm run eval`.
 * The blind splits `fresh7`, `fresh8`, `fresh9`, `fresh10`, `fresh11`, `fresh12`, `fresh13`, `fresh14`, `fresh15`, `fresh16`, `fresh17`, `fresh18`, `fresh19` and `fresh20` are left out unless `--fresh7` / `--fresh8` / `--fresh9` / `--fresh10` / `--fresh11` / `--fresh12` / `--fresh13` / `--fresh14` / `--fresh15` / `--fresh16` / `--fresh17` / `--fresh18` / `--fresh19` / `--fresh20` is given, like the earlier blind splits.
 *
 *   nice -n 10 node --import tsx bench/eval/tune-extractions-offline.ts [--data DIR] [--show N] [--version 2026-11-25|2026-11-26|2026-11-27|2026-11-28|2026-11-29|2026-11-30|2026-12-01|2026-12-02|2026-12-03|2026-12-04|2026-12-05|2026-12-06|2026-12-07|2026-12-08|2026-12-09|2026-12-10|2026-12-11|2026-12-12|2026-12-13|2026-12-14|2026-12-15|2026-12-16|2026-12-17|2026-12-18|2026-12-19] [--span-margin M] [--specificity S] [--set name=value] [--fresh] [--unseen] [--fresh2] [--fresh3] [--fresh4] [--fresh5] [--fresh6] [--fresh7] [--fresh8] [--fresh9] [--fresh10] [--fresh11] [--fresh12] [--fresh13] [--fresh14] [--fresh15] [--fresh16] [--fresh17] [--fresh18] [--fresh19] [--fresh20] [--file PATH]
 *
 * --file PATH (repeatable) scores a further file of own extraction rows (the shape of test/fixtures/quality/extractions-*.jsonl) as its own set, by domain.
 */
import { readJsonLines, DATA_FILES, type AspectRow, type FeatureRow } from './datasets.js';
import { appReviewSet, restaurantSet, type ExtractionSet } from './tasks/extractions-task.js';
import { scoreExtractions, type ExtractionCase, type ExtractionScores } from './metrics/spans.js';
import { allOwnExtractionRows, OWN_SPLITS, OWN_EXTRACTION_SPLITS, ownExtractionCases, ownExtractionRows } from './own-sets.js';
import { SPAN_SETTINGS, SPAN_SETTINGS_2026_11_26, SPAN_SETTINGS_2026_11_27, SPAN_SETTINGS_2026_11_28, SPAN_SETTINGS_2026_11_29, SPAN_SETTINGS_2026_11_30, SPAN_SETTINGS_2026_12_01, SPAN_SETTINGS_2026_12_02, SPAN_SETTINGS_2026_12_03, SPAN_SETTINGS_2026_12_04, SPAN_SETTINGS_2026_12_05, SPAN_SETTINGS_2026_12_06, SPAN_SETTINGS_2026_12_07, SPAN_SETTINGS_2026_12_08, SPAN_SETTINGS_2026_12_09, SPAN_SETTINGS_2026_12_10, SPAN_SETTINGS_2026_12_11, SPAN_SETTINGS_2026_12_12, SPAN_SETTINGS_2026_12_13, SPAN_SETTINGS_2026_12_14, SPAN_SETTINGS_2026_12_15, SPAN_SETTINGS_2026_12_16, SPAN_SETTINGS_2026_12_17, SPAN_SETTINGS_2026_12_18, SPAN_SETTINGS_2026_12_19, ThemeSpanExtractionsModel } from '../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../lambdas/models/local/word-vectors.js';

const at = process.argv.indexOf('--data');
const dir = at >= 0 ? process.argv[at + 1] : '../shared/data';
const showAt = process.argv.indexOf('--show');
const show = showAt >= 0 ? Number(process.argv[showAt + 1]) : 0;
const versionAt = process.argv.indexOf('--version');
const chosen = versionAt >= 0 ? process.argv[versionAt + 1] : '2026-11-28';
const marginAt = process.argv.indexOf('--span-margin');
const base = { '2026-11-25': SPAN_SETTINGS, '2026-11-26': SPAN_SETTINGS_2026_11_26, '2026-11-27': SPAN_SETTINGS_2026_11_27, '2026-11-29': SPAN_SETTINGS_2026_11_29, '2026-11-30': SPAN_SETTINGS_2026_11_30, '2026-12-01': SPAN_SETTINGS_2026_12_01, '2026-12-02': SPAN_SETTINGS_2026_12_02, '2026-12-03': SPAN_SETTINGS_2026_12_03, '2026-12-04': SPAN_SETTINGS_2026_12_04, '2026-12-05': SPAN_SETTINGS_2026_12_05, '2026-12-06': SPAN_SETTINGS_2026_12_06, '2026-12-07': SPAN_SETTINGS_2026_12_07, '2026-12-08': SPAN_SETTINGS_2026_12_08, '2026-12-09': SPAN_SETTINGS_2026_12_09, '2026-12-10': SPAN_SETTINGS_2026_12_10, '2026-12-11': SPAN_SETTINGS_2026_12_11, '2026-12-12': SPAN_SETTINGS_2026_12_12, '2026-12-13': SPAN_SETTINGS_2026_12_13, '2026-12-14': SPAN_SETTINGS_2026_12_14, '2026-12-15': SPAN_SETTINGS_2026_12_15, '2026-12-16': SPAN_SETTINGS_2026_12_16, '2026-12-17': SPAN_SETTINGS_2026_12_17, '2026-12-18': SPAN_SETTINGS_2026_12_18, '2026-12-19': SPAN_SETTINGS_2026_12_19 }[chosen] ?? SPAN_SETTINGS_2026_11_28;
const specificityAt = process.argv.indexOf('--specificity');
const settings = {
  ...base,
  ...(marginAt >= 0 ? { spanMargin: Number(process.argv[marginAt + 1]) } : {}),
  ...(specificityAt >= 0 ? { specificity: Number(process.argv[specificityAt + 1]) } : {}),
  // --set name=value (repeatable): one setting of SpanSettings, the value read as JSON ("nounOwners=false").
  ...Object.fromEntries(process.argv.flatMap((a, k) => (process.argv[k - 1] === '--set' ? [[a.split('=')[0], JSON.parse(a.slice(a.indexOf('=') + 1)) as unknown]] : []))),
};
// --set values that are lists become sets (encoderTags=["NOUN","ADJ"]).
for (const [k, v] of Object.entries(settings)) if (Array.isArray(v)) (settings as Record<string, unknown>)[k] = new Set(v);
const model = new ThemeSpanExtractionsModel(new UseLiteEncoder({ runtime: 'onnx' }), () => WordVectors.load(), settings);
const f = (x: number) => x.toFixed(3);
const line = (name: string, s: ExtractionScores, n: number) =>
  `${name.padEnd(28)} n=${String(n).padStart(5)} detF1 ${f(s.detectionF1)} (P ${f(s.detectionPrecision)} R ${f(s.detectionRecall)}) tokF1 ${f(s.tokenF1)} terms-inside ${f(s.termsInside)} words ${s.meanSpanWords.toFixed(1)} non-verbatim ${f(s.nonVerbatimShare)}`;

async function runSet(set: ExtractionSet): Promise<Array<ExtractionCase & { theme: string }>> {
  const answers = await model.extract(set.sentences.map((s) => s.text), set.themes);
  return set.sentences.flatMap((s, i) => s.cases.map((c, j) => ({ ...c, extracted: answers[i][j] })));
}

function report(name: string, cases: Array<ExtractionCase & { theme: string }>, by: (c: ExtractionCase & { theme: string }) => string): void {
  console.log(line(name, scoreExtractions(cases), cases.length));
  for (const key of [...new Set(cases.map(by))].sort()) {
    const part = cases.filter((c) => by(c) === key);
    console.log(line(`  ${key}`, scoreExtractions(part), part.length));
  }
  let shown = 0;
  for (const c of cases) {
    if (shown >= show) break;
    const found = c.extracted.length > 0;
    if (found !== c.mentioned || (c.mentioned && (c.goldTerms ?? c.goldSpans).some((t) => !c.extracted.some((s) => s.toLowerCase().includes(t.toLowerCase()))))) {
      shown++;
      console.log(`    [${c.theme}]${c.mentioned ? '' : ' (not mentioned)'} ${JSON.stringify(c.text)} gold ${JSON.stringify(c.goldSpans)} got ${JSON.stringify(c.extracted)}`);
    }
  }
}

const started = performance.now();
const restaurants = readJsonLines<AspectRow>(dir, DATA_FILES.restaurants16);
if (restaurants) report('restaurants16', await runSet(restaurantSet(restaurants)), (c) => c.theme);
const apps = readJsonLines<FeatureRow>(dir, DATA_FILES.appReviews);
if (apps) report('app-reviews', await runSet(appReviewSet(apps)), (c) => c.theme);
// `unseen` (written before 2026-11-30) is scored only with --unseen, once a version is chosen.
// `fresh2` (written before 2026-12-01) likewise only with --fresh2, `fresh3` (written before 2026-12-02) only with --fresh3,
// `fresh4` (committed before the models of 2026-12-03 were built, blind until they are finished) only with --fresh4,
// `fresh5` (committed before the models of 2026-12-04 were built, blind until they are finished) only with --fresh5,
// `fresh6` (committed before the models of 2026-12-05 were built, blind until they are finished) only with --fresh6,
// `fresh7` (committed before the models of 2026-12-06 were built) only with --fresh7,
// `fresh8` (committed before the models of 2026-12-07 were built) only with --fresh8,
// `fresh9` (committed before the models of 2026-12-08 were built) only with --fresh9,
// `fresh10` (committed before the models of 2026-12-09 were built) only with --fresh10,
// `fresh11` (committed before the models of 2026-12-10 were built) only with --fresh11,
// `fresh12` (committed before the models of 2026-12-11 were built) only with --fresh12,
// `fresh13` (committed before the models of 2026-12-12 were built) only with --fresh13,
// `fresh14` (committed before the models of 2026-12-13 were built) only with --fresh14,
// `fresh15` (committed before the models of 2026-12-14 were built) only with --fresh15,
// `fresh16` (committed before the models of 2026-12-15 were built) only with --fresh16,
// `fresh17` (committed before the models of 2026-12-16 were built) only with --fresh17,
// `fresh18` (committed before the models of 2026-12-17 were built) only with --fresh18,
// `fresh19` (committed before the models of 2026-12-18 were built) only with --fresh19,
// `fresh20` (committed before the models of 2026-12-19 were built, blind until they are finished) only with --fresh20.
const own = allOwnExtractionRows().filter((r) => (process.argv.includes('--fresh') || r.split !== 'fresh') && (process.argv.includes('--unseen') || r.split !== 'unseen') && (process.argv.includes('--fresh2') || r.split !== 'fresh2') && (process.argv.includes('--fresh3') || r.split !== 'fresh3') && (process.argv.includes('--fresh4') || r.split !== 'fresh4') && (process.argv.includes('--fresh5') || r.split !== 'fresh5') && (process.argv.includes('--fresh6') || r.split !== 'fresh6') && (process.argv.includes('--fresh7') || r.split !== 'fresh7') && (process.argv.includes('--fresh8') || r.split !== 'fresh8') && (process.argv.includes('--fresh9') || r.split !== 'fresh9') && (process.argv.includes('--fresh10') || r.split !== 'fresh10') && (process.argv.includes('--fresh11') || r.split !== 'fresh11') && (process.argv.includes('--fresh12') || r.split !== 'fresh12') && (process.argv.includes('--fresh13') || r.split !== 'fresh13') && (process.argv.includes('--fresh14') || r.split !== 'fresh14') && (process.argv.includes('--fresh15') || r.split !== 'fresh15') && (process.argv.includes('--fresh16') || r.split !== 'fresh16') && (process.argv.includes('--fresh17') || r.split !== 'fresh17') && (process.argv.includes('--fresh18') || r.split !== 'fresh18') && (process.argv.includes('--fresh19') || r.split !== 'fresh19') && (process.argv.includes('--fresh20') || r.split !== 'fresh20'));
const ownCases: Array<ExtractionCase & { theme: string; split: string; domain: string }> = [];
for (const row of own) {
  const [answers] = await model.extract([row.text], row.themes);
  ownCases.push(...ownExtractionCases(row, answers).map((c) => ({ ...c, split: row.split, domain: row.domain })));
}
// The `fresh` set is kept out of tuning: it is scored only with --fresh, to read a chosen version's figures.
const splits = OWN_EXTRACTION_SPLITS.filter((s) => (s !== 'fresh' || process.argv.includes('--fresh')) && (s !== 'unseen' || process.argv.includes('--unseen')) && (s !== 'fresh2' || process.argv.includes('--fresh2')) && (s !== 'fresh3' || process.argv.includes('--fresh3')) && (s !== 'fresh4' || process.argv.includes('--fresh4')) && (s !== 'fresh5' || process.argv.includes('--fresh5')) && (s !== 'fresh6' || process.argv.includes('--fresh6')) && (s !== 'fresh7' || process.argv.includes('--fresh7')) && (s !== 'fresh8' || process.argv.includes('--fresh8')) && (s !== 'fresh9' || process.argv.includes('--fresh9')) && (s !== 'fresh10' || process.argv.includes('--fresh10')) && (s !== 'fresh11' || process.argv.includes('--fresh11')) && (s !== 'fresh12' || process.argv.includes('--fresh12')) && (s !== 'fresh13' || process.argv.includes('--fresh13')) && (s !== 'fresh14' || process.argv.includes('--fresh14')) && (s !== 'fresh15' || process.argv.includes('--fresh15')) && (s !== 'fresh16' || process.argv.includes('--fresh16')) && (s !== 'fresh17' || process.argv.includes('--fresh17')) && (s !== 'fresh18' || process.argv.includes('--fresh18')) && (s !== 'fresh19' || process.argv.includes('--fresh19')) && (s !== 'fresh20' || process.argv.includes('--fresh20')));
for (const split of splits) report(`own ${split}`, ownCases.filter((c) => c.split === split), (c) => (c as unknown as { domain: string }).domain);
for (const file of process.argv.flatMap((a, k) => (process.argv[k - 1] === '--file' ? [a] : []))) {
  const cases: Array<ExtractionCase & { theme: string; domain: string }> = [];
  for (const row of ownExtractionRows(file)) {
    const [answers] = await model.extract([row.text], row.themes);
    cases.push(...ownExtractionCases(row, answers).map((c) => ({ ...c, domain: row.domain })));
  }
  report(`file ${file.split('/').pop()}`, cases, (c) => (c as unknown as { domain: string }).domain);
}
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
