/**
 * The extraction development data (restaurants16, app-reviews) as gold (text, theme) pairs, the
 * validation split, and the scores of the data README computed as the evaluation harness does.
 * Reads the shared data folder (never copied into the repository).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scorePair, select, type ExtractionScorer, type PairObservations } from '../lambdas/models/local/extractions-learned.js';

/** One text in this many (by a salted hash of the text) is held out for validation. */
export const VALIDATION_EVERY = 5;
export const SPLIT_SEED = 'extractions-2026-11-22';

export interface GoldSpan { start: number; end: number; text: string }

/** One (text, theme) pair of the gold data. */
export interface GoldPair {
  theme: string;
  mentioned: boolean;
  spans: GoldSpan[];
  /** Mentioned without a span: left out of the token overlap. */
  implicitOnly: boolean;
}

export interface GoldText {
  text: string;
  validation: boolean;
  pairs: GoldPair[];
}

/** `--data DIR` from the command line, else the shared data folder beside the repository. */
export function dataDirectory(argv: readonly string[]): string {
  const at = argv.indexOf('--data');
  return at >= 0 ? argv[at + 1] : fileURLToPath(new URL('../../shared/data/', import.meta.url));
}

function held(text: string): boolean {
  return parseInt(createHash('sha256').update(`${SPLIT_SEED}:${text}`).digest('hex').slice(0, 8), 16) % VALIDATION_EVERY === 0;
}

/** restaurants16: one entry per distinct sentence with its six theme pairs. */
export function loadRestaurants(dir: string): GoldText[] {
  const rows = readFileSync(join(dir, 'extractions', 'restaurants16.dev.jsonl'), 'utf8').split('\n').filter(Boolean)
    .map((l) => JSON.parse(l) as { text: string; theme: string; mentioned: boolean; gold_spans: GoldSpan[]; implicit_only: boolean });
  const byText = new Map<string, GoldText>();
  for (const r of rows) {
    const entry = byText.get(r.text) ?? { text: r.text, validation: held(r.text), pairs: [] };
    // A sentence repeated in two reviews is one sentence: its annotations are merged.
    const same = entry.pairs.find((p) => p.theme === r.theme);
    if (same) {
      same.mentioned ||= r.mentioned;
      same.spans.push(...r.gold_spans.filter((g) => !same.spans.some((s) => s.start === g.start && s.end === g.end)));
      same.implicitOnly = same.mentioned && same.spans.length === 0;
    } else {
      entry.pairs.push({ theme: r.theme, mentioned: r.mentioned, spans: [...r.gold_spans], implicitOnly: r.implicit_only });
    }
    byText.set(r.text, entry);
  }
  return [...byText.values()];
}

interface AppRow { text: string; app_name: string; features: Array<{ feature: string; start: number; end: number }> }

