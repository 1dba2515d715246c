import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { hasExpectation } from './sentiment-shapes.js';
import { ruleConfidence, side20261204 } from './sentiment-decision-2026-12-04.js';
import { decide20261205, DECISION_SETTINGS_2026_12_05, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import { CONDITION_RE, findPieces, NOT_A_DENIAL, pieceNames, REMEDY_RE, words, type FoundPieces } from './sentiment-pieces-2026-12-05.js';

/**
 * The decision of sentiment version 2026-12-06: that of 2026-12-05 (the same blend, the same pieces),
 * then plain shapes of survey answers that 2026-12-05 misreads, in this order:
 *
 * 1. A non-answer ("Nothing to add.", "No other comments.", "Not applicable.") or a plain fact of
 *    not using something ("We did not need the parking.", "No, I did not take the bus.") is `neutral`.
 * 2. A fix denied by its object or its subject ("fixed nothing", "Not a single problem was solved",
 *    "None of the issues were resolved") or undone after it ("Fixed my leak, then flooded the
 *    kitchen", "repaired the screen and cracked the case") is `negative`.
 * 3. Two short sides set side by side whose plain words are opposed ("Good pay, awful commute"), or a
 *    praised thing and the same said of another with "not" ("The dentist is lovely, the receptionist
 *    is not."), are `mixed`; so is praise against a burden said without a sentiment word ("…, but the
 *    licence costs a fortune", "…, but it is packed every evening").
 * 4. A denial of a complaint or a burden ("No queues at all", "Never once felt rushed", "The teacher
 *    never made my son feel stupid"), read by the blend on the clause with the denial taken out
 *    (its `affirmed` piece), is `positive`; so is a feared burden that did not come ("I expected a
 *    long wait, but I was seen in five minutes").
 */
/** The shapes read (each can be turned off to measure it alone, bench/tune-sentiment-2026-12-06.ts). */
export interface Shapes20261206 { nonAnswers: boolean; fixes: boolean; sides: boolean; burdens: boolean; denials: boolean }
export const SHAPES_2026_12_06: Readonly<Shapes20261206> = { nonAnswers: true, fixes: true, sides: true, burdens: true, denials: true };

export interface Found20261206 { base: FoundPieces; affirmed?: Affirmed }
interface Affirmed { piece: string; burden: boolean; clause: string }


const NON_ANSWER_RE = /^(?:\s*(?:no|none|nothing|not applicable|n\/a|na|nil|nope|no comments?|no comment at this time))?[\s,.!]*(?:(?:i have |i've |we have )?(?:nothing|none|no)(?: (?:else|more|further|other|additional|much))* (?:to (?:add|say|report|mention|comment)|comments?|feedback|remarks|suggestions|thoughts)|none(?: at (?:this|the moment|present))?(?: time)?|not applicable|n\/a|nil)[\s.!]*$/iu;
/** "We did not need / use / take the X": a thing not used, with nothing said about it; after "never" only a past use ("We never used the pool", not a habit that stopped: "We never visit the cafe anymore"). */
const NOT_USED_RE = /^(?!.*\b(?:any ?more|no longer|again)\b)\s*(?:no,?\s+)?(?:i|we|my \w+|our \w+)\s+(?:(?:did not|didn't|didn’t|have not|haven't|haven’t)\s+(?:need|use|used|take|try|tried|attend|visit|book|go to|bring)|never\s+(?:needed|used|took|tried|attended|visited|booked|went to|brought))\s+(?:the|a|an|any|our|my)\b(?:\s+(?!and\b|but\b|just\b|even\b|because\b)[\w'’-]+){1,5}[.!]?\s*$/iu;
/** Journeys and steps told side by side: "Arrived by taxi, left by train.", "Booked online, paid at the desk." "got" is no step after the comma, nor "left with": "Ordered a large, got a small", "Came for a haircut, left with a bald patch" tell of a wrong thing received. */
const STEPS = '(?:arrived|came|drove|walked|went|left|booked|paid|ordered|collected|travelled|traveled|flew|got|caught|took|rode|cycled|parked|returned)';
const SECOND_STEPS = '(?:arrived|came|drove|walked|went|left(?! with\\b)|booked|paid|ordered|collected|travelled|traveled|flew|caught|took|rode|cycled|parked|returned)';
const STEPS_RE = new RegExp(`^\\s*${STEPS} [^,]+, ${SECOND_STEPS} [^,.]+\\.?\\s*$`, 'iu');

const FIX = '(?:fixed|solved|resolved|sorted(?: out)?|repaired|answered|addressed|dealt with|done|mended|cured)';
const FIX_DENIED_RE = new RegExp(`\\b${FIX} (?:nothing|none of|not a thing|not one)\\b(?! wrong\\b)|\\b(?:nothing|none of [^,.;!?]+?|not (?:a|one)(?: single)? [^,.;!?]+?|no (?:problem|issue|fault|bug|question|complaint)s?) (?:was|were|has been|have been|got|ever got|ever was|ever were|is|are)(?: ever| actually| properly)? ${FIX}\\b`, 'iu');
/** A fix undone after it by damage or by the fault coming back: "came back" only with "again", the fault as its subject ("the noise came back") or "it" after a fixed fault ("fixed my leak and it came back the next day"), never "came back on / to life / like new / within / at once / straight away / home" (the heat, the power, the dog). */
const FIX_UNDONE_RE = new RegExp(`\\b(?:fixed|repaired|sorted|patched|mended|replaced|serviced|installed)\\b[^.;!?]*?(?:,|\\band)\\s+(?:then\\s+|and\\s+)?(?:(?:it|they|he|she|the \\w+)\\s+)?(?:(?!(?:never|not|hardly|barely)\\b)\\w+\\s+)?(?:broke|flooded|cracked|damaged|scratched|smashed|ruined|dented|knocked (?:down|over)|flattened|trampled|squashed|stained|chipped|snapped|tore|ripped|bent|stopped (?:again|working)|leaked again|failed again|came back again|died)\\b|\\b(?:fixed|repaired|sorted|patched|mended|replaced|serviced|installed)\\b[^.;!?]*?(?:,|\\band)\\s+(?:then\\s+)?(?:the|that|this|my|our|a) (?:same )?(?:\\w+ )?(?:fault|problem|issue|leak|drip|noise|rattle|squeak|error|bug|crash|damp|smell|crack|pain|warning light)s? (?:(?!(?:never|not|hardly|barely)\\b)\\w+\\s+)?came back\\b(?! (?:on|to life|like new|within|at once|straight away|home)\\b)|\\b(?:fixed|repaired|sorted|patched|mended|serviced)\\b['’"]?\\s+(?:the|that|this|my|our|a)\\s+(?:\\w+\\s+)?(?:fault|problem|issue|leak|drip|noise|rattle|squeak|error|bug|crash|damp|smell|crack|warning light)s?\\b[^.;!?]*?(?:,|\\band)\\s+(?:then\\s+)?(?:it|they)\\s+(?:(?!(?:never|not|hardly|barely)\\b)\\w+\\s+)?came back\\b(?! (?:on|to life|like new|within|at once|straight away|home)\\b)`, 'iu');

/** A side that only says the other side's thing is not so: "the receptionist is not". */
const ELLIPTIC_NOT_RE = /^\s*(?:(?:the|my|our|his|her|their|its)\s*)?\w+(?: \w+)? (?:is|was|are|were)(?: not|n't|n’t)\.?\s*$/iu;
/** Burdens said without a sentiment word: cost, crowds, waiting, short life, rises. */
export const BURDEN_RE = /\b(?:costs? (?:a fortune|an arm|the earth)|(?<!worth )a fortune|(?:packed|crowded|heaving|rammed)(?! with)|queues?|queued|queuing|queueing|wait(?:ed|ing)?(?: for)? (?:an? |\w+ )?(?:hour|hours|minutes|days|weeks|months|ages|forever)|(?:went|go|goes|gone) up|doubles?(?! as)|doubled|tripled|lasts (?:only |barely |about )?(?:half|an hour|a day|\w+ hours)|takes? (?:forever|ages)|took (?:forever|ages|\w+ (?:full )?(?:hours|days|weeks))|no (?:parking|wifi|wi-fi|signal|hot water)|nowhere to (?:park|sit)|overpriced|pricey)\b/iu;

/** "nothing … except": an exclusion, not a denial. */
const EXCLUSION_RE = /\b(?:except|apart from|other than|besides|aside from|but for)\b/iu;
/** A denial that may deny a complaint, with what comes before the denied phrase taken out with it ("Never once did", "Nobody ever"). */
const DENIAL_06_RE = /\b(?:never(?: once| ever)?(?: did| does| do)?|not once(?: did| does| have| has)?|nobody(?: ever)?|no one(?: ever)?|not (?:a|one)(?: single)?|no|zero|nothing)\b/iu;
/** Words that turn a denial into a complaint about now ("still no", "not yet", "no longer", "any more"). */
const NOT_PRAISE_RE = /\b(?:still|yet|anymore|any more|again|now|before|until|till|but|although|though|however|just|only|even|if|unless|would|should|could|will|can't|cannot|wish|hope)\b|\?/iu;
/** Burdens a denial can deny though the blend reads them as plain ("No queue", "Zero downtime", "never had to repeat"). */
const DENIED_BURDEN_RE = /^\s*(?:\w+\s+){0,3}?(?:queues?|queuing|queueing|wait(?:ing)?|delays?|fuss|hassle|hidden|surprises?|downtime|crash(?:es)?|late|extra (?:fees|charges|costs)|fees|charges|(?:had|have|needed) to (?:chase|wait|repeat|ask|call|queue|explain|pay|remind|push|fight)|(?:made|make|makes) (?:me|us|him|her|them|(?:my|our|his|her|their|the) \w+) feel)\b/iu;

function affirmedOf(text: string): Affirmed | undefined {
  if (words(text) > DECISION_SETTINGS_2026_12_05.pieceWords || NOT_PRAISE_RE.test(text)) return undefined;
  const m = DENIAL_06_RE.exec(text);
  if (!m) return undefined;
  const rest = text.slice(m.index + m[0].length);
  const before = text.slice(0, m.index);
  // A denial of the text's subject: "never", "nobody" after at most a short subject ("The teacher never…"); "no", "zero", "not a", "nothing" opening their clause or after "there is", "had" ("There were no queues", "Had no fuss").
  const opening = /^(?:never|not once|nobody|no one)/iu.test(m[0]) ? words(before) <= 4 && !/\b(?:who|which|that|when|if|is|was|are|were|be)\s*$/iu.test(before) : /^\s*(?:(?:there|it)\s+(?:is|was|were|are|has been|have been)|i\s+(?:had|have|got)|we\s+(?:had|have|got))?\s*$/iu.test(before);
  if (!opening || EXCLUSION_RE.test(text)) return undefined;
  if (NOT_A_DENIAL.test(rest.replace(/^\s*(?:once|ever)\s+/iu, ' ')) || CONDITION_RE.test(text.slice(0, m.index)) || REMEDY_RE.test(rest.trim())) return undefined;
  // The denied clause runs to the clause end (a "made me feel" stays inside it).
  const end = /,\s|[.;:!?](?:\s|$)|\s[-–—]\s|\s(?:and|so|because|which|until|when|since|while|whereas)\s/iu.exec(rest);
  const denied = end ? rest.slice(0, end.index) : rest;
  if (words(denied) < 1) return undefined;
  // "No one <cleaned the filthy toilets>": a person who did not do a good thing is a complaint; only a person who never did a bad one is praise.
  if (/^(?:nobody|no one)/iu.test(m[0]) && (!/\bever\b|\bfeel\b/iu.test(m[0] + denied) || /^\s*(?:ever\s+)?(?:cleaned|helped|answered|called|replied|came|checked|told|explained|offered|cared|listened|bothered|cleared|tidied|showed|looked|noticed|asked|thanked|apologi[sz]ed)\b/iu.test(rest))) return undefined;
  const piece = `${text.slice(0, m.index)}${denied}`.replace(/\s+/gu, ' ').replace(/^\s*(?:once|ever)\s+/iu, '').trim();
  if (words(piece) < 1) return undefined;
  return { piece, burden: DENIED_BURDEN_RE.test(denied), clause: text.slice(m.index, m.index + m[0].length + denied.length) };
}

/** An expectation or a fear before the turn: "I expected…", "I was dreading…", "We feared…". */
const feared = (side: string): boolean => hasExpectation(side) || /\b(?:i|we)\s+(?:was |were |had )?(?:feared|fearing|dreaded|dreading|worried|braced (?:myself|ourselves) for)\b/iu.test(side);

const sign = (q: readonly number[] | undefined, clear: number): number => (q === undefined ? 0 : q[0] >= clear && q[0] > q[1] ? 1 : q[1] >= clear && q[1] > q[0] ? -1 : 0);
const mixed = (p: readonly number[]): SentimentResult => ({ sentiment: 'mixed', confidence: p[0] + p[1] + p[3] });

export function decide20261206(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Shapes20261206> = SHAPES_2026_12_06): SentimentResult {
  const text = original.replace(/\s+/gu, ' ').trim();
  const f = found ?? find20261206(text).found;
  const base = decide20261205(original, p, c, judged, s, f?.base);
  if (!f || c.question) return base;
  // 1. Non-answers and things not used.
  if (on.nonAnswers && (NON_ANSWER_RE.test(text) || ((NOT_USED_RE.test(text) || STEPS_RE.test(text)) && c.strongestNegative < CLEAR && c.strongestPositive < CLEAR))) return base.sentiment === 'neutral' ? base : { sentiment: 'neutral', confidence: ruleConfidence(p, base.sentiment, 'neutral') };
  // 2. A fix denied or undone.
  // Not in an explicit contrast; a juxtaposed side that denies a fix ('Fixed nothing, charged me anyway') is no praise.
  if (on.fixes && (FIX_DENIED_RE.test(text) || FIX_UNDONE_RE.test(text)) && !(f.base.sides && !f.base.sides[2])) return base.sentiment === 'negative' ? base : { sentiment: 'negative', confidence: ruleConfidence(p, base.sentiment, 'negative') };
  // 4a. A feared burden that did not come ("I expected a long wait, but I was seen in five minutes").
  if (on.denials && f.base.sides && !f.base.sides[2] && feared(f.base.sides[0]) && base.sentiment !== 'positive' && sentimentCues(f.base.sides[1], CUE_RULES_2026_11_30).strongestNegative < CLEAR && /\b(?:in|within|took|only|just)\s+(?:\w+\s+)?(?:minutes?|seconds?|moments?)\b|\b(?:hardly|barely) any\b|\bstraight away\b|\bright away\b|\bimmediately\b/iu.test(f.base.sides[1])) return { sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') };
  if (base.sentiment === 'mixed') return base;
  // 3. Opposed sides the blend did not see.
  const sides = f.base.sides;
  if (on.sides && sides && Math.max(p[0], p[1]) < s.sideSure && !hasExpectation(sides[0])) {
    const [a, b, juxtaposed] = sides;
    const first = side20261204(a, false);
    const qa = judged.get(a.trim());
    if (first > 0 && ELLIPTIC_NOT_RE.test(b)) return mixed(p);
    if (juxtaposed && words(a) <= 4 && words(b) <= 4 && first * side20261204(b, true) < 0) return mixed(p);
    if (on.burdens && !juxtaposed && sign(qa, s.sideClear) > 0 && first >= 0 && BURDEN_RE.test(b) && sentimentCues(b, CUE_RULES_2026_11_30).strongestPositive < CLEAR) return mixed(p);
  }
  // 4b. A denied complaint read on the clause.
  const aff = f.affirmed;
  if (on.denials && aff && !sides && base.sentiment !== 'positive' && p[1] < s.denialSure) {
    const q = judged.get(aff.piece);
    const complaint = q !== undefined && q[1] > q[0] && (q[1] >= s.denialClear || (aff.burden && q[0] < 0.3));
    if (complaint && sentimentCues(text.replace(aff.clause, ' '), CUE_RULES_2026_11_30).strongestNegative < CLEAR) return { sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') };
  }
  return base;
}

/** The pieces of 2026-12-05 and the affirmed clause of a denial, found once, and the names of those the blend judges. */
export function find20261206(original: string): { found: Found20261206 | undefined; pieces: string[] } {
  const text = original.replace(/\s+/gu, ' ').trim();
  if (words(text) > DECISION_SETTINGS_2026_12_05.pieceWords) return { found: undefined, pieces: [] };
  const base = findPieces(text);
  const affirmed = affirmedOf(text);
  return { found: { base, ...(affirmed ? { affirmed } : {}) }, pieces: [...new Set([...pieceNames(base), ...(affirmed ? [affirmed.piece] : [])])] };
}
