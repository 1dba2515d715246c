/**
 * Extraction errors of one version, by case (no figures): every (sentence, theme) case of restaurants16 and of the own sets
 * as one JSON line {set, text, theme, mentioned, gold, got, others} to /dev/stdout, for counting errors by kind.
 *
 *   nice -n 10 node --import tsx bench/eval/extraction-errors.ts --data DIR --version 2026-12-12 [--file PATH] [--fresh20] > errors.jsonl
 *
 * `fresh20` (committed before the models of 2026-12-19 were built, blind until they are finished; BLIND_EXTRACTION_SPLIT of own-sets.ts) is left out unless --fresh20.
 */
import { readJsonLines, DATA_FILES, type AspectRow } from './datasets.js';
import { restaurantSet } from './tasks/extractions-task.js';
import { ownExtractionRows, readableOwnExtractionRows } from './own-sets.js';
import { spanSettingsOf } from '../lib/span-settings.js';
import { ThemeSpanExtractionsModel } from '../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../lambdas/models/local/word-vectors.js';

const arg = (name: string) => (process.argv.indexOf(name) >= 0 ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const model = new ThemeSpanExtractionsModel(new UseLiteEncoder({ runtime: 'onnx' }), () => WordVectors.load(), spanSettingsOf(arg('--version') ?? '2026-12-12'));
const out: string[] = [];
const rows = readJsonLines<AspectRow>(arg('--data') ?? '../shared/data', DATA_FILES.restaurants16);
if (rows) {
  const set = restaurantSet(rows);
  const answers = await model.extract(set.sentences.map((s) => s.text), set.themes);
  set.sentences.forEach((s, i) => s.cases.forEach((c, j) => out.push(JSON.stringify({ set: 'restaurants16', text: s.text, theme: c.theme, mentioned: c.mentioned, gold: c.goldSpans, got: answers[i][j], others: Object.fromEntries(set.themes.map((t, k) => [t, answers[i][k]])) }))));
}
const file = arg('--file');
for (const r of file ? ownExtractionRows(file) : readableOwnExtractionRows()) {
  const [answers] = await model.extract([r.text], r.themes);
  r.themes.forEach((t, j) => {
    const mine = r.mentions.filter((m) => m.theme === t);
    out.push(JSON.stringify({ set: r.split, domain: r.domain, text: r.text, theme: t, mentioned: mine.length > 0, gold: mine.map((m) => m.span), terms: mine.map((m) => m.term), got: answers[j], others: Object.fromEntries(r.themes.map((u, k) => [u, answers[k]])), goldOthers: Object.fromEntries(r.mentions.map((m) => [m.theme, m.span])) }));
  });
}
process.stdout.write(out.join('\n') + '\n');
