import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { side20261204 } from './sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, sign, type DecisionSettings20261205, type JudgedPieces } from './sentiment-decision-2026-12-05.js';
import { BURDEN_RE, type Found20261206 } from './sentiment-decision-2026-12-06.js';
import { readingConfidence } from './sentiment-decision-2026-12-07.js';
import { decide20261208, find20261208, NEUTRAL_NAMES_RE, praised, SIDE_BLAME_RE, SIDE_PRAISE_08_RE } from './sentiment-decision-2026-12-08.js';
import { words } from './sentiment-pieces-2026-12-05.js';

/**
 * The decision of sentiment version 2026-12-09: that of 2026-12-08 (the same blend, the same pieces,
 * two more pieces read by the blend: the sides of a semicolon or of a contrastive "while"), then
 * general shapes 2026-12-08 still misreads, each only in a text of at most `pieceWords` words:
 *
 * 1. A question that carries a complaint ("Why does every train leave late?", "How is it still broken
 *    after three visits?", "How many times do I have to ask?", "What is the point of a helpline nobody
 *    answers?") is `negative`: a question by its opening and its "?", with a complaint's mark (why with
 *    a mark of blame, still, again, always, never, every …, a count of tries, nobody, a lexicon or outcome
 *    word of blame, a burden) and no clear praise.
 * 2. Two sides at a semicolon or a contrastive "while" (the side after it opens with a thing, not with
 *    "I" or "we": "while I waited" is a time) are `mixed` where each side is read one way, by its plain
 *    words or by the blend of the side alone, and the two ways are opposed.
 * 3. A good outcome told plainly, with no clear negative word, no denial of it, no wait, lateness,
 *    failure, promise, condition or bad event, is `positive`: a thing wanted done by a time or soon
 *    ("was filled by Thursday", "ready ten minutes after I handed it in", "came through two weeks before
 *    our flight"; "after I/we …" counts as soon only within minutes or an hour, "N days before the …" is
 *    no praise, a sequence of times "at X … at Y" only where something says it went well), an ability
 *    gained or back ("I can read the menu again", "can now be on video calls at once", "for the first
 *    time in years"), a trouble gone or not back since ("the elbow pain went away", "has not come back on
 *    since the service"), harm denied ("Not a single plate was chipped", "without a mark on it"), a price
 *    at or under what was quoted ("forty pounds under the estimate", "exactly what they quoted"), a
 *    success the first time ("passed first time", "on her first application", "I only had to go in
 *    once"), a service doing a wanted act completely, correctly or carefully, the trouble it names being the one
 *    it put right ("listened carefully and explained exactly what was wrong", "had everything unloaded",
 *    "found my lost phone", "reversed the wrong charge", "every item was in stock", "swapped my rota so I
 *    could …"). A thing done soon, read from times alone, never overturns a blend `OVERTURN_SOON` sure of
 *    the negative.
 * 4. A wanted thing (a delivery, a refund, a reply, a repair) that came only after weeks or months is
 *    `negative` when no clear positive word is said and the writer marks the wait as a complaint or as
 *    beyond what was expected ("after six weeks of chasing", "four weeks after I asked", "by which time
 *    I had joined elsewhere", "three weeks after the party"), or the thing was owed after a fault and took
 *    three weeks or more ("The refund arrived after nine weeks", "The replacement laptop arrived after
 *    three weeks"); never where the writer calls it on time, early, or as agreed, stated or expected ("as
 *    they said", "as the terms say", "as stated on the website", "in line with their policy", "which is
 *    what the contract says", "exactly as quoted", "which is normal", "a week sooner"), nor a recovery, a growth or a product's terms ("back
 *    to normal", "came up", "a paid plan").
 *
 * Every new answer's confidence is `readingConfidence` of 2026-12-07.
 */
export interface Shapes20261209 { complaintQuestion: boolean; whileSides: boolean; plainOutcome: boolean; serviceDone: boolean; lateOutcome: boolean }
export const SHAPES_2026_12_09: Readonly<Shapes20261209> = { complaintQuestion: true, whileSides: true, plainOutcome: true, serviceDone: true, lateOutcome: true };

