import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { hasExpectation } from './sentiment-shapes.js';
import { NEGATED_RE } from './sentiment-decision-2026-12-02.js';
import { decide20261204, ruleConfidence, side20261204 } from './sentiment-decision-2026-12-04.js';
import { denialsIn, findPieces, pieceNames, type FoundPieces } from './sentiment-pieces-2026-12-05.js';

/**
 * The decision of sentiment version 2026-12-05: that of 2026-12-04 (the same blend of the same
 * weight files, so the whole text's probabilities are unchanged), with pieces of the text judged by
 * the same blend on their own (sentiment-pieces-2026-12-05.ts), in this order:
 *
 * 1. A contrast whose two sides the blend reads as clearly opposed (one at least `sideClear`
 *    positive, the other at least `sideClear` negative, a denied complaint counting as praise) is
 *    `mixed` unless the whole text's blend is at least `sideSure` of a side (texts of at most
 *    `pieceWords` words, no expectation before the turn: "I had high hopes, but…").
 * 2. A denial of what the blend reads as a complaint ("Nothing broke during the move", "not a single
 *    drop in speed", "without ever making me feel stupid") is praise: with no clear negative word
 *    outside the denials, the text is `positive` unless the whole text's blend is at least
 *    `denialSure` of negative.
 * 3. A polar answer where the blend's most likely class is `mixed`, at least `mixedBlend`, is `mixed`.
 */
export interface DecisionSettings20261205 {
  /** A side is clearly polar when the blend gives its class at least this (and more than the other polar class). */
  sideClear: number;
  /** A whole-text blend at least this sure of a side keeps its answer against opposed sides (0: rule off). */
  sideSure: number;
  /** A denied phrase is a complaint when the blend gives it at least this negative. */
  denialClear: number;
  /** A whole-text blend at least this sure of negative keeps its answer against a denied complaint (0: rule off). */
  denialSure: number;
  /** Pieces are read in texts of at most this many words. */
  pieceWords: number;
  /** A blend whose most likely class is mixed, at least this, is mixed (0: rule off). */
  mixedBlend: number;
}

export const DECISION_SETTINGS_2026_12_05: Readonly<DecisionSettings20261205> = { sideClear: 0.6, sideSure: 0.95, denialClear: 0.6, denialSure: 0.99, pieceWords: 20, mixedBlend: 0 };

/** The blend's probabilities of pieces of the text, by piece (pieceNames). */
export type JudgedPieces = ReadonlyMap<string, readonly number[]>;

/** A denied phrase needs a negative lexicon word of at least this strength too (the blend alone reads "warning", "bothered" as complaints). */
const DENIED_WORD = 0.2;
/** …unless the blend alone is at least this sure the denied phrase is a complaint. */
const DENIED_SURE = 0.8;
/** What follows a turn after a denial ("…, it just …") is a complaint when the blend gives it at least this negative (and more than positive). */
const TURN_COMPLAINT = 0.5;
/** A side set beside another without a contrast word needs its words to agree with the blend, or the blend at least this sure. */
const JUXTAPOSED_CLEAR = 0.8;

export const sign = (q: readonly number[] | undefined, clear: number): number => (q === undefined ? 0 : q[0] >= clear && q[0] > q[1] ? 1 : q[1] >= clear && q[1] > q[0] ? -1 : 0);

/** The denials in `text` (the text or one of its sides, as found) whose phrase the blend reads as a complaint. */
function deniedComplaints(found: FoundPieces, text: string, judged: JudgedPieces, clear: number) {
  return denialsIn(found, text).filter((d) => {
    const q = judged.get(d.scope);
    // "…, it just deleted everything": a denial turned into a complaint is part of the complaint.
    const t = d.turn === undefined ? undefined : judged.get(d.turn);
    if (d.turn !== undefined && (t === undefined || (t[1] >= TURN_COMPLAINT && t[1] > t[0]))) return false;
    return q !== undefined && q[1] > q[0] && q[1] >= clear && (d.kind === 'resolved' || q[1] >= DENIED_SURE || sentimentCues(d.scope, CUE_RULES_2026_11_30).strongestNegative >= DENIED_WORD);
  });
}

