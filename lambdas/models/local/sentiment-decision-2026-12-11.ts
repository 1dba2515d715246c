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
 *    "still" ("is still leaking"), "yet" or a condition.
 * 2. Done early (`early`): by one serving the writer (a business "they", a trade noun, a service, or what it delivers),
 *    a result set against a promised benchmark it beat ("a week before the deadline", "ahead of schedule/time", "with a
 *    minute to spare", "within an hour of my call", "before my meeting ended", "before I could even ask").
 * 3. Kept or restored (`kept`): a state held or back of a service or working thing ("stayed level", "is back on"; never of
 *    a subject that reads negative alone, a person, or back in a place of repair or care), "still works", "… again",
 *    "cleared up".
 * Mended before release (not yet released, so mended): one sentence for every part, 1 only of a fault or harm denied, and
 * no phrase copied from the check set (sentiment-outcomes-2026-12-11.jsonl, in-sample).
 *
 * 2 and 3 need one sentence with no two clauses set side by side ("the left one still charges, the right died after a
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
const CLAUSE_BREAK_RE = /[,;:]|[.!?]\s|\s[-–—]\s|\b(?:and|but|so|because|although|though|whereas|which|who)\b/iu;
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
/** A benchmark the writer was promised: a deadline, a due date, an estimate, a date or time promised, quoted or agreed. Never a forecast, an event, bare "before the <noun>" or "the date they gave" / "the date in the contract" (phrases of the check set). */
const PROMISED = `(?:${DET}\\s+)?(?:deadline|due\\s+date|estimate|(?:promised|agreed|quoted|estimated)\\s+(?:date|time|day)|(?:date|time|day)\\s+(?:they|he|she|it|we)\\s+(?:promised|quoted|agreed))`;
/** Done before a benchmark (mended before release: no phrase of the check set, only a promised benchmark, the writer's own request or the writer's own time). */
const EARLY_RE = new RegExp([
  `\\b${NUMBER}\\s+${UNIT}\\s+(?:early|earlier|ahead\\s+of\\s+${PROMISED}|before\\s+${PROMISED})\\b`,
  `\\bahead\\s+of\\s+(?:schedule|time|${PROMISED})\\b`,
  `\\bwith\\s+${NUMBER}\\s+${UNIT}\\s+to\\s+spare\\b`,
  `\\bwithin\\s+${NUMBER}\\s+${UNIT}\\s+of\\s+(?:(?:my|our)\\s+(?:call|phone\\s+call|order|booking|request|email|message)|me\\s+(?:calling|ringing|phoning|asking)|calling|ringing|phoning|booking|ordering|asking)\\b`,
  `\\bbefore\\s+(?:my|our)\\s+(?:[\\w'’-]+\\s+){0,4}?(?:ended|finished|was\\s+over|had\\s+(?:ended|finished))\\b`,
  `\\bbefore\\s+(?:i|we)\\s+(?:even|could)\\b`,
].join('|'), 'iu');
/** The one serving the writer, as the subject of a result done early: a business "they", a worker named by a trade ("the fitter", "the electrician", "the technician"), a service or firm, or the thing it delivers, repairs, answers or refunds. */
const SERVING_SUBJECT_RE = /^\s*(?:they|(?:the|my|our)\s+(?:[\w'’-]+\s+){0,3}?(?:[\w'’-]+(?:er|or|ier|ian|ist)s?|(?:post|repair|hand|work|trades|delivery|service|fore)m[ae]n|mechanics?|locksmiths?|surgeons?|nurses?|chefs?|cooks?|builders?|company|firm|shop|store|bank|council|garage|surgery|clinic|pharmacy|service|team|crew|staff|delivery|parcel|package|order|refund|reply|answer|repairs?|van|lorry|vet|doctor|dentist|insurer|agency|app|website))\s+(?:had|has|have|was|were|is|are|did|got|[\w'’-]+ed|[\w'’-]+s)\b/iu;
/** A fault or harm of the writer's thing, as the verb denied (1): what is denied must be itself a fault, never a helpful act that did not happen. */
const FAULT_VERB_RE = /^(?:(?:once|ever|really|been|got|gone|come|started|begun|even)\s+)*(?:leak\w*|drip\w*|break|broke|broken|breaks|crack\w*|fail\w*|crash\w*|freez\w*|froze\w*|come\s+back|came\s+back|return\w*|flicker\w*|stop(?:ped)?\s+working|go\s+wrong|gone\s+wrong|went\s+wrong|miss(?:ed)?|lose|lost|damag\w*|scratch\w*|spill\w*|spilt|complain\w*|flood\w*|jam\w*|steam\w*\s+up|ache\w*|ached|hurt\w*|burst|rot\w*|rust\w*|overheat\w*|peel\w*|flak\w*|fade\w*|shrunk|shrink\w*|tear|torn|rip\w*|block\w*|trip\w*|cut\s+out|play\w*\s+up|fall(?:en)?\s+(?:off|apart|down)|fell\s+(?:off|apart|down)|wobbl\w*|creak\w*|squeak\w*|stain\w*|sting\w*|itch\w*|bleed\w*|bled|swell\w*|swollen|collaps\w*|sag\w*|warp\w*|chip\w*|dent\w*|snap\w*|seiz\w*|smell\w*|stink\w*|stunk|cut\s+off|drop\w*\s+out|go\s+off\s+again|sick|ill)\b/iu;
/** A recovery or a good thing denied ("hasn't gone away", "hasn't healed") and an arrival denied in base form ("didn't come", "didn't turn up"): a complaint, never a denied fault. */
const RECOVERY_OR_ARRIVAL_RE = /^(?:(?:once|ever|really)\s+)?(?:gone\s+(?:away|down)|go\s+(?:away|down)|went\s+(?:away|down)|clear(?:ed)?\s+up|heal(?:ed)?|settl(?:e|ed)|improv(?:e|ed)|come(?!\s+back\b)|arrive|turn\s+up|show\s+up|get\s+here)\b/iu;
/** The verb phrase denied, without its subject and object: the words after the denial up to a determiner, preposition or pronoun. */
function deniedVerbPhrase(rest: string): string {
  const out: string[] = [];
  for (const w of rest.trim().split(/\s+/u)) {
    if (/^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|me|us|him|them|it|you|in|on|at|for|during|after|before|since|about|to|from|with|by|of|into|through|when|while|until|all|any|some)$/iu.test(w.replace(/[.!,;:]+$/u, ''))) break;
    out.push(w.replace(/[.!,;:]+$/u, ''));
  }
  return out.join(' ');
}
/** The denied verb phrase is a fault: a listed fault or harm verb, or the phrase alone reading negative by the cue lists. */
function deniedFault(rest: string): boolean {
  const vp = deniedVerbPhrase(rest);
  if (vp === '' || RECOVERY_OR_ARRIVAL_RE.test(vp)) return false;
  if (FAULT_VERB_RE.test(vp)) return true;
  const c = sentimentCues(vp, CUE_RULES_2026_11_30);
  return c.strongestNegative >= 0.3 || c.badOutcomes > 0;
}
/** "At no point did the driver speed": the verb phrase after the auxiliary and a subject of one to four words. */
function noPointFault(rest: string): boolean {
  const w = rest.trim().split(/\s+/u);
  if (!/^(?:did|does|do|has|have|had|was|were|is|are)$/iu.test(w[0] ?? '')) return false;
  for (let n = 1; n <= 4 && n + 1 < w.length; n++) if (deniedFault(w.slice(n + 1).join(' '))) return true;
  return false;
}
/** A state kept or restored (mended before release: no phrase of the check set; "went away" and "still going" dropped). */
const KEPT_RE = /\b(?:stayed|stays|kept|keeps|held|holds|remained|remains)\s+(?:(?:its|their|his|her|my|our|the|everything|it|them|perfectly|completely|rock)\s+){0,2}(?:steady|stable|dry|level|straight|firm|shape|temperature)\b|\bstill\s+(?:works?|working|looks?\s+(?:new|like\s+new)|turns?|fits?)\b|\b(?:is|are|was|were|am|now|['’]s|['’]re|['’]m)\s+back\s+(?:on|in|up|within)\b|\b(?:working|running|eating|walking|driving|reading|sleeping|moving|flowing|talking)\s+(?:\w+\s+){0,3}?again\b|\bcleared\s+up\b/iu;
/** The forms of KEPT_RE that say a state held or back ("stayed steady", "is back on"), which must be said of a service or working thing, or of the writer's results back in range. */
const HELD_OR_BACK_RE = /\b(?:stayed|stays|kept|keeps|held|holds|remained|remains)\b|\bback\s+(?:on|in|up|within)\b/iu;
/** A service or working thing: a supply, a connection, a vehicle, a machine or appliance, a fixture of the house. */
const WORKING_THING_RE = /\b(?:power|electric(?:ity|s)?|water|hot\s+water|gas|heating|boiler|radiators?|heater|broadband|internet|wi-?fi|signal|connection|line|network|server|service|system|app|website|site|phone|mobile|laptop|computer|tablet|printer|tv|television|car|van|bike|engine|brakes?|steering|battery|machine|washer|dryer|dishwasher|fridge|freezer|oven|cooker|hob|kettle|lift|escalator|lights?|pump|shower|toilet|tap|roof|gutters?|fence|wall|shed|door|gate|windows?|floor|shelf|shelves|trains?|buses|tram)$/iu;
const RANGE_RE = /\bback\s+(?:in|within)\s+(?:the\s+)?(?:normal|target|healthy)\s+range\b/iu;
/** The subject of a held or restored state, its head a working thing (or results back in range), and the subject alone reading nothing negative and no person. */
function keptOfWorkingThing(text: string, at: number): boolean {
  const subject = text.slice(0, at).trim().replace(/\s+(?:is|are|was|were|am|now|has|have|had|been|has\s+been|have\s+been)$/iu, '').replace(/['’](?:s|re|m)$/iu, '').trim();
  if (subject === '' || /^(?:i|we|he|she|they|you|it|someone|everyone)$/iu.test(subject)) return false;
  const c = sentimentCues(subject, CUE_RULES_2026_11_30);
  if (c.strongestNegative >= 0.05 || c.badOutcomes > 0) return false;
  // Back in a place of repair or care ("The car is back in the garage") is no restoring.
  if (/\bback\s+in\s+(?:the\s+|a\s+)?(?:garage|workshop|shop|hospital|care|repair|for)\b/iu.test(text)) return false;
  if (!/^(?:the|my|our|your|its|their)\s+/iu.test(subject) && !/^[\w'’-]+$/u.test(subject)) return false;
  return WORKING_THING_RE.test(subject) || (RANGE_RE.test(text) && /^(?:my|our|his|her|their)\s+/iu.test(subject));
}

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
  // A plain statement: a noun phrase or pronoun as subject before the denied auxiliary ("Don't bother …", "Shame the soup wasn't …" are none), or "at no point".
  if (m[0][1] && !SUBJECT_RE.test(t.slice(0, at))) return undefined;
  if (BLOCK_RE.test(t) || CONDITION_RE.test(t.slice(0, at)) || NOT_A_DENIAL.test(rest) || /^\s*even\b/iu.test(rest) || REMEDY_RE.test(rest.trim().split(/\s+/u).slice(0, 2).join(' '))) return undefined;
  // Mended before release: what is denied must be a fault or harm of the writer's thing, never a helpful act that did not happen ("The smoke alarm didn't go off"), a recovery ("hasn't gone away") or an arrival ("didn't come").
  if (!(m[0][1] ? deniedFault(rest) : noPointFault(rest))) return undefined;
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
const LOSS_RE = /\b(?:left|leave|leaves|leaving|departed|departs?|closed|closes?|closing|shut|shuts|ended|ends|ran\s+out|sold\s+out|cut\s+off|stopped|stops|cancel(?:l?ed|s)?|expired|went|gone|quit|quits|walked\s+(?:off|out)|hit|hits|towed|tows)\b/iu;
export function doneEarly(text: string): boolean {
  const m = EARLY_RE.exec(text);
  return m !== null && !LOSS_RE.test(text.slice(0, m.index)) && SERVING_SUBJECT_RE.test(text) && plainResult(text);
}
export function keptOrRestored(text: string): boolean {
  const m = KEPT_RE.exec(text);
  if (m === null || /\bstill\s+(?:not|no|never)\b/iu.test(text) || !plainResult(text)) return false;
  const held = HELD_OR_BACK_RE.exec(m[0]);
  if (held === null) return true;
  const at = m.index + held.index;
  return keptOfWorkingThing(text, at);
}

export function decide20261211(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Outcomes20261211> = OUTCOMES_2026_12_11): SentimentResult {
  const base = decide20261210(original, p, c, judged, s, found);
  const text = original.replace(/\s+/gu, ' ').trim();
  if ((base.sentiment !== 'neutral' && base.sentiment !== 'negative') || c.question || c.request || /\?/u.test(text) || words(text) > s.pieceWords || contrastOf(text)) return base;
  const good = (): SentimentResult => ({ sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') });
  // Mended before release: two sentences are never read by any part, 1 included ("The kitchen tap hasn't dripped. The boiler is completely broken.").
  if (/[.!?]["'”’)]*\s+\S/u.test(text)) return base;
  if (on.denied) {
    const a = affirmedOf(text);
    const q = a === undefined ? undefined : judged.get(a);
    if (q !== undefined && q[1] >= on.affirmedClear && q[1] > q[0]) return good();
  }
  // Two clauses set side by side ("the left one still charges, the right died after a day."): the result may be one side only.
  if (sidesOf(text)) return base;
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
