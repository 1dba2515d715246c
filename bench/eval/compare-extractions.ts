/**
 * The answers two extractions versions give differently on the own hand-written sentences (every split of
 * test/fixtures/quality/extractions-*.jsonl that own-sets.ts reads, and each --file), one block per (sentence, theme) with the gold
 * spans and both answers; for reading what a new version changes, not for choosing settings. `fresh20` (committed before the models
 * of 2026-12-19 were built, blind until they are finished; BLIND_EXTRACTION_SPLIT of own-sets.ts) is left out unless --fresh20.
 *
 *   nice -n 10 node --import tsx bench/eval/compare-extractions.ts --a 2026-12-14 --b 2026-12-15 [--file PATH]... [--fresh20]
 */
import { ownExtractionRows, readableOwnExtractionRows } from './own-sets.js';
import { ThemeSpanExtractionsModel } from '../../lambdas/models/local/extractions-spans.js';
import { spanSettingsOf } from '../lib/span-settings.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../lambdas/models/local/word-vectors.js';

const arg = (name: string) => (process.argv.indexOf(name) >= 0 ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const [a, b] = [arg('--a') ?? '2026-12-14', arg('--b') ?? '2026-12-15'];
const encoder = new UseLiteEncoder({ runtime: 'onnx' });
const vectors = WordVectors.load();
const [ma, mb] = [a, b].map((v) => new ThemeSpanExtractionsModel(encoder, () => vectors, spanSettingsOf(v)));
const rows = [...readableOwnExtractionRows(), ...process.argv.flatMap((x, k) => (process.argv[k - 1] === '--file' ? ownExtractionRows(x) : []))];
let changed = 0;
for (const row of rows) {
  const [[x], [y]] = [await ma.extract([row.text], row.themes), await mb.extract([row.text], row.themes)];
  row.themes.forEach((theme, j) => {
    if (JSON.stringify(x[j]) === JSON.stringify(y[j])) return;
    changed++;
    const gold = row.mentions.filter((m) => m.theme === theme).map((m) => m.span);
    console.log(`[${String(row.split)}] [${theme}] ${JSON.stringify(row.text)}\n   gold ${JSON.stringify(gold)}\n   ${a} ${JSON.stringify(x[j])}\n   ${b} ${JSON.stringify(y[j])}`);
  });
}
console.log(`${changed} answers differ over ${rows.length} sentences`);
