import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { hasExpectation } from './sentiment-shapes.js';
import { INDEX, RULE_CONFIDENCE, side20261204 } from './sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, sign, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import { SENTIMENT_CLASSES } from './sentiment-classifier.js';
import { argmax } from './softmax-regression.js';
import { BURDEN_RE, decide20261206, find20261206, type Found20261206 } from './sentiment-decision-2026-12-06.js';
import { words } from './sentiment-pieces-2026-12-05.js';

/**
 * The decision of sentiment version 2026-12-07: that of 2026-12-06 (the same blend, the same pieces),
 * then general shapes 2026-12-06 still misreads, in this order:
 *
 * 1. A wrong thing received ("Ordered a blue jacket, got a pink one.", "Booked a double room, were
 *    given a twin.", "Asked for a refund and they sent me a voucher instead.") is `negative`.
 * 2. Two sides of a short contrast or of two short verdicts set side by side, one of them plain praise
 *    or blame of money ("Decent money", "Low price", "The pay is fine", "Poor wages", "Expensive
 *    drinks"), the other read the other way by its words or by the blend, are `mixed`; so are two
 *    short verdicts side by side where one side's words are polar and the other names a burden
 *    without a sentiment word ("Looks gorgeous, takes ages to boil"), or praise then another thing
 *    said to be not so ("Training was thorough, the equipment not so much"), and an explicit
 *    contrast whose two sides' plain words are opposed, neither read otherwise by the blend ("The
 *    physio helped my knee, but booking sessions is a nightmare").
 * 3. A denial read by what it denies: a denied complaint or burden ("Never once felt pressured.",
 *    "Not once did they make me feel rushed.", "The tram has never been late") is `positive`; a
 *    denied good thing ("Not a single helpful answer in three calls.", "The 42 is never on time.",
 *    "Never once did anyone call back.") is `negative`. Every denial of the text must point the
 *    same way, and no clear word outside the denied clauses may say the other side. The denied verb
 *    is read before its object: an act not done about a problem ("No one came to fix the leak") is a
 *    complaint, arriving with a defect denied ("Not a single item arrived scratched") is praise. A
 *    fix or a word not given counts where it is what is denied ("No one said a word about the
 *    delay"), not as what a denied complaint was about ("No issues with the refund").
 *
 * Rules 1 to 3 read texts of at most `pieceWords` words that ask no question; the one below and the
 * confidence rewrite read every text. No pattern here has overlapping repeats: a text of 20 000
 * characters is read in linear time.
 *
 * Before these, a `mixed` answer of an earlier rule whose only parts read against the blend's polar
 * class are a word of agreement ("I agree with Jessica, …") or a denied complaint read as one ("…,
 * where the spice didn't overwhelm the soup") is that class: such answers were most of the mixed
 * answers on plainly polar UCI sentences.
 *
 * A rule that decides reports how sure its reading is, not a flat floor: the blend's probability of
 * the class when the blend agrees, otherwise a confidence that grows with the strength of the words
 * the rule read and falls with the blend's probability of the class it left (`readingConfidence`).
 */
export interface Shapes20261207 { wrongItem: boolean; moneySides: boolean; burdenSides: boolean; ellipticSides: boolean; contrastWords: boolean; denials: boolean; sameSides: boolean; confidence: boolean }
export const SHAPES_2026_12_07: Readonly<Shapes20261207> = { wrongItem: true, moneySides: true, burdenSides: true, ellipticSides: true, contrastWords: true, denials: true, sameSides: true, confidence: true };
/** A rule's mixed answer is checked against its parts when the blend gives mixed less than this and a polar class at least `SAME_SIDES_POLAR`. */
const SAME_SIDES_MIXED = 0.3;
const SAME_SIDES_POLAR = 0.5;

/**
 * How sure a rule's reading is. When the blend already gives the class at least the floor, its
 * probability; otherwise between 0.35 and 0.8, higher with the strength of the reading (`evidence`,
 * 0 to 1: 0.8 and over for a listed word or shape, lower for a reading inferred from sentiment
 * words) and with the blend's belief in the class, lower with the blend's probability of the class
 * the answer left, and never over 1.1 − half of it (a rule that overturns a blend 0.9 sure reports
 * at most 0.65). A mixed answer's own probability is the blend's mixed plus twice its weaker polar
 * side, not 1 − p(neutral): a blend leaning clearly one way does not vouch for both sides.
 */
export function readingConfidence(p: readonly number[], from: SentimentResult['sentiment'], to: SentimentResult['sentiment'], evidence: number): number {
  const own = to === 'mixed' ? Math.min(1, p[3] + 2 * Math.min(p[0], p[1])) : p[INDEX[to]];
  if (own >= RULE_CONFIDENCE) return own;
  const left = from === to ? 0 : p[INDEX[from]];
  const e = Math.min(1, Math.max(0, evidence));
  return Math.min(0.8, 1.1 - 0.5 * left, Math.max(0.35, 0.4 + 0.4 * e - 0.2 * left + 0.2 * own));
}