/** No clear negative word once the denied complaints are set aside. */
function nothingElseNegative(text: string, denied: ReturnType<typeof deniedComplaints>): boolean {
  const rest = denied.reduce((t, d) => t.replace(d.clause, ' '), text);
  return sentimentCues(rest, CUE_RULES_2026_11_30).strongestNegative < CLEAR;
}

/** +1 praise, −1 complaint, 0 neither: a side as the blend reads it, a denied complaint as praise. */
function pieceSign(found: FoundPieces, side: string, verdict: boolean, juxtaposed: boolean, judged: JudgedPieces, s: Readonly<DecisionSettings20261205>): number {
  const denied = deniedComplaints(found, side, judged, s.denialClear);
  if (denied.length > 0 && nothingElseNegative(side, denied)) return 1;
  // A negated side is read by its words (the blend reads "not rushed" as a complaint); the blend's reading stands unless the words say the other side.
  const words = side20261204(side, verdict);
  if (NEGATED_RE.test(side)) return words;
  const blend = sign(judged.get(side.trim()), s.sideClear);
  if (juxtaposed && blend !== words && sign(judged.get(side.trim()), JUXTAPOSED_CLEAR) === 0) return 0;
  return blend * words < 0 ? 0 : blend;
}

/** `found`: the pieces of the text as find20261205 found them (found here when not given). */
export function decide20261205(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: FoundPieces): SentimentResult {
  const base = decide20261204(original, p, c);
  const text = original.replace(/\s+/gu, ' ').trim();
  const short = text.split(' ').length <= s.pieceWords;
  if (base.sentiment === 'mixed' || !short || c.question) return base;
  const pieces = found ?? findPieces(text);
  // 1. Opposed sides.
  const sides = pieces.sides;
  if (s.sideSure > 0 && sides && Math.max(p[0], p[1]) < s.sideSure && !hasExpectation(sides[0])) {
    if (pieceSign(pieces, sides[0], false, sides[2], judged, s) * pieceSign(pieces, sides[1], true, sides[2], judged, s) < 0) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  }
  // 2. Denied complaints.
  // A contrast is read before a denial: a fix or denial before an explicit turn is not the whole text's praise.
  if (s.denialSure > 0 && base.sentiment !== 'positive' && p[1] < s.denialSure && !(sides && !sides[2])) {
    const denied = deniedComplaints(pieces, text, judged, s.denialClear);
    // After an opening denial ("Without any errors, …"), the main clause must not read as a complaint.
    const main = pieces.main;
    const mainComplaint = main !== undefined && denied.every((d) => d.index < text.indexOf(main)) && sign(judged.get(main.trim()), s.sideClear) < 0;
    if (denied.length > 0 && !mainComplaint && nothingElseNegative(text, denied)) return { sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') };
  }
  // 3. A blend that says mixed.
  if (s.mixedBlend > 0 && base.sentiment !== 'neutral' && p[3] >= s.mixedBlend && p[3] >= Math.max(p[0], p[1], p[2])) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  return base;
}

/** The pieces of a text found once (none past the served word limit, where decide20261205 reads none), and the names of those the blend judges. */
export function find20261205(original: string): { found: FoundPieces | undefined; pieces: string[] } {
  const text = original.replace(/\s+/gu, ' ').trim();
  if (text.split(' ').length > DECISION_SETTINGS_2026_12_05.pieceWords) return { found: undefined, pieces: [] };
  const found = findPieces(text);
  return { found, pieces: pieceNames(found) };
}
/** The pieces decide20261205 reads in a text. */
export const pieces20261205 = (text: string): string[] => find20261205(text).pieces;
