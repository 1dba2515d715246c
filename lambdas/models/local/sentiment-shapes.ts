/**
 * Sentence shapes read by the decision of sentiment version 2026-11-29 (sentiment-side-decision.ts),
 * on top of the cues of 2026-11-27 (sentiment-cue-rules.ts, unchanged so that the regression's
 * features stay those it was trained on). Each pattern is a shape of any domain, never one sentence:
 *
 * - outcomes told with negated or resolved problem words: "nothing was damaged", "it has not
 *   crashed once", "the pain has gone", "fixed the login bug", "kept me dry", "still looks new";
 * - harms told without sentiment words: "without asking", "the fourth time I am reporting",
 *   "a month after the deadline", "left … overnight", "round in circles";
 * - the two sides of a contrast: plain quality words a lexicon misses ("quick", "solid") and words
 *   of size, duration or amount that are complaints when set against praise ("the queue was huge",
 *   "the commute is long", "well below the market rate", "took three visits");
 * - an expectation before a contrast ("I had high hopes, but…", "looks good in the picture, but…"):
 *   the verdict is the side after it;
 * - identifiers and information questions: "My order number is 48213.", "Is the branch open on
 *   Sundays?" (not rhetorical ones: "What on earth is he doing in this film?").
 */

const PROBLEM_WORDS = 'problems?|issues?|bugs?|faults?|errors?|glitch(?:es)?|questions?|queries|query|leaks?|mistakes?|overcharges?|difference|complaints?|concerns?|infections?';
/** No negation just before: "still have not been refunded" is no refund. */
const NOT_NEGATED = String.raw`(?<!\b(?:not|never|no|yet to|n't|n’t)\s{1,3}(?:been\s{1,3}|be\s{1,3}|yet\s{1,3}|even\s{1,3})?)`;
/** No negated clause subject before: "nobody has fixed the problem", "none of the staff ever fixed it". */
const NO_SUBJECT = String.raw`(?<!\b(?:nobody|no one|nothing|none of(?:\s\w+){1,2})(?:\s\w+){0,4}\s)`;
/** Resolution verbs; a lookahead before the lookbehinds so they run only where a verb starts. */
const FIX_VERBS = String.raw`fixed|solved|resolved|sorted(?:\s+out)?|cleared\s+up|refunded|corrected|dealt with|got to the bottom of`;
const HARM_VERBS = 'crash(?:ed)?|fail(?:ed)?|broken|broke|leak(?:ed)?|froze|frozen|faded|missed|dropped|disconnected|lagged|jammed|tripped|overheated|let (?:me|us) down';

