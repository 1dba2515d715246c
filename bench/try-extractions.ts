/**
 * Prints an extractions version's answers for sentences given one per line on standard input,
 * with the themes of `--themes` (comma-separated). For reading answers while working on a
 * version; nothing here chooses settings.
 *
 *   node --import tsx bench/try-extractions.ts --themes food,service,price [--version 2026-11-27|…|2026-12-05|2026-12-06|2026-12-07|2026-12-08|2026-12-09|2026-12-10|2026-12-11|2026-12-12|2026-12-13|2026-12-14|2026-12-15] < sentences.txt
 *   (or --json '{"resemblanceTags":["NOUN"]}': SpanSettings over those of 2026-11-30, lists read as sets)
 */
import { readFileSync } from 'node:fs';
import { SPAN_SETTINGS_2026_11_26, SPAN_SETTINGS_2026_11_27, SPAN_SETTINGS_2026_11_28, SPAN_SETTINGS_2026_11_29, SPAN_SETTINGS_2026_11_30, SPAN_SETTINGS_2026_12_01, SPAN_SETTINGS_2026_12_02, SPAN_SETTINGS_2026_12_03, SPAN_SETTINGS_2026_12_04, SPAN_SETTINGS_2026_12_05, SPAN_SETTINGS_2026_12_06, SPAN_SETTINGS_2026_12_07, SPAN_SETTINGS_2026_12_08, SPAN_SETTINGS_2026_12_09, SPAN_SETTINGS_2026_12_10, SPAN_SETTINGS_2026_12_11, SPAN_SETTINGS_2026_12_12, SPAN_SETTINGS_2026_12_13, SPAN_SETTINGS_2026_12_14, SPAN_SETTINGS_2026_12_15, ThemeSpanExtractionsModel } from '../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../lambdas/models/local/word-vectors.js';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const settings = arg('--json') ? { ...SPAN_SETTINGS_2026_11_30, ...JSON.parse(arg('--json')!, (k, v) => (Array.isArray(v) ? new Set(v) : v)) } : { '2026-11-26': SPAN_SETTINGS_2026_11_26, '2026-11-27': SPAN_SETTINGS_2026_11_27, '2026-11-29': SPAN_SETTINGS_2026_11_29, '2026-11-30': SPAN_SETTINGS_2026_11_30, '2026-12-01': SPAN_SETTINGS_2026_12_01, '2026-12-02': SPAN_SETTINGS_2026_12_02, '2026-12-03': SPAN_SETTINGS_2026_12_03, '2026-12-04': SPAN_SETTINGS_2026_12_04, '2026-12-05': SPAN_SETTINGS_2026_12_05, '2026-12-06': SPAN_SETTINGS_2026_12_06, '2026-12-07': SPAN_SETTINGS_2026_12_07, '2026-12-08': SPAN_SETTINGS_2026_12_08, '2026-12-09': SPAN_SETTINGS_2026_12_09, '2026-12-10': SPAN_SETTINGS_2026_12_10, '2026-12-11': SPAN_SETTINGS_2026_12_11, '2026-12-12': SPAN_SETTINGS_2026_12_12, '2026-12-13': SPAN_SETTINGS_2026_12_13, '2026-12-14': SPAN_SETTINGS_2026_12_14, '2026-12-15': SPAN_SETTINGS_2026_12_15 }[arg('--version') ?? ''] ?? SPAN_SETTINGS_2026_11_28;
const themes = (arg('--themes') ?? 'food,service,price').split(',').map((t) => t.trim());
const texts = readFileSync(0, 'utf8').split('\n').filter((l) => l.trim() !== '');
const model = new ThemeSpanExtractionsModel(new UseLiteEncoder({ runtime: 'onnx' }), () => WordVectors.load(), settings);
const answers = await model.extract(texts, themes);
texts.forEach((t, i) => {
  const found = themes.flatMap((theme, j) => (answers[i][j].length > 0 ? [`${theme}: ${answers[i][j].map((s) => JSON.stringify(s)).join(', ')}`] : []));
  console.log(`${t}\n    ${found.join('; ') || '(nothing)'}`);
});
