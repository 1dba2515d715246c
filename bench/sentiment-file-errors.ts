/**
 * Per-class accuracy and wrong answers of one or two sentiment versions on jsonl files of {text, label} rows
 * (hand-written fixtures), for reading errors; nothing here chooses.
 *
 *   node --import tsx bench/sentiment-file-errors.ts --version A [--against B] [--quiet] FILE...
 */
import { readFileSync } from 'node:fs';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';

const arg = (name: string): string | undefined => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const version = arg('--version') ?? '2026-12-10';
const against = arg('--against');
const files = process.argv.slice(2).filter((a, i, all) => a.endsWith('.jsonl') && all[i + 1] !== a);
const rows = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => ({ ...(JSON.parse(l) as { text: string; label: string }), file: f.replace(/^.*\//u, '') })));
const provider = new LocalModelProvider();
const a = await provider.sentiment(version).classify(rows.map((r) => r.text));
const b = against ? await provider.sentiment(against).classify(rows.map((r) => r.text)) : undefined;
for (const file of [...new Set(rows.map((r) => r.file)), 'all']) {
  const idx = rows.map((r, i) => (file === 'all' || r.file === file ? i : -1)).filter((i) => i >= 0);
  const per = (ans: typeof a): string => ['positive', 'negative', 'neutral', 'mixed'].map((c) => {
    const of = idx.filter((i) => rows[i].label === c);
    return of.length ? `${c} ${of.filter((i) => ans[i].sentiment === c).length}/${of.length}` : '';
  }).filter(Boolean).join(', ');
  console.log(`${file} ${version}: ${per(a)}${b ? `\n${file} ${against}: ${per(b)}` : ''}`);
}
if (!process.argv.includes('--quiet')) {
  rows.forEach((r, i) => {
    const wrongA = a[i].sentiment !== r.label;
    const changed = b && b[i].sentiment !== a[i].sentiment;
    if (b ? changed : wrongA) console.log(`${wrongA ? 'x' : '+'} [${r.label}] ${b ? `${b[i].sentiment} -> ` : ''}${a[i].sentiment} ${a[i].confidence.toFixed(2)} ${r.text}`);
  });
}
