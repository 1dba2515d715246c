import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { DECISION_SETTINGS_2026_12_05, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import type { Found20261206 } from './sentiment-decision-2026-12-06.js';
import { readingConfidence } from './sentiment-decision-2026-12-07.js';
import { praised, SIDE_BLAME_RE, SIDE_PRAISE_08_RE } from './sentiment-decision-2026-12-08.js';
import { decide20261209, find20261209, semicolonOrWhileSides } from './sentiment-decision-2026-12-09.js';
import { words } from './sentiment-pieces-2026-12-05.js';
import { contrastSides, hasExpectation } from './sentiment-shapes.js';

/**
 * The decision of sentiment version 2026-12-10: that of 2026-12-09 (the same blend, pieces and shapes; the two sides of
 * an explicit contrast are also read by the blend, each alone), then one general shape, in a text of at most
 * `pieceWords` words that asks nothing:
 *
 * An explicit contrast inside one sentence ("X, but Y", "X, though Y", "X, yet Y", "Although X, Y", "While X, Y",
 * "Whereas X, Y", "X; Y", "X while/whereas Y") that 2026-12-09 reads one way is `mixed` where one side says a way by a
 * listed word (the cue lists, or the plain side words of 2026-12-08 and 2026-12-09), denies nothing and tells no
 * expectation ("I had high hopes"), and the other
 * side says nothing either way by any listed word, has at least `UNREAD_MIN_WORDS` words, denies nothing, concedes
 * nothing ("may be …"), tells no act of the writer's ("We ordered the fish") nor the writer's own state ("we were a table
 * of twelve"), speaks of no earlier or other thing ("whereas the old one just worked") and, read alone by the blend, leans
 * against the judging side (its probability of the other polarity at least `lean` times that of the judging side's):
 * the writer set it against the side that judges, so it is the other view told without a sentiment word ("The
 * treatment worked, but the receptionist was short with me.", "The claim was paid, but it took two months of
 * chasing."). With `opposite`, also where the answer is the unread side's way and the listed side says the other
 * ("The staff were helpful, but our room looked onto the bins." read negative). Not a contrast: "even though/if",
 * "except", a parenthetical ", though,", "but also/rather/for", "not only", "while" before an -ing verb (a time), an
 * opening "While/Whilst X," where X tells something going on and no listed word reads it (`WHILE_TIME_10_RE`), an
 * adverbial "yet" ("the best yet"), two sentences.
 *
 * The answer keeps the confidence of the reading it replaces (`keepConfidence`): readingConfidence of 2026-12-07 at
 * evidence 0.65 to 1 lowered the amazon-rated Spearman of confidence and rater agreement (0.3028 → 0.296).
 */
export interface Shapes20261210 { unreadSide: boolean; lean: number; keepConfidence: boolean; opposite: boolean }
export const SHAPES_2026_12_10: Readonly<Shapes20261210> = { unreadSide: true, lean: 1, keepConfidence: true, opposite: true };

/** Words the unread side needs: a clause, not a tag ("but still", "though not much"). */
export const UNREAD_MIN_WORDS = 3;
/** A side with a listed word at least this strong says something. */
const ANY_WORD = 0.05;
/** A denial: a side that denies may praise or blame by it. */
const DENIAL_RE = /\b(?:not|no|never|nothing|nobody|none|without|neither|nor|hardly|barely|cannot)\b|n[’']t\b/iu;
/** A contrast opened by a subordinate ("Although X, Y", "While X, Y", "Whereas X, Y"), its sides split at the first comma. */
const OPENING_RE = /^\s*(?:although|though|while|whilst|whereas)\s+([^,;\s][^,;]*),([^;]+)$/iu;
const PLAIN_BLAME_10_RE = /\b(?:a\s+(?:maze|joke|trap|shambles|nightmare|disgrace|rip-off|mess)|forever|useless|hopeless|cramped|wrong|broken|rude|filthy|scratched|cracked|freezing|overpriced|steep)\b/iu;
const PLAIN_PRAISE_10_RE = /\b(?:quick|fast|kind|patient|friendly|welcoming|careful|thorough|reliable|handy|helpful|quiet|fair|cheap|spot\s+on|painless)\b/iu;

/** A contrast that is no opposition of two views: "even though/if" and "except" qualify, a parenthetical ", though," turns nothing, an adverbial "yet" ("the best yet", "have yet to") joins no clauses, "but also/rather/then again/for" adds or corrects. */
const NO_OPPOSITION_RE = /\b(?:even\s+(?:though|if)|except|,\s*though\s*,|but\s+(?:also|rather|then\s+again|for)|not\s+only|(?:while|whilst)\s+\w+ing)\b|(?<![,;]\s*|\band\s+)\byet\b/iu;
/** A side that concedes by a modal ("may be a coward, but …", "might be small, but …"): the writer grants it, it is no view of their own. */
export const CONCEDED_RE = /\b(?:may|might)\s+(?:be|have|look|seem|not)\b/iu;

/**
 * A side that tells the writer's own state or circumstance ("we were a table of twelve", "I was only there one night",
 * "I'm a nervous patient", "we were in a rush"): an excuse or the scene set against the judging side, no view of the
 * service. Not what was done to the writer ("I was kept waiting", "we were charged twice", "I was on hold") nor a span
 * of time the writer bore ("we were there for three hours").
 */
const WRITER_STATE_RE = /^\s*(?:and\s+)?(?:(?:i|we)\s+(?:was|were|am|are)|i[’']m|we[’']re)\s+(?!(?:\w+ed|\w+en|kept|left|told|made|sent|put|stuck|lost|caught|on\s+hold|still)\b)/iu;
const BORNE_TIME_RE = /\b(?:hours?|minutes?|mins?|days?|weeks?|months?|ages)\b/iu;
export const writerState = (x: string): boolean => WRITER_STATE_RE.test(x) && !BORNE_TIME_RE.test(x);

/**
 * A side about an earlier or other thing than the one judged ("whereas the old one just worked", "while the first one let
 * the rain in", "whereas before we had to change twice", "the one before let me export"): a comparison, whose lean
 * against the judging side agrees with it, no other view of the thing judged.
 */
export const OTHER_ITEM_RE = /\b(?:the|our|their|its)\s+(?:old|previous|former|original|earlier)\b|\b(?:the|our|my)\s+(?:first|last|other)\s+one\b|\bthe\s+one\s+before\b|\blast\s+(?:year|time)\b|^\s*before\b/iu;

/** A side that tells what the writer did ("We also ordered the salad", "I use a cooling pad", "I have tried the others"): the scene, not a view; a burden the writer bore ("I had to ring four times") is a view. */
export const WRITER_ACT_RE = /^\s*(?:and\s+)?(?:i|we)\s+(?:(?:also|originally|first|just|then|recently|usually|always|often)\s+)?(?!(?:had|have|has|needed|need)\s+to\b)(?:\w+ed|have|had|use|used|ate|bought|went|got|tried|ordered|took|came|visited|sat|paid|booked|chose|made)\b/iu;

/**
 * An opening "While/Whilst X," that sets a time, not a contrast: X tells something going on, in the past progressive,
 * as a passive progressive or of the writer ("While my husband was having his scan", "Whilst my car was being serviced",
 * "While the kitchen is being refitted", "While I'm waiting"), and no listed word reads it. "While the food was lovely,
 * …", "While the hotel is in the middle of nowhere, …" and a present effort granted ("While the new owners are making an
 * effort, …") stay contrasts.
 */
const WHILE_TIME_10_RE = /\b(?:being|wait(?:s|ed|ing)?|(?:was|were)\s+(?:\w+ly\s+|still\s+|all\s+)?\w+ing)\b|^\s*(?:(?:i|we|you)\s+(?:am|are)|i[’']m|we[’']re|you[’']re)\s+(?:\w+ly\s+|still\s+|all\s+)?\w+ing\b/iu;
const timeOpening = (opening: RegExpExecArray): boolean => /^\s*whil/iu.test(opening[0]) && WHILE_TIME_10_RE.test(opening[1]) && !listedWay(opening[1]).any;

/** The two sides of an explicit contrast inside one sentence, or undefined. */
export function contrastOf(text: string): [string, string] | undefined {
  if (/[.!?]["'”’)]*\s+\S/u.test(text) || NO_OPPOSITION_RE.test(text)) return undefined;
  const opening = OPENING_RE.exec(text);
  if (opening && !timeOpening(opening)) return [opening[1], opening[2]];
  return semicolonOrWhileSides(text) ?? contrastSides(text);
}

const trimSide = (x: string): string => x.replace(/[.!]\s*$/u, '').trim();

/** A side's way by its listed words: +1, -1, 0 where it says both or neither clearly; `any` where it has any listed word at all. */
export function listedWay(side: string): { way: number; any: boolean } {
  const c = sentimentCues(side, CUE_RULES_2026_11_30);
  const blame = SIDE_BLAME_RE.test(side) || PLAIN_BLAME_10_RE.test(side);
  const praise = SIDE_PRAISE_08_RE.test(side) || PLAIN_PRAISE_10_RE.test(side) || praised(side);
  const pos = c.strongestPositive >= CLEAR || praise;
  const neg = c.strongestNegative >= CLEAR || blame;
  const any = c.strongestPositive >= ANY_WORD || c.strongestNegative >= ANY_WORD || c.badOutcomes > 0 || blame || praise;
  return { way: pos && !neg ? 1 : neg && !pos ? -1 : 0, any };
}

/** Whether a contrast sets a side judged `way` against a side no listed word reads. */
export function unreadSide(text: string, way: number, judged: JudgedPieces = new Map(), lean = 0): boolean {
  const sides = contrastOf(text);
  if (!sides) return false;
  const [a, b] = sides.map(trimSide);
  if (words(a) < 2 || words(b) < 2) return false;
  const ra = listedWay(a);
  const rb = listedWay(b);
  // The blend of the unread side alone leans the other way: its probability of the other polarity at least `lean` times that of the judging side's.
  const leans = (x: string): boolean => { if (lean === 0) return true; const q = judged.get(x); return q !== undefined && q[way > 0 ? 1 : 0] >= lean * q[way > 0 ? 0 : 1]; };
  const plain = (x: string, r: { any: boolean }): boolean => !r.any && words(x) >= UNREAD_MIN_WORDS && !DENIAL_RE.test(x) && !CONCEDED_RE.test(x) && !WRITER_ACT_RE.test(x) && !writerState(x) && !OTHER_ITEM_RE.test(x) && leans(x);
  // The judging side says its way by a word, not by denying the other ("very spicy but not offensive"), nor by what was hoped ("I had high hopes, but …").
  const judges = (x: string, r: { way: number }): boolean => r.way === way && !DENIAL_RE.test(x) && !hasExpectation(x);
  return (judges(a, ra) && plain(b, rb)) || (judges(b, rb) && plain(a, ra));
}

export function decide20261210(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Shapes20261210> = SHAPES_2026_12_10): SentimentResult {
  const base = decide20261209(original, p, c, judged, s, found);
  const text = original.replace(/\s+/gu, ' ').trim();
  if (!on.unreadSide || c.question || /\?/u.test(text) || words(text) > s.pieceWords) return base;
  const way = base.sentiment === 'positive' ? 1 : base.sentiment === 'negative' ? -1 : 0;
  if (way !== 0 && (unreadSide(text, way, judged, on.lean) || (on.opposite && unreadSide(text, -way, judged, on.lean)))) return { sentiment: 'mixed', confidence: on.keepConfidence ? base.confidence : readingConfidence(p, base.sentiment, 'mixed', 0.65) };
  return base;
}

/** The pieces of 2026-12-09, and the two sides of an explicit contrast in a text of at most `pieceWords` words, each read by the blend. */
export function find20261210(text: string): { found: Found20261206 | undefined; pieces: string[] } {
  const f = find20261209(text);
  const t = text.replace(/\s+/gu, ' ').trim();
  if (/\?/u.test(t) || words(t) > DECISION_SETTINGS_2026_12_05.pieceWords) return f;
  const sides = contrastOf(t);
  return sides ? { found: f.found, pieces: [...new Set([...f.pieces, ...sides.map(trimSide)])] } : f;
}