function readAppRows(dir: string): AppRow[] {
  return readFileSync(join(dir, 'extractions', 'app-reviews.dev.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as AppRow);
}

/** app-reviews as the evaluation sends it: every distinct sentence with the one theme "feature". */
export function loadAppReviews(dir: string): GoldText[] {
  const seen = new Set<string>();
  return readAppRows(dir).filter((r) => r.text.trim() !== '' && !seen.has(r.text) && seen.add(r.text)).map((r) => ({
    text: r.text,
    validation: true,
    pairs: [{ theme: 'feature', mentioned: r.features.length > 0, spans: r.features.map((f) => ({ start: f.start, end: f.end, text: r.text.slice(f.start, f.end) })), implicitOnly: false }],
  }));
}

/**
 * app-reviews as a check of unseen theme strings: each annotated feature is a theme of its own
 * sentence (mentioned, with its span), and the first feature of two other sentences of the same
 * app are themes it does not mention.
 */
export function loadAppFeatureThemes(dir: string): GoldText[] {
  const annotated = readAppRows(dir).filter((r) => r.features.length > 0);
  return annotated.map((r, i) => {
    const own = r.features.map((f) => f.feature.toLowerCase());
    const pairs: GoldPair[] = r.features.map((f) => ({ theme: f.feature, mentioned: true, spans: [{ start: f.start, end: f.end, text: r.text.slice(f.start, f.end) }], implicitOnly: false }));
    const sameApp = annotated.filter((o) => o.app_name === r.app_name && o !== r);
    for (const other of [sameApp[i % sameApp.length], sameApp[(i * 7 + 3) % sameApp.length]]) {
      const f = other.features[0].feature;
      if (!own.includes(f.toLowerCase()) && !r.text.toLowerCase().includes(f.toLowerCase()) && !pairs.some((p) => p.theme === f)) {
        pairs.push({ theme: f, mentioned: false, spans: [], implicitOnly: false });
      }
    }
    return { text: r.text, validation: true, pairs };
  });
}

export interface ExtractionScores {
  pairs: number;
  detectionF1: number;
  detectionPrecision: number;
  detectionRecall: number;
  detectionMacroF1: number;
  /**
   * Token-overlap F1 as the evaluation harness pools it: word tokens of the distinct extracted
   * strings against those of the distinct gold spans, over every pair but implicit-only mentions.
   */
  tokenF1: number;
  /** Mean token F1 over the pairs with gold spans alone (ignores extractions for absent themes). */
  tokenF1MentionedPairs: number;
  notVerbatim: number;
  perTheme: Map<string, [number, number, number]>;
}

function f1(tp: number, fp: number, fn: number): number {
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

/** Lower-cased word tokens, as the evaluation harness counts them. */
function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
}

function overlap(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of b) {
    const left = counts.get(t) ?? 0;
    if (left > 0) { common++; counts.set(t, left - 1); }
  }
  return common;
}

/** Model scores per observation and scorer, so a threshold search evaluates each model once. */
const scoreCache = new WeakMap<PairObservations, { phrase: unknown; pair: unknown; scores: { phrases: number[]; pair: number } }>();

function scored(o: PairObservations, w: ExtractionScorer): { phrases: number[]; pair: number } {
  const hit = scoreCache.get(o);
  if (hit && hit.phrase === w.phrase && hit.pair === w.pair) return hit.scores;
  const scores = scorePair(o, w);
  scoreCache.set(o, { phrase: w.phrase, pair: w.pair, scores });
  return scores;
}

/** Scores the extractions of the selected texts. */
export function scoreExtractions(texts: readonly GoldText[], observed: readonly PairObservations[][], w: ExtractionScorer, pick: (t: GoldText) => boolean): ExtractionScores {
  const perTheme = new Map<string, [number, number, number]>();
  let tokenSum = 0, tokenPairs = 0, common = 0, mine = 0, theirs = 0, notVerbatim = 0, pairs = 0;
  texts.forEach((t, i) => {
    if (!pick(t)) return;
    t.pairs.forEach((p, j) => {
      pairs++;
      const found = select(observed[i][j], scored(observed[i][j], w), w);
      notVerbatim += found.filter((s) => !t.text.includes(s)).length;
      const key = perTheme.has(p.theme) || perTheme.size < 20 ? p.theme : 'other';
      const c = perTheme.get(key) ?? [0, 0, 0];
      if (found.length > 0 && p.mentioned) c[0]++;
      else if (found.length > 0) c[1]++;
      else if (p.mentioned) c[2]++;
      perTheme.set(key, c);
      if (p.implicitOnly) return;
      const extracted = [...new Set(found)].flatMap(wordTokens);
      const gold = [...new Set(p.spans.map((s) => s.text))].flatMap(wordTokens);
      const hit = overlap(extracted, gold);
      common += hit; mine += extracted.length; theirs += gold.length;
      if (p.spans.length > 0) {
        tokenSum += f1(hit, extracted.length - hit, gold.length - hit);
        tokenPairs++;
      }
    });
  });
  const total = [...perTheme.values()].reduce((a, c) => [a[0] + c[0], a[1] + c[1], a[2] + c[2]], [0, 0, 0]);
  return {
    pairs,
    detectionF1: f1(total[0], total[1], total[2]),
    detectionPrecision: total[0] / Math.max(1, total[0] + total[1]),
    detectionRecall: total[0] / Math.max(1, total[0] + total[2]),
    detectionMacroF1: [...perTheme.values()].reduce((a, c) => a + f1(...c), 0) / Math.max(1, perTheme.size),
    tokenF1: f1(common, mine - common, theirs - common),
    tokenF1MentionedPairs: tokenSum / Math.max(1, tokenPairs),
    notVerbatim,
    perTheme,
  };
}

export function formatExtractionScores(name: string, s: ExtractionScores, perTheme = false): string {
  const head = `${name}: pairs=${s.pairs} detection F1=${s.detectionF1.toFixed(4)} (P ${s.detectionPrecision.toFixed(3)} R ${s.detectionRecall.toFixed(3)}, macro over themes ${s.detectionMacroF1.toFixed(4)}) token-overlap F1=${s.tokenF1.toFixed(4)} (mean over pairs with gold spans ${s.tokenF1MentionedPairs.toFixed(4)}) not verbatim=${s.notVerbatim}`;
  if (!perTheme) return head;
  return [head, ...[...s.perTheme].map(([theme, c]) => `  ${theme}: F1=${f1(...c).toFixed(3)} tp=${c[0]} fp=${c[1]} fn=${c[2]}`)].join('\n');
}

