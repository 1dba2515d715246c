/**
 * Sentiment version 2026-12-04: sentence families of general English that the outcome rules of
 * 2026-12-03 read the wrong way round or missed. Shapes of any domain, not sentences of any data set:
 *
 * - a loss word that is no loss: a loss denied after its verb ("we lost nothing", "never lost a
 *   file"), an unwanted thing removed ("removed every stain", "killed every weed"), and a loss named
 *   in a plain fact about what is covered or where it goes ("The plan covers lost luggage.");
 * - a good outcome that did not happen: a wish ("I wish it had arrived a day early") and a promise
 *   ("They promised a refund within a week"), broken when the text says it was not kept;
 * - good outcomes told without sentiment words: a person doing something for the writer ("built me
 *   a plan", "waited for me", "fitted me in", "called to check on…"), a task done soon ("packed and
 *   loaded by lunchtime", "in my account within two days"), care over every item ("wrapped every
 *   frame"), and what the writer can do now ("I can now…", "a full recovery", "home sooner");
 * - the two sides of a contrast beyond "but" and "although": "apart from", "except for", "other
 *   than", a semicolon, a second sentence, and the plain words of each side ("brand new", "in one
 *   piece", "packed", "went up", "later than promised").
 */

const PEOPLE = String.raw`(?:me|us|him|her|them|my \w+|our \w+)`;
/** A denial reaching back up to three words within its clause (as in 2026-12-03). */
const NEG_BEFORE = String.raw`(?<!\b(?:not|never|no|none|didn't|didn’t|don't|doesn't|wasn't|weren't|hasn't|haven't|won't|can't|couldn't|nobody|nothing|without)\s+(?:(?!(?:and|but|then|so|because|when|after|until|or|yet)\b)[\w’']+,?\s+){0,3})`;

const LOSS_VERBS = String.raw`lost|lose|losing|deleted|wiped|erased|broke|broken|damaged|missed|scratched|dropped|spilled|spilt|misplaced`;
/** A loss the writer wants (weight, inches): denying it is no praise ("I haven't lost any weight"). */
const WANTED_LOSS = String.raw`(?!\s*(?:\w+\s+){0,2}?(?:weight|pounds?|lbs|kilos?|kg|stones?|inch(?:es)?|ounces?|fat|a (?:pound|kilo|stone))\b)`;

/** A loss denied after its verb, or said to have happened to nothing. */
export const DENIED_LOSS_RE = new RegExp([
  String.raw`\b(?:${LOSS_VERBS})\s+(?:absolutely\s+|a\s+)?(?:nothing|none|not (?:a|one) (?:single )?\w+|no (?:data|files?|photos?|items?|\w+ at all))\b${WANTED_LOSS}`,
  String.raw`\b(?:never|not once|not)\s+(?:once\s+|ever\s+)?(?:${LOSS_VERBS})\s+(?:a|an|one|any|my|our|a single|one single)\b${WANTED_LOSS}`,
  String.raw`\b(?:(?:have|has|had)(?:n't|n’t| not| never))\s+(?:once\s+|ever\s+)?(?:${LOSS_VERBS})\s+(?:a|an|one|any|my|our|a single|anything)\b${WANTED_LOSS}`,
  String.raw`\bwithout (?:losing|deleting|breaking|damaging|dropping|missing) (?:a|an|any|one|a single|anything)\b${WANTED_LOSS}`,
].join('|'), 'iu');