/** A question by its opening: a question word or an auxiliary. */
const QUESTION_OPEN_RE = /^(?:(?:and|so|seriously|honestly),?\s+)?(?:why|how|where|when|what|which|who|is|are|was|were|do|does|did|can|could|will|would|should|has|have|am)\b/iu;
/** Marks of a complaint in a question: why/how come with blame, still, again, always, never, every …, a count of tries, nobody, the point of, how hard, how many more. An opening alone is no mark: "is anyone", "who designed" and "how many times" count only with a second sign ("is anyone actually", "who thought this was", "how many times do I have to"), so "Does anyone know if the gym has towels?" only asks. */
const COMPLAINT_MARK_RE = /\b(?:still|again|always|never|ever|every\s+(?:time|single|day|week|month|morning|evening|night|year|visit|call)|every\s+\w+\s+(?:leave|arrive|come|break|fail|crash|drop|run|go|goes|leaves|arrives|comes|breaks|fails|crashes|drops|runs)|(?:twice|three\s+times|four\s+times|five\s+times|\d+\s+times)\s+in\b|(?:after|despite)\s+(?:\w+\s+)?(?:two|three|four|five|six|several|many|\d+)\s+(?:\w+\s+)?(?:visits|repairs|calls|emails|complaints|reports|attempts|tries|weeks|months|engineer\s+visits|appointments|letters|reminders)|how\s+many\s+more|how\s+many\s+(?:times|weeks|months|calls|emails)\s+(?:(?:do|does|did|will|would)\s+(?:i|we|you|they|he|she)\s+(?:have|need|got)\s+to|(?:must|should)\s+(?:i|we|you|they|he|she)|(?:have|has|had)\s+(?:i|we|you|they|he|she|it)\b)|how\s+hard|how\s+difficult|how\s+(?:do|does|did|can|could)\s+(?:you|they|anyone|a|an|the|someone)\s+(?:\w+\s+)?(?:lose|forget|miss|manage\s+to|get\s+(?:it|this)\s+wrong)|the\s+point\s+of|nobody|no\s+one|(?:is|does|did|has|can)\s+anyone\s+(?:actually|ever|even|really|bother(?:s|ed|ing)?|car(?:e|es|ed|ing)|check(?:s|ed|ing)?|answer(?:s|ed|ing)?|read(?:s|ing)?|listen(?:s|ed|ing)?)|actually|the\s+same\s+(?:\w+\s+){0,2}(?:three|four|twice|again)|same\s+(?:fault|noise|problem|issue|mistake|error)|without\s+(?:anyone|telling|asking|warning|notice)|who\s+(?:thought|decided|designed|approved)\s+(?:this|that|it|they|we)(?:\s+\w+){0,3}?\s+(?:was|were|would|should)|who\s+(?:leaves|lets)\s+(?!(?:first|last|early|at|on|for|when|the\s+(?:office|building|house|room|club|school))\b)|who\s+(?:decided|agreed|chose)\s+to\s+(?:close|shut|cut|scrap|remove|ban|stop|cancel|axe|raise|put\s+up|charge|get\s+rid\s+of|take\s+away)|run\s+out|ran\s+out|taped\s+off|out\s+of\s+order|(?:not|never|n[’']t)\s+(?:\w+\s+)?(?:fixed|mended|repaired|sorted|ready|answered|replied|working|done|here|there|on\s+time))\b|n[’']t\b/iu;
/** "why" or "how come" opening a question that states a matter: the why of a complaint ("Why was I charged for a part nobody fitted?") once a mark or a burden is there. */
const WHY_RE = /^(?:(?:and|so)\s+)?(?:why|how\s+come)\b/iu;
/** Words of praise or thanks that make a question no complaint. */
const PRAISE_Q_RE = /\b(?:thank|thanks|love|loved|enjoy|enjoyed|great|brilliant|lovely|amazing|so\s+(?:good|quick|kind|helpful|easy))\b/iu;
/** A time taken in a question: "take eleven weeks", "take twenty minutes to log in", "take six weeks when they promised one". */
const TAKE_TIME_RE = /\b(?:take|takes|took|taking)\s+(?:\w+\s+)?(?:minutes|hours|days|weeks|months|years)\b/iu;

/** A question that carries a complaint. */
export function complaintQuestion(text: string, c: SentimentCues): boolean {
  if (!/\?\s*$/u.test(text) || /[.!?;]\s+\S/u.test(text.replace(/\?\s*$/u, '')) || !QUESTION_OPEN_RE.test(text)) return false;
  if (PRAISE_Q_RE.test(text) || c.strongestPositive >= CLEAR) return false;
  const marked = COMPLAINT_MARK_RE.test(text) || c.strongestNegative >= CLEAR || c.badOutcomes > 0 || BURDEN_RE.test(text) || TAKE_TIME_RE.test(text);
  if (!marked) return false;
  // A question for information about a mark ("Is the pool still open on Sundays?", "When does the shop open again?") asks, unless it is a why or a how of blame.
  if (WHY_RE.test(text)) return true;
  // "How can a refund take six weeks?": a time taken, asked of how it can be.
  if (/^how\s+(?:can|could|does|did|do|is)\b/iu.test(text) && TAKE_TIME_RE.test(text)) return true;
  if (/^(?:how|who|what|is|does|can)\b/iu.test(text) && (COMPLAINT_MARK_RE.test(text) || c.strongestNegative >= CLEAR || c.badOutcomes > 0)) {
    // "How many more …", "How is it still …", "How can the same noise come back after three repairs?", "What is the point …", "Is anyone actually …".
    return /^(?:how\s+(?:is|are|was|can|could|do|does|did|hard|difficult|many\s+(?:more|times))|who\s+(?:leaves|thought|decided|designs|designed|approved|lets|agreed|chose)|what\s+is\s+the\s+point|is\s+anyone|does\s+anyone|can\s+anyone\s+explain)\b/iu.test(text);
  }
  return false;
}

/** Two sides at a semicolon, or at a contrastive "while"/"whereas" (after it a thing, not "I"/"we" doing something: "while I waited" is a time). */
const SEMI_RE = /^([^;.!?]{3,}?)\s*;\s*([^;.!?]{3,}[.!]?)\s*$/u;
const WHILE_RE = /^([^;.!?,]{3,}?)\s*,?\s+(?:(?:while|whilst)\s+(?!(?:i|we|you|he|she|they|waiting|on|at|in|still|being)\b)|whereas\s+)([^;.!?]*[.!]?)\s*$/iu;
/** A side after "while" that tells a time ("while the form was being processed", "while the kettle boiled"): no contrast. */
const WHILE_TIME_RE = /\b(?:being|still|was\s+\w+ing|were\s+\w+ing)\b/iu;
/** A side that only sets a time or a condition, or concedes: no side of its own. */
const NO_SIDE_RE = /^\s*(?:when|if|as|because|since|after|before|once|unless|until|i\s+agree|of\s+course|admittedly)\b/iu;

/** The two sides of a text at a semicolon or a contrastive "while", trimmed of the final stop. */
export function semicolonOrWhileSides(text: string): [string, string] | undefined {
  if (words(text) > DECISION_SETTINGS_2026_12_05.pieceWords) return undefined;
  const semi = SEMI_RE.exec(text);
  const m = semi ?? WHILE_RE.exec(text);
  if (!m || (!semi && WHILE_TIME_RE.test(m[2]))) return undefined;
  const a = m[1].trim();
  const b = m[2].replace(/[.!]\s*$/u, '').trim();
  if (words(a) < 2 || words(b) < 2 || words(a) > 12 || words(b) > 12 || NO_SIDE_RE.test(a) || NO_SIDE_RE.test(b)) return undefined;
  return [a, b];
}

/** Plain blame and praise a side may say without a lexicon word (a few everyday ones, and denied trouble). */
const SIDE_BLAME_09_RE = /\b(?:a\s+(?:maze|joke|trap|shambles|nightmare|disgrace|shock|rip-off|lottery|mess|gamble)|daylight\s+robbery|dragged\s+on|forever|non-existent|baffling|treats?\s+(?:us|me|them|staff)\s+(?:like|as)|crept\s+up|creeping\s+up|puncture[sd]?|falling\s+apart|loses?\s+every|keeps?\s+(?:losing|dropping|breaking|crashing|failing)|out\s+of\s+the\s+door|(?:an?\s+)?(?:hour|hours|day|days|week|weeks)\s+late|scratched|cracked|slippery|freezing|endless|steep|overpriced|useless|hopeless|tired|cramped|wrong|broken|rude|filthy)\b/iu;
const SIDE_PRAISE_09_RE = /\b(?:quick|fast|kind|patient|friendly|welcoming|careful|thorough|reliable|handy|helpful|quiet|fair|cheap|like\s+new|know\s+(?:their|his|her)\s+stuff|spot\s+on|painless|superb|lovely|brilliant|excellent|great|good)\b/iu;

const DENIED_SIDE_RE = /\b(?:not|no|never|nothing|nobody|none|without|zero)\b|n[’']t\b/iu;
/** A wanted thing that never came or never works: "never arrived", "never happened", "never does". */
const NEVER_CAME_RE = /\bnever\s+(?:arrived|happened|came|comes|does|did|works|worked|matches|turned\s+up|showed\s+up|answered|replied|rang|called)\b/iu;
/** A side's polarity: its lexicon words, then the plain words above, then the blend of the side alone. */
function sidePolarity(side: string, judged: JudgedPieces, s: Readonly<DecisionSettings20261205>): number {
  const c = sentimentCues(side, CUE_RULES_2026_11_30);
  const lexical = c.strongestPositive >= CLEAR && c.strongestNegative < CLEAR ? 1 : c.strongestNegative >= CLEAR && c.strongestPositive < CLEAR ? -1 : 0;
  const blame = SIDE_BLAME_09_RE.test(side) || SIDE_BLAME_RE.test(side);
  const praise = SIDE_PRAISE_09_RE.test(side) || SIDE_PRAISE_08_RE.test(side) || praised(side);
  const plain = blame && !praise ? -1 : praise && !blame ? 1 : 0;
  const blend = sign(judged.get(side), s.sideClear);
  const w = lexical !== 0 ? lexical : plain !== 0 ? plain : side20261204(side, false);
  // Read by its words only; the blend of the side alone may only veto a reading.
  return blend * w < 0 ? 0 : w;
}

/** A thing wanted done or had: a repair, a delivery or arrival, a reply, a refund, a collection, a thing ready, passed, through, online. */
const DONE_RE = /\b(?:fix|fixed|mended|repaired|sorted|resolved|unblocked|restored|reconnected|installed|fitted|serviced|filled|cleared|emptied|collected|picked\s+(?:it|them)\s+up|delivered|arrived|came|turned\s+up|turns\s+up|arrives|comes|showed\s+up|ready|finished|completed|done|paid|refunded|reimbursed|replied|answered|responded|(?:rang|called|phoned|emailed|texted)\s+(?:me\s+|us\s+)?back|processed|approved|granted|passed|came\s+through|went\s+through|through|online|connected|back\s+on|back\s+up|back\s+(?:with|to)\s+(?:me|us)|had\s+it\s+back|on\s+the\s+doormat|in\s+my\s+account|in\s+the\s+van|out\s+by|home\s+by|tested|booked|sent\s+off|at\s+(?:my|our|the)\s+(?:door|house|flat)|being\s+seen|was\s+seen|were\s+seen|went\s+off|fitted|in\s+(?:my|our)\s+hands?)\b/iu;
/** A time by which, or soon after which, it was done. */
const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|midday|lunchtime|lunch|teatime|dinner|dinnertime|bedtime|the\\s+weekend|the\\s+end\\s+of\\s+the\\s+(?:day|week)|(?:that|the\\s+same|the\\s+next)\\s+(?:morning|afternoon|evening|night|day)|the\\s+afternoon|the\\s+evening|tonight|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2})(?:[.:]\\d{2})?(?:\\s*(?:am|pm|o[’\']clock))?|(?:half|quarter)\\s+(?:past|to)(?:\\s+\\w+)?)';
const BY_TIME_RE = new RegExp(`\\b(?:by|before)\\s+${DAY}\\b`, 'iu');
const SOON_RE = /\b(?:within\s+(?:an?|one|the|\d+|two|three|four|five|ten|twenty|thirty|a\s+few)\s+(?:seconds?|minutes?|mins?|hours?|days?|week)|in\s+(?:(?:a\s+)?few|\d+|one|two|three|four|five|six|ten|twenty|a\s+couple\s+of)\s+(?:seconds|minutes|hours|days|taps|clicks)|(?:the\s+)?same\s+(?:hour|day|afternoon|morning|evening|week)|the\s+(?:next|following)\s+(?:morning|day)|(?:\d+|a\s+few|two|three|four|five|ten|fifteen|twenty|thirty|forty)\s+minutes\s+after\s+(?:i|we)\b|(?:an|one|half\s+an)\s+hour\s+after\s+(?:i|we)\b|(?:a|one|two|three|\d+)\s+(?:days?|weeks?)\s+early|(?:a|one|two|three|four|\d+)\s+weeks?\s+before\s+(?:our|my|i|we)\b|that\s+(?:same\s+)?(?:morning|afternoon|evening|day)|while\s+(?:i|we)\s+(?:waited|wait)|on\s+the\s+(?:first|very\s+first)\s+(?:morning|slot|visit|call|day|try|attempt))\b/iu;
/** A plain sequence of days: "Booked on Monday, fitted on Wednesday", "Dropped the car off at eight and picked it up at eleven". */
const SEQUENCE_RE = new RegExp(`\\b(?:on|at)\\s+${DAY}\\b[^.;!?,]{0,30}?(?:,|\\band\\b)[^.;!?]{1,40}?\\b(?:on|at|by)\\s+${DAY}\\b`, 'iu');
/** A plain sequence of times is only a timetable unless something says it went well: quickly, already, in time, a pass. */
const SAID_GOOD_RE = /\b(?:quick|quickly|fast|promptly|already|in\s+time|no\s+fuss|all\s+done|(?:with\s+a\s+)?pass(?:ed)?|good\s+as\s+new|spot\s+on|(?:which|that)\s+was\s+(?:great|good|brilliant|impressive))\b/iu;
/** A thing only planned or due, not done: "is booked for Friday by noon", "will be fitted on Monday". */
const NOT_YET_RE = /\b(?:is|are|will|shall|going\s+to|booked\s+for|scheduled|planned|due)\b/iu;
/** An ability gained or back, a thing working again, a first in years; "can now only …" is a restriction ("You can now only pay by app"). */
const ABILITY_RE = /\b(?:(?:can|could)\s+now(?!(?:\s+\w+)?\s+(?:only|just|no\s+longer|not|never)\b)|now\s+(?:can|able)(?!(?:\s+\w+)?\s+(?:only|just|no\s+longer|not|never)\b)|(?:can|could)\s+(?:\w+\s+){1,6}?without\s+(?:holding|help|glasses|stopping|pain|a\s+stick|crutches|a\s+frame|getting\s+out\s+of\s+breath)|back\s+(?:playing|at\s+work|on\s+my\s+feet|to\s+work|walking|running|driving|cycling|swimming|dancing)\b|learn(?:ed|t)\s+(?:how\s+)?to\s+(?!live|cope|put\s+up|accept|expect|avoid)|(?:can|could)\s+(?:\w+\s+){1,6}?again\b|(?:works?|working|runs?|running)\s+again|for\s+the\s+first\s+time\s+in\s+(?:years|months|ages|a\s+long\s+time)|now\s+(?:reads?|sleeps?|walks?|swims?|rides?|drives?|eats?|talks?|writes?|goes|gets)\b|(?:on\s+(?:his|her|my|their|our)\s+own|without\s+being\s+asked|without\s+help)\b(?=.*\bnow\b)|\bnow\b(?=.*\b(?:on\s+(?:his|her|my|their|our)\s+own|without\s+being\s+asked|without\s+help)\b))/iu;
/** A trouble gone, or not back since. */
const TROUBLE = '(?:pain|pains|ache|aches|headaches?|backache|rash|itch|itching|cough|swelling|noise|rattle|squeak|leak|drip|damp|smell|warning\\s+light|light|fault|problem|problems|issue|issues|error|errors|graffiti|rubbish|mess|stain|stains|mould|queue|snoring)';
/** "stopped" that keeps someone from doing a thing ("stopped me sleeping", "stopped us from going back", "stopped the kids playing"): no trouble gone. */
const KEPT_FROM = '(?!\\s+(?:me|us|him|her|them|you|people|anyone|everyone|everybody|someone|kids|children|customers|residents|visitors|(?:the|my|our|his|her|their)\\s+\\w+\\s+(?:from\\b|\\w+ing\\b)|\\w+\\s+from\\b)\\b)';
const TROUBLE_GONE_RE = new RegExp(`\\b${TROUBLE}\\s+(?:\\w+\\s+){0,4}?(?:went\\s+away|has\\s+gone|had\\s+gone|was\\s+gone|were\\s+gone|is\\s+gone|are\\s+gone|disappeared|vanished|cleared\\s+up|stopped${KEPT_FROM}|eased|settled)\\b|\\b(?:cleared|got\\s+rid\\s+of|took\\s+away)\\s+(?:the\\s+|my\\s+|his\\s+|her\\s+)?${TROUBLE}\\b|\\b(?:my\\s+|his\\s+|her\\s+|the\\s+)?${TROUBLE}\\s+stopped\\b${KEPT_FROM}`, 'iu');
/** A fault not back since: "the light has not come back on since", "have not slipped since", "has not dropped once since"; only a trouble comes back ("The engineer hasn't come back since the first visit" is no praise). */
const NOT_SINCE_RE = new RegExp(`\\b${TROUBLE}\\s+(?:\\w+\\s+){0,2}?(?:has|have|had)(?:\\s+not|n[’']t)\\s+(?:once\\s+)?(?:come\\s+back|returned)\\b(?:\\s+\\w+){0,4}?\\s+since\\b|${/\b(?:has|have|had)(?:\s+not|n[’']t)\s+(?:once\s+)?(?:dropped|slipped|leaked|crashed|failed|broken|broke|flickered|tripped|frozen|jammed|stuck|rattled|squeaked|hurt|ached|cut\s+out|gone\s+off|gone\s+wrong|missed\s+a)\b(?:\s+\w+){0,4}?\s+since\b|\bnever\s+(?:once\s+)?(?:dropped|slipped|leaked|crashed|failed|broke|flickered|tripped|froze|jammed|missed\s+a)\b(?:\s+\w+){0,3}?\s+since\b/iu.source}`, 'iu');
/** Harm or trouble denied: "Not a single plate was chipped", "without a mark on it", "nothing was sent back". */
const HARM_DENIED_RE = /\b(?:not\s+(?:a\s+single|one)\s+\w+\s+(?:was|were|got|had\s+been)\s+(?:chipped|scratched|broken|damaged|lost|marked|dented|missing|late|wrong|cracked|sent\s+back)|without\s+(?:a|any|one)\s+(?:single\s+)?(?:mark|scratch|scuff|dent|chip|hitch|hiccup|fuss|problem|issue|delay|breakage)s?|nothing\s+(?:was|got)\s+(?:sent\s+back|lost|broken|damaged|chipped|missed|missing|wrong)|(?:would|will)\s+not\s+hesitate|wouldn[’']t\s+hesitate)\b/iu;
/** An emphatic denial of a thing ("never once rushed me", "haven't had a single paper jam", "hasn't once asked to stay at home", "No whistling or feedback at all since …"): the words denied follow it. */
const EMPHATIC_DENIAL_RE = /\b(?:never\s+once|not\s+once|(?:have|has|had|did|do|does)(?:\s+not|n[’']t)\s+(?:once\s+|\w+\s+a\s+single\s+|had\s+(?:a\s+single|any|one)\s+)|(?:i|we|he|she|they|it)\s+(?:have|has)(?:\s+not|n[’']t)\s+(?=(?:\w+\s+){1,6}?(?:once|at\s+all)?\s*since\b)|^\s*(?:haven[’']t|hasn[’']t)\s+|^\s*no\s+(?=(?:\w+\s+){1,4}?(?:at\s+all\s+)?since\b))([\w'’-]+(?:\s+[\w'’-]+){0,7})/iu;
/** A trouble or a fault a denial "since" or of "had a single/any" must name to be praise ("No headaches since …", "haven't had a single paper jam"); a wanted thing or a service denied ("No heating since Tuesday", "haven't emptied our bins since June") is none. */
const DENIED_TROUBLE_RE = new RegExp(`\\b${TROUBLE.replace('|light|', '|')}\\b|\\b(?:jams?|crash(?:es)?|breakdowns?|outages?|power\\s+cuts?|accidents?|falls?|fits?|seizures?|migraines?|attacks?|flare-?ups?|nightmares?|break-?ins?|burglar(?:y|ies)|floods?|flooding|blockages?|infections?|bugs?|glitch(?:es)?|hiccups?|hitch(?:es)?|whistling|feedback|tantrums?|nosebleeds?|spots|dropouts?|buffering|lag|complaints?|trouble|bother|flickering|dripping|draughts?|condensation|pests?|mice|rats|wasps|fleas|colds?|flu|wheezing|(?:crash|leak|jamm|dropp|slipp|tripp|fail|flicker|rattl|squeak|overheat|block|flood|stall|doz|sneez|cough|wheez|spill|crack|smell|itch|ach)ed|mis-?[a-z]+|broke|broken|froze|frozen|stuck|hurt|burst|blown|bled|fallen|fell|lost|missed|late|wrong|woken|thrown|threw|wasted|binned|burnt|ruined|damaged|spoilt|spoiled|smashed|chipped|scratched|dented|stained|(?:cut|gone|went|nodded|dozed)\\s+(?:out|off|wrong))\\b`, 'iu');
/** A wanted thing or a kindness denied is blame, not praise: "never once called back", "not a single reply", "haven't once said thank you". */
const WANTED_DENIED_RE = /\b(?:call(?:ed)?\s+back|rang\s+back|repl(?:y|ied|ies)|answer(?:ed|s)?|respond(?:ed)?|response|heard|contact(?:ed)?|apolog\w*|sorry|thank\w*|help(?:ed)?|offer(?:ed)?|arriv\w*|turn(?:ed)?\s+up|show(?:ed)?\s+up|came|come|on\s+time|refund\w*|paid|fix(?:ed)?|sorted|updat\w*|explain\w*|listen\w*|smil\w*|visit(?:ed)?|seen|saw|check(?:ed)?\s+on|follow(?:ed)?\s+up|got\s+back|word|penny|delivered|received|worked|works)\b/iu;
/** A thing still as it was after years or winters ("still looks new", "still does forty miles on a charge after two winters"). */
const DURABLE_RE = /\bstill\s+(?:looks?|works?|runs?|starts?|holds?|does|fits?|goes|keeps?|feels?)\s+(?:like\s+)?(?:new|brand\s+new|as\s+good|perfectly|fine|[\w'’-]+\s+(?:[\w'’-]+\s+){0,4}?after\s+(?:two|three|four|five|six|ten|\d+|several|many)\s+(?:years|winters|summers|seasons))\b/iu;
/** A span of time that makes "still as new" durability: years, winters, seasons, months of use. */
const DURABLE_SPAN_RE = /\b(?:years?|winters?|summers?|seasons?|months)\b/iu;
/** A price at or under what was quoted, a bill that came down. */
const PRICE_RE = /\b(?:(?:under|below|less\s+than|lower\s+than|cheaper\s+than)\s+(?:the\s+|their\s+|our\s+)?(?:estimate|quote|quoted\s+price|budget|asking\s+price)|exactly\s+(?:what|as)\s+(?:they|he|she|it|the\s+\w+)\s+(?:quoted|said|estimated|promised)|(?:charged|cost|billed)\s+(?:us\s+|me\s+)?(?:exactly\s+)?what\s+(?:the\s+quote|they\s+quoted|the\s+estimate)|(?:bill|bills|price|cost|costs|fee|fees|rent|premium|payments?)\s+(?:went|came)\s+down|(?:fee|fees|charge|fine)\s+was\s+(?:dropped|waived|cancelled|refunded)|(?:was|came\s+to)\s+exactly\s+what\s+(?:i|we)\s+(?:paid|were\s+quoted|expected\s+to\s+pay))\b/iu;
/** A success the first time: "passed first time", "got her bus pass on her first application", "I only had to go in once"; "on the first try" alone is no success ("logged me out on the first try"). */
const FIRST_TIME_RE = /(?<!\bonly\s)\b(?:passed|passes|worked|works|got\s+(?:it|in|through|(?:my|his|her|our|their|a|an|the)\s+\w+)|went\s+through|came\s+through|sorted|fixed|mended|approved|accepted|granted|started|connected|paired|succeeded|managed|nailed|found|spotted|caught|solved|diagnosed)\b(?:\s+[\w'’-]+){0,6}?\s+on\s+(?:the|its|my|his|her|our|their)\s+(?:very\s+)?first\s+(?:run|go|try|attempt|visit|application)\b|\bon\s+(?:one|a\s+single)\s+(?:charge|tank|battery|tankful)\b|\b(?:passed|worked|got\s+(?:it|in|through)|went\s+through)\s+(?:[\w'’-]+\s+){0,4}?first\s+time|\bonly\s+(?:had|needed)\s+to\s+(?:\w+\s+){1,3}?once\b|\bin\s+(?:one|a\s+single)\s+(?:phone\s+call|call|visit|go|trip)\b|\btook\s+(?:one|a\s+single)\s+(?:phone\s+call|call|visit|email|form)\b/iu;

/** Harm words a "had everything …" never praises ("had everything stolen"). */
const HARMED = '(?:stolen|damaged|broken|smashed|ruined|lost|scratched|thrown|dumped|cancell?ed|removed|taken|towed|confiscated|seized|binned|soaked|flooded|wrecked)';
/**
 * A service doing a wanted act completely, correctly or carefully, read whole (the trouble it names is the one it put right):
 * a manner of care after a service verb ("listened carefully", "took her time", "took my worries seriously"), an explanation of
 * what was wrong or of everything, a whole job had done ("had everything unloaded"), a lost or missing thing found ("found my
 * lost phone", "recovered every file"), a wrong charge or a mix-up put right ("reversed the wrong charge", "sorted out the
 * mix-up"), everything in stock, a thing made or left exactly as asked ("exactly what I had in mind", "to the exact design",
 * "matched … perfectly"), every question answered, a fault caught at once ("spotted the splinter straight away"), money got back,
 * a call to check on the writer.
 * Never what the writer did ("I explained carefully …").
 */
const SERVICE_DONE_RE = new RegExp(`(?<!\\b(?:i|we|i[’']ve|we[’']ve|i\\s+had|we\\s+had|i\\s+have|we\\s+have)\\s)\\b(?:${[
  /explained\s+(?:exactly\s+|clearly\s+|carefully\s+)?(?:everything|every\s+[\w'’-]+|each\s+[\w'’-]+|(?:what|why|how)\b(?:[^.;!?]{0,30}?\b(?:was|were|had|went)\s+(?:wrong|broken|happened|gone\s+wrong|failing))?)/u.source,
  /(?:listened|explained|checked|handled|packed|wrapped|measured|cleaned|labell?ed|treated|examined|talked\s+(?:me|us|him|her|them)\s+through|went\s+through)\s+(?:[\w'’-]+\s+){0,3}?(?:carefully|thoroughly|patiently|properly|clearly|exactly|perfectly|neatly|correctly|gently|calmly|step\s+by\s+step|in\s+detail)/u.source,
  /took\s+(?:(?:his|her|their|its)\s+time|(?:my|our|his|her|their)\s+(?:[\w'’-]+\s+){0,2}?seriously)/u.source,
  `had\\s+(?:everything|it\\s+all|all\\s+(?:of\\s+)?(?:it|them|the\\s+[\\w'’-]+|our\\s+[\\w'’-]+|my\\s+[\\w'’-]+)|every\\s+[\\w'’-]+)\\s+(?!${HARMED}\\b)[\\w'’-]+(?:ed|ne)\\b`,
  /(?:found|traced|tracked\s+down|recovered|retrieved)\s+(?:(?:my|our|his|her|their|the)\s+(?:lost|missing|stolen|mislaid)\s+[\w'’-]+|(?:every|all\s+(?:my|our|the))\s+[\w'’-]+)/u.source,
  /(?:reversed|refunded|corrected|cancell?ed|removed|waived|put\s+right|sorted\s+out|took\s+off)\s+(?:the|that|a|my|our)\s+(?:wrong|double|duplicate|mistaken|incorrect|extra|unexpected|disputed)\s+[\w'’-]+|(?:sorted\s+out|put\s+right|corrected)\s+(?:the|a|my|our)\s+(?:mix-up|mistake|error|muddle)/u.source,
  /(?:was|were)\s+(?:all\s+)?in\s+stock/u.source,
  /(?:exactly|just|precisely)\s+(?:what|as|where|how)\s+(?:i|we|he|she|they|(?:the|my|our)\s+[\w'’-]+)\s+(?:had\s+)?(?:asked|wanted|ordered|requested|described|pictured|hoped|had\s+in\s+mind)|to\s+the\s+exact\s+[\w'’-]+|matched\s+(?:[\w'’-]+\s+){0,4}?(?:perfectly|exactly)/u.source,
  /answered\s+(?:every|all|each)\s+(?:one\s+of\s+)?(?:(?:my|our|the|his|her|their)\s+)?(?:[\w'’-]+\s+)?questions?/u.source,
  /(?:spotted|caught|diagnosed|noticed|sorted\s+out|solved)\s+(?!fire\b)(?:[\w'’-]+\s+){1,6}?(?:straight\s+away|right\s+away|at\s+once|immediately|on\s+the\s+spot)/u.source,
  /got\s+(?:us|me|him|her|them)\s+(?:[\w'’-]+\s+){1,4}?back\b(?!\s+(?:to\s+)?(?:late|later|after))/u.source,
  /(?:rang|called|phoned|texted|came\s+round|came\s+back|popped\s+(?:in|round|back))\b[^.;!?]{0,40}?\bto\s+check\s+on\s+(?:me|us|him|her|them|(?:my|our)\s+[\w'’-]+)/u.source,
].join('|')})\\b`, 'iu');
/** A thing another did so that the writer could do what they wanted ("swapped my rota so I could pick my daughter up"); never what the writer did ("I left early so I could …"). */
const ENABLED_RE = /\bso\s+(?:that\s+)?(?:i|we|(?:my|our)\s+[\w'’-]+)\s+could\s+(?!(?:not|only|never|just|no\s+longer|barely|hardly)\b)/iu;
/** A service doing a wanted act well, alone: nothing slow, failed, denied, excepted, charged or after it besides ("Every size was in stock except mine"). */
function serviceDone(text: string): boolean {
  const enabled = ENABLED_RE.test(text) && !/^\s*(?:i|we)\b/iu.test(text);
  if (!SERVICE_DONE_RE.test(text) && !enabled) return false;
  const rest = text.replace(SERVICE_DONE_ALL, ' ').replace(ENABLED_RE, ' ');
  return !SLOW_09_RE.test(rest) && !DENIAL_09_RE.test(rest) && !NOT_YET_RE.test(rest) && !/\b(?:except|apart\s+from|other\s+than|besides|charged|billed|then)\b/iu.test(rest);
}

/** A slow, failed, promised or conditional thing, or a wait: no good outcome. */
const SLOW_09_RE = /\b(?:promis\w*|supposed|meant\s+to|wish|wished|wishing|if\s+only|like\s+(?:he|she|they|you|it|we)\s+said|as\s+(?:he|she|they)\s+said|expected|apparently|died|dead|ran\s+out|went\s+flat|gave\s+up|fell\s+apart|crashed|leaked|failed|fails|broke|burst|snapped|tore|wore\s+out|wait|waits|waited|waiting|late(?!\s+(?:fee|fees|charge|charges|payment|payments))|later|thrown|dumped|smashed|spilled|spilt|damaged|scratched|dented|chipped|ripped|torn|missed|still|but|though|although|yet|until|chase|chased|chasing|cancell?ed|lost|wrong|missing|left|forgot|forgotten|if|would(?!\s+not\s+hesitate)|should|could(?!\s+now)|will|hope|due|after\s+(?:a|an|\d+|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+(?:weeks?|months?|years?)|(?:weeks|months|years)\s+(?:later|after))\b/iu;
/** A denial, except in the shapes that deny harm or a fault since. */
const DENIAL_09_RE = /\b(?:not|no|never|nothing|nobody|none|no\s+longer|cannot)\b|n[’']t\b/iu;
/** A bad thing done soon is no praise: an eviction, a charge, a cancellation, a cut-off (those of 2026-12-08, "charged what the quote said" aside). */
const BAD_EVENT_09_RE = /\b(?:evict\w*|fined|penalt(?:y|ies)|suspend(?:ed|s)?|froze|frozen|cut\s+off|disconnect\w*|towed|clamped|repossess\w*|bailiffs?|debts?|arrears|overdrawn|sacked|fired|dismissed|laid\s+off|redundan\w*|terminated|rejected|refused|declined|denied|closed\s+down|shut\s+down|banned|deducted|surcharges?|increased|rose|risen|hiked)\b/iu;

/** Which good outcome a text tells plainly, if any. */
export function plainOutcome(told: string, on: Readonly<Pick<Shapes20261209, 'serviceDone'>> = SHAPES_2026_12_09): string | undefined {
  // The trouble reported is no slow or failed thing ("Reported the burst pipe on Friday …").
  const text = told.replace(REPORTED_RE, 'reported it');
  if (/\?/u.test(text) || /^\s*(?:please|can|could|would|will|do|does|is|are)\b/iu.test(text)) return undefined;
  if (BAD_EVENT_09_RE.test(text)) return undefined;
  const slow = SLOW_09_RE.test(text);
  const denied = DENIAL_09_RE.test(text);
  if (NOT_SINCE_RE.test(text) || HARM_DENIED_RE.test(text)) {
    // Only that denial, and nothing slow or failed besides the harm denied ("Not a single plate was chipped, but nobody …").
    const rest = text.replace(NOT_SINCE_RE, ' ').replace(HARM_DENIED_RE, ' ');
    if (!DENIAL_09_RE.test(rest) && !SLOW_09_RE.test(rest)) return 'harm denied';
  }
  // Still as new over a span of years or seasons ("still works fine" alone tells no durability), with nothing slow, failed or turned besides.
  if (DURABLE_RE.test(text) && !denied && DURABLE_SPAN_RE.test(text) && !SLOW_09_RE.test(text.replace(DURABLE_RE, ' '))) return 'still as new';
  // Emphatic denials are read on their own, with nothing slow or failed outside what they deny.
  const emphatic = EMPHATIC_DENIAL_RE.exec(text);
  // A denial "since" or of "had a single/any …" is praise only where what it denies, before "since", is a trouble or a fault.
  const deniedThing = emphatic ? emphatic[1].split(/\bsince\b/iu)[0] : '';
  const needsTrouble = emphatic !== null && (/\bsince\b/iu.test(text.slice(emphatic.index)) || /\bhad\s+(?:a\s+single|any|one)\s*$/iu.test(emphatic[0].slice(0, emphatic[0].length - emphatic[1].length)));
  if (emphatic && (needsTrouble ? DENIED_TROUBLE_RE.test(deniedThing) && !WANTED_DENIED_RE.test(deniedThing) : !WANTED_DENIED_RE.test(emphatic[1])) && sentimentCues(emphatic[1], CUE_RULES_2026_11_30).strongestPositive < CLEAR && !/\b(?:but|though|although|yet|still)\b/iu.test(text)) {
    // Only that denial: no other one.
    const rest = text.slice(0, emphatic.index) + ' ' + text.slice(emphatic.index + emphatic[0].length);
    if (!DENIAL_09_RE.test(rest) && !SLOW_09_RE.test(rest)) return 'denied trouble';
  }
  if (on.serviceDone && serviceDone(text)) return 'service done';
  if (slow || denied) return undefined;
  if (DONE_RE.test(text) && !NOT_YET_RE.test(text) && (BY_TIME_RE.test(text) || SOON_RE.test(text) || (SEQUENCE_RE.test(text) && SAID_GOOD_RE.test(text)))) return 'done soon';
  if (ABILITY_RE.test(text)) return 'ability';
  if (TROUBLE_GONE_RE.test(text) && !/\bstopped\s+(?:working|charging|responding|loading|running)\b/iu.test(text)) return 'trouble gone';
  if (PRICE_RE.test(text)) return 'price';
  if (FIRST_TIME_RE.test(text)) return 'first time';
  return undefined;
}

/** A trouble reported: "I reported the fault at lunchtime". */
const REPORTED_RE = /\b(?:reported|rang\s+about|called\s+about|told\s+them\s+about|mentioned)\s+(?:the|a|my|our)\s+[\w'’-]+(?:\s+(?!on\b|at\b|and\b|to\b|in\b)[\w'’-]+)?/giu;
/** The text without the trouble its outcome puts away (gone, not back since, denied, reported). */
export function outsideTheTrouble(text: string): string {
  const emphatic = EMPHATIC_DENIAL_RE.exec(text);
  const undenied = emphatic ? text.slice(0, emphatic.index) + ' ' + text.slice(emphatic.index + emphatic[0].length) : text;
  return undenied.replace(SERVICE_DONE_ALL, ' ').replace(NEUTRAL_NAMES_RE, ' ').replace(TROUBLE_GONE_ALL, ' ').replace(NOT_SINCE_ALL, ' ').replace(HARM_DENIED_ALL, ' ').replace(REPORTED_RE, ' ');
}
/** Every match of a pattern above, for replace (built once, not on every call). */
const all = (re: RegExp): RegExp => new RegExp(re.source, 'giu');
const SERVICE_DONE_ALL = all(SERVICE_DONE_RE);
const TROUBLE_GONE_ALL = all(TROUBLE_GONE_RE);
const NOT_SINCE_ALL = all(NOT_SINCE_RE);
const HARM_DENIED_ALL = all(HARM_DENIED_RE);

/** A wanted thing that came only after weeks or months: a delivery, a refund, a reply, a repair ("back", "paid" and "came up" alone are no delivery: "back to normal", "a paid plan", "came up after two weeks"). */
const LATE_OUTCOME_RE = /\b(?:arrived|came(?!\s+up\b)|turned\s+up|paid\s+(?:me|us|out|back)|refunded|refund|fixed|repaired|replied|answered|delivered|sorted|processed|approved)\b[^.;!?]{0,30}?\b(?:after\s+(?:about\s+|nearly\s+|almost\s+|over\s+)?(?:a|an|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many)\s+(?:weeks?|months?|years?)|(?:a|an|\d+|two|three|four|five|six|seven|eight|nine|ten|several)\s+(?:weeks?|months?)\s+(?:later|after))\b/iu;
/** The writer's mark that the wait was a complaint or beyond what was expected: chasing, after asking, by which time, finally, after the occasion it was for, later than said. */
const LATE_MARK_RE = /\b(?:of\s+(?:chasing|calls|phone\s+calls|emails|reminders|complaints|complaining|ringing|phoning|asking)|after\s+(?:i|we)\s+(?:had\s+)?(?:asked|rang|called|phoned|emailed|complained|ordered|paid|reported|applied|sent|wrote|chased|returned|booked)|by\s+which\s+time|finally|eventually|at\s+last|only\s+(?:arrived|came|turned\s+up|replied)|too\s+late|after\s+(?:the|our|my)\s+(?:party|wedding|birthday|holiday|trip|event|deadline|move|exam|interview|funeral|christmas)|(?:late|later)\s+than|overdue|(?:after|than)\s+(?:they|he|she|it)\s+(?:had\s+)?(?:said|promised|quoted))\b/iu;
/** On time or early by the writer's word, or as agreed, stated or expected: "as they said", "as the terms say", "as stated on the website", "in line with their policy", "which is what the contract says", "exactly as quoted", "which is normal", "a week sooner". */
const ON_TIME_RE = /\b(?:as\s+(?:the|their|our|its|my|your)\s+(?:[\w'’-]+\s+){0,2}?(?:say|says|state|states|sets?\s+out|requires?)|as\s+(?:[\w'’-]+\s+){0,4}?(?:said|stated|set\s+out|specified|quoted|promised|expected|estimated|agreed|arranged|planned|scheduled|advertised|usual|required|per)|in\s+line\s+with|according\s+to|(?:under|per|within)\s+(?:the|their|our|its|my)\s+(?:[\w'’-]+\s+)?(?:terms|policy|contract|agreement|rules|guarantee|timescale|timeframe)|what\s+(?:the\s+|their\s+|our\s+)?(?:[\w'’-]+\s+){0,2}?(?:says|said|states|stated|promised|quoted|agreed)|exactly|normal|usual|standard|sooner|earlier|early|ahead|on\s+time|in\s+time)\b/iu;
/** A thing owed to the writer after a fault or a payment: a refund, a deposit, a replacement, a repair, a reply. */
const OWED_RE = /\b(?:refund\w*|deposit|replacement|repair|reply|response|referral|compensation|money\s+back)\b/iu;
const LONG_WAIT_RE = /\b(?:(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|[3-9]|\d{2,})\s+weeks|(?:a|an|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many)\s+months?|years?)\b/iu;
/** A wanted thing that came late by the writer's word: a mark of complaint or of a wait beyond what was expected, or a thing owed after a fault that took three weeks or more; never one the writer calls on time or early. */
export function lateOutcome(text: string): boolean {
  if (!LATE_OUTCOME_RE.test(text) || ON_TIME_RE.test(text)) return false;
  return LATE_MARK_RE.test(text) || (OWED_RE.test(text) && LONG_WAIT_RE.test(text));
}

/** A reading inferred without a lexicon word never overturns a blend at least this sure of the other polarity. */
const OVERTURN_09 = 0.97;
/** A thing done soon, read from times alone, never overturns a blend at least this sure of the negative. */
const OVERTURN_SOON = 0.65;

export function decide20261209(original: string, p: readonly number[], c: SentimentCues, judged: JudgedPieces = new Map(), s: Readonly<DecisionSettings20261205> = DECISION_SETTINGS_2026_12_05, found?: Found20261206, on: Readonly<Shapes20261209> = SHAPES_2026_12_09): SentimentResult {
  const base = decide20261208(original, p, c, judged, s, found);
  const text = original.replace(/\s+/gu, ' ').trim();
  if (words(text) > s.pieceWords) return base;
  const answer = (to: SentimentResult['sentiment'], evidence: number): SentimentResult => (base.sentiment === to ? base : { sentiment: to, confidence: readingConfidence(p, base.sentiment, to, evidence) });

  // 1. A question that carries a complaint.
  if (on.complaintQuestion && base.sentiment !== 'negative' && base.sentiment !== 'mixed' && p[0] < OVERTURN_09 && complaintQuestion(text, c)) return answer('negative', 0.7);
  if (c.question) return base;

  // 2. Two sides at a semicolon or a contrastive "while", opposed.
  if (on.whileSides && base.sentiment !== 'mixed') {
    const sides = semicolonOrWhileSides(text);
    if (sides) {
      // No side may deny: a denied side may praise by denial or turn ("Not an objectionable film; it merely lacks …").
      // A side that denies is read only as a wanted thing that never came ("the letter confirming it never arrived").
      const read = (x: string): number => (DENIED_SIDE_RE.test(x) ? (NEVER_CAME_RE.test(x) && sentimentCues(x, CUE_RULES_2026_11_30).strongestPositive < CLEAR ? -1 : 0) : sidePolarity(x, judged, s));
      const a = read(sides[0]);
      const b = read(sides[1]);
      if (a * b < 0) return answer('mixed', 0.65);
    }
  }

  // 3. A good outcome told plainly.
  const outcome = on.plainOutcome && base.sentiment !== 'positive' && base.sentiment !== 'mixed' && !BURDEN_RE.test(text) ? plainOutcome(text, on) : undefined;
  if (outcome && p[1] < (outcome === 'done soon' ? OVERTURN_SOON : OVERTURN_09)) {
    // The trouble that went, was denied or was reported is no blame; nothing else may be said against.
    const rest = sentimentCues(outsideTheTrouble(text), CUE_RULES_2026_11_30);
    if (rest.strongestNegative < CLEAR && rest.badOutcomes === 0) return answer('positive', 0.7);
  }

  // 4. A wanted thing that came only after weeks or months.
  if (on.lateOutcome && base.sentiment !== 'negative' && base.sentiment !== 'mixed' && c.strongestPositive < CLEAR && p[0] < OVERTURN_09 && lateOutcome(text) && !/\b(?:first\s+time|still\s+(?:going|working)|works?|working|since)\b/iu.test(text)) return answer('negative', 0.7);
  return base;
}

/** The pieces of 2026-12-08, and the two sides at a semicolon or a contrastive "while", each read by the blend. */
export function find20261209(text: string): { found: Found20261206 | undefined; pieces: string[] } {
  const f = find20261208(text);
  const sides = semicolonOrWhileSides(text.replace(/\s+/gu, ' ').trim());
  return sides ? { found: f.found, pieces: [...new Set([...f.pieces, ...sides])] } : f;
}
