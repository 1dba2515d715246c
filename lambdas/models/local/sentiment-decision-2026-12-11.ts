import type { SentimentResult } from '../../core/ports/models.js';
import { sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { DECISION_SETTINGS_2026_12_05, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import { ruleConfidence } from './sentiment-decision-2026-12-04.js';
import type { Found20261206 } from './sentiment-decision-2026-12-06.js';
import { contrastOf, decide20261210, find20261210 } from './sentiment-decision-2026-12-10.js';
import { CONDITION_RE, NOT_A_DENIAL, REMEDY_RE, sidesOf, words } from './sentiment-pieces-2026-12-05.js';

/**
 * The decision of sentiment version 2026-12-11: that of 2026-12-10, then, in a statement of at most `pieceWords` words
 * that asks and requests nothing, has no explicit contrast and that 2026-12-10 reads neutral or negative, a good outcome
 * told without a sentiment word is `positive` (a result stated, read by its structure):
 *
 * 1. A denied fault (`denied`): one clause whose one denial is an auxiliary denied ("hasn't come back", "haven't steamed
 *    up once", "didn't hurt") or "at no point/time" (2026-12-05 already reads "never", "nothing", "not a single" and "no"
 *    by what they deny), where the same clause affirmed ("The leak under the sink has come back since …") is read by the
 *    blend at least `affirmedClear` negative (and more negative than positive). Not when the denied verb is one of
 *    getting, hearing or turning up ("didn't arrive", "haven't heard") or a remedy ("didn't fix", "hasn't helped"), after
 *    "still" ("is still not working"), "yet" or a condition.
 * 2. Done early (`early`): a result set against a benchmark it beat: a span before or ahead of a named point ("two days
 *    before the deadline", "a day ahead of the date they gave"), "ahead of schedule/time", "with a minute to spare",
 *    "within an hour of my call", "before my meeting ended", "before I had even got out".
 * 3. Kept or restored (`kept`): a state held or back ("stayed steady", "held their pressure", "still standing", "still
 *    holds its charge", "is back in the normal range", "was back on the road", "working again", "cleared up").
 *
 * 2 and 3 need one sentence with no two clauses set side by side ("one still works fine, the other quit after one
 * day.": sidesOf of 2026-12-05), no listed negative word or bad outcome (the cue lists of 2026-11-30), no denial, no "still"
 * before a denial, no modal ("must", "should", "will", "need to"), no plan or date ("due", "next week", "on Monday", "on
 * the 14th": a schedule told) and no waiting or taking ("took three weeks", "still waiting"); 2 no going, closing or
 * ending before the benchmark ("The bus left two minutes early"): "The van arrived at ten." and "Can someone call me back
 * before five?" stay neutral, "It took three weeks to get a reply." stays negative.
 */
export interface Outcomes20261211 { denied: boolean; early: boolean; kept: boolean; affirmedClear: number }
export const OUTCOMES_2026_12_11: Readonly<Outcomes20261211> = { denied: true, early: true, kept: true, affirmedClear: 0.8 };

/** A denied auxiliary, or "at no point/time/stage": the denial 1 restates as affirmed. */
const AUX_DENIAL_RE = /\b(has|have|had|is|are|was|were|does|do|did)(?:n['’]t|\s+not)\s+(?:(?:once|ever|really)\s+)?|\bat\s+no\s+(?:point|time|stage)\b/giu;
/** Any denial at all (one only in 1; none in 2 and 3). */
const ANY_DENIAL_RE = /\b(?:not|no|never|nothing|nobody|none|neither|nor|without|hardly|barely|cannot|zero)\b|n['’]t\b/giu;
/** A clause break: 1 reads one clause only. */
const CLAUSE_BREAK_RE = /[,;:]|\s[-–—]\s|\b(?:and|but|so|because|although|though|whereas|which|who)\b/iu;
/** The subject of a plain statement: a noun phrase opened by a determiner (at most seven words) or a personal pronoun. */
const SUBJECT_RE = /^\s*(?:(?:the|my|our|your|his|her|their|its|this|that|these|those|a|an|every|each)\s+[\w'’-]+(?:\s+[\w'’-]+){0,5}|i|we|he|she|they|it|you)\s*$/iu;
const BLOCK_RE = /\b(?:still|yet|anymore|any\s+more|longer)\b/iu;
const MODAL_RE = /\b(?:must|should|shall|will|would|could|can|may|might|need(?:s|ed)?\s+to|has\s+to|have\s+to|had\s+to|hope|hoping|wish|wished|wishes|if\s+only|please|want|wanted|asked|ask)\b|['’]ll\b/iu;
/** A plan or a date: a schedule told, not a result ("The delivery is due two days before the wedding", "We are back home on the 14th", "The builders are back on site on Monday"). */
const PLAN_RE = /\b(?:due|scheduled|planned|booked\s+(?:in|for)|expected|supposed|going\s+to|tomorrow|tonight|next\s+(?:week|month|year|time)|on\s+(?:the\s+)?(?:\d+(?:st|nd|rd|th)?|\w+day)\b|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b/iu;
const WAIT_RE = /\b(?:wait(?:s|ed|ing)?|took|takes|take|taking|late|later|delayed|behind|overdue|chas(?:e|ed|ing))\b/iu;

const NUMBER = '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|\\d+|a\\s+few|a\\s+couple\\s+of|half\\s+an)';
const UNIT = '(?:minutes?|mins?|hours?|days?|weeks?|months?|seconds?)';
const DET = '(?:the|my|our|their|its|his|her|your)';
/** Done before a benchmark. */
const EARLY_RE = new RegExp([
  `\\b${NUMBER}\\s+${UNIT}\\s+(?:early|earlier|ahead\\s+of|before\\s+${DET})\\b`,
  `\\bahead\\s+of\\s+(?:schedule|time|${DET}\\s+(?:date|deadline|forecast|slot|estimate))\\b`,
  `\\bwith\\s+${NUMBER}\\s+${UNIT}\\s+to\\s+spare\\b`,
  `\\bwithin\\s+${NUMBER}\\s+${UNIT}\\s+of\\s+(?:${DET}|me|us|calling|ringing|phoning|booking|ordering|reporting|asking)\\b`,
  `\\bbefore\\s+${DET}\\s+(?:[\\w'’-]+\\s+){0,4}?(?:ended|finished|was\\s+over|had\\s+(?:ended|finished))\\b`,
  `\\bbefore\\s+(?:i|we)\\s+(?:had\\s+even|had|even|could)\\b`,
].join('|'), 'iu');
/** A state kept or restored. */
const KEPT_RE = /\b(?:stayed|stays|kept|keeps|held|holds|remained|remains)\s+(?:(?:its|their|his|her|my|our|the|everything|it|them|perfectly|completely|rock)\s+){0,2}(?:steady|stable|dry|level|straight|firm|charge|pressure|shape|colour|color|temperature|place)\b|\bstill\s+(?:standing|holds?|holding|works?|working|going|looks?\s+(?:new|like\s+new)|turns?|fits?)\b|\b(?:is|are|was|were|am|now|['’]s|['’]re|['’]m)\s+back\s+(?:on|in|to|up|at|within|home)\b|\b(?:working|running|eating|walking|driving|reading|sleeping|moving|flowing|talking)\s+(?:\w+\s+){0,3}?again\b|\b(?:cleared\s+up|went\s+away)\b/iu;

/** The clause with its one denial taken away ("hasn't come back" → "has come back"), or undefined. */
export function affirmedOf(text: string): string | undefined {
  const spaced = text.replace(/\s+/gu, ' ').trim();
  // The closing stops cut by a loop: /[.!]+$/ backtracks over a long run of "!" that does not end the text.
  let end = spaced.length;
  while (end > 0 && (spaced[end - 1] === '.' || spaced[end - 1] === '!')) end--;
  const t = spaced.slice(0, end);
  if (CLAUSE_BREAK_RE.test(t) || (t.match(ANY_DENIAL_RE)?.length ?? 0) !== 1) return undefined;
  const m = [...t.matchAll(AUX_DENIAL_RE)];
  if (m.length !== 1) return undefined;
  const at = m[0].index!;
  const rest = t.slice(at + m[0][0].length);
  // A plain statement: a noun phrase or pronoun as subject before the denied auxiliary ("Don't waste …", "Too bad the food wasn't …" are none), or "at no point".
  if (m[0][1] && !SUBJECT_RE.test(t.slice(0, at))) return undefined;
  if (BLOCK_RE.test(t) || CONDITION_RE.test(t.slice(0, at)) || NOT_A_DENIAL.test(rest) || /^\s*even\b/iu.test(rest) || REMEDY_RE.test(rest.trim().split(/\s+/u).slice(0, 2).join(' '))) return undefined;
  const affirmed = m[0][1] ? `${t.slice(0, at)}${m[0][1]} ${rest}` : `${t.slice(0, at)}at one point${rest}`;
  return affirmed.replace(/\s+once\b(?=\s+(?:since|in|all|this|the|after)\b|$)/iu, '').replace(/\s+/gu, ' ').trim();
}

/** A text that states a result plainly: no listed negative word or bad outcome, no denial, no modal, no waiting or taking. */
function plainResult(text: string): boolean {
  if (ANY_DENIAL_RE.test(text) || MODAL_RE.test(text) || PLAN_RE.test(text) || WAIT_RE.test(text)) return false;
  const c = sentimentCues(text, CUE_RULES_2026_11_30);
  return c.strongestNegative < 0.05 && c.badOutcomes === 0;
}
/** A going, closing or ending before the benchmark ("The bus left two minutes early", "The shop closed an hour before the time on the door"): early is a loss to the writer there. */
const LOSS_RE = /\b(?:left|leave|leaves|leaving|departed|departs?|closed|closes?|closing|shut|shuts|ended|ends|ran\s+out|sold\s+out|cut\s+off|stopped|stops|cancel(?:l?ed|s)?|expired|went|gone)\b/iu;
export function doneEarly(text: string): boolean {
  const m = EARLY_RE.exec(text);
  return m !== null && !LOSS_RE.test(text.slice(0, m.index)) && plainResult(text);
}
export const keptOrRestored = (text: string): boolean => KEPT_RE.test(text) && !/\bstill\s+(?:not|no|never)\b/iu.test(text) && plainResult(text);

export function decide20261211(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Outcomes20261211> = OUTCOMES_2026_12_11): SentimentResult {
  const base = decide20261210(original, p, c, judged, s, found);
  const text = original.replace(/\s+/gu, ' ').trim();
  if ((base.sentiment !== 'neutral' && base.sentiment !== 'negative') || c.question || c.request || /\?/u.test(text) || words(text) > s.pieceWords || contrastOf(text)) return base;
  const good = (): SentimentResult => ({ sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') });
  if (on.denied) {
    const a = affirmedOf(text);
    const q = a === undefined ? undefined : judged.get(a);
    if (q !== undefined && q[1] >= on.affirmedClear && q[1] > q[0]) return good();
  }
  // Two sentences, or two clauses set side by side ("one still works fine, the other quit after one day."): the result may be one side only.
  if (/[.!?]["'”’)]*\s+\S/u.test(text) || sidesOf(text)) return base;
  if ((on.early && doneEarly(text)) || (on.kept && keptOrRestored(text))) return good();
  return base;
}

/** The pieces of 2026-12-10, and the clause affirmed (affirmedOf) in a text of at most `pieceWords` words. */
export function find20261211(text: string): { found: Found20261206 | undefined; pieces: string[] } {
  const f = find20261210(text);
  const t = text.replace(/\s+/gu, ' ').trim();
  if (/\?/u.test(t) || words(t) > DECISION_SETTINGS_2026_12_05.pieceWords) return f;
  const a = affirmedOf(t);
  return a === undefined ? f : { found: f.found, pieces: [...new Set([...f.pieces, a])] };
}