/** Good outcomes said with problem or harm words that a lexicon reads as complaints. */
const GOOD_SHAPES: readonly RegExp[] = [
  // "nothing was damaged", "none of it arrived broken", "not one item was missing"
  /\b(?:nothing|none(?:\s+of\s+(?:it|them|(?:the|my|our|your)\s+\w+))?|no one|nobody|not (?:one|a single)(?: \w+)?)\s+(?:\w+\s+)?(?:was|were|is|are|has been|have been|got|went|arrived|came)\s+(?:\w+\s+)?(?:damaged|missing|broken|lost|wrong|late|faulty|scratched|dented|cracked|chipped|torn|bent|smashed|crushed|leaking|stained|stale|out of place)\b/giu,
  // "it has not crashed once", "never once failed", "hasn't missed a day"
  new RegExp(`\\b(?:(?:has|have|had|did|does|do)(?:n't|n’t| not| never)|never)\\s+(?:once\\s+|yet\\s+|ever\\s+)?(?:${HARM_VERBS})(?:\\s+(?:once|yet|a (?:day|beat|thing|single \\w+)))?\\b`, 'giu'),
  // "the pain has gone", "my symptoms cleared", "the rash disappeared"
  /\b(?:pain|ache|aches|rash|symptoms?|swelling|cough|fever|headaches?|noise|leak|problem|issue|backlog)\s+(?:has|have|had|is|are)?\s*(?:completely\s+|finally\s+|now\s+|all\s+)?(?:gone(?!\s(?:up|worse|bad|off|down hill|downhill)\b)|disappeared|cleared(?: up)?|stopped|eased|vanished|settled)\b(?!\s(?:me|us|him|her|them|you|my|our|their|people|anyone|everyone|customers|users)\b)/giu,
  // "fixed the login bug", "sorted out my billing problem", "refunded the difference" (not "nobody has fixed the problem")
  new RegExp(`\\b(?=${FIX_VERBS})${NOT_NEGATED}${NO_SUBJECT}(?:${FIX_VERBS})\\s+(?:\\w+\\s+){0,3}?(?:${PROBLEM_WORDS})\\b`, 'giu'),
  // "spotted the problem early", "caught the infection in time" (not "spotted three errors on my invoice")
  new RegExp(`\\b(?=spotted|caught)${NO_SUBJECT}(?:spotted|caught)\\s(?:\\w+\\s){0,3}?(?:${PROBLEM_WORDS})\\s(?:early|in time|straight away|right away|before)\\b`, 'giu'),
  /\bwould (?:happily |gladly |definitely |certainly )?(?:order|buy|book|stay|use|choose|pick) (?:another|again|more|it again|them again|here again)\b/giu,
  /\babove and beyond\b|\b(?:for|at) (?:half|a fraction of) the (?:price|cost)\b/giu,
  // "kept me dry", "kept us warm all night"
  /\bkept (?:me|us|them|it|everything|my \w+)\s+(?:dry|warm|cool|safe|comfortable|clean|charged|going|fed|informed|updated)\b/giu,
  // "still looks brand new", "works like new"
  /\b(?:looks?|works?|runs?|feels?|looking|working|running)\s+(?:\w+\s+)?(?:brand new|like new|as good as new)\b/giu,
  // "finally get my weekends back", "had the internet back within the hour"
  /\b(?:finally|now)\s+(?:get|got|have)\s+(?:my|our)\s+(?:\w+\s+){0,2}back\b|\b(?:got|had)\s+(?:my|our|the)\s+(?:\w+\s+){0,2}back\s+(?:on|up|within|in|by|the same|before)\b/giu,
  // "showed me exactly what to fix", "they had every item I asked for" (not "every item I ordered arrived damaged")
  /\bshowed (?:me|us) (?:exactly|precisely) (?:what|how|where)\b|\b(?:got|received|found|had|with|delivered|brought|stocked|sent|supplied)\s(?:me\s|us\s)?every (?:item|thing|part|piece|product)\b.{0,25}\b(?:asked for|ordered|needed|wanted)\b/giu,
  /\bno longer\s+(?:hurts?|aches?|crash(?:es)?|freezes?|leaks?|worry|worried|have to wait|need to|a problem)\b/giu,
];