/** A reading whose evidence is at least this is explicit: it may overturn a blend `OVERTURN` sure of the other side. */
const EXPLICIT = 0.8;
/** A rule reading inferred from sentiment words never overturns a blend at least this sure of the opposite polarity. */
const OVERTURN = 0.9;

const DETERMINER = '(?:a|an|the|some|my|our|one|two|three|four|size|sizes|number|\\d+)';
/** "Ordered X, got Y": a thing asked for, and another received. */
const WRONG_ITEM_RE = new RegExp(`^\\s*(?:(?:i|we)\\s+)?(?:ordered|asked for|booked|paid for|requested|bought|chose|selected)\\s+${DETERMINER}\\b[^,.;!?]*?(?:,|\\band\\b|\\bbut\\b)\\s+(?:(?:then\\s+)?(?:i|we|they|you|it)\\s+)?(?:got|received|was given|were given|was sent|were sent|got sent|sent (?:me|us)|brought (?:me|us)|gave (?:me|us)|was served|were served|served (?:me|us)|delivered|came with|sent|gave|brought|served)\\s+(?!(?:it|them|this|that|exactly|straight away|right away|immediately|quickly|for free|free|what|everything|the right|the same|my order|our order|in|within|on time|early|quickly|promptly|next|the next|back|a (?:refund|reply|response|call|text|confirmation|receipt|message|email))\\b)(?:${DETERMINER}\\s+)?[\\w'’-][^.;!?]*(?:[.!]\\s*)?$`, 'iu');

/** The verb that names what was asked for, and the one that names what was received. */
const ORDER_VERB_RE = /^\s*(?:(?:i|we)\s+)?(?:ordered|asked for|booked|paid for|requested|bought|chose|selected)\s+/iu;
const RECEIVE_VERB_RE = /(?:,|\band\b|\bbut\b)\s+(?:(?:then\s+)?(?:i|we|they|you|it)\s+)?(?:got sent|got|received|was given|were given|was sent|were sent|sent (?:me|us)|brought (?:me|us)|gave (?:me|us)|was served|were served|served (?:me|us)|delivered|came with|sent|gave|brought|served)\s+/iu;
/** A gift or an extra, no wrong thing: "a free upgrade", "a voucher", "at no extra cost", "a bottle of wine on arrival". */
const EXTRA_RE = /\b(?:free|for nothing|extra|bonus|complimentary|voucher|vouchers|coupon|discount|upgrade|upgraded|gift|treat|on arrival|on the house|as well|too|thrown in|in addition|with it|with them|also|(?:for|at) the same price|at no (?:extra )?cost|no (?:extra )?charge)\b/iu;
/** A thing received some time after the order: another step of it ("received a PIN a week later"), no substitute, unless the text says it is one. */
const LATER_RE = /\b(?:later|afterwards|after that|the (?:next|following) (?:day|week|morning|month)|in (?:a|\d+) (?:days?|weeks?|months?))\b/iu;
const SUBSTITUTE_RE = /\b(?:instead|wrong|ones?|rather than|not the|not what)\b/iu;
/** A defect of a thing received: a thing that came with one is a complaint even when it was the thing ordered. */
export const DEFECT = '(?:scratch(?:ed|es)?|dent(?:ed|s)?|chip(?:ped|s)?|broken|cracked|smashed|shattered|crushed|squashed|bent|torn|ripped|damaged|bruised|stained|dirty|stale|mouldy|moldy|soggy|leaking|leaky|faulty|cold|lukewarm|melted|late|missing|incomplete|wet|opened|used|defective)';
const DEFECT_RE = new RegExp(`\\b${DEFECT}\\b`, 'iu');
const NOT_CONTENT = new Set(['a', 'an', 'the', 'some', 'my', 'our', 'one', 'ones', 'of', 'for', 'as', 'described', 'ordered', 'requested', 'booked', 'expected', 'promised', 'advertised', 'exactly', 'just', 'like', 'what', 'i', 'we', 'us', 'me']);
const content = (phrase: string): string[] => phrase.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w && !NOT_CONTENT.has(w)).map((w) => w.replace(/(?:es|s)$/u, ''));

