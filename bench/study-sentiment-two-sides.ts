/**
 * Study (nothing served reads it): for each sentence of the given jsonl files, the answer of 2026-12-11 and the blend's
 * probabilities of the whole text and of each side of a contrast (contrastOf of 2026-12-10) or of two clauses set side by
 * side (sidesOf of 2026-12-05), or of two sentences, printed as one JSON line a sentence.
 *
 *   node --import tsx bench/study-sentiment-two-sides.ts FILE...
 */
import { readFileSync } from 'node:fs';
import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { DECISION_SETTINGS_2026_12_05 } from '../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { contrastOf } from '../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { decide20261211, find20261211 } from '../lambdas/models/local/sentiment-decision-2026-12-11.js';
import { sidesOf } from '../lambdas/models/local/sentiment-pieces-2026-12-05.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';

const files = process.argv.slice(2);
const rows = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => ({ ...(JSON.parse(l) as { text: string; label: string; part?: string }), file: f.replace(/^.*\//u, '') })));
const sidesFor = (text: string): { kind: string; sides: string[] } | undefined => {
  const t = text.replace(/\s+/gu, ' ').trim();
  const c = contrastOf(t);
  if (c) return { kind: 'contrast', sides: c.map((x) => x.replace(/[.!]\s*$/u, '').trim()) };
  const s = sidesOf(t);
  if (s) return { kind: s[2] ? 'juxtaposed' : 'wider', sides: [s[0], s[1]].map((x) => x.replace(/[.!]\s*$/u, '').trim()) };
  const two = t.split(/(?<=[.!?])\s+(?=\S)/u);
  if (two.length === 2) return { kind: 'sentences', sides: two.map((x) => x.replace(/[.!]\s*$/u, '').trim()) };
  return undefined;
};
const out: unknown[] = [];
const model = new BlendedSentimentModel(new UseLiteEncoder(), {
  find: (t: string) => { const f = find20261211(t); const s = sidesFor(t); return { found: f.found, pieces: [...new Set([...f.pieces, ...(s?.sides ?? [])])] }; },
  decide: (t, p, c, judged, found) => {
    const r = decide20261211(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found);
    const s = sidesFor(t);
    out.push({ text: t, p, question: c.question, side: s ? { kind: s.kind, sides: s.sides, p: s.sides.map((x) => judged.get(x)) } : null });
    return r;
  },
});
const answers = await model.classify(rows.map((r) => r.text));
rows.forEach((r, i) => console.log(JSON.stringify({ ...r, answer: answers[i].sentiment, confidence: answers[i].confidence, ...(out[i] as object) })));