/** Harms said without sentiment words. */
const BAD_SHAPES: readonly RegExp[] = [
  // "lacks", "is a real concern"; not negated ("no lack of choice", "was never a concern", "is not a drawback")
  /(?<!\b(?:no|not|never)\s{1,3}(?:a\s{1,3})?)\b(?:lacks|lacked|lack of)\b|\b(?:is|are|was|were|remains?)\s{1,3}(?:a |an |the )?(?:(?!(?:not|never|no|hardly|barely)\b)\w+\s{1,3}){0,3}?(?:concern|drawback|downside|letdown|let-down)\b/giu,
  /\bwithout (?:asking(?! (?:for )?(?:anything|nothing|much)\b)|permission|consent|my consent|our consent|telling (?:me|us|anyone)|being (?:told|asked)|an apology|apologi[sz]ing|checking)\b/giu,
  // "the fourth time I am reporting this": a repeated complaint, not any repetition ("for the 20th time").
  // Said as a count ("this is the third time I called", "the third time I have called"), not a narration ("The second time I called, the line was busy").
  /(?:\b(?:this|it|that)(?:\s(?:is|was)|'s|’s)\s(?:the\s)?(?:second|third|fourth|fifth|sixth|seventh|tenth|umpteenth|\d+(?:nd|rd|th))\s{1,3}time\s{1,3}(?:that\s)?(?:i|we)(?:\s(?:have|am|had)|'ve|’ve|'m|’m)?|\b(?:second|third|fourth|fifth|sixth|seventh|tenth|umpteenth|\d+(?:nd|rd|th))\s{1,3}time\s{1,3}(?:that\s)?(?:i|we)(?:\s(?:have|am|had)|'ve|’ve|'m|’m))\s{1,3}(?:had to\s|now\s)?(?:report|call|ask|chas|contact|writ|wrote|email|complain|explain|ring|rang|phon|return|raise|rais)\w*/giu,
  /\b(?:after|past|missed|beyond)\s+the\s+(?:deadline|due date|cut-?off|closing date)\b/giu,
  // A person left somewhere ("left my mother on a trolley for hours"), not a thing ("left the keys on the table overnight"), and not negated.
  /(?:\b(?:i|we|he|she|they|you)\s(?:was|were|have been|had been|got)\sleft|(?<!\b(?:never|not|n't|n’t|nobody|no one)\s{1,3})\bleft\s{1,3}(?:me|us|him|her|them|everyone|people|patients|customers|passengers|guests|(?:my|our|his|her|their|the|a|an)\s(?:\w+\s)?(?:mother|father|mum|mom|dad|son|daughter|wife|husband|partner|child|children|kids?|baby|family|grandmother|grandfather|gran|nan|friend|patients?|customers?|passengers?|guests?|residents?|visitors?|people)))\s{1,3}(?:\w+\s+){0,6}?(?:overnight|for hours|all day|all night|waiting|alone|in the dark|in the corridor|on a trolley|in pain)\b/giu,
  /\b(?:round|around) in circles\b|\bpassed (?:back and forth|from (?:one )?(\w+) to (?:another|\1)\b|between (?:\w+ ){0,2}(?:departments|teams|agents|people|staff|branches|offices))|\bgoes? (?:black|blank|dead)\b|\bwent (?:black|blank|dead)\b/giu,
];

/** Plain words of quality a general lexicon misses ("Solid build", "Quick reply"). */
const QUALITY_RE = /\b(?:quick|quickly|fast|prompt|promptly|solid|sturdy|clean|tidy|fair|fresh|spacious|roomy|bright|quiet|smooth|responsive|intuitive|accurate|reliable|punctual|polite|friendly|helpful|kind|cheap|affordable|well[- ]made|well[- ]organi[sz]ed)\b/iu;
/**
 * Words of size, duration and amount, and the plain shortfalls, that are complaints when set
 * against praise ("friendly staff, but the queue was enormous"; after Hatzivassiloglou and
 * McKeown: the two sides of "but" take opposite orientations).
 */
const SHORTFALL_RE = /\b(?:huge|enormous|massive|vast|endless|never-ending|long|longer|lengthy|tiny|small|smaller|slow|slower|expensive|pricey|pricy|steep|overpriced|heavy|loud|noisy|weak|thin|flimsy|cramped|crowded|limited|basic|dated|late|later|below|barely|hardly|only|lacking|lacks)\b|\btook\s+(?:\w+\s+){0,2}(?:visits?|calls?|attempts?|tries|goes|weeks?|months?|days?|hours?)\b/iu;

/** An expectation the writer held before the verdict ("I had high hopes", "looks good in the picture"); not another's look ("the nurse seemed kind") nor "as expected". */
const EXPECTATION_RE = /\b(?:i|we)(?:'d|’d|\s(?:\w+\s)?)?(?:hop(?:e|ed|ing)|expect(?:ed|ing)|thought|wanted to (?:like|love)|was (?:excited|looking forward)|were (?:excited|looking forward)|know)\b|\b(?:high hopes|on paper|in the (?:picture|photos?|pictures|description|ad|advert)|at first|initially)\b|(?<!\bas\s)\bpromis(?:e|ed|ing)\b/iu;

/** A contrast word that starts the verdict side ("X, but Y"; "although X, Y" puts the verdict after the comma). */
const CONTRAST_SPLIT_RE = /\b(?:but|yet|however|although|though|whereas|except that)\b/iu;

/** An identifier or reference given with its value ("My order number is 48213", "ticket SR-558102", "version 3.2.1"). */
const IDENTIFIER_RE = /\b(?:number|no\.?|id|reference|ref|code|account|ticket|order|invoice|serial|version|model|booking|membership|policy|case|card|postcode|zip code|extension)\b(?:\s+(?:number|no\.?|id|code|reference))?\s{0,3}(?:is|was|:|#)?\s{0,3}[A-Za-z]{0,4}[-#]?\d[\d\s./-]*\b/iu;

/** A question asking for information; rhetorical ones carry the writer's verdict. */
const QUESTION_START_RE = /^\s*(?:(?:hi|hello|dear [^,]{1,40}),?\s{0,3})?(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|may|has|have|how|when|where|which|what|who|whom|whose)\b/iu;
const RHETORIC_RE = /\b(?:on earth|the hell|anyone|anybody|any (?:worse|better)|ever|seriously|really|honestly|how can|why would|why does (?:anyone|nobody)|who (?:would|cares|needs))\b|\?\s*\?|!/iu;

function count(text: string, patterns: readonly RegExp[]): number {
  return patterns.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
}

const wordCount = (s: string): number => s.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean).length;

/** The two sides of an explicit contrast, in order (the verdict side second), or undefined. */
export function contrastSides(text: string): [string, string] | undefined {
  const m = CONTRAST_SPLIT_RE.exec(text);
  if (!m) return undefined;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  // "Although X, Y": the contrast opens the text; its sides are split by the comma.
  if (before.trim() === '' && /^\s*(?:although|though)\b/iu.test(m[0] + after)) {
    const comma = after.indexOf(',');
    return comma > 0 ? [after.slice(0, comma), after.slice(comma + 1)] : undefined;
  }
  if (/\bnot only\b/iu.test(before)) return undefined;
  // Adverbial "yet" ("It has not crashed yet."): a contrast needs clause text on both sides.
  if (/^yet$/iu.test(m[0]) && (wordCount(before) < 2 || wordCount(after) < 2)) return undefined;
  return before.trim() === '' || after.trim() === '' ? undefined : [before, after];
}

/** Comma pieces of a short text of juxtaposed judgements ("Solid build, weak battery."), or undefined. */
export function juxtaposedSides(text: string, maxWords: number): [string, string] | undefined {
  const words = text.trim().split(/\s+/u).length;
  const parts = text.split(/[,;]\s*/u);
  if (words > maxWords || parts.length !== 2 || parts.some((p) => p.trim().split(/\s+/u).length < 2)) return undefined;
  return [parts[0], parts[1]];
}

export interface SentimentShapes {
  good: number;
  bad: number;
  identifier: boolean;
  informationQuestion: boolean;
  /** A question that carries the writer's verdict ("What on earth is he doing in this film?"). */
  rhetoricalQuestion: boolean;
}

export function sentimentShapes(text: string): SentimentShapes {
  return {
    good: count(text, GOOD_SHAPES),
    bad: count(text, BAD_SHAPES),
    identifier: IDENTIFIER_RE.test(text),
    informationQuestion: /\?\s*$/u.test(text) && QUESTION_START_RE.test(text) && !RHETORIC_RE.test(text),
    rhetoricalQuestion: text.includes('?') && (RHETORIC_RE.test(text) || /^\s*why\b/iu.test(text)),
  };
}

/** Whether a side holds a plain quality word, a shortfall, an expectation. */
export const hasQuality = (side: string): boolean => QUALITY_RE.test(side);
export const hasShortfall = (side: string): boolean => SHORTFALL_RE.test(side) || count(side, BAD_SHAPES) > 0;
/** The side with its words of size, duration and shortfall blanked (2026-12-02 reads what else it says). */
export const withoutShortfall = (side: string): string => side.replace(new RegExp(SHORTFALL_RE.source, 'giu'), ' ');
export const hasExpectation = (side: string): boolean => EXPECTATION_RE.test(side);
/** The text with its good (or bad) shapes blanked: the evidence left outside them. */
export const outsideShapes = (text: string, kind: 'good' | 'bad'): string =>
  (kind === 'good' ? GOOD_SHAPES : BAD_SHAPES).reduce((t, re) => t.replace(re, ' '), text);
