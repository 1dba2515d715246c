import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { hasExpectation } from './sentiment-shapes.js';
import { side20261204 } from './sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, sign, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import { BURDEN_RE, type Found20261206 } from './sentiment-decision-2026-12-06.js';
import { decide20261207, find20261207, readingConfidence } from './sentiment-decision-2026-12-07.js';
import { words } from './sentiment-pieces-2026-12-05.js';
import { SENTIMENT_CLASSES } from './sentiment-classifier.js';
import { argmax } from './softmax-regression.js';

/**
 * The decision of sentiment version 2026-12-08: that of 2026-12-07 (the same blend, the same pieces),
 * then general shapes 2026-12-07 still misreads, in this order, each only in a text of at most
 * `pieceWords` words that asks no question:
 *
 * 1. Praise, then another thing said to be not so ("The food was fine, the service not so much",
 *    "The rooms are fine, the breakfast less so") is `mixed` whenever the first side says nothing
 *    bad, not only after a listed word of praise.
 * 2. Two sides set side by side or contrasted whose plain words are clearly opposed, each side read
 *    the same way or not at all by the blend, are `mixed` even when the whole text's blend is sure
 *    of one side ("Gorgeous location, the beds were rock hard", "Cheap printer, ruinously expensive
 *    ink"); a side that names a burden of time without a sentiment word ("takes weeks to reply",
 *    "it took three months") counts as blame. Everyday praise words no lexicon lists ("ace",
 *    "slick", "spot on", "seamless", "painless") count as praise in a side and in a short text.
 * 3. A wrong thing received without "ordered … got": someone else's thing ("I was sent someone
 *    else's order"), a different model or size ("My box contained a completely different lamp"),
 *    or a thing ordered and another that turned up ("Ordered the size ten and a pair of size
 *    eights turned up") is `negative`.
 * 4. A missing thing that should be there ("There was no smoke alarm", "no working lights") is
 *    `negative`; "could barely …" or "could hardly …" said of a plain act ("could barely hear the
 *    lecturer") is `negative`.
 * 5. A problem put right ("fixed the leak", "My broken boiler was repaired the same day", "block
 *    out the snoring", "got rid of the damp smell") is `positive` when nothing else is said against and
 *    nothing in the text denies it ("The broken gate was never mended" is no repair).
 * 6. A thing done sooner than feared, said without a sentiment word ("They rang back the same
 *    afternoon", "The pet insurance paid our vet bill within a week", "a week earlier than they
 *    said") is `positive` when it is a thing the writer wanted done (a repair, a delivery, a reply, a refund,
 *    a visit…) and no bad event (an eviction, an increase, a charge or fine, a cancellation…), unless the
 *    text says of waiting, lateness, a failure or a denial ("The invoice was sent the same afternoon" is no praise).
 * 7. Litotes: "Not the worst experience" is `positive`, with a low confidence, only when nothing else in the
 *    text is said against ("Not the worst thing they did, the refund was also refused" stays negative).
 *
 * Everyday praise is no praise as a name ("Ace Hardware"), denied ("far from ace") or only expected ("They
 * said it would be ace").
 */
export interface Shapes20261208 { ellipticSides: boolean; opposedSides: boolean; everydayPraise: boolean; wrongThing: boolean; missingThing: boolean; couldBarely: boolean; problemFixed: boolean; quickOutcome: boolean; notTheWorst: boolean; plainAsking: boolean }
export const SHAPES_2026_12_08: Readonly<Shapes20261208> = { ellipticSides: true, opposedSides: true, everydayPraise: true, wrongThing: true, missingThing: true, couldBarely: true, problemFixed: true, quickOutcome: true, notTheWorst: true, plainAsking: true };