/** "Ordered X, got Y" where Y differs from X and is no gift or extra, or X received with a defect. */
export function wrongItem(text: string): boolean {
  if (!WRONG_ITEM_RE.test(text)) return false;
  const o = ORDER_VERB_RE.exec(text);
  const rest = o ? text.slice(o[0].length) : '';
  const r = RECEIVE_VERB_RE.exec(rest);
  if (!o || !r) return false;
  const ordered = content(rest.slice(0, r.index));
  const receivedAll = rest.slice(r.index + r[0].length);
  if (EXTRA_RE.test(receivedAll)) return false;
  // What was received runs to the clause end; a defect said of it is a complaint whatever it was.
  const received = content(receivedAll.split(/,|;|\bbut\b|\bwhich\b|\band\b/iu)[0]);
  if (DEFECT_RE.test(receivedAll)) return true;
  if (LATER_RE.test(receivedAll) && !SUBSTITUTE_RE.test(receivedAll)) return false;
  const known = new Set(ordered);
  return received.some((w) => !known.has(w));
}

const PRICE_NOUN = '(?:prices?|fares?|fees?|charges?|rent|rents|costs?|rates?|tickets?|deals?|subscription|membership|bills?)';
const PAY_NOUN = '(?:money|pay|wages?|salary|salaries|bonus(?:es)?|benefits|pension|perks|overtime|holidays?|holiday pay)';
const GOOD_PRICE = '(?:low|cheap|reasonable|affordable|fair|good|great|competitive|decent|sensible)';
const GOOD_PAY = '(?:decent|good|great|fair|generous|ok|okay|fine|competitive|reasonable|solid|excellent|brilliant|nice)';
const DEG = '(?:(?:really|very|quite|pretty|fairly|more than|always)\\s+)?';
/** A whole side of plain praise of money: "Decent money", "Low price", "The pay is fine", "Cheap". */
const MONEY_GOOD_RE = new RegExp(`^\\s*(?:the\\s+|my\\s+|our\\s+)?(?:${DEG}${GOOD_PRICE}\\s+(?:\\w+\\s+)?${PRICE_NOUN}|${DEG}${GOOD_PAY}\\s+(?:\\w+\\s+)?${PAY_NOUN}|${PRICE_NOUN}\\s+(?:is|are|was|were)\\s+${DEG}${GOOD_PRICE}|${PAY_NOUN}\\s+(?:is|are|was|were)\\s+${DEG}${GOOD_PAY}|${DEG}(?:cheap|affordable|inexpensive|well paid|good value|great value|value for money))\\s*(?:[.!]\\s*)?$`, 'iu');
const BAD_PRICE = '(?:high|steep|expensive|extortionate|silly|crazy|ridiculous)';
const BAD_PAY = '(?:poor|low|rubbish|terrible|awful|bad|lousy|miserable)';
/** A whole side of plain blame of money: "Poor wages", "Expensive drinks", "The fees are high". */
const MONEY_BAD_RE = new RegExp(`^\\s*(?:the\\s+|my\\s+|our\\s+)?(?:${DEG}${BAD_PRICE}\\s+(?:\\w+\\s+)?${PRICE_NOUN}|${DEG}${BAD_PAY}\\s+(?:\\w+\\s+)?${PAY_NOUN}|${PRICE_NOUN}\\s+(?:is|are|was|were)\\s+${DEG}(?:${BAD_PRICE}|too high)|${PAY_NOUN}\\s+(?:is|are|was|were)\\s+${DEG}${BAD_PAY}|(?:${DEG}(?:expensive|overpriced|pricey|poorly paid|badly paid))(?:\\s+\\w+){0,2})\\s*(?:[.!]\\s*)?$`, 'iu');