/** Unwanted things a product or a person removed: praise told with loss words. Only things no one wants (not "marks", which may be earned). */
const UNWANTED = String.raw`stains?|weeds?|fleas?|ticks?|lice|scuffs?|(?:grease|scuff|water|stain|pen|ink|burn|tide|finger|paw|tar|rust|mould|mold) ?marks?|smells?|odou?rs?|mou?ld|mildew|dandruff|rust|grease|grime|dirt|dust|limescale|bugs?|germs|pests?|ants?|slugs?|snails?|wasps?|mice|mouse|rats?|moths?|aphids?|spots|acne|itch(?:ing)?|pain|headaches?|swelling|wrinkles|creases|tangles|frizz|clutter|backlog|viruses|malware|spam (?:calls|emails|texts|messages)|junk mail|spam|rattles?|squeaks?|creaks?|draughts?|drafts?|condensation|blockages?`;
/** The unwanted word heads its phrase: a clause ends or a preposition or adverb follows, not a noun ("the pain relief", "the spam folder", "the marks I had earned"). */
const UNWANTED_HEAD = String.raw`(?=\s*(?:[.,;:!?)]|$)|\s+(?:from|off|out|in|on|at|around|under|behind|between|with|within|without|overnight|completely|entirely|instantly|immediately|straight away|at once|and|or|for|first|too|as well|after|before|by|like|that (?:had|has|have|was|were|kept)|which|quickly|easily|fast|in one go|altogether|for good)\b)`;
export const CLEARED_RE = new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:removed|removes|killed|kills|got rid of|gets rid of|cleared|clears|eliminated|eliminates|wiped out|took out|takes out|lifted|lifts|shifted|shifts|sorted out|cured|cures|stopped|stops|fixed|fixes)\s+(?:(?:every|all|each|any|the|my|our|those|these|that|a|both|most)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?)?(?:(?:last|single|old|red|wine|coffee|grass|oil|ink|tea|nasty|stubborn|\w+-\w+)\s+){0,2}(?:trace of (?:the\s+)?(?:\w+\s+){0,2})?(?:${UNWANTED})\b${UNWANTED_HEAD}`, 'iu');

/** A loss named in a plain fact: what a policy covers, where lost things go, how cancellations are listed. */
const LOSS_NAME = String.raw`(?:lost|stolen|missing|cancelled|canceled|delayed|damaged|broken|late)\s+(?:or\s+(?:lost|stolen|damaged|delayed|broken)\s+)?(?:luggage|baggage|bags?|property|items?|cards?|keys|pets?|phones?|trains?|flights?|buses|parcels?|post|deliveries|goods|laptops?|devices?|belongings|passports?|documents|payments?|appointments?|services?|bookings?|orders?)`;
const FACT_VERBS = String.raw`covers?|covered|includes?|pays? (?:out )?for|reimburses?|handles?|deals? with|(?:is|are) (?:listed|shown|posted|announced|reported|logged|kept|held|handled|refunded|replaced)|can be (?:reported|replaced|claimed|collected|refunded|found|listed|cancelled)|claims?\s+for`;
export const LOSS_FACT_RE = new RegExp(String.raw`\b(?<!\b(?:my|our|his|her|their|your)\s+)\b${LOSS_NAME}\b[^.?!]*\b(?:${FACT_VERBS})\b|\b(?:${FACT_VERBS})\b[^.?!]*\b(?<!\b(?:my|our|his|her|their|your)\s+)\b${LOSS_NAME}\b`, 'iu');
/** The writer's own loss: "my lost luggage", "we lost", "I lost". */
const OWN_LOSS_RE = /\b(?:my|our)\s+(?:lost|stolen|missing|cancelled|canceled|delayed|damaged|broken)\b|\b(?:i|we)\s+(?:have\s+|had\s+)?(?:lost|missed)\b|\bnever\s+(?:found|returned|arrived|came)\b/iu;

/** A wish: what the writer wanted and did not get ("I wish it had arrived…"); not praise said as a wish ("I wish I had found them sooner"). */
export const WISH_RE = /\b(?:i|we)\s+(?:really\s+|just\s+|only\s+)?wish(?:ed)?\s+(?:that\s+)?(?!(?:i|we|i'd|i’d|we'd|we’d|i'm|i’m)\b)(?:[\w’']+\s+){1,4}?(?:had\s+(?!(?:one|an?|more|another|some)\b)\w+|would|were|was|could(?:\s+have)?|did|didn't|didn’t|hadn't|hadn’t|wasn't|wasn’t|weren't|weren’t|stayed|opened|lasted|worked|came|arrived|listened|answered|replied|told|explained|bothered|cared|tried)\b|\bif only\b/iu;
const WISH_PRAISE_RE = /\bwish(?:ed)?\s+(?:that\s+)?(?:more|every|all|other|most|everyone|everybody|everything)\b|\bwish(?:ed)?\s+(?:i|we)(?:'d|’d|\s+had|\s+could)\s+(?:\w+\s+){0,4}?(?:sooner|earlier|years ago|ages ago|long ago|before|more stars|six stars|ten stars|give (?:more|six|ten|extra))\b|\bwish (?:i|we) could (?:give|rate|come|go|eat|stay|visit)\b|\bwish (?:there were|there was) more\b|\bwish (?:they|there|it) (?:had|was|were) (?:one|a \w+|another|more)\b/iu;
/** What a wish asks for when it asks for a good outcome: sooner, on time, the same day. */
export const WISHED_OUTCOME_RE = /\b(?:on time|early|earlier|sooner|faster|quicker|in time|the same (?:day|morning|afternoon|evening|week)|the (?:next|following) (?:day|morning))\b/iu;

export const isComplaintWish = (text: string): boolean => WISH_RE.test(text) && !WISH_PRAISE_RE.test(text);

/** A promise or expectation of an outcome: the outcome it names did not (yet) happen. */
export const PROMISE_RE = /\b(?:promised|promise|promising|assured|pledged|vowed|swore|(?:was|were|is|are) (?:supposed|meant|due) to|told (?:me|us) (?:it|they|that|we|I)\b[^.?!]{0,20}\bwould)\b/iu;
/** The promise not kept: "that was in March", "it is now Friday", "still waiting", "nothing", "never". */
const BROKEN_RE = /\b(?:still|never|nothing|no sign|not yet|yet to|(?:that|this) was (?:in|on|last|over|back|weeks|months|two|three|four|five|six)|it(?:'s| is) now|(?:weeks|months|days) (?:later|ago|on)|and (?:now|today)|instead|didn't|didn’t|did not|hasn't|hasn’t|has not|haven't|haven’t|have not|wasn't|wasn’t|was not|broke (?:it|that|their|his|her))\b/iu;
/** The promise kept: "and we did", "and it came", "and they kept their word" (not "and it didn't"). */
const KEPT_RE = /\b(?:and|which|as) (?:(?:we|it|they|he|she|that|this|the \w+) )?(?:really |actually |indeed |sure enough )?(?:did|came|arrived|turned up|showed up|delivered|kept (?:it|their|his|her|the|to) ?\w*)\b(?!\s*(?:n['’]t|not|late|after|until|a (?:day|week|month)|(?:\w+ )?(?:days|weeks|months) late))/iu;
/** A promise said to be broken after it is made, unless the text first says it was kept. */
export const isBrokenPromise = (text: string): boolean => {
  const promise = PROMISE_RE.exec(text);
  if (!promise) return false;
  const after = text.slice(promise.index);
  const broken = BROKEN_RE.exec(after);
  const kept = KEPT_RE.exec(after);
  return broken !== null && (kept === null || broken.index < kept.index);
};

/** What makes a thing given to the writer a bad one: where it is, what it lacks ("a room next to the lift shaft", "the smallest table"). */
const GIVEN_FAULT = String.raw`smallest|tiniest|worst|noisiest|darkest|coldest|hottest|dirtiest|oldest|last|only one|(?:next to|right by|by|beside|near|opposite|facing) the (?:toilets?|loos?|kitchen|bins?|lifts?|lift shaft|doors?|stairs|road|car park|bar|speakers?|fire exit)|(?:over)?looking (?:onto |over )?(?:the )?(?:bins|car park|wall|road)|with (?:no|a broken|damp|mould|a leak|a view of the)|damp|mould|mouldy|leak|leaking|broken|stained|filthy|dirty|noisy|cramped|tiny|shared (?:bathroom|toilet)`;

/** Good outcomes of 2026-12-04 told without sentiment words. */
const GOOD_RES: readonly RegExp[] = [
  // Someone did something for the writer: "built me a plan", "found us seats", "fitted me in", "waited for me".
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?<!\b(?:i|we)\s)(?:built|made|found|got|gave|booked|saved|brought|showed|drew up|put together|set up|sorted|arranged|organised|organized|tracked down|dug out|printed|lent|reserved|held)\s+(?:me|us)\s+(?:a|an|the|three|two|some|several|\d+|every|all|one|another|exactly)\b(?![^.?!;]*\b(?:${GIVEN_FAULT})\b)`, 'iu'),
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:fitted|squeezed|slotted|got) (?:me|us|him|her|them) in\b|\b(?<!\b(?:i|we)\s)(?:waited|stayed|held the \w+) (?:behind )?for ${PEOPLE}\b|\b(?:called|rang|phoned|texted|emailed|messaged|came back|checked in|followed up)\b[^.?!,;]{0,30}\bto (?:check|see|ask) (?:how|if|whether|on|that)\b`, 'iu'),
  // Help that got the writer somewhere: "helped me lose weight", "got our mortgage approved".
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:helped|helps) (?:me|us|him|her|them|my \w+|our \w+) (?:to )?(?:\w+)\b|\b(?<!\b(?:i|we)\s)(?:got|had) (?:my|our|the) (?:\w+ ){0,2}(?:approved|sorted|fixed|signed off|through|done|accepted|back|running|working)\b`, 'iu'),
  // A task done soon: "packed and loaded by lunchtime", "in my account within two days", "found … in ten minutes".
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:done|finished|packed|loaded|fixed|sorted|approved|delivered|installed|fitted|cleaned|cleared|built|painted|moved|found|set up|ready|repaired|replaced|refunded|signed off|in (?:my|our) (?:bank|account|inbox|hands)|got in|arrived|turned up|showed up|answered)\b[^.?!;]{0,50}?\b(?:in (?:under |less than |just |only )?(?:ten|five|fifteen|twenty|thirty|\d+|a few|a couple of|two|three) (?:minutes|mins|hours|days)|in under (?:a|an) (?:hour|day|week)|by (?:lunchtime|lunch|noon|midday|the (?:next|following) morning|the end of the day|teatime)|within (?:a day|a week|an hour|the hour|minutes|hours|(?:two|three|four|five|a few|\d+) (?:days|hours|minutes))|(?:\w+ )?minutes early|(?:\w+ )?(?:hours?|days?) early|ahead of (?:time|schedule))\b`, 'iu'),
  // Care over every item: "wrapped every frame", "labelled each box", "checked every room".
  new RegExp(String.raw`\b` + NEG_BEFORE + String.raw`\b(?:wrapped|labelled|labeled|checked|protected|covered|cleaned|polished|tested|explained|answered|photographed|double-checked|padded|tracked down|found|sourced|chased up|replied to) (?:every|each|all (?:the|our|my)) \w+`, 'iu'),
  // What the writer can do now, a recovery, getting somewhere sooner.
  /\b(?:i|we|he|she|they|my \w+|our \w+) can now\b(?!\s+(?:only|no longer|not|never|barely|hardly|just about|rarely)\b)[^.?!,;]*|\b(?:now|finally) (?:reads|sleeps|walks|eats|sits|swims|talks|speaks|drives|plays|manage|manages|managed|can)\b|\b(?:made|making) a (?:full|complete|quick|fast|speedy) recovery\b|\b(?:half an hour|an hour|\w+ minutes|\w+ hours|a day|\w+ days) (?:sooner|earlier|faster|quicker)\b|(?=\btwice (?:as far as|as many as)\b)(?<!\b(?:costs?|costing|price[sd]?|pay|paying|paid|fees?|bills?|charges?|charged|charging|rent|spend|spent|owe)\b[^.?!]*)\btwice (?:as far as|as many as)\b(?![^.?!]*\b(?:costs?|price|pay|paid|fees?|bills?|charges?|charged|rent|spend|spent)\b)/iu,
  // Things that do what they are for: "the lockers actually lock", "exactly what I showed her".
  /\bactually (?:lock|locks|work|works|worked|fit|fits|fitted|close|closes|stay|stays|arrive|arrived|turn up|turned up|last|lasts)\b|\bexactly (?:what|how) (?:i|we) (?:asked|showed|wanted|described|needed|pictured)\b|\b(?:wagging (?:his|her|its) tail|good as new|back to (?:his|her|their|its) old self)\b/iu,
];

/** The phrases of the good outcomes of 2026-12-04 in a text. */
export const goodOutcomeMatches = (text: string): string[] => GOOD_RES.map((re) => re.exec(text)?.[0]).filter((m): m is string => m !== undefined);

export const goodOutcomes2026_12_04 = (text: string): number => (isComplaintWish(text) || PROMISE_RE.test(text) ? 0 : GOOD_RES.filter((re) => re.test(text)).length);

/** A price above what was agreed: "double what they quoted", "over the estimate". */
const OVER_QUOTE_RE = /\b(?:double|twice|triple|three times|far more than|much more than|more than) (?:what|the (?:price|amount|figure)) (?:they|we|i|he|she|the \w+) (?:had )?(?:quoted|were quoted|was quoted|agreed|were told|was told|expected|estimated|said)\b|\b(?:over|above) (?:the|their|his|her|our) (?:quote|estimate|quoted price)\b/iu;
export const badOutcomes2026_12_04 = (text: string): number => (OVER_QUOTE_RE.test(text) ? 1 : 0);

/** A loss word that is no loss (denied, an unwanted thing removed, a loss named in a fact). */
export function lossWordsDefused(text: string): 'denied' | 'cleared' | 'fact' | undefined {
  if (DENIED_LOSS_RE.test(text)) return 'denied';
  if (CLEARED_RE.test(text)) return 'cleared';
  if (LOSS_FACT_RE.test(text) && !OWN_LOSS_RE.test(text)) return 'fact';
  return undefined;
}

/** Plain praise and complaint words of a contrast's side beyond those of 2026-12-02. */
export const SIDE_PRAISE_RE = /\b(?:brand new|in one piece|intact|undamaged|worked hard|work hard|works hard|took (?:great |real )?care|on time|clean|quiet|spacious|talented|wonderful|brilliant|patient|lovely|great|excellent|perfect|good|saved|recovered well|helped|helpful)\b/iu;
export const SIDE_COMPLAINT_RE = /\b(?:packed|crowded|rammed|heaving|went up|goes up|gone up|has risen|rose|increased|keeps? (?:going up|rising)|(?:a \w+ |\w+ )?later than (?:promised|expected|agreed|booked|planned|quoted)|hidden (?:fees|charges|costs)|dented|broken|never on time|always late|clunky|paper thin|paper-thin|falling apart|burned|burnt|painful|freezing|useless|a mess|nearly killed|took (?:them )?(?:\w+ )?(?:weeks|months))\b/iu;

/** A side of a juxtaposition without a contrast word is at most this many words. */
const SHORT_SIDE = 8;
/** A second sentence that turns against the first. */
const CONTRAST_ADVERB_RE = /\b(?:though|however|sadly|unfortunately|on the other hand|the downside|the only (?:downside|problem|issue|drawback|thing)|even so|still,)\b/iu;

/**
 * The two sides of a contrast beyond those of 2026-12-02 (contrastSides), the exception first:
 * "Apart from X, Y" / "Y, apart from X" / "except for", a semicolon, two sentences, "…, though X";
 * the third item says whether a word marks the contrast (a juxtaposition of two short verdicts has none), the
 * fourth whether the sides are two sentences (read before a contrast word inside the second: "X. The fee, though, went up.").
 */
export function widerSides(text: string): [string, string, boolean, 'sentences' | 'other'] | undefined {
  const t = text.trim();
  const apart = /\b(?:apart from|except for|other than|aside from)\b/iu.exec(t);
  // "nothing … except", "lacks everything other than": an exclusion, not a contrast.
  if (apart && !/\b(?:not|never|no|nothing|anything|everything|lacks?|n't|n’t)\b/iu.test(t.slice(0, apart.index))) {
    const before = t.slice(0, apart.index);
    const after = t.slice(apart.index + apart[0].length);
    if (before.trim() === '') {
      const comma = after.indexOf(',');
      if (comma > 0) return [after.slice(0, comma), after.slice(comma + 1), true, 'other'];
    } else if (after.trim() !== '' && /,\s*$/u.test(before)) return [after, before, true, 'other'];
  }
  const words = (x: string) => x.trim().split(/\s+/u).length;
  // Juxtaposed verdicts are short ("Friendly staff; filthy showers."); a longer second sentence needs a contrast adverb.
  const semi = t.split(/\s*;\s*/u).filter((x) => x.trim() !== '');
  if (semi.length === 2 && semi.every((x) => words(x) >= 2 && words(x) <= SHORT_SIDE)) return [semi[0], semi[1], false, 'other'];
  const sentences = t.split(/(?<=[.!?])\s+(?=[A-Z"“])/u).filter((x) => x.trim() !== '');
  if (sentences.length === 2 && sentences.every((x) => words(x) >= 2)) {
    if (CONTRAST_ADVERB_RE.test(sentences[1])) return [sentences[0], sentences[1], true, 'sentences'];
    if (sentences.every((x) => words(x) <= SHORT_SIDE)) return [sentences[0], sentences[1], false, 'sentences'];
  }
  const though = /,\s*(?:though|although)\s+/iu.exec(t);
  if (though) return [t.slice(0, though.index), t.slice(though.index + though[0].length), true, 'other'];
  return undefined;
}
