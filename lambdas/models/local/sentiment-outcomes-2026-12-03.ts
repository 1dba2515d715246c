/**
 * Sentiment version 2026-12-03: outcomes of any domain told in plain verbs, without a sentiment
 * word. Patterns of general English (what a person did for the writer, how soon a thing came, what
 * was lost), not sentences of any data set.
 */

/**
 * A denial before a verb, up to three words back within its clause ("None of my photos were lost",
 * "Not a single booking was lost", "No data was deleted"); a joining word ends the reach ("They
 * didn't warn me and deleted my account" is still a loss).
 */
const NEG_BEFORE = String.raw`(?<!\b(?:not|never|no|none|didn't|didn’t|don't|doesn't|wasn't|weren't|hasn't|haven't|won't|can't|couldn't|nobody|nobody's|nothing|neither|nor|without)\s+(?:(?!(?:and|but|then|so|because|when|after|until|or|yet)\b)[\w’']+,?\s+){0,3})`;
/** A loss the writer asked for is no loss ("deleted my old account the same day, just as I asked"). */
const ASKED_FOR_RE = /\b(?:as|like) (?:I|we) (?:had )?(?:asked|requested|wanted)\b|\bat my request\b|\bas requested\b|\bwhen I asked\b/iu;
const PEOPLE = String.raw`(?:me|us|him|her|them|my \w+|our \w+)`;
const SOON = String.raw`(?:the same (?:day|afternoon|morning|evening|week|hour)|the (?:next|following) (?:day|morning)|the (?:day|morning) after|overnight|within (?:minutes|hours|the hour|a day|a week|a month|an hour|(?:a few|two|three|four|five|ten|\d+) (?:minutes|hours|days))|a day early|ahead of schedule|early)`;

/** Care and help: listening, explaining until it is understood, tidying up, going beyond the task. */
const GOOD_RES: readonly RegExp[] = [
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:listened|listens) (?:carefully|patiently|properly|closely|to (?:every|all|each|my|our) (?:\w+ )?(?:questions?|worr(?:y|ies)|concerns?|word))`, 'iu'),
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:explained|explains|went through|goes through|talked (?:me|us) through|walked (?:me|us) through)\b[^.?!;]{0,60}?\b(?:clearly|in plain (?:words|english|language|terms)|step by step|patiently|until|so (?:i|we) (?:could|understood))\b`, 'iu'),
  /\b(?:made|makes|make) (?!a\b|an\b|one\b|that\b|this\b|some\b|no\b)(?:\w+ ){1,3}click\b|\b(?:finally|now) (?:understand|understood|made sense|makes sense|get it|got it)\b(?! that\b)|\buntil (?:it|they|everything|we|i|the \w+(?: \w+)?) (?:made sense|clicked|understood|got it)\b/iu,
  /\b(?:cleaned|tidied|cleared) up (?:after|behind) (?:himself|herself|themselves|themself|itself|them|us)\b|\bleft (?:everything|the (?:\w+ )?\w+|it|the place|my \w+|our \w+) (?:spotless|clean|tidy|immaculate|neat|as (?:he|she|they|we) found it)\b/iu,
  /\bstayed (?:late|behind|on|after (?:class|school|hours|work|the \w+))(?: \w+){0,3} to (?:help|go through|explain|answer|finish|make sure|check|sort)\b/iu,
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:answers|answered|replies to|replied to|responds to|responded to) (?:every |all |our |my |any |each )?(?:questions?|queries|messages)\b`, 'iu'),
  new RegExp(String.raw`\b(?:covered|swapped) (?:my|our) shifts?\b|\b(?:went|goes|go) out of (?:his|her|their|its|the) way\b|\bcarried (?:\w+ ){1,4}(?:for|to) ${PEOPLE}\b|\b(?:got|gets|get) (?:me|us|him|her|them) back on (?:my|our|his|her|their) feet\b`, 'iu'),
  /(?<!\bI )\b(?:spotted|caught|noticed|flagged) (?:a|an|the) (?:\w+ )?(?:clash|mistake|error|problem|issue|fault|leak|interaction)\b[^.?!]{0,40}\b(?:and|before)\b/iu,
  // Soon: a thing arrived or was put right sooner than feared.
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:(?<!\b(?:we|i|they|you) )arrived|landed|(?<!\b(?:we|i|they|you) )came|came back|was (?:on|at) (?:the|my|our) \w+|(?:was|were|got|had it|had them) (?:delivered|fixed|sorted|resolved|refunded|replaced|repaired|answered|back)|(?:fixed|sorted|resolved|refunded|replaced|repaired|answered) (?:it|them|my \w+|our \w+|the \w+(?: \w+)?))\b[^.?!,;]{0,40}?\b${SOON}\b`, 'iu'),
  /\b(?:was|were) seen (?:\w+ )?(?:minutes|an hour) (?:early|before)\b|\b(?:is|are) (?:now )?instant(?: now)?\b|\bstill (?:runs|works|looks|drives|fits) like (?:new|the day|it did)\b|\bnot (?:a|one) (?:single )?(?:scratch|mark|dent|crack|chip)\b|\bwithout any (?:effort|fuss|trouble|hassle)\b|\bcould(?: not|n't|n’t) have asked for (?:a |an )?(?:more|better|nicer|kinder)\b|\bhas come on (?:hugely|massively|so much|a lot|leaps and bounds|in leaps)\b/iu,
];