/** The end of a side that says its thing is not so: "the equipment not so much", "the way they speak to us isn't". */
const ELLIPTIC_07_RE = /(?:\bnot so much|\bnot as much|\bless so|\b(?:is|was|are|were)(?: not|n't|n’t)|\b(?:isn't|isn’t|wasn't|wasn’t|aren't|aren’t|weren't|weren’t))\s*(?:[.!]\s*)?$/iu;

/** A part that only agrees or concedes: no side of its own. */
const DISCOURSE_RE = /^\s*(?:(?:i|we)\s+(?:totally\s+|fully\s+|completely\s+)?agree(?:\s+with\s+[\w'’]+(?:\s+[\w'’]+)?)?|certainly|of course|admittedly|sure|true|granted|to be fair|honestly|indeed|obviously|clearly)\s*(?:[.!]\s*)?$/iu;
const NEGATION_RE = /\b(?:no|not|never|nothing|none|nobody|without|zero)\b|n[’']t\b/iu;
const moneySign = (side: string): number => (MONEY_GOOD_RE.test(side) ? 1 : MONEY_BAD_RE.test(side) ? -1 : 0);

/** A denial, with what comes before the denied phrase taken out with it. */
const DENIAL_RE = /\b(?:never(?:\s+once|\s+ever)?(?:\s+(?:did|does|do|has|have|had|was|were|is|are)\b(?!\s+to\b))?|not\s+once(?:\s+(?:did|does|do|has|have|was|were))?|at no (?:point|time|stage)(?:\s+(?:did|was|were|have|has))?|not\s+(?:a|one)(?:\s+single)?|not\s+any|nobody(?:\s+ever)?|no(?:\s+|-)one(?:\s+ever)?|none of(?:\s+the)?|nothing|zero|(?:hardly|barely|rarely|seldom|scarcely)(?:\s+ever)?|no)\b/giu;
/** Comparisons, wishes, conditions and questions are no plain denial ("never been better", "if nobody…"). */
const NOT_A_PLAIN_DENIAL_RE = /\b(?:only|other hand|better|worse|best|worst|happier|easier|faster|cheaper|nicer|such|so|anything like|more|less|fewer|if|unless|would|should|could|wish|hope|whether|but|although|though|however|yet|except|apart from|other than|besides|without|until|till|before|instead|than|(?:came|comes|come) of)\b|\?|n[o’']t\s+(?:bad|too bad)\b/iu;
/** Complaints and burdens a denial turns into praise. */
const DENIED_BAD_RE = /\b(?:rush(?:ed|es)?|hurr(?:y|ied)|harass(?:ed)?|hassled|bullied|belittled|talked down to|intimidated|stressed|anxious|nervous|scared|unsafe|neglected|forgotten|pressured?|pressure|push(?:ed|y)|judged|patroni[sz]ed|stupid|silly|unwelcome|ignor(?:e|es|ed|ing)|a nuisance|a burden|a bother|awkward|uncomfortable|embarrassed|late|delays?|delayed|let (?:me|us|him|her|them) down|waits?|waiting|waited|queues?|queuing|queueing|hidden|surprises?|problems?|issues?|faults?|bugs?|crash(?:es|ed)?|errors?|glitch(?:es)?|complaints?|complain(?:ed)?|hassle|fuss|rude|worried|worry|lost|hungry|cancell?ed|cancellations?|broke|broken|breakdowns?|leaks?|leaked|stains?|mess|smell|damp|mould|mold|rust|scratch(?:es)?|dents?|cracks?|trouble|missing|mistakes?|wrong|overcharged|extra (?:charges?|fees?|costs?)|disappoint(?:s|ed|ing)?|failed|fails?|dropped|drops?|drop(?:s|ped)?\s+out|downtime|los(?:e|es|ing)|forget(?:s|ting)?|forgot|freez(?:e|es|ing)|froze|jam(?:s|med)?|overwhelm(?:s|ed|ing)?|over-whelm(?:s|ed|ing)?|overcharg(?:e|es|ing)|(?:had|have|needed) to (?:chase|wait|repeat|ask|call|queue|explain|pay|remind|push|fight|complain)|chase|chased)\b/iu;
/** Good things a denial turns into a complaint. */
const DENIED_GOOD_RE = /\b(?:on time|helpful|useful|polite|friendly|kind|clean|working|works|worked|replies|reply|replied|answers?|answered|calls? back|called back|call(?:ed)? (?:me|us) back|phoned? (?:me|us)? ?back|rang (?:me|us)? ?back|ring (?:me|us)? ?back|got back|get back|responses?|responded|apolog(?:y|ies|i[sz]ed?)|sorry|thank(?:s|ed)?|thank you|help|helped|explanations?|explained|updates?|updated|refund(?:ed)?|free|available|turned up|turns up|showed up|shows up|arrives?|arrived|remembers?|listened|listens|cares?|cared|bothered to|offered|followed up|cleaned|tidied|fixed|repaired|sorted|resolved|solved|dealt with|told|informed|warned|notified|mentioned|sign of|feedback|acknowledg(?:ed|ement)|word from|contact(?:ed)?)\b/iu;

/** A fix or a word not given, a complaint however the rest of the denied clause reads, where it is what is denied (`strongGood`). */
const STRONG_GOOD_RE = /\b(?:(?:said|say|says|spoke|breathed)\s+a\s+(?:single\s+)?word|word\s+(?:about|of)|refund(?:ed)?|reimbursed|credited|paid back|told|tell|informed|inform|warned|warn|notified|explained|explain|fixed|repaired|sorted|resolved|solved|dealt with|answered|replied|responded|apologi[sz]ed|called (?:me |us )?back|rang (?:me |us )?back|phoned (?:me |us )?back)\b/iu;

/** Generic verbs that name a good thing denied only as the denied clause's first verb ("Nobody came", "No one checked"), not further on ("Nothing came of it"). */
const GENERIC_GOOD_RE = /^(?:came|comes|come|looked|looks|checked|checks|said|says)\b/iu;
/** A look that judges: denied, it is praise ("Nobody looked at me funny"), not an act left undone. */
const JUDGING_LOOK_RE = /\blook(?:s|ed)?\s+at\s+(?:me|us|him|her|them)\s+(?:funny|funnily|strangely|oddly|weird(?:ly)?|twice|sideways|differently|askance|like)\b/iu;

/**
 * A fix or a word not given counts where it is what is denied: before any complaint the clause
 * names ("never told about the delay", "no refund for the broken chair"), or as the verb said of
 * that complaint ("no problem was solved"); not as what a denied complaint was about ("No issues
 * with the refund").
 */
function strongGood(denied: string, badAt: RegExpExecArray | null): boolean {
  const at = STRONG_GOOD_RE.exec(denied);
  if (at === null) return false;
  return badAt === null || at.index < badAt.index || /\b(?:was|were|been|being|is|are|got|get|gets|ever|never)\s+$/iu.test(denied.slice(0, at.index));
}

/** Denials are read in texts of at most this many words. */
const DENIAL_WORDS = 14;

/** Things a customer waits for: denied, they are what is missing whatever follows them. */
const AWAITED_RE = /^(?:repl(?:y|ies)|answers?|responses?|updates?|apolog(?:y|ies)|refund|explanations?|feedback|word from|sign of|help|calls? back)$/iu;

/** What stands before a denied act: a place the person is from, helpers and lead-in verbs ("from the council has been to", "seems to", "bothered to", "ever"). */
const ACT_LEAD_RE = /^(?:(?:from|at|in)\s+(?:the\s+|my\s+|our\s+|this\s+)?[\w'’-]+\s+(?=(?:has|have|had|will|would|ever|seems?|seemed|is|was|were|are|came|comes|bothered|bothers|did|does|do|can|could)\b))?(?:(?:bothered|bothers|came|comes|come|turned up|turns up|been round|been out|been over|been|gone|went|got round|seems?|seemed|appears?|going|managed|manages|wants?|wanted|tried|tries|cared enough|cares enough)\s+to\s+|(?:ever|even|really|actually|yet|once|has|have|had|will|would|did|does|do|is|was|were|are|can|could|seems?|seemed|appears?)\s+)*/iu;
/** A denial that says a thing is scant, and what may stand between it and the thing ("hardly ever", "barely any", "rarely is"). */
const SCANT_RE = /^(?:hardly|barely|rarely|seldom|scarcely)\b/iu;
const SCANT_LEAD_RE = /^(?:(?:ever|any|is|are|was|were|be|been|get|gets|got|had|has|have|runs?|ran|running|goes|go|went)\s+)*/iu;
/** A feeling said of the person ("felt small", "made me feel slow"): denied, a word that scores negative after it is praise. */
const FEELING_RE = /^(?:(?:ever|once|really|did|does|do|has|have|had|was|were)\s+)*(?:(?:[\w'’-]+\s+){1,3}?(?:make|makes|made|making)\s+(?:me|us|him|her|them|you)\s+feel|(?:feel|feels|felt|feeling))\s+(?:[\w'’-]+\s+)?[\w'’-]+\s*$/iu;
/** Adverbs before a denied act, its auxiliaries kept ("was done", "did anything about"). */
const ADVERB_LEAD_RE = /^(?:(?:ever|even|really|actually|yet|once|at all)\s+)*/iu;
/** An act done about a problem: denied, it is a complaint whatever the problem was ("No one came to fix the leak", "Nobody seems to care about the broken lift"). */
const DENIED_ACT_RE = /^(?:fix(?:es|ed)?|repair(?:s|ed)?|mend(?:s|ed)?|sort(?:s|ed)?\s+(?:out|it|this|that|the|my|our)|look(?:s|ed)?\s+(?:at|into)|check(?:s|ed)?\s+(?:on|in|up|the|my|our|it|what)|inspect(?:s|ed)?|investigat\w*|cares?\b|cared\b|bothered\s+(?:about|with)|interested\s+in|follow(?:s|ed)?\s+(?:up|it up)|call(?:s|ed)?\s+(?:me\s+|us\s+)?back|r[ai]ng\s+(?:me\s+|us\s+)?back|rings\s+(?:me\s+|us\s+)?back|phon(?:e|es|ed)\s+(?:me\s+|us\s+)?back|get(?:s)?\s+back|got\s+back|clean(?:s|ed)?\b|clear(?:s|ed)?\s+(?:up|out|away|the|it|our|my)|tid(?:y|ies|ied)|empt(?:y|ies|ied)|unblock\w*|take(?:s)?\s+(?:responsibility|ownership|any notice|notice|action)|took\s+(?:responsibility|ownership|any notice|notice|action)|(?:take|takes|took|taken|taking)\s+(?:[\w'’-]+\s+){0,5}?seriously|(?:do|does|did|done)\s+(?:anything|something|a thing|much)|(?:anything|something|a thing|much)\s+(?:about|to\s+(?:fix|help|sort|stop|solve|improve))\b|done\s+(?:about|for|to\s+(?:fix|help|sort|stop|solve|improve))\b|done\s*$|bothered\s*$|(?:was|been|gets|got|is|were)\s+(?:done|fixed|repaired|sorted|cleaned)|answer(?:s|ed)?|respond(?:s|ed)?|repl(?:y|ies|ied)|help(?:s|ed)?|offer(?:s|ed)?|explain(?:s|ed)?|deal(?:s|t)?\s+with|address(?:es|ed)?|act(?:s|ed)?\s+on|listen(?:s|ed)?|turn(?:s|ed)?\s+up|show(?:s|ed)?\s+up|came\b|comes?\b|visit(?:s|ed)?|picks?\s+up|picked\s+up|collect(?:s|ed)?|apologi[sz]\w*|acknowledg\w*|contact(?:s|ed)?|told|tells?)\b/iu;
/** Arriving with a defect: denied, it is praise ("Not a single item arrived scratched", "Not once did the food arrive cold"). */
const ARRIVED_DEFECT_RE = new RegExp(`\\b(?:arriv(?:e|es|ed|ing)|came|come|comes|turned up|turns up|(?:was|were|been|got)\\s+delivered)\\s+(?:(?:already|at all|in any way)\\s+|with\\s+(?:(?:a|an|any|the|its)\\s+)?(?:[\\w'’-]+\\s+)?)?${DEFECT}\\b`, 'iu');

/** A denial: the denied clause as offsets into the text read (`start` to `end`), how it reads and how sure. */
interface Denial { start: number; end: number; direction: number; strength: number }

/** The denials of a short text read by what they deny: +1 a denied complaint, −1 a denied good thing. */
export function denials20261207(text: string): Denial[] | undefined {
  if (NOT_A_PLAIN_DENIAL_RE.test(text) || words(text) > DENIAL_WORDS) return undefined;
  const found: Denial[] = [];
  for (const m of text.matchAll(DENIAL_RE)) {
    const rest = text.slice(m.index + m[0].length);
    // The denied clause runs to the clause end.
    const end = /,\s|[.;:!](?:\s|$)|\s[-–—]\s|\s(?:and|so|because|which|when|where|since|while|whereas)\s/iu.exec(rest);
    const lead = rest.length - rest.trimStart().length;
    const denied = (end ? rest.slice(0, end.index) : rest).trim();
    if (words(denied) < 1 || /^(?:to|more|longer|matter|doubt|wonder|idea|way|chance|thanks?|comments?|small|little|bad|mean|poor|cheap|terrible)\b/iu.test(denied)) return undefined;
    // "Hardly", "barely", "rarely" deny only the complaint or good thing they stand before ("barely crashes", "hardly ever late", "rarely answers"), not a later one ("barely touched that mess").
    if (SCANT_RE.test(m[0])) {
      const head = denied.replace(SCANT_LEAD_RE, '');
      if (DENIED_BAD_RE.exec(head)?.index !== 0 && DENIED_GOOD_RE.exec(head)?.index !== 0 && !DENIED_ACT_RE.test(head)) return undefined;
    }
    const badAt = DENIED_BAD_RE.exec(denied);
    const goodAt = DENIED_GOOD_RE.exec(denied);
    // A thing awaited named first is what is missing ("no reply to my complaint"); "still no", "yet no" deny nothing bad.
    const awaited = goodAt !== null && (badAt === null || goodAt.index < badAt.index) && AWAITED_RE.test(goodAt[0]);
    const bad = badAt !== null && !awaited && !/\b(?:still|yet)\s*$/iu.test(text.slice(0, m.index));
    const verb = denied.replace(ACT_LEAD_RE, '');
    const judging = JUDGING_LOOK_RE.test(denied);
    const good = goodAt !== null || GENERIC_GOOD_RE.test(verb);
    const cues = sentimentCues(denied, CUE_RULES_2026_11_30);
    // A fix or a word not given is a complaint whatever it was about ("never told about the delay", "no problem was solved"); otherwise a complaint denied is praise wherever it stands ("Nothing arrived broken", "never had to wait for a reply").
    // The denied verb is read before its object: an act not done about a problem is a complaint ("Nobody has been to look at the damp"); arriving with a defect denied is praise ("None of the cups arrived dented").
    // "did nothing about the mould": the act stands before the denial.
    const act = !judging && (DENIED_ACT_RE.test(verb) || DENIED_ACT_RE.test(denied.replace(ADVERB_LEAD_RE, '')) || (/^nothing$/iu.test(m[0]) && /^(?:about|to|for)\b/iu.test(denied) && /\b(?:do|does|did|done|doing)\s+(?:absolutely\s+|simply\s+|just\s+)?$/iu.test(text.slice(0, m.index))));
    const defect = ARRIVED_DEFECT_RE.test(denied);
    const strong = strongGood(denied, badAt);
    const listed = act || defect || strong || bad || judging || good;
    // Praise comes only from a listed complaint, burden or defect denied, never from a word that merely scores negative ("no warning", "no fire drill" are complaints).
    // A feeling the person was made to have is the one exception: "Not once did the trainer make me feel slow".
    const feeling = FEELING_RE.test(denied);
    const direction = act ? -1 : defect ? 1 : strong ? -1 : bad || judging ? 1 : good ? -1 : feeling && cues.strongestNegative >= CLEAR && cues.strongestPositive < CLEAR ? 1 : cues.strongestPositive >= CLEAR && cues.strongestNegative < CLEAR ? -1 : 0;
    if (direction === 0) return undefined;
    // A listed act, defect, complaint or good thing is an explicit reading; one inferred from sentiment words is as strong as they are.
    const start = m.index;
    found.push({ start, end: start + m[0].length + lead + denied.length, direction, strength: act || defect ? 0.9 : listed ? Math.max(EXPLICIT, cues.strongestNegative, cues.strongestPositive) : Math.min(EXPLICIT - 0.05, Math.max(cues.strongestNegative, cues.strongestPositive, 0.5)) });
  }
  return found.length > 0 ? found : undefined;
}

/** The text with its denied clauses taken out. */
function outside(text: string, ds: readonly Denial[]): string {
  let out = '';
  let from = 0;
  for (const d of ds) {
    // A later denial may lie inside an earlier one's clause ("Never had no help").
    if (d.start >= from) out += `${text.slice(from, d.start)} `;
    from = Math.max(from, d.end);
  }
  return out + text.slice(from);
}

/** `found`: the pieces of 2026-12-06, found once (find20261206). */
export function decide20261207(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Shapes20261207> = SHAPES_2026_12_07): SentimentResult {
  const text = original.replace(/\s+/gu, ' ').trim();
  const f = found ?? find20261206(text).found;
  const base06 = decide20261206(original, p, c, judged, s, f);
  // A rule of an earlier decision that left the blend reported its floor: report how sure its reading is.
  const floor = on.confidence && base06.confidence === RULE_CONFIDENCE && (base06.sentiment === 'mixed' ? p[0] + p[1] + p[3] : p[INDEX[base06.sentiment]]) < RULE_CONFIDENCE;
  // For a neutral answer, the absence of sentiment words is its evidence; for a polar answer that the text's denials all read the same way, the strength of that reading.
  const polarFloor = floor && (base06.sentiment === 'positive' || base06.sentiment === 'negative');
  const ds06 = polarFloor ? denials20261207(text) : undefined;
  const agreed = ds06 !== undefined && ds06.every((d) => d.direction === (base06.sentiment === 'positive' ? 1 : -1));
  const strength = base06.sentiment === 'neutral' ? 1 - Math.max(c.strongestPositive, c.strongestNegative) : agreed ? Math.min(...ds06.map((d) => d.strength)) : Math.max(c.strongestPositive, c.strongestNegative);
  const base: SentimentResult = floor ? { sentiment: base06.sentiment, confidence: readingConfidence(p, blendClass(p), base06.sentiment, strength) } : base06;
  // 0. A mixed answer of a rule whose only parts read against the blend's side are a word of agreement ("I agree with Jessica, …", "…, certainly, but…") or a denial with no word of that side ("…, where the spice didn't overwhelm the soup") is that side.
  if (on.sameSides && base.sentiment === 'mixed' && p[3] < SAME_SIDES_MIXED && Math.max(p[0], p[1]) >= SAME_SIDES_POLAR) {
    const polar = p[0] > p[1] ? 1 : -1;
    const parts = text.split(/[,;:]\s|\s[-–—]\s|\b(?:but|although|though|yet|however|whereas|while)\b/iu).filter((x) => words(x) > 0);
    const against = parts.filter((x, i) => side20261204(x, i > 0) * polar < 0 || moneySign(x) * polar < 0);
    const misread = (x: string): boolean => {
      const cues = sentimentCues(x, CUE_RULES_2026_11_30);
      // A denial of a complaint read as a complaint (when the blend says praise), or of a good thing read as praise (when it says blame); "the widget never updates" is a real complaint.
      const denied = polar > 0 ? DENIED_BAD_RE.test(x) && !DENIED_GOOD_RE.test(x) : DENIED_GOOD_RE.test(x) && !DENIED_BAD_RE.test(x);
      return DISCOURSE_RE.test(x) || (NEGATION_RE.test(x) && denied && !/\b(?:neither|nor)\b/iu.test(x) && !ELLIPTIC_07_RE.test(x) && (polar > 0 ? cues.strongestNegative : cues.strongestPositive) < CLEAR && moneySign(x) === 0 && !BURDEN_RE.test(x));
    };
    if (against.length > 0 && against.every(misread)) return { sentiment: polar > 0 ? 'positive' : 'negative', confidence: p[polar > 0 ? 0 : 1] };
  }
  if (!f || c.question || words(text) > s.pieceWords) return base;
  const answer = (to: SentimentResult['sentiment'], evidence: number): SentimentResult => (base.sentiment === to ? base : { sentiment: to, confidence: on.confidence ? readingConfidence(p, base.sentiment, to, evidence) : Math.max(to === 'mixed' ? p[0] + p[1] + p[3] : p[INDEX[to]], RULE_CONFIDENCE) });
  // 1. A wrong thing received.
  if (on.wrongItem && wrongItem(text) && c.strongestPositive < CLEAR && Math.max(p[0], p[1]) < s.sideSure) return answer('negative', 0.8);
  const sides = f.base.sides;
  // 2. Opposed sides where one is plain praise or blame of money, or two short verdicts the blend reads apart.
  if (sides && base.sentiment !== 'mixed' && Math.max(p[0], p[1]) < s.sideSure && !hasExpectation(sides[0])) {
    const [a, b, juxtaposed] = sides;
    const short = words(a) <= 6 && words(b) <= 6;
    const read = (side: string, verdict: boolean): number => moneySign(side) || side20261204(side, verdict) || sign(judged.get(side.trim()), s.sideClear);
    const ma = moneySign(a);
    const mb = moneySign(b);
    if (on.moneySides && (juxtaposed ? short : words(a) + words(b) <= 14) && ((ma !== 0 && ma * read(b, true) < 0) || (mb !== 0 && mb * read(a, false) < 0))) return answer('mixed', 0.7);
    if ((on.burdenSides || on.ellipticSides) && juxtaposed && Math.min(words(a), words(b)) <= 4 && Math.max(words(a), words(b)) <= 7) {
      const wa = side20261204(a, false);
      const wb = side20261204(b, true);
      // A burden said without a sentiment word ("takes ages to boil") reads as blame.
      const burden = (side: string): number => (BURDEN_RE.test(side) && sentimentCues(side, CUE_RULES_2026_11_30).strongestPositive < CLEAR ? -1 : 0);
      // Reading the other side by the blend alone turned a plainly negative held-out sentence mixed: only money and burdens count here.
      const ja = ma || (on.burdenSides ? burden(a) : 0);
      const jb = mb || (on.burdenSides ? burden(b) : 0);
      if ((wa !== 0 && wb === 0 && wa * jb < 0) || (wb !== 0 && wa === 0 && wb * ja < 0)) return answer('mixed', 0.55);
      // Praise, then another thing said to be not so: "Training was thorough, the equipment not so much."
      if (on.ellipticSides && (wa > 0 || ja > 0 || ma > 0) && wa >= 0 && words(b) <= 8 && ELLIPTIC_07_RE.test(b)) return answer('mixed', 0.6);
    }
  }
  // 2b. An explicit contrast whose one side's plain words are polar, read the same way or not at all by the blend, and whose other side reads the other way.
  if (on.contrastWords && sides && !sides[2] && base.sentiment !== 'mixed' && Math.max(p[0], p[1]) < s.sideSure && !hasExpectation(sides[0]) && words(sides[0]) + words(sides[1]) <= 16) {
    const [a, b] = sides;
    const wa = side20261204(a, false);
    const wb = side20261204(b, true);
    const ja = sign(judged.get(a.trim()), s.sideClear);
    const jb = sign(judged.get(b.trim()), s.sideClear);
    if (wa !== 0 && wb !== 0 && wa * wb < 0 && ja * wa >= 0 && jb * wb >= 0) return answer('mixed', 0.6);
  }
  // 3. Denials read by what they deny.
  if (on.denials && base.sentiment !== 'mixed' && !(sides && !sides[2])) {
    // The denials read for the confidence above, when they were (the same text).
    const ds = polarFloor ? ds06 : denials20261207(text);
    if (ds && ds.every((d) => d.direction === ds[0].direction)) {
      const to = ds[0].direction > 0 ? 'positive' : 'negative';
      const left = outside(text, ds);
      const rest = sentimentCues(left, CUE_RULES_2026_11_30);
      // A complaint named outside the denied clauses says the other side as a clear word does ("Nobody's fault really, the train was late").
      const against = to === 'positive' ? (DENIED_BAD_RE.test(left) ? 1 : rest.strongestNegative) : rest.strongestPositive;
      const strength = Math.min(...ds.map((d) => d.strength));
      const opposite = p[INDEX[to === 'positive' ? 'negative' : 'positive']];
      if (base.sentiment !== to && against < CLEAR && opposite < s.denialSure && (strength >= EXPLICIT || opposite < OVERTURN)) return answer(to, strength);
    }
  }
  return base;
}

const blendClass = (p: readonly number[]): SentimentResult['sentiment'] => SENTIMENT_CLASSES[argmax(p)];

/** The pieces of a text as 2026-12-06 finds them (2026-12-07 reads no other piece). */
export const find20261207 = find20261206;