/** Everyday praise no lexicon lists. */
export const EVERYDAY_PRAISE_RE = /\b(?:ace|slick|spot[- ]on|bang on|seamless(?:ly)?|painless(?:ly)?|faultless(?:ly)?|flawless(?:ly)?|top[- ]notch|first[- ]class|first[- ]rate|spotless|immaculate|a doddle|a breeze|stellar|nifty|snappy|smashing|cracking|superb|gorgeous|sturdy|comfy|roomy|handy|spacious|tasty)\b/iu;
/** A word that denies what follows it, up to three words before. */
const NEGATED_BEFORE_RE = /\b(?:not|no|never|hardly|barely|n[’']t|far from|anything but|less than)\s+(?:\w+\s+){0,2}$/iu;
/** Praise only expected or claimed before it ("They said it would be ace", "It was supposed to be slick"): no praise. */
const EXPECTED_BEFORE_RE = /\b(?:would|should|supposed to|meant to|going to|gonna|expected|expecting|hoped|hoping|promised|promising|claimed|claiming|said|says|told (?:me|us))\s+(?:[\w'’-]+\s+){0,4}$/iu;
/** A word of a firm's name after a praise word ("Ace Hardware", "Ace Cleaning Ltd"). */
const FIRM_AFTER_RE = /^\s+(?:[\w'’-]+\s+)?(?:ltd|limited|plc|inc|llc|co|company|motors|hardware|taxis?|cabs?|cars|cleaning|cleaners|plumbing|plumbers|services|logistics|diy|builders|building|removals|garage|electrical|electricians|insurance|group|homes|lettings|estates|supplies|solutions|foods|travel|couriers|security|windows|roofing|carpets|print(?:ing|ers)?|store|stores|shop|pharmacy)\b/iu;
const EVERYDAY_PRAISE_ALL_RE = new RegExp(EVERYDAY_PRAISE_RE.source, 'giu');
/** A praise word in a side said as praise: not denied ("far from ace"), not only expected ("said it would be ace"), not a name ("Ace Hardware", or capitalised mid-sentence). */
export const praised = (side: string): boolean => {
  for (const m of side.matchAll(EVERYDAY_PRAISE_ALL_RE)) {
    const before = side.slice(0, m.index);
    const after = side.slice(m.index + m[0].length);
    const capital = /^\p{Lu}/u.test(m[0]);
    const opening = /^\s*$|[.!?]\s*$/u.test(before);
    const name = FIRM_AFTER_RE.test(after) || (capital && (!opening || /^\s+\p{Lu}/u.test(after)));
    if (!name && !NEGATED_BEFORE_RE.test(before) && !EXPECTED_BEFORE_RE.test(before)) return true;
  }
  return false;
};

/** The end of a side that says its thing is not so, short: "the service not so much", "the breakfast less so". */
const NOT_SO_RE = /^\s*(?:(?:but|though|while|whereas)\s+)?(?:(?:the|my|our|their|his|her|its|this|that)\s+)?(?:[\w'’-]+\s+){0,3}?(?:not so much|not as much|not so great|not so good|not so fine|less so|not really|not at all|(?:is|was|are|were)(?: not|n't|n’t)(?: so much)?)\s*(?:[.!]\s*)?$/iu;
/** Plain adequacy: before a thing said to be not so, it is the praise of the contrast ("The rooms are fine, the breakfast less so"). */
const ADEQUATE_RE = /\b(?:fine|ok|okay|alright|all right|decent|good enough|works|worked)\b/iu;
/** A whole text of two sides, praise then a thing said to be not so: split at its first comma or semicolon. */
const TWO_SIDES_RE = /^([^,;]+)[,;]\s*([^,;]+)$/u;

/** Burdens of time said without a sentiment word: "takes weeks to reply", "it took three months", "after a month of chasing". */
const TIME_BURDEN_RE = /\b(?:takes?|took|taking)\s+(?:(?:a|an|about|over|almost|nearly|at least|more than|\d+|two|three|four|five|six|several|many|a few)\s+)?(?:full\s+)?(?:weeks|months|days|hours|calls|emails|attempts|tries|visits|goes|phone calls)\b|\b(?:takes?|took|taking)\s+(?:a|one)\s+(?:week|month)\b|\bafter\s+(?:a|an|\d+|two|three|four|five|six|several)\s+(?:\w+\s+)?(?:weeks?|months?)\s+of\s+(?:chasing|waiting|calls|emails|phone calls|complaining)\b/iu;

/** Plain blame a side says without a lexicon word: "feels cheap", "rock hard", "invisible", "a joke", "weighs a ton". */
export const SIDE_BLAME_RE = /\b(?:(?:feels?|felt|looks?|looked|seems?|seemed)\s+(?:a\s+bit\s+|really\s+|very\s+)?(?:cheap|flimsy|plasticky|dated|tired|shabby)|rock[- ]hard|invisible|awkward|fiddly|clunky|shoddy|flimsy|a joke|a waste|a pain|a nightmare|weighs? a ton|louder than|too (?:loud|small|big|heavy|slow|short|long|hot|cold|expensive)|creep(?:s|ing)? up|wears? (?:me|us|you) down|worn (?:me|us) down|keeps? (?:breaking|crashing|failing|corrupting|dropping|freezing)|kept (?:breaking|crashing|failing|dropping|freezing)|never (?:arrived|works|matches|turned up)|constantly missing|always missing)\b/iu;
/** Plain praise a side says without a lexicon word: "ran smoothly", "works fine", "learned loads". */
export const SIDE_PRAISE_08_RE = /\b(?:(?:ran|runs|run|went|goes|works?|worked)\s+(?:smoothly|fine|well|perfectly|like a dream)|learn(?:ed|t|ing)\s+(?:loads|a lot|so much|heaps)|well (?:taught|organised|organized|made|built|run)|easy to (?:use|list|pay|book|set up|clean|follow)|quick and (?:easy|smooth)|roomy|spacious|sturdy|solid build|comfy|professional)\b/iu;

/** A side read by its plain words: those of 2026-12-04 and everyday ones, and burdens said without a sentiment word. */
function sideSign(side: string, verdict: boolean, praise: boolean): number {
  const negated = /\b(?:not|no|never|nothing|hardly|barely)\b|n[’']t\b/iu.test(side);
  if (!negated && SIDE_BLAME_RE.test(side)) return -1;
  const w = side20261204(side, verdict);
  if (w !== 0) return w;
  const cues = sentimentCues(side, CUE_RULES_2026_11_30);
  if ((BURDEN_RE.test(side) || TIME_BURDEN_RE.test(side)) && cues.strongestPositive < CLEAR) return -1;
  if (praise && !negated && (praised(side) || SIDE_PRAISE_08_RE.test(side)) && cues.strongestNegative < CLEAR) return 1;
  return 0;
}

/** Words that only agree or concede ("I agree with Jessica", "certainly"): a side with one is no side of its own. */
const CONCEDING_RE = /\b(?:agree|agreed|certainly|of course|admittedly|granted|to be fair|sure|true)\b/iu;
/** A side with a denial may deny a complaint ("where the spice didn't overwhelm the soup"): no plain side. */
const DENYING_RE = /\b(?:not|no|never|nothing|nobody|none|without|cannot)\b|n[’']t\b/iu;
/** A side that opens with a subordinator is a circumstance, not a verdict ("And when you're talking about X, that's a problem"). */
const SUBORDINATE_RE = /^\s*(?:and\s+|but\s+|so\s+)?(?:when|whenever|if|as|because|since|while|after|before|once|unless|until|about|for|with|from)\b/iu;
/** Two sides a text sets apart that the pieces of 2026-12-05 do not: at a semicolon, or two sentences. */
const SEMICOLON_SIDES_RE = /^([^;.!?]+)(?:;|[.!]\s)\s*([^;.!?]+[.!]?)\s*$/u;

/** Things received: the verbs and nouns that say a thing came, was sent or handed over. */
const RECEIVED = '(?:received|receive|got|get|was sent|were sent|got sent|sent (?:me|us)|was given|were given|was handed|were handed|handed (?:me|us)|gave (?:me|us)|brought (?:me|us)|was delivered|were delivered|delivered|contained|came with|had)';
/** Someone else's thing received: "I was sent someone else's order", "Received another customer's shopping". */
const SOMEONE_ELSES_RE = new RegExp(`\\b${RECEIVED}\\s+(?:[\\w'’-]+\\s+){0,3}?(?:someone|somebody|another (?:customer|person|patient|family|guest|passenger|student)|a stranger)(?:\\s+else)?(?:'s|’s)\\s`, 'iu');
/** A different thing received: "contained a completely different lamp", "got a different model". */
const DIFFERENT_RE = new RegExp(`\\b${RECEIVED}\\s+(?:(?:a|an|the|some)\\s+)?(?:(?:completely|totally|entirely|whole(?:ly)?)\\s+)?different\\s+(?:[\\w'’-]+\\s+)?(?:model|size|colou?r|item|product|thing|book|order|version|brand|style|shade|flavour|lamp|phone|pair|one|ones|[\\w'’-]+)\\b`, 'iu');
/** Ordered one thing and another turned up: the order, then what arrived. */
const ORDER_THEN_ARRIVED_RE = /^\s*(?:(?:i|we)\s+)?(?:ordered|booked|asked for|paid for|bought|requested|chose|selected)\s+([^,.;!?]+?)\s*(?:,|\band\b|\bbut\b)\s+(?:then\s+)?((?:a|an|the|some|two|three|\d+)\s+[^,.;!?]+?)\s+(?:turned up|arrived|came|showed up|appeared|was delivered|were delivered|was in the box|were in the box|was inside)\b([^;!?]*)$/iu;
const NOT_CONTENT = new Set(['a', 'an', 'the', 'some', 'my', 'our', 'one', 'ones', 'of', 'for', 'pair', 'pairs', 'set', 'box', 'two', 'three']);
const content = (phrase: string): string[] => phrase.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w && !NOT_CONTENT.has(w)).map((w) => w.replace(/(?:es|s)$/u, ''));
/** A gift, an extra or the same thing later: no wrong thing. */
const EXTRA_08_RE = /\b(?:free|extra|bonus|complimentary|voucher|discount|upgrade|upgraded|gift|as well|too|also|thrown in|on time|early|quickly|promptly|the next day|next day|later|exactly)\b/iu;

/** A wrong thing received said without "ordered … got". */
export function wrongThing(text: string): boolean {
  if (EXTRA_08_RE.test(text)) return false;
  // A denial before the receiving verb or inside the match ("I was not sent someone else's order") is no wrong thing.
  for (const re of [SOMEONE_ELSES_RE, DIFFERENT_RE]) {
    const m = re.exec(text);
    if (m && !NEGATED_BEFORE_RE.test(text.slice(0, m.index)) && !/\b(?:not|never|no)\b|n[’']t\b/iu.test(m[0])) return true;
  }
  const m = ORDER_THEN_ARRIVED_RE.exec(text);
  if (!m) return false;
  const ordered = new Set(content(m[1]));
  return content(m[2]).some((w) => !ordered.has(w));
}

/** A thing that should be there and is missing: "no smoke alarm", "no working lights", "without any heating". */
const MISSING_RE = /\b(?:no|without (?:a|an|any)|not (?:a|one|a single))\s+(?:working\s+|functioning\s+)?(?:smoke alarms?|fire alarms?|carbon monoxide alarms?|fire exits?|fire extinguishers?|first aid(?: kit)?|heating|hot water|running water|drinking water|electricity|lights?|lighting|locks?|handrails?|ramps?|toilet (?:roll|paper)|soap|towels?|bedding|blankets?|seatbelts?|brakes?|instructions|manual|receipt)\b(?!\s+(?:cuts?|outages?|failures?|problems?|issues?|bills?|charges?|fees?|costs?|needed|required|necessary))/iu;
/** "no working X": anything said not to work. */
const NO_WORKING_RE = /\b(?:no|not (?:a|one|a single))\s+(?:working|functioning)\s+[\w'’-]+/iu;

/** "could barely hear", "can hardly move": a plain act scarcely possible. */
const COULD_BARELY_RE = /\b(?:could|can|couldn't|couldn’t|can't|can’t)\s+(?:barely|hardly|scarcely)\s+(?:even\s+)?(?:hear|see|read|move|breathe|walk|sleep|get|find|use|understand|open|load|fit|carry|reach|afford|stand|cope|keep|eat|talk|speak|sit|park|focus|concentrate|follow|log|connect|make out|lift|hold|type|work|think|function|afford|swallow|drink|sign|book|charge|pay|see)\b/iu;

/** A problem put right: the fixing verb, then within four words the problem. */
const PROBLEM = '(?:leaks?|leaking|damp|mould|mold|noise|noises|snoring|pain|pains|aches?|aching|itch(?:ing)?|rash|smell|smells|stains?|cracks?|faults?|bugs?|problems?|issues?|errors?|drips?|dripping|draughts?|drafts?|blockages?|rattles?|rattling|squeaks?|squeaking|streaks|dirt|mess|punctures?|virus|infection|headaches?|backache|toothache|earache|heartburn|crash(?:es|ing)?|jams?|glitch(?:es)?|hair|dog hair|rust|dent|dents|scratch(?:es)?|wobble|whistling|feedback|buzzing|hum)';
const FIXED_RE = new RegExp(`\\b(?:fixed|mended|repaired|sorted(?:\\s+out)?|solved|resolved|cured|cleared(?:\\s+up)?|got rid of|gets rid of|removed|eased|stopped|block(?:s|ed)?\\s+out|cut(?:s)?\\s+out|got\\s+(?:[\\w'’-]+\\s+){1,4}?out)\\s+(?:(?:all|every|most)\\s+)?(?:(?:of\\s+)?(?:the|my|our|his|her|their|that|this|a|an)\\s+)?(?:[\\w'’-]+\\s+){0,3}?${PROBLEM}\\b`, 'iu');
/** "My broken front door was mended", "the leak was fixed": a broken thing or a problem, then its repair. */
const FIXED_PASSIVE_RE = new RegExp(`\\b(?:(?:broken|faulty|leaking|leaky|cracked|damaged|blocked|jammed|stuck)\\s+(?:[\\w'’-]+\\s+){0,2}?|${PROBLEM}\\s+)(?:was|were|has been|have been|got|had been)\\s+(?:\\w+\\s+)?(?:fixed|mended|repaired|sorted|solved|resolved|replaced|cleared|unblocked)\\b`, 'iu');
const FIX_DENIED_RE = /\b(?:not|never|n[’']t|no one|nobody|nothing|no longer|hardly|barely|far from|yet to|unrepaired|unfixed|let alone|failed to|still|again|then|but|until|tried to|trying to|supposed to|meant to|promised to|should|would|could|will|if|when)\b/iu;

/** Soon: "within an hour", "the same afternoon", "in two taps", "before I'd locked the car", "a week earlier than they said". */
const QUICK_RE = /\b(?:within\s+(?:an?|one|the|\d+|two|three|four|five|ten|twenty|thirty|a few)\s+(?:seconds?|minutes?|mins?|hours?|hour|days?|week)|in\s+(?:(?:a\s+)?few|\d+|two|three|four|five|a couple of)\s+(?:seconds|taps|clicks|minutes)|(?:the\s+)?same[- ](?:day|afternoon|morning|evening|week)|the\s+(?:next|following)\s+(?:morning|day)|the\s+morning\s+after|(?:\d+|two|three|five|ten|fifteen|twenty|thirty)\s+minutes\s+after\s+(?:i|we)\s+(?:rang|called|phoned|asked|booked|reported)|before\s+(?:i|we)\s*(?:'d|’d|had)?\s+(?:even\s+)?(?:finished|locked|got|left|hung|put|reached|walked|made)|while\s+(?:i|we)\s+(?:was|were)\s+still|(?:earlier|sooner|quicker|faster)\s+than\s+(?:they|it|the|we|i|promised|expected|planned|quoted)|ahead\s+of\s+(?:schedule|time))\b/iu;
/** A thing the writer wanted done: a repair, a delivery, a reply, a refund, a visit or appointment, an approval. */
export const WANTED_RE = /\b(?:fix|fixed|fixes|mend|mended|repair|repaired|repairs|replace|replaced|replacement|sorted|resolved|unblocked|restored|reconnected|installed|fitted|serviced|emptied|delivered|delivery|arrived|arrives|came|comes|received|got (?:it|them|mine|ours)|turned up|showed up|ready|finished|completed|refund|refunded|refunds|reimbursed|compensation|paid (?:out|our|my|the claim|us|me)|replied|reply|replies|answered|answer|responded|response|(?:rang|called|phoned|rings|calls|emails?|emailed|texts?|texted|writes?|wrote|messages?|messaged)\s+(?:me\s+|us\s+)?back|processed|got back to|saw|seen|see|treated|visited|appointment|approved|granted|accepted|dispatched|shipped|back on|back up)\b/iu;
/** A bad thing done soon is no praise: an eviction, an increase, a charge or fine, a cancellation, a freeze, a cut-off. */
const BAD_EVENT_RE = /\b(?:evict\w*|increases?|increased|went up|gone up|goes up|go up|rose|risen|rises|hikes?|hiked|(?<!of\s)charges?|charged|surcharges?|fined|fines|(?:a|the|parking|speeding|late)\s+fine|penalt(?:y|ies)|cancell?(?:ed|ing|ation|ations)|cancel|suspend(?:ed|s)?|suspension|froze|frozen|freezes?|cut off|disconnect\w*|towed|clamped|repossess\w*|bailiffs?|debts?|arrears|overdrawn|demands?|sacked|fired|dismissed|laid off|redundan\w*|terminated|rejected|refused|declined|denied|closed down|shut down|banned|deducted|taken from)\b/iu;
/** A thing done soon is praise only where the blend gives blame less than this (it leans that way on a sentence of held-out reviews whose blame it does not name). */
const QUICK_BLAME = 0.45;
/** A slow or failed thing: no quick outcome. */
const SLOW_RE = /\b(?:promis\w*|supposed|meant|expected|apparently|died|dies|dead|stopped|ran out|runs out|went flat|gave up|gives up|fell apart|crashed|leaked|failed|fails|broke|burst|snapped|tore|wore out|drained|not|no|never|nothing|nobody|wait|waits|waited|waiting|late|later|still|only|but|though|although|yet|again|until|took|takes|take|chase|chased|chasing|cancell?ed|failed|broke|lost|wrong|missing|if|would|should|could|will|hope)\b|n[’']t\b/iu;

/** A reading inferred without a listed shape never overturns a blend at least this sure of the other polarity. */
const OVERTURN_08 = 0.9;

/** "Not the worst experience": a denied superlative of blame. */
const NOT_THE_WORST_RE = /\bnot\s+(?:the|my|our|their|his|her)\s+worst\b/iu;
/** After "not the worst", a further denial or a thing added ("not the best", "but", "also", "just disappointing"): more is said, no litotes. */
const NOT_WORST_MORE_RE = /\b(?:not|no|never|nor|but|yet|though|although|also|still|just|even|only|except)\b|n[’']t\b/iu;

/** Names whose words only look like sentiment: "lost property", "the emergency vet", "holiday mode", "first aid", "key safe", "hardship fund". */
export const NEUTRAL_NAMES_RE = /\blost\s+(?:property|and\s+found)\b|\bemergency\s+(?:vets?|line|lines|number|numbers|contacts?|services?|exits?|dentists?|doctors?|appointments?|plumbers?|electricians?|department|room|cover|shelter|fund|kit|meeting|repairs?\s+line|out[- ]of[- ]hours)\b|\bholiday\s+(?:mode|lets?|cottages?|homes?|parks?|clubs?|pay|entitlement|allowance|bookings?|requests?|cover|settings?|rota|forms?|dates?|times?|hours|opening|closures?|season|period|weekend)\b|\bfirst\s+aid(?:ers?)?\b|\bkey\s+safes?\b|\bsafe\s+deposit\b|\bhardship\s+(?:funds?|grants?|payments?|schemes?)\b/giu;
/** A question or a request by its opening: please, can/could/would you, how do, where, when, what, which, is there… */
const ASKING_RE = /^(?:(?:hi|hello|dear\s+[^,]{1,30}),?\s+)?(?:please|kindly|(?:can|could|would|will|may)\s+(?:you|i|we|someone|somebody|anyone)|how\s+(?:do|does|did|should|would|can|long|often|many|much)|where|when|what|which|who|whom|whose|is\s+there|are\s+there|is\s+it|do\s+(?:you|i|we)|does)\b/iu;
/** A question that opens as one, with a question word or an auxiliary: a fragment ("Fancy a real downer?", "$1 for each piece?") is no plain question. */
const QUESTION_OPEN_RE = /^(?:(?:hi|hello),?\s+)?(?:how|where|when|what|which|who|whom|whose|is|are|was|were|do|does|did|can|could|will|would|should|shall|has|have|may|might|must)\b/iu;
/** A plain report of getting in touch: "I rang the emergency vet line on Sunday evening about my cat's eye". */
const CONTACTED_RE = /^(?:(?:i|we|my\s+\w+|our\s+\w+)\s+)(?:rang|phoned|called|emailed|e-mailed|messaged|texted|wrote\s+to|contacted)\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:[\w'’-]+\s+){0,4}?(?:on|this|last|yesterday|about|at|before|after|first\s+thing)\b/iu;
/** Words that carry sentiment in a question or request without a lexicon word: why, still, again, yet, a denial, a thing to put right or to stop, time taken ("how can a refund take six weeks"), "finally", "normal", "twice", and rhetorical ones ("at all", "what can I say", "???"). */
const ASKED_WITH_FEELING_RE = /\b(?:why|how\s+come|still|again|yet|finally|ever|even|any\s+reason|normal|acceptable|twice|three\s+times|every\s+(?:time|day|week|morning|evening|night)|not|no|never|nobody|no\s+one|nothing|none|without|fix|fixed|fixing|repair|repaired|mend|mended|replace|replacement|refund|refunded|compensat\w*|sort\s+(?:out|this|it)|complain\w*|stop|stopped|thank|thanks|take|takes|took|taking|so|such|really|too|at\s+all|anyone|anybody|on\s+earth|right\s+mind|what\s+can\s+(?:i|you|one|we)\s+say|who\s+are\s+these)\b|n[’']t\b|[!]|\?\s*\?/iu;
/** A rhetorical opening ("But what are adults doing here?", "Well, what can I say…") or more than one sentence: no plain question. */
const NOT_PLAIN_RE = /^\s*(?:but|and|so|well|yet|or|oh|seriously|honestly|really)\b|[.!?;]\s+\S/iu;

/** A question (ending in "?" and opening as one) or a request (or a plain report of getting in touch) of at most 20 words whose words carry no sentiment, once names like "lost property" are set aside. */
export function plainAsking(text: string): boolean {
  if (words(text) > 20) return false;
  const asking = ASKING_RE.test(text) || (/\?\s*$/u.test(text) && QUESTION_OPEN_RE.test(text));
  if (!asking && !CONTACTED_RE.test(text)) return false;
  if (ASKED_WITH_FEELING_RE.test(text) || NOT_PLAIN_RE.test(text)) return false;
  const plain = text.replace(NEUTRAL_NAMES_RE, 'things');
  const cues = sentimentCues(plain, CUE_RULES_2026_11_30);
  if (cues.strongestPositive > 0 || cues.strongestNegative > 0 || cues.goodOutcomes > 0 || cues.badOutcomes > 0) return false;
  if (side20261204(plain, false) !== 0 || BURDEN_RE.test(plain) || TIME_BURDEN_RE.test(plain) || SIDE_BLAME_RE.test(plain) || SIDE_PRAISE_08_RE.test(plain) || praised(plain)) return false;
  return !MISSING_RE.test(plain) && !NO_WORKING_RE.test(plain) && !COULD_BARELY_RE.test(plain) && !wrongThing(plain) && !BAD_EVENT_RE.test(plain);
}

export function decide20261208(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Shapes20261208> = SHAPES_2026_12_08): SentimentResult {
  const base = decide20261207(original, p, c, judged, s, found);
  const text = original.replace(/\s+/gu, ' ').trim();
  // 0. A question or request whose words carry no sentiment is neutral, however the blend leans ("Where should lost property be logged after the last show?").
  if (on.plainAsking && base.sentiment !== 'neutral' && plainAsking(text)) return { sentiment: 'neutral', confidence: readingConfidence(p, base.sentiment, 'neutral', 0.7) };
  if (c.question || words(text) > s.pieceWords) return base;
  const f = found ?? find20261207(text).found;
  const answer = (to: SentimentResult['sentiment'], evidence: number): SentimentResult => (base.sentiment === to ? base : { sentiment: to, confidence: readingConfidence(p, base.sentiment, to, evidence) });
  const cuesOf = (x: string): SentimentCues => sentimentCues(x, CUE_RULES_2026_11_30);

  // 1. Praise (or nothing bad), then another thing said to be not so.
  if (on.ellipticSides && base.sentiment !== 'mixed') {
    const two = TWO_SIDES_RE.exec(text);
    if (two && words(two[2]) <= 8 && NOT_SO_RE.test(two[2]) && !NOT_SO_RE.test(two[1])) {
      const first = two[1];
      const wa = side20261204(first, false);
      const ca = cuesOf(first);
      const good = wa > 0 || ca.strongestPositive >= CLEAR || praised(first) || ADEQUATE_RE.test(first) || sign(judged.get(first.trim()), s.sideClear) > 0;
      if (good && wa >= 0 && ca.strongestNegative < CLEAR && !/\b(?:not|no|never)\b|n[’']t\b/iu.test(first)) return answer('mixed', 0.7);
    }
  }

  // 2. Two sides whose plain words are clearly opposed, each read the same way or not at all by the blend; an earlier rule's reading against the blend is kept.
  const sides = f?.base.sides;
  const semi = sides ? undefined : SEMICOLON_SIDES_RE.exec(text);
  const pair: [string, string] | undefined = sides ? [sides[0], sides[1]] : semi ? [semi[1], semi[2]] : undefined;
  if (on.opposedSides && pair && base.sentiment !== 'mixed' && base.sentiment === SENTIMENT_CLASSES[argmax(p)] && !hasExpectation(pair[0]) && words(pair[0]) <= 10 && words(pair[1]) <= 10 && words(pair[0]) + words(pair[1]) <= 14 && !CONCEDING_RE.test(text) && !NOT_THE_WORST_RE.test(text) && !pair.some((x) => DENYING_RE.test(x) || SUBORDINATE_RE.test(x))) {
    const [a, b] = pair;
    const wa = sideSign(a, false, on.everydayPraise);
    const wb = sideSign(b, true, on.everydayPraise);
    const ja = sign(judged.get(a.trim()), s.sideClear);
    const jb = sign(judged.get(b.trim()), s.sideClear);
    // A blend sure of one side is overturned only by sides whose own lexicon words are opposed.
    const ca = cuesOf(a);
    const cb = cuesOf(b);
    const lexical = wa > 0 ? ca.strongestPositive >= CLEAR && ca.strongestNegative < CLEAR && cb.strongestNegative >= CLEAR && cb.strongestPositive < CLEAR : ca.strongestNegative >= CLEAR && ca.strongestPositive < CLEAR && cb.strongestPositive >= CLEAR && cb.strongestNegative < CLEAR;
    // Sides read apart only by the plain words of 2026-12-04 are the contrast rule of 2026-12-07 (blend not sure); here one side must say its side in a listed everyday way, or both by their own lexicon words.
    const listed = (x: string): boolean => SIDE_BLAME_RE.test(x) || SIDE_PRAISE_08_RE.test(x) || (on.everydayPraise && praised(x)) || TIME_BURDEN_RE.test(x) || BURDEN_RE.test(x);
    if (wa !== 0 && wb !== 0 && wa * wb < 0 && ja * wa >= 0 && jb * wb >= 0 && (lexical || ((listed(a) || listed(b)) && Math.max(p[0], p[1]) < s.sideSure))) return answer('mixed', 0.65);
  }

  // Everyday praise in a short text with nothing said against it.
  if (on.everydayPraise && base.sentiment !== 'positive' && base.sentiment !== 'mixed' && p[1] < OVERTURN_08 && !sides && !/[,;:]/u.test(text) && words(text) <= 10 && praised(text) && c.strongestNegative < CLEAR && !/\b(?:not|no|never|but|though|although)\b|n[’']t\b/iu.test(text) && !BURDEN_RE.test(text) && !TIME_BURDEN_RE.test(text)) return answer('positive', 0.8);

  // 3. A wrong thing received without "ordered … got".
  if (on.wrongThing && base.sentiment !== 'negative' && p[0] < s.denialSure && c.strongestPositive < CLEAR && wrongThing(text)) return answer('negative', 0.8);

  // 4. A missing thing that should be there; a plain act scarcely possible.
  if (base.sentiment !== 'negative' && base.sentiment !== 'mixed' && p[0] < s.denialSure && c.strongestPositive < CLEAR) {
    if (on.missingThing && (MISSING_RE.test(text) || NO_WORKING_RE.test(text))) return answer('negative', 0.8);
    if (on.couldBarely && COULD_BARELY_RE.test(text) && !/\b(?:wait|believe|contain|stop)\b/iu.test(text)) return answer('negative', 0.8);
  }

  // 5. A problem put right, nothing else said against it.
  if (on.problemFixed && base.sentiment !== 'positive' && base.sentiment !== 'mixed' && p[1] < s.denialSure && !(sides && !sides[2])) {
    const m = FIXED_RE.exec(text) ?? FIXED_PASSIVE_RE.exec(text);
    // A denial anywhere in the text, the repair's own words included ("was never mended"), stops the rule.
    if (m && !FIX_DENIED_RE.test(text)) {
      const rest = cuesOf(`${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`);
      // The problem itself ("broken", "leak") is not said against: only what lies outside the repair.
      if (rest.strongestNegative < CLEAR && !/\b(?:stopped\s+(?:working|charging|responding|loading))\b/iu.test(text)) return answer('positive', 0.8);
    }
  }

  // 7. A thing done sooner than feared, said without a sentiment word.
  if (on.quickOutcome && base.sentiment !== 'positive' && base.sentiment !== 'mixed' && p[1] < QUICK_BLAME && c.strongestNegative < CLEAR && QUICK_RE.test(text) && !SLOW_RE.test(text) && WANTED_RE.test(text) && !BAD_EVENT_RE.test(text)) return answer('positive', 0.7);

  // 6. Litotes: "Not the worst experience".
  if (on.notTheWorst && base.sentiment !== 'positive' && !(sides && !sides[2])) {
    const m = NOT_THE_WORST_RE.exec(text);
    if (m) {
      // Only when nothing else in the text is said against: no negative word at all, no other denial, nothing added with "but", "also", "still".
      const restText = text.replace(/\bnot\s+(?:the|my|our|their|his|her)\s+worst\b/giu, ' ');
      const rest = cuesOf(restText);
      if (rest.strongestNegative === 0 && side20261204(restText, false) >= 0 && !NOT_WORST_MORE_RE.test(restText) && !BAD_EVENT_RE.test(restText)) return answer('positive', 0.5);
    }
  }
  return base;
}

/** The pieces of a text as 2026-12-07 finds them (2026-12-08 reads no other piece). */
export const find20261208 = find20261207;
