import { hasShortfall, outsideShapes, sentimentShapes, type SentimentShapes } from './sentiment-shapes.js';

/**
 * Sentence shapes added by sentiment version 2026-12-01 to those of 2026-11-29 (sentiment-shapes.ts).
 * Each is a family of sentences of any domain, never one sentence:
 *
 * - praise said as the absence of problems: "never had a single issue with them", "there is nothing
 *   I would change", "no problems at all since…", "wouldn't change a thing", "has not cracked
 *   once" (the lexicon reads "problem", "change" or the failure as the judgement);
 * - concerns taken seriously: "took my worries seriously", "took our feedback on board", "eased my
 *   fears", "put me at ease" (the lexicon reads "worries", "fears" as the writer's complaint);
 * - comparatives against an earlier state or an alternative: "much clearer than before", "far
 *   quicker than it used to be" (good), "slower than the last version", "less helpful than before"
 *   (bad);
 * - harms told as plain facts: a part failing soon ("cracked after a week", "came off the first
 *   time I used it"), the loss of what the writer valued ("removed the only feature I used",
 *   "discontinued my favourite flavour", "no longer supports my printer").
 *
 * None of them applies after a negation or a negated subject ("nobody took my concerns seriously",
 * "it has not cracked after a year").
 */

/** No negation just before (within two words): "never took my worries seriously" is no praise. */
const NOT_NEGATED = String.raw`(?<!\b(?:not|never|no|nobody|hardly|barely|n't|n’t)\s{1,3}(?:\w+\s{1,3}){0,2})`;
/** No negated clause subject before: "nobody took our feedback on board", "no one has eased my fears". */
const NO_SUBJECT = String.raw`(?<!\b(?:nobody|no one|no-one|none of(?:\s\w+){1,2})(?:\s\w+){0,4}\s)`;

const PROBLEMS = String.raw`problems?|issues?|troubles?|faults?|complaints?|hiccups?|glitch(?:es)?|bugs?|errors?|crash(?:es)?|hitch(?:es)?|difficult(?:y|ies)|hassles?|niggles?|regrets?|worries|concerns?`;
const CONCERNS = String.raw`worries|worry|concerns?|fears?|nerves|anxiety|anxieties|doubts?|complaints?|feedback|suggestions?|ideas?|views?|requests?|symptoms?|pain|questions?|problems?|objections?`;

