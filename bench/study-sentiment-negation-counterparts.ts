/**
 * Reads the affirmative counterpart of every negated own sentence (sentiment-negation-counterpart.ts) with the blend, next
 * to the answer of 2026-12-10, and writes one JSON line per sentence (for choosing the bars of 2026-12-12 by left-out sets).
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-negation-counterparts.ts [FILE.jsonl ...] > OUT.jsonl
 */
import { readFileSync } from 'node:fs';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { negatedClause, type NegatedClause } from './sentiment-negation-counterpart.js';
import { sentimentCues } from '../lambdas/models/local/sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { readableOwnSentimentRows } from './eval/own-sets.js';

const files = process.argv.slice(2);
const rows = files.length === 0 ? readableOwnSentimentRows() : files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => ({ split: f, ...JSON.parse(l) }) as { text: string; label: string; split: string }));
const base = await new LocalModelProvider().sentiment('2026-12-10').classify(rows.map((r) => r.text));
const read = new Map<string, { q?: readonly number[]; s?: readonly number[]; p: readonly number[] }>();
const probe = new BlendedSentimentModel<NegatedClause | undefined>(new UseLiteEncoder(), {
  find: (t) => { const n = negatedClause(t); return { found: n, pieces: n ? [n.counterpart, n.scope] : [] }; },
  decide: (t, p, _c, judged, n) => { read.set(t, { p, q: n ? judged.get(n.counterpart) : undefined, s: n ? judged.get(n.scope) : undefined }); return { sentiment: 'neutral', confidence: 0 }; },
});
await probe.classify(rows.map((r) => r.text));
rows.forEach((r, i) => {
  const n = negatedClause(r.text);
  const sc = n ? sentimentCues(n.scope, CUE_RULES_2026_11_30) : undefined;
  const rc = n && n.rest !== '' ? sentimentCues(n.rest, CUE_RULES_2026_11_30) : undefined;
  const x = read.get(r.text)!;
  console.log(JSON.stringify({ split: r.split, label: r.label, text: r.text, base: base[i].sentiment, conf: base[i].confidence, p: x.p, n, q: x.q, s: x.s, restPos: rc?.strongestPositive ?? 0, restNeg: rc?.strongestNegative ?? 0, restBad: rc?.badOutcomes ?? 0, scopePos: sc?.strongestPositive ?? 0, scopeNeg: sc?.strongestNegative ?? 0, scopeBad: sc?.badOutcomes ?? 0, scopeGood: sc?.goodOutcomes ?? 0 }));
});
