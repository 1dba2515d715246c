/**
 * Prints the wrong answers of a sentiment version on the own hand-written sets it may be tuned on
 * (every split but the blind ones, `fresh4` to `fresh21`, which are scored only by npm run eval at the end),
 * with the per-split per-class accuracy. For reading errors by family; nothing here chooses.
 *
 *   node --import tsx bench/own-sentiment-errors.ts [--version VERSION] [--quiet]
 */
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
import { allOwnSentimentRows } from './eval/own-sets.js';

const at = process.argv.indexOf('--version');
const version = at >= 0 ? process.argv[at + 1] : '2026-12-01';
const rows = allOwnSentimentRows().filter((r) => r.split !== 'fresh4' && r.split !== 'fresh5' && r.split !== 'fresh6' && r.split !== 'fresh7' && r.split !== 'fresh8' && r.split !== 'fresh9' && r.split !== 'fresh10' && r.split !== 'fresh11' && r.split !== 'fresh12' && r.split !== 'fresh13' && r.split !== 'fresh14' && r.split !== 'fresh15' && r.split !== 'fresh16' && r.split !== 'fresh17' && r.split !== 'fresh18' && r.split !== 'fresh19' && r.split !== 'fresh20' && r.split !== 'fresh21');
const answers = await new LocalModelProvider().sentiment(version).classify(rows.map((r) => r.text));
const splits = [...new Set(rows.map((r) => r.split))];
for (const split of splits) {
  const idx = rows.map((r, i) => (r.split === split ? i : -1)).filter((i) => i >= 0);
  const per = ['positive', 'negative', 'neutral', 'mixed'].map((c) => {
    const of = idx.filter((i) => rows[i].label === c);
    return `${c} ${(of.filter((i) => answers[i].sentiment === c).length / of.length).toFixed(3)}`;
  });
  console.log(`${split} (n=${idx.length}): ${per.join(', ')}`);
}
if (!process.argv.includes('--quiet')) {
  rows.forEach((r, i) => {
    if (answers[i].sentiment !== r.label) console.log(`x ${r.split.padEnd(7)} [${r.label}] -> ${answers[i].sentiment} ${answers[i].confidence.toFixed(2)} ${r.text}`);
  });
}