/** Good outcomes: praise said with problem words the lexicon reads as complaints. */
const GOOD: readonly RegExp[] = [
  // "never had a single issue", "haven't had one problem", "not once had any trouble"
  new RegExp(String.raw`\b(?:never|not once|haven't|have not|hasn't|has not|hadn't|had not|didn't|did not|don't|do not)\s+(?:\w+\s+){0,2}?(?:had|have|experienced|encountered|seen|noticed|run into|ran into|come across|faced|hit|found)\s+(?:a\s+single|one|a|any|the\s+(?:slightest|smallest)|even\s+(?:one|a))\s+(?:\w+\s+)?(?:${PROBLEMS})\b`, 'giu'),
  // "no problems at all", "zero issues since the update", "not a single hiccup so far"
  new RegExp(String.raw`\b(?:no|zero|not\s+(?:a\s+single|one))\s+(?:\w+\s+)?(?:${PROBLEMS})\s+(?:at all|whatsoever|of any kind|so far|since|to (?:report|speak of)|in (?:\w+\s+){0,2}(?:years?|months?|weeks?))\b`, 'giu'),
  // "it has not cracked after a year", "the paint never faded", "the zip didn't break once"
  /\b(?:(?:has|have|had|did|does|do)(?:n't|n’t| not| never)|never|not once)\s+(?:once\s+|yet\s+|ever\s+|even\s+|so much as\s+)?(?:cracked|crack|peeled|peel|snapped|snap|chipped|chip|torn|tore|tear|ripped|rip|shattered|shatter|bent|bend|rusted|rust|faded|fade|frayed|fray|warped|warp|shrunk|shrank|shrink|split|stopped working|stop working|died|die|worn out|wear out|fallen apart|fall apart|come apart|come loose|broken down|break down|break|given up|give up)\b/giu,
  // "nothing I would change", "there is not one thing we'd improve", "nothing about it I could fault"
  /\b(?:nothing|not (?:a|one) (?:single )?thing)\s+(?:about\s+(?:\w+\s+){1,4})?(?:that\s+)?(?:i|we|you)(?:'d|’d|\s+would|\s+could|\s+can|\s+want(?:ed)?\s+to|\s+need(?:ed)?\s+to)\s+(?:\w+\s+)?(?:change|improve|fix|fault|criticise|criticize|complain about|do differently)\b/giu,
  // "wouldn't change a thing", "could not fault anything"
  /\b(?:wouldn't|would not|couldn't|could not|can't|cannot)\s+(?:change|fault|improve)\s+(?:a (?:single )?thing|anything)\b/giu,
  // "took my worries seriously", "took our feedback on board", "takes every complaint into account"
  new RegExp(String.raw`\b(?=took|take|takes|taking)${NOT_NEGATED}${NO_SUBJECT}(?:took|take|takes|taking)\s+(?:my|our|his|her|their|your|the|all|every|each|any)\s+(?:\w+\s+){0,2}?(?:${CONCERNS})\s+(?:\w+\s+)?(?:seriously|on board|into account|to heart)\b`, 'giu'),
  // "eased my fears", "calmed our nerves", "addressed every concern"
  new RegExp(String.raw`\b(?=eased|calmed|settled|addressed|allayed|soothed|acknowledged)${NOT_NEGATED}${NO_SUBJECT}(?:eased|calmed|settled|addressed|allayed|soothed|acknowledged)\s+(?:all\s+|each\s+|every\s+)?(?:of\s+)?(?:my|our|his|her|their|the|every|each|any)?\s*(?:\w+\s+)?(?:worries|worry|concerns?|fears?|nerves|anxiety|anxieties|doubts?)\b`, 'giu'),
  // "the refund came through", "my replacement arrived" (an outcome the writer asked for)
  new RegExp(String.raw`\b(?:refund|money|replacement|repair|payment)\s+(?:has\s+|had\s+|finally\s+|eventually\s+)*(?:came through|arrived|was processed|went through|was approved)\b`, 'giu'),
  new RegExp(String.raw`\b(?=put|puts|putting|set|sets)${NOT_NEGATED}${NO_SUBJECT}(?:put|puts|putting|set|sets)\s+(?:me|us|him|her|them|my \w+|our \w+)\s+at ease\b|\b(?:my|our) (?:mind|minds) (?:was|were) put at (?:ease|rest)\b`, 'giu'),
];

/** Comparatives that praise or complain whatever the noun ("clearer than before", "slower than the old one"). */
const BETTER = String.raw`better|clearer|faster|quicker|easier|simpler|cheaper|friendlier|cleaner|smoother|brighter|quieter|safer|nicer|tidier|calmer|sharper|lighter|sturdier|stronger|tastier|comfier|roomier|more\s+(?:reliable|helpful|intuitive|organi[sz]ed|responsive|comfortable|accurate|affordable|efficient|stable|useful|welcoming|spacious|consistent|flexible|professional|readable|accessible|attentive|polite|modern|convenient|straightforward|user-friendly)|less\s+(?:crowded|confusing|cluttered|expensive|noisy|buggy|stressful|complicated|painful|cramped|chaotic)|fewer\s+(?:bugs|crashes|errors|mistakes|delays|problems|issues|ads|complaints|queues)`;
const WORSE = String.raw`worse|slower|harder|dearer|pricier|noisier|buggier|messier|dirtier|clunkier|flimsier|weaker|uglier|more\s+(?:expensive|confusing|complicated|cluttered|crowded|difficult|stressful|buggy|awkward|painful|chaotic|unreliable|frustrating)|less\s+(?:reliable|helpful|friendly|intuitive|clear|responsive|comfortable|useful|organi[sz]ed|stable|attentive|polite|accurate)|fewer\s+(?:staff|options|features|choices|seats|nurses|teachers|tutors)|more\s+(?:bugs|crashes|errors|ads|delays|problems|issues|mistakes)`;
const DEGREE = String.raw`(?:(?:much|far|a lot|way|so much|noticeably|a little|a bit|slightly|even|ten times|twice as)\s+)?`;
/** Not after a negation, a hedge or a demand ("not much faster than", "no better than", "could be faster than", "can do better than this"). */
const COMPARATIVE_LOOKBEHIND = String.raw`(?<!\b(?:not|no|never|n't|n’t|hardly|barely|if|wish|can|could|should|must|would|might|may|needs? to|has to|have to)\s{1,3}(?:be\s+|do\s+|get\s+)?(?:much\s+|any\s+|a lot\s+|even\s+|far\s+)?)`;
const comparative = (words: string) => new RegExp(String.raw`\b${COMPARATIVE_LOOKBEHIND}\b${DEGREE}(?:${words})\s+than\b`, 'giu');
const GOOD_COMPARATIVE = comparative(BETTER);
const BAD_COMPARATIVE = comparative(WORSE);
/** "not as clear as before", "no longer as quick as it was": a fall from an earlier state. */
const NOT_AS_GOOD = /\b(?:not|isn't|aren't|wasn't|weren't|no longer|nowhere near)\s+(?:nearly\s+|quite\s+)?as\s+(?:good|clear|quick|fast|easy|friendly|helpful|reliable|cheap|clean|comfortable|smooth|tasty|useful)\s+as\b/giu;

/** A part failing soon, or the loss of what the writer valued. */
const FAIL_VERBS = String.raw`cracked|split|snapped|peeled|chipped|tore|ripped|shattered|bent|rusted|faded|frayed|burst|shrank|shrunk|warped|stopped working|stopped charging|died|gave up|gave out|came off|fell off|came loose|came apart|fell apart|broke|wore through|wore out|started leaking|started peeling|stopped turning on`;
const SOON = String.raw`(?:after|within|in)\s+(?:only\s+|just\s+|less than\s+|under\s+|barely\s+)?(?:a|one|two|three|four|five|six|a few|a couple of|few|\d+)\s+(?:days?|weeks?|months?|uses?|washes|wash|wears?|charges?|rides?|outings?)\b|(?:on|the)\s+(?:very\s+)?(?:first|second)\s+(?:day|time|use|wash|wear|charge)\b`;
const LOSS_VERBS = String.raw`removed|dropped|discontinued|scrapped|axed|took away|taken away|got rid of|cut|withdrew|withdrawn|stopped (?:selling|offering|making|stocking|supporting)`;
/** The first words of the verbs: the lookbehinds run only where one starts. */
const FAIL_STARTS = 'cracked|split|snapped|peeled|chipped|tore|ripped|shattered|bent|rusted|faded|frayed|burst|shrank|shrunk|warped|stopped|died|gave|came|fell|broke|wore|started';
const LOSS_STARTS = 'removed|dropped|discontinued|scrapped|axed|took|taken|got|cut|withdrew|withdrawn|stopped';
const BAD: readonly RegExp[] = [
  new RegExp(String.raw`\b(?=${FAIL_STARTS})${NOT_NEGATED}(?:${FAIL_VERBS})\s+(?:\w+\s+){0,2}?(?:${SOON})`, 'giu'),
  new RegExp(String.raw`\b(?=${LOSS_STARTS})${NOT_NEGATED}${NO_SUBJECT}(?:${LOSS_VERBS})\s+(?:\w+\s+){0,2}?(?:the only|my (?:favourite|favorite|only)|our (?:favourite|favorite|only)|the (?:one|best|main) (?:\w+\s+)?(?:i|we) (?:used|liked|loved|needed|relied on|wanted))\b`, 'giu'),
  // Effort the writer had to spend: "I had to chase them twice", "we needed to call three times"
  /\b(?:had to|have had to|has had to|needed to|was forced to|were forced to)\s+(?:chase|call|ring|phone|email|ask|remind|complain|write|go back|explain|repeat|push)\b(?:\s+\w+){0,4}?\s+(?:twice|three times|four times|again|several times|repeatedly|every (?:day|week)|\w+ times)\b/giu,
  /\bno longer\s+(?:supports?|sells?|stocks?|offers?|makes?|has|have|carries|carry)\s+(?:my|our|the (?:one|only))\b/giu,
];

export interface FamilyShapes {
  good: number;
  bad: number;
}

function count(text: string, patterns: readonly RegExp[]): number {
  return patterns.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
}

/** The 2026-12-01 family shapes of a text (its whitespace collapsed by the caller). */
export function familyShapes(text: string): FamilyShapes {
  return {
    good: count(text, GOOD) + count(text, [GOOD_COMPARATIVE]),
    bad: count(text, BAD) + count(text, [BAD_COMPARATIVE, NOT_AS_GOOD]),
  };
}

/** What the side decision reads a text's shapes with: 2026-11-29's (sentiment-shapes.ts) or those with the families added. */
export interface ShapeReader {
  shapes(text: string): SentimentShapes;
  outside(text: string, kind: 'good' | 'bad'): string;
  shortfall(side: string): boolean;
}

export const SHAPES_2026_11_29: ShapeReader = { shapes: sentimentShapes, outside: outsideShapes, shortfall: hasShortfall };

const ALL_GOOD = [...GOOD, GOOD_COMPARATIVE];
const ALL_BAD = [...BAD, BAD_COMPARATIVE, NOT_AS_GOOD];

/** The shapes of 2026-11-29 with the families of 2026-12-01 counted in. */
export const SHAPES_2026_12_01: ShapeReader = {
  shapes(text) {
    const s = sentimentShapes(text);
    const f = familyShapes(text);
    return { ...s, good: s.good + f.good, bad: s.bad + f.bad };
  },
  outside(text, kind) {
    return (kind === 'good' ? ALL_GOOD : ALL_BAD).reduce((t, re) => t.replace(re, ' '), outsideShapes(text, kind));
  },
  shortfall(side) {
    return hasShortfall(side) || count(side, ALL_BAD) > 0;
  },
};
