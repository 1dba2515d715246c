import type { SentimentResult } from '../../core/ports/models.js';
import type { SentimentCues } from './sentiment-cues.js';
import { DECISION_SETTINGS_2026_12_05, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import { ruleConfidence } from './sentiment-decision-2026-12-04.js';
import type { Found20261206 } from './sentiment-decision-2026-12-06.js';
import { readingConfidence } from './sentiment-decision-2026-12-07.js';
import { complaintQuestion } from './sentiment-decision-2026-12-09.js';
import { CONCEDED_RE, contrastOf, listedWay, OTHER_ITEM_RE, WRITER_ACT_RE, writerState } from './sentiment-decision-2026-12-10.js';
import { hasExpectation } from './sentiment-shapes.js';
import { decide20261211, find20261211 } from './sentiment-decision-2026-12-11.js';
import { sidesOf, words } from './sentiment-pieces-2026-12-05.js';

/**
 * The decision of sentiment version 2026-12-12: that of 2026-12-11, then readings of sentence structure, each in a text of
 * at most `pieceWords` words:
 *
 * 1. Opposed sides (`opposedSides`): an explicit contrast inside one sentence (contrastOf of 2026-12-10: "X, but Y",
 *    "X, though Y", "Although/While/Whereas X, Y", "X; Y", "X while/whereas Y") whose two sides go opposite ways is
 *    `mixed`. A side's way is that of its listed words where they say one way (listedWay of 2026-12-10), else that of the
 *    blend of the side alone (positive minus negative probability beyond `sideLean`), whatever the other side carries and
 *    whether or not the side denies: 2026-12-10 read a side by the blend only where the other side was listed and this one
 *    carried no listed word and no denial, so "The powder mixes well; the shaker lid leaks everywhere." and "Quick
 *    answer; no actual fix." stayed one way. No opposition (opposableSides): "nothing/anything but", a first side opening
 *    with a denial (a correction: "Not a typical pizza joint, but …"), a second side that is a bare denied word or "even
 *    worse" (a qualifier: "…, but never loud"), a first side that sets up a hope ("Looks good in the picture, but …"),
 *    and a side that is advice or a plan, a concession, the writer's act, state or scene, or an earlier or other thing.
 * 2. Short verdict phrases (`shortSides`): two sides set side by side with a comma or as two sentences, each of 2 to
 *    `shortSide` words without a determiner, pronoun, verb of being or having, "and"/"or", digit or denial ("Brilliant
 *    clues, clumsy grid."), read as in 1; a list ("It is LOUD, HOT and DARK."), an imperative with its verdict ("Order the
 *    duck, it's fantastic.") or an elaboration ("Great little stove, boils water in no time") is none.
 * 3. A complaint asked as a question (`questions`) that 2026-12-09's marks miss ("How are we meant to …?", "How can a …
 *    cost / take / last …?", "How can … use more … than …?", "Who decided / thought …?", "Why do I have to / only …?",
 *    "Did anyone (actually) check …?") is `negative` unless a praise word is there.
 * 4. A quick failure (`quickFailure`): a fault verb of a closed general list (cracked, split, peeled, came loose, died,
 *    stopped working, …) followed by a short span from the start ("within a week", "in the first week", "on the first
 *    day", "after two uses", "the day after I set it up"), or a thing the writer paid for and cut short ("I paid for ten
 *    weeks and the class closed after four"), is `negative` where 2026-12-11 reads neutral or positive; no denial,
 *    question, contrast, second sentence or remedy.
 *
 * The confidence of a mixed answer is that of 2026-12-07's reading, which is low where the blend leans clearly one way
 * (its own probability of mixed plus twice its weaker polar side); the negative answers claim the blend's probability of
 * negative or 0.5 (ruleConfidence of 2026-12-04).
 */
export interface Readings20261212 { opposedSides: boolean; shortSides: boolean; questions: boolean; quickFailure: boolean; sideLean: number; shortSide: number; listedFirst: boolean }
export const READINGS_2026_12_12: Readonly<Readings20261212> = { opposedSides: true, shortSides: true, questions: true, quickFailure: true, sideLean: 0, shortSide: 4, listedFirst: true };

/** "nothing but", "anything but", "all but": "but" that means "only" or "not", no contrast. */
const BUT_ONLY_RE = /\b(?:nothing|anything|all|none)\s+but\b/iu;
const SIDE_DENIAL_RE = /\b(?:not|no|never|nothing|nobody|none|without|neither|nor|hardly|barely|cannot)\b|n[’']t\b/iu;
/** A first side that opens with a denial ("Not a typical pizza joint, but …", "Nothing fancy but …") corrects, and a second side that is a bare denied word ("…, but never loud", "…, yet not over-bearing") or says "even worse/better" qualifies: neither opposes. */
const CORRECTION_RE = /^\s*(?:not|nothing|no|never|none)\b/iu;
const QUALIFIER_RE = /^\s*(?:not|never)\b|\beven\s+(?:worse|better|more|less)\b/iu;
/** The writer's own circumstance told with a denial, "never" or "only" ("I am not a vegetarian", "I've never watched it", "We've only eaten there once", "I didn't look at the rest of the menu"): the scene, no view. "I just loved …", "We always enjoy …" stay views. */
const WRITER_SCENE_RE = /^\s*(?:so\s+|and\s+)?(?:i|we)(?:['’](?:ve|m|re|d)|\s+(?:am|are|was|were|have|had|do|did))?(?:\s+not\b|n['’]t\b|\s+(?:never|only)\b)/iu;
/** A short side set beside another is a verdict phrase ("Brilliant teaching", "eye-watering bill") only without a determiner, pronoun, verb of being or having, list or imperative: "It is LOUD, HOT and DARK.", "Order the panang duck, it's fantastic.", "A smart, witty follow-up." are none. */
const NOT_A_VERDICT_PHRASE_RE = /\b(?:the|a|an|this|that|these|those|my|our|your|his|her|its|their|it|i|we|you|he|she|they|is|are|was|were|be|been|am|has|have|had|got|get|gets|do|does|did|and|or)\b|['’](?:s|re|m|ve)\b/iu;
/** A side with a modal or an imperative gives advice or tells a plan ("…, but should raise the bar", "…, but will definitely be back", "Don't let the menu intimidate"), no view of the thing as it is. */
const ADVICE_RE = /\b(?:should|shouldn['’]t|will|won['’]t|would|wouldn['’]t|must|['’]ll)\b|^\s*(?:don['’]t|do\s+not|let|maybe|please)\b/iu;
const trimSide = (x: string): string => x.replace(/^[\s,;:.!?]+|[\s,;:.!?]+$/gu, '').trim();

/** A side that is no view of the thing judged: advice or a plan, a concession, the writer's act, state or scene, an earlier or other thing. */
const noView = (x: string): boolean => ADVICE_RE.test(x) || CONCEDED_RE.test(x) || WRITER_ACT_RE.test(x) || writerState(x) || WRITER_SCENE_RE.test(x) || OTHER_ITEM_RE.test(x);
/** An expectation met ("everything I hoped for", "just what we wanted") is praise, no expectation set up. */
const MET_RE = /\b(?:everything|all|just\s+what|exactly\s+what)\s+(?:i|we)\s+(?:had\s+)?(?:hoped|wanted|expected)\b/iu;
/** A first side that tells what was hoped or wanted ("Looks good in the picture, but …", "I really wanted it to be the one, but …"): the other side is the verdict, no second view. */
const hoped = (x: string): boolean => !MET_RE.test(x) && (hasExpectation(x) || /\b(?:wanted|hoping|promise)\b/iu.test(x));

/** The sides of the text that part 1 reads: an explicit contrast, or two short clauses set side by side. */
export function opposableSides(text: string, on: Readonly<Readings20261212> = READINGS_2026_12_12): [string, string] | undefined {
  if (BUT_ONLY_RE.test(text)) return undefined;
  const contrast = on.opposedSides ? contrastOf(text) : undefined;
  let sides: [string, string] | undefined;
  if (contrast) sides = [trimSide(contrast[0]), trimSide(contrast[1])];
  else if (on.shortSides) {
    const two = text.split(/(?<=[.!])\s+(?=\S)/u);
    const s = two.length === 2 ? [two[0], two[1], true] as const : sidesOf(text);
    const short = (x: string): boolean => words(x) <= on.shortSide && !SIDE_DENIAL_RE.test(x) && !/\d/u.test(x) && !NOT_A_VERDICT_PHRASE_RE.test(x);
    if (s && s[2] && short(trimSide(s[0])) && short(trimSide(s[1]))) sides = [trimSide(s[0]), trimSide(s[1])];
  }
  if (!sides || words(sides[0]) < 2 || words(sides[1]) < 2) return undefined;
  if (CORRECTION_RE.test(sides[0]) || QUALIFIER_RE.test(sides[1]) || hoped(sides[0]) || sides.some(noView)) return undefined;
  return sides;
}

/** A side's way: its listed words where they say one way (2026-12-10's listedWay), else the blend of the side alone where it leans by more than `lean`. */
function sideWay(x: string, judged: JudgedPieces, lean: number, listedFirst: boolean): number {
  const listed = listedFirst ? listedWay(x).way : 0;
  if (listed !== 0) return listed;
  const q = judged.get(x);
  if (q === undefined) return 0;
  return q[0] - q[1] > lean ? 1 : q[1] - q[0] > lean ? -1 : 0;
}
/** Whether the two sides lean opposite ways. */
function opposed(sides: [string, string], judged: JudgedPieces, on: Readonly<Readings20261212>): boolean {
  const a = sideWay(sides[0], judged, on.sideLean, on.listedFirst);
  return a !== 0 && sideWay(sides[1], judged, on.sideLean, on.listedFirst) === -a;
}

/** Complaint questions 2026-12-09's marks miss (see 2 above). */
const QUESTION_COMPLAINT_RE = new RegExp([
  /^how\s+(?:is|are|was|were|am)\s+(?:\w+\s+){1,5}(?:meant|supposed|expected)\s+to\b/u.source,
  /^how\s+(?:can|could|did|does|do)\s+(?:\w+\s+){1,8}?(?:cost|costs|charge|charges|take|takes|last|lasts)\b/u.source,
  /^who\s+(?:thought|decided|designed|approved|agreed)\b/u.source,
  /^why\s+(?:do|does|did|must|should|is|are|was|were)\s+(?:\w+\s+){1,4}?(?:have\s+to|has\s+to|only)\b/u.source,
  /^how\s+(?:can|could|does|did|do)\s+(?:\w+\s+){1,8}?(?:more|less|fewer)\s+(?:\w+\s+){0,3}?than\b/u.source,
  /^(?:did|has|does|is|had)\s+(?:anyone|anybody|nobody|no\s+one)\s+(?:(?:actually|even|ever|really)\s+)?(?:check|think|read|look|bother|test|notice|care|clean|listen)\w*\b/u.source,
].join('|'), 'iu');
const PRAISE_RE = /\b(?:thank|thanks|love|loved|enjoy|enjoyed|great|brilliant|lovely|amazing|wonderful|excellent)\b/iu;
export function askedComplaint(text: string, c: SentimentCues): boolean {
  if (!/\?\s*$/u.test(text) || /[.!?;]\s+\S/u.test(text.replace(/\?\s*$/u, '')) || PRAISE_RE.test(text)) return false;
  return complaintQuestion(text, c) || QUESTION_COMPLAINT_RE.test(text);
}

/** A fault verb (the closed list of 2026-12-11 in its past or present forms, with a few forms of coming apart and dying); a bare noun ("the crack", "a leak") is none. */
const FAULT_RE = /\b(?:leak(?:ed|ing|s)|dripp(?:ed|ing)|drips|broke|broken|breaks|cracked|fail(?:ed|s)|crash(?:ed|es)|froze|frozen|flicker(?:ed|s)|stopped\s+working|went\s+wrong|damaged|scratched|flooded|jammed|burst|rusted|rotted|overheated|peel(?:ed|ing)|flak(?:ed|ing)|faded|shrank|shrunk|tore|torn|ripped|blocked|cut\s+out|fell\s+(?:off|apart|out)|came\s+(?:loose|off|apart|away|unstuck|undone|unglued)|split|snapped|chipped|dented|warped|sagged|collapsed|seized|died|went\s+(?:flat|dead|black|blank|mouldy|rusty)|locked\s+(?:me|us)\s+out)\b/giu;
/** A fault word after a determiner is an adjective ("the broken window", "a burst pipe"), and a remedy in the text tells a fault put right ("The burst pipe was fixed within an hour"): no failure either way. */
const DETERMINER_BEFORE_RE = /\b(?:the|a|an|my|our|your|his|her|its|their|this|that|these|those)\s+$/iu;
const REMEDIED_RE = /\b(?:fixed|replaced|repaired|mended|sorted|cleared|unblocked|patched|refunded|swapped|removed|resolved)\b/iu;
/** A short span from the thing's start: "within a week", "in the first month", "on the first day", "after two uses", "on day two", "the day after I …". */
const QUICK_RE = /\b(?:within\s+(?:a|an|one|two|three|four|five|six|the\s+first|its\s+first|a\s+few|days|hours)\s*(?:\w+\s+)?(?:minutes?|hours?|days?|weeks?|fortnight|month|uses?|washes|wears?|rides?|outings?)|in\s+(?:the|its|my|our)\s+(?:very\s+)?first\s+(?:\w+\s+)?\w+|on\s+(?:the|its|my|our)\s+(?:very\s+)?first\s+(?:\w+\s+)?\w+|on\s+day\s+(?:one|two|three|\d)|after\s+(?:just|only)?\s*(?:a|one|two|three|a\s+couple\s+of|a\s+few)\s+(?:uses|washes|wears|rides|days|weeks|goes|outings|trips|walks)|the\s+(?:day|week)\s+after\s+(?:i|we)\b|the\s+first\s+time\s+(?:i|we)\b)/iu;
export function quickFailure(text: string): boolean {
  if (SIDE_DENIAL_RE.test(text) || /\?/u.test(text) || /[.!?]["'”’)]*\s+\S/u.test(text) || contrastOf(text)) return false;
  if (REMEDIED_RE.test(text)) return false;
  // The span follows the fault it times ("The strap snapped within a week"; "Within an hour a van was parked by the burst main" is no failure).
  for (const f of text.matchAll(FAULT_RE)) {
    if (!DETERMINER_BEFORE_RE.test(text.slice(0, f.index)) && QUICK_RE.test(text.slice(f.index + f[0].length))) return true;
  }
  return false;
}

/** The writer paid for a thing and it was cut short: "I paid for ten weeks and the class closed after four", "We paid for the term and the club shut", "… and four were cancelled". */
const PAID_SHORT_RE = /^\s*(?:(?:i|we)\s+)?paid\s+for\b[^.;!?]*?\band\s+(?:then\s+)?(?:[^.;!?]*?\s)?(?:closed|shut|stopped|ended|finished|packed\s+up|folded|(?:was|were)\s+cancell?ed|cancell?ed|called\s+off|walked\s+out)\b/iu;
export const paidShort = (text: string): boolean => PAID_SHORT_RE.test(text) && !SIDE_DENIAL_RE.test(text);

export function decide20261212(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Readings20261212> = READINGS_2026_12_12): SentimentResult {
  const base = decide20261211(original, p, c, judged, s, found);
  const text = original.replace(/\s+/gu, ' ').trim();
  if (words(text) > s.pieceWords) return base;
  if (on.questions && base.sentiment !== 'negative' && base.sentiment !== 'mixed' && askedComplaint(text, c)) return { sentiment: 'negative', confidence: ruleConfidence(p, base.sentiment, 'negative') };
  if (c.question || /\?/u.test(text)) return base;
  if (base.sentiment !== 'mixed' && (on.opposedSides || on.shortSides)) {
    const sides = opposableSides(text, on);
    if (sides && opposed(sides, judged, on)) return { sentiment: 'mixed', confidence: readingConfidence(p, base.sentiment, 'mixed', 0.65) };
  }
  if (on.quickFailure && (base.sentiment === 'neutral' || base.sentiment === 'positive') && (quickFailure(text) || paidShort(text))) return { sentiment: 'negative', confidence: ruleConfidence(p, base.sentiment, 'negative') };
  return base;
}

/** The pieces of 2026-12-11, and the sides part 1 reads, each read by the blend. */
export function find20261212(text: string): { found: Found20261206 | undefined; pieces: string[] } {
  const f = find20261211(text);
  const t = text.replace(/\s+/gu, ' ').trim();
  if (/\?/u.test(t) || words(t) > DECISION_SETTINGS_2026_12_05.pieceWords) return f;
  const sides = opposableSides(t);
  return sides ? { found: f.found, pieces: [...new Set([...f.pieces, ...sides])] } : f;
}
