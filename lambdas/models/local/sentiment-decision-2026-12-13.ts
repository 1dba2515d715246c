import type { SentimentResult } from '../../core/ports/models.js';
import type { SentimentCues } from './sentiment-cues.js';
import { DECISION_SETTINGS_2026_12_05, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import { ruleConfidence } from './sentiment-decision-2026-12-04.js';
import type { Found20261206 } from './sentiment-decision-2026-12-06.js';
import { decide20261212, find20261212 } from './sentiment-decision-2026-12-12.js';
import { words } from './sentiment-pieces-2026-12-05.js';
import { thereWasSubject } from './sentiment-subject-2026-12-13.js';
import { oneUncontrastedStatement, quickResponse } from './sentiment-quick-response-2026-12-13.js';

/**
 * The decision of sentiment version 2026-12-13: that of 2026-12-12, then two readings of a good outcome, in a one-sentence
 * statement of at most `pieceWords` words that 2026-12-12 reads neutral or negative:
 *
 * 1. A trouble ended (`ended`): a noun phrase that is the subject of an ending predicate ("was gone", "went away",
 *    "cleared up", "disappeared", "has stopped", "hasn't come back") is read by the blend as a thing that was there
 *    ("There was the leak."); where the blend reads that piece clearly negative, the thing is a trouble and the sentence
 *    tells it ended: positive ("The damp patch on the ceiling was gone within a week."). The subject is found on the
 *    parse (wink-nlp tags, thereWasSubject): the words between the clause's start and the predicate, with a noun and no
 *    verb. A subject the blend reads neutral or good ("My wallet was gone", "The music stopped") is no trouble and the
 *    answer stays. No reading where the text comes back to the trouble ("again", "still", "then", "came back", "is
 *    back"), denies anything else, asks, contrasts or goes on past one sentence, nor where "stopped" is followed by a
 *    verb's -ing form ("stopped working" is a fault).
 * 2. A quick response (`quick`, sentiment-quick-response-2026-12-13.ts): a thing that arrived, or was sent, paid or put
 *    right, minutes, hours or days after the writer's call or request.
 */
export interface Ended20261213 { ended: boolean; quick: boolean; troubleClear: number }
export const ENDED_2026_12_13: Readonly<Ended20261213> = { ended: true, quick: true, troubleClear: 0.6 };

/** An ending predicate after its subject: the auxiliaries and adverbs before it are part of the match. */
const ENDING_RE = /\s+(?:(?:is|are|was|were|has|have|had|['’]s)\s+)?(?:(?:been|now|finally|completely|totally|all|long|just|quickly|soon)\s+)*(?:gone|went\s+away|gone\s+away|cleared(?:\s+up)?|clears\s+up|disappeared|vanished|stopped|healed(?:\s+up)?|eased(?:\s+off)?|(?:has|have|had)n['’]t\s+(?:come\s+back|returned)|(?:has|have|had)\s+not\s+(?:come\s+back|returned)|never\s+(?:came\s+back|returned))\b/iu;
/** The text comes back to the trouble or tells more than its end. */
const COMES_BACK_RE = /\b(?:again|still|then|until|but|although|though|returned|c[oa]me\s+back|(?:is|are|was|were)\s+back)\b/iu;
const OTHER_DENIAL_RE = /\b(?:not|no|never|nothing|nobody|none|without|cannot)\b|n['’]t\b/iu;

/** The ended trouble's subject as a piece for the blend ("There was the leak."), or undefined. */
export function endedTroublePiece(text: string): string | undefined {
  if (/\?/u.test(text) || !oneUncontrastedStatement(text)) return undefined;
  const m = ENDING_RE.exec(text);
  if (m === null) return undefined;
  const after = text.slice(m.index + m[0].length);
  // "stopped working", "stopped charging": a fault, no end of one.
  if (/stopped$/iu.test(m[0]) && /^\s+\w+ing\b/iu.test(after)) return undefined;
  const predicateDenies = /n['’]t|\bnot\b|\bnever\b/iu.test(m[0]);
  const rest = text.slice(0, m.index) + after;
  if (COMES_BACK_RE.test(rest) || OTHER_DENIAL_RE.test(rest) || (!predicateDenies && OTHER_DENIAL_RE.test(m[0]))) return undefined;
  return thereWasSubject(text.slice(0, m.index));
}

export function decide20261213(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Ended20261213> = ENDED_2026_12_13): SentimentResult {
  const base = decide20261212(original, p, c, judged, s, found);
  if ((base.sentiment !== 'neutral' && base.sentiment !== 'negative') || c.question || c.request) return base;
  const text = original.replace(/\s+/gu, ' ').trim();
  if (words(text) > s.pieceWords) return base;
  const good: SentimentResult = { sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') };
  const piece = on.ended ? endedTroublePiece(text) : undefined;
  const q = piece === undefined ? undefined : judged.get(piece);
  if (q !== undefined && q[1] >= on.troubleClear && q[1] > q[0]) return good;
  if (on.quick && quickResponse(text)) return good;
  return base;
}

/** The pieces of 2026-12-12, and the ended trouble's subject (endedTroublePiece) in a text of at most `pieceWords` words. */
export function find20261213(text: string): { found: Found20261206 | undefined; pieces: string[] } {
  const f = find20261212(text);
  const t = text.replace(/\s+/gu, ' ').trim();
  if (words(t) > DECISION_SETTINGS_2026_12_05.pieceWords) return f;
  const piece = endedTroublePiece(t);
  return piece === undefined ? f : { found: f.found, pieces: [...new Set([...f.pieces, piece])] };
}