/** Losses and failures told as facts: deleted, wiped, lost, never arrived, charged twice, cancelled without notice. */
const BAD_RES: readonly RegExp[] = [
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:deleted|wiped|erased|lost|corrupted|overwrote|wiped out) (?:all |half |most |every |some |many |several |three |two |\d+ )?(?:of )?(?:my|our|his|her|their|the|your) (?:\w+ ){0,2}?(?:\w+)\b`, 'iu'),
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:was|were|got|have been|has been|had been) (?:deleted|wiped|erased|lost|corrupted|cancelled|canceled)\b`, 'iu'),
  /\b(?:vanished|disappeared|went missing|never (?:arrived|came|turned up|showed up|showed|got back|called back|replied|answered|came back))\b/iu,
  /\b(?:charged|billed) (?:me |us )?(?:twice|two times|double)\b|\bdouble[- ]charged\b/iu,
  /\b(?:cancelled|canceled|closed|moved|changed|rescheduled|postponed)\b[^.?!]{0,40}\bwithout (?:any )?(?:notice|warning|telling|asking|explanation|notifying)\b/iu,
  /\brolled (?:his|her|their) eyes\b|\bsoaked through\b|\bleft (?:out )?in the rain\b|\blogs? (?:me|us) out\b|\b(?:washed|faded) out\b|\bchanged (?:twice|again|three times) after\b|\bwithout (?:any|an) (?:answers?|explanation|apology|help)\b|\b(?:left|came away|finished|walked out|went home|hung up|sent (?:me|us|him|her|them) (?:home|away))\b[^.?!]{0,30}\bwithout (?:any|an|a single|a) (?!(?:fuss|trouble|hassle|problems?|issues?|pain|effort|worries|complaints?)\b)\w+|\bnone the wiser\b|\bwithout learning anything\b/iu,
];

/** A cost paid for an outcome: "eventually, after four emails", "only after three visits". */
export const COST_RE = /\b(?:eventually|finally|in the end)\b[^.?!]{0,30}\bafter (?:\w+ ){0,2}(?:emails|calls|phone calls|visits|attempts|tries|chasers|reminders|complaints|messages|weeks|months|hours)\b|\b(?:only )?after (?:\w+ ){0,2}(?:emails|calls|phone calls|visits|attempts|tries|chasers|reminders|complaints|messages)\b[^.?!]{0,30}\b(?:eventually|finally|in the end)\b/iu;

export const goodOutcomes = (text: string): number => GOOD_RES.filter((re) => re.test(text)).length;
export const badOutcomes = (text: string): number => (ASKED_FOR_RE.test(text) ? 0 : BAD_RES.filter((re) => re.test(text)).length);

/** "kept" with a thing as its object and a plain purpose ("kept the receipt in case…", "kept the old router as a spare"), not a stance ("kept us waiting", "kept crashing"). */
export const KEPT_THING_RE = /\b(?:kept|keep|keeps) (?:the|a|an|my|our|his|her|their|all the|both) (?:\w+ ){0,2}?\w+ (?:as (?:a|an) \w+|in case|for (?:later|reference|the \w+|my \w+|our \w+)|in (?:the|a|my|our) \w+)\b/iu;
