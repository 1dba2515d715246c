/**
 * Study for sentiment 2026-12-10, not adopted: can the shipped GloVe vectors (glove-100d-40k) tell the polarity of words
 * on no sentiment list? Two inductions, no word labelled by hand:
 *
 * - semantic orientation (Turney and Littman, 2003) from 28 general seed words (those of Turney and Littman and of
 *   Hamilton et al.'s SentProp): cosine with the mean positive seed minus cosine with the mean negative seed;
 * - label propagation from VADER's general lexicon (shipped with vader-sentiment): the cosine-weighted mean valence of
 *   a word's K nearest lexicon words, one step over the GloVe neighbourhood graph.
 *
 * Prints (1) how each separates 224 words of how feedback talks (picked by hand to measure, never used to build:
 * outcome words like "solved", "spotless", "cracked", "leaked", "rude", "prompt"), (2) the most frequent words a
 * table of clear induced polarity keeps (both inductions agreeing, VADER valence at least 1 with 8 of 10 neighbours
 * agreeing, orientation beyond the vocabulary's quartile, lexicon words and the 150 most frequent words left out), and
 * (3) how such a table reads the sentences of the read own fresh sets (fresh5 to fresh13) that hold no VADER word, per
 * gold class.
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-induced-words.ts [--min-near 0.6]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WordVectors, WORD_DIMENSION, wordTokensForVectors } from '../lambdas/models/local/word-vectors.js';
import { WORD_VOCABULARY_FILE, modelFilePath } from '../lambdas/models/local/model-files.js';
import { readableOwnSentimentRows } from './eval/own-sets.js';

const POSITIVE_SEEDS = ['good', 'lovely', 'excellent', 'fortunate', 'pleasant', 'delightful', 'perfect', 'loved', 'love', 'happy', 'nice', 'positive', 'correct', 'superior'];
const NEGATIVE_SEEDS = ['bad', 'horrible', 'poor', 'unfortunate', 'unpleasant', 'disgusting', 'evil', 'hated', 'hate', 'unhappy', 'nasty', 'negative', 'wrong', 'inferior'];
const MEASURE_POSITIVE = 'solved fixed resolved sorted spotless prompt punctual tidy neat clean smooth smoothly painless effortless seamless reliable sturdy comfortable cosy warm spacious quiet accurate helpful friendly polite courteous patient thorough efficient quick fast speedy early refunded replaced restored recovered healed working repaired saved welcomed reassured explained listened improved upgraded free bargain affordable generous attentive kind caring knowledgeable professional organised safe secure fresh crisp tasty delicious bright intuitive responsive flawless immaculate gleaming sparkling soothing relieved grateful thankful confident succeeded passed won promoted approved accepted recommended cheerful smiling enjoyable fun easy simple handy useful valuable worthwhile calm clear tender juicy roomy sunny peaceful genuine honest fair cheap welcoming supportive encouraging rewarding smart sharp '.trim().split(' ');
const MEASURE_NEGATIVE = 'cracked leaked leaking rude broken broke damaged dented scratched stained torn ripped faulty defective crashed froze stuck jammed blocked flooded burnt smelly dirty filthy mouldy noisy cramped freezing cold late delayed cancelled lost missing overcharged refused ignored dismissed shouted waited queued ruined wasted failed unreliable flimsy useless pointless slow sluggish laggy buggy glitchy confusing complicated awkward uncomfortable painful sore bruised infected swollen dizzy anxious stressed exhausted tired unpaid underpaid understaffed chaotic disorganised unprofessional impatient arrogant condescending patronising dismissive grumpy greasy soggy stale bland overpriced expensive scam fraud complaint complained error bug glitch crash leak mould damp rust rusty peeling wobbly loose snapped shattered smashed spilled vanished disappeared dripping draughty lukewarm rushed careless sloppy shoddy '.trim().split(' ');
const K = 10;
const at = process.argv.indexOf('--min-near');
const MIN_NEAR = at > 0 ? Number(process.argv[at + 1]) : 0;

const require = createRequire(import.meta.url);
const lexicon = new Map<string, number>();
for (const line of readFileSync(require.resolve('vader-sentiment/vader_lexicon.txt'), 'utf8').split('\n')) {
  const [w, v] = line.split('\t');
  if (w && v !== undefined) lexicon.set(w, Number(v));
}
const vectors = WordVectors.load();
const vocabulary = readFileSync(modelFilePath(WORD_VOCABULARY_FILE), 'utf8').split('\n').filter((w) => w !== '');
const seeds = [...lexicon].filter(([w]) => /^[a-z]+$/u.test(w) && vectors.unitVector(w) !== undefined).map(([w, v]) => ({ w, v, u: vectors.unitVector(w)! }));
const mean = (ws: readonly string[]): Float64Array => { const m = new Float64Array(WORD_DIMENSION); for (const w of ws) vectors.unitVector(w)!.forEach((x, d) => (m[d] += x / ws.length)); return m; };
const plus = mean(POSITIVE_SEEDS);
const minus = mean(NEGATIVE_SEEDS);
const orientation = (u: Float64Array): number => { let s = 0; for (let d = 0; d < WORD_DIMENSION; d++) s += u[d] * (plus[d] - minus[d]); return s; };
function propagated(w: string): { valence: number; agree: number; near: number } {
  const u = vectors.unitVector(w)!;
  const near: Array<{ c: number; v: number }> = [];
  for (const s of seeds) {
    if (s.w === w) continue;
    let c = 0;
    for (let d = 0; d < WORD_DIMENSION; d++) c += u[d] * s.u[d];
    if (near.length < K) { near.push({ c, v: s.v }); near.sort((a, b) => a.c - b.c); } else if (c > near[0].c) { near[0] = { c, v: s.v }; near.sort((a, b) => a.c - b.c); }
  }
  const weight = near.reduce((a, x) => a + x.c, 0);
  const valence = near.reduce((a, x) => a + x.c * x.v, 0) / weight;
  return { valence, agree: near.filter((x) => Math.sign(x.v) === Math.sign(valence)).length / K, near: weight / K };
}
const auc = (p: number[], q: number[]): number => { let s = 0; for (const x of p) for (const y of q) s += x > y ? 1 : x === y ? 0.5 : 0; return s / (p.length * q.length); };

// (1) Separation of the measuring words.
const known = (ws: string[]) => ws.filter((w) => vectors.unitVector(w) !== undefined);
const [mp, mn] = [known(MEASURE_POSITIVE), known(MEASURE_NEGATIVE)];
for (const [name, score] of [['orientation', (w: string) => orientation(vectors.unitVector(w)!)], ['propagation', (w: string) => propagated(w).valence]] as const) {
  const p = mp.map(score);
  const n = mn.map(score);
  console.log(`${name}: ${p.length} + ${n.length} measuring words in the vectors: AUC ${auc(p, n).toFixed(3)}, sign right ${((p.filter((x) => x > 0).length + n.filter((x) => x < 0).length) / (p.length + n.length)).toFixed(3)}`);
  const ranked = [...mp.map((w, i) => [w, p[i], '+'] as const), ...mn.map((w, i) => [w, n[i], '-'] as const)].sort((a, b) => a[1] - b[1]);
  console.log(`  from most negative: ${ranked.map(([w, s, l]) => `${l}${w} ${s.toFixed(2)}`).join(', ')}`);
}

// (2) A table of clear induced polarity.
const all = vocabulary.filter((w) => /^[a-z]{3,}$/u.test(w)).map((w) => orientation(vectors.unitVector(w)!)).sort((a, b) => a - b);
const [low, high] = [all[Math.floor(0.25 * (all.length - 1))], all[Math.floor(0.75 * (all.length - 1))]];
const table = new Map<string, number>();
vocabulary.forEach((w, rank) => {
  if (rank < 150 || !/^[a-z]{3,}$/u.test(w) || lexicon.has(w)) return;
  const r = propagated(w);
  if (r.agree < 0.8 || Math.abs(r.valence) < 1 || r.near < MIN_NEAR) return;
  const so = orientation(vectors.unitVector(w)!);
  if (r.valence > 0 && so >= high) table.set(w, 1);
  else if (r.valence < 0 && so <= low) table.set(w, -1);
});
const most = (s: number) => [...table].filter(([, v]) => v === s).slice(0, 60).map(([w]) => w).join(' ');
console.log(`table: ${[...table.values()].filter((v) => v > 0).length} positive, ${[...table.values()].filter((v) => v < 0).length} negative words`);
console.log(`  most frequent positive: ${most(1)}`);
console.log(`  most frequent negative: ${most(-1)}`);
console.log(`  measuring words in it: ${[...mp, ...mn].filter((w) => table.has(w)).length} of ${mp.length + mn.length}, right ${mp.filter((w) => table.get(w) === 1).length + mn.filter((w) => table.get(w) === -1).length}`);

// (3) The table on own sentences without any VADER word.
const counts = new Map<string, number[]>();
// The fresh sets scored once as blind sets and read since (fresh5 to fresh13); never a set still blind.
const READ = new Set(['fresh5', 'fresh6', 'fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13']);
for (const r of readableOwnSentimentRows().filter((x) => READ.has(x.split))) {
  const tokens = wordTokensForVectors(r.text);
  if (tokens.some((t) => lexicon.has(t))) continue;
  const sum = tokens.reduce((a, t) => a + (table.get(t) ?? 0), 0);
  const c = counts.get(r.label) ?? [0, 0, 0];
  c[0]++; if (sum > 0) c[1]++; if (sum < 0) c[2]++;
  counts.set(r.label, c);
}
for (const [label, [n, p, q]] of counts) console.log(`  own fresh sentences without a VADER word, gold ${label}: ${n}, read positive ${p} (${(p / n).toFixed(2)}), negative ${q} (${(q / n).toFixed(2)})`);
