import { joinVerdicts, VERDICT_PREPOSITIONS } from './extractions-verdicts-2026-12-16.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { dot } from '../../core/clustering/vectors.js';
import { ADULT_BAR, PERSON_BAR, PERSON_SCORE, PLACE_PREPOSITIONS, THEME_WORK_BAR, THING_ANCHORS, type PeopleReading } from './extractions-people.js';
import { unitMean } from './extractions-prepared-theme.js';
import { applyArrivals } from './extractions-arrivals.js';
import { describedName, workerBefore } from './extractions-mends.js';
import { companion, countsThings, POSSESSIVES, TIME_WORDS } from './extractions-arrival-guards.js';
import { subjectName, thingCompanion, thingName } from './extractions-names-2026-12-14.js';

/**
 * Extractions version 2026-12-06: what a theme is told by in everyday phrases that no single word carries, and names of people.
 * - Waiting: being seen or served in a stretch of time ("I was seen within ten minutes", "We were served straight away"), and a task
 *   that took a stretch of time ("Getting my discharge papers signed took the whole day") mention a theme about waiting.
 * - Returns: "back" after a verb of giving or sending ("Sending the shoes back", "we dropped them back", "the money came back")
 *   mentions a theme about returns; "come back" only with money before it ("I will come back" is no return).
 * - Opening hours: "close" or "shut" (related words of opening hours) only with a time or day after it ("It closes at nine", "shuts early on Saturdays", "closed for lunch");
 *   "the lanes were closed" is no opening hours.
 * - A place named after waiting ("the waiting room", "the waiting area") is a place, not the wait, unless a stretch of time follows it;
 *   a word of the communication group that modifies a noun ("the warning light", "the letter box") is no communication.
 * - A person's name ("Dr Patel was lovely", "Sophie at the front desk", "Maria and Pete made us feel at home") mentions the requested
 *   theme that names people at work most, as a definite noun for such a person does (extractions-people.ts): a capitalised word after
 *   a title, or a capitalised word read as a person (not family) that is a subject, is followed by a place ("at the desk") or a
 *   relative clause, or is joined to another name by "and".
 */
export const WAITING_NAMES = new Set(['waiting', 'wait', 'waits', 'queue', 'queues', 'queueing', 'delay', 'delays', 'punctuality']);
export const RETURN_NAMES = new Set(['returns', 'return', 'returning', 'refund', 'refunds']);
/** Theme words of opening hours ("opening hours", "opening times", "closing time"). */
const HOURS_NAMES = new Set(['opening', 'closing']);
const CLOSE_VERBS = new Set(['close', 'shut']);
const DAY_WORDS = /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight|half|early|earlier|late|later|lunch|lunchtime|weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|bank|christmas|sundays?)$/u;
const SEEN = new Set(['see', 'serve', 'treat', 'attend']);
const PASSIVE = new Set(['be', 'get']);
const BACK_VERBS = new Set(['send', 'take', 'hand', 'give', 'bring', 'post', 'drop', 'ship', 'pay', 'return', 'mail']);
const MONEY = new Set(['money', 'refund', 'deposit', 'payment', 'cash', 'credit']);
const COMMUNICATION_NAMES = new Set(['communication', 'communications', 'updates', 'information']);
const COMMUNICATION_MODIFIERS = new Set(['warning', 'letter', 'text', 'explanation']);
const PLACES = new Set(['room', 'rooms', 'area', 'areas', 'lounge', 'hall', 'space']);
const TITLES = new Set(['dr', 'doctor', 'mr', 'mrs', 'ms', 'miss', 'nurse', 'sister', 'prof', 'professor', 'chef', 'coach']);
/** Titles that name a trade, and the theme words of that trade: "Dr Lewis" goes to a theme "vets" before one about reception staff. */
const TRADE_TITLES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['dr', new Set(['doctor', 'doctors', 'gp', 'gps', 'vet', 'vets', 'consultant', 'consultants', 'surgeon', 'surgeons', 'dentist', 'dentists', 'clinicians', 'clinician'])],
  ['doctor', new Set(['doctor', 'doctors', 'gp', 'gps', 'vet', 'vets', 'consultant', 'consultants', 'surgeon', 'surgeons'])],
  ['nurse', new Set(['nurse', 'nurses', 'nursing'])],
  ['coach', new Set(['coach', 'coaches', 'coaching', 'trainer', 'trainers', 'instructor', 'instructors'])],
  ['chef', new Set(['chef', 'chefs', 'kitchen'])],
]);
const NAME_RE = /^\p{Lu}\p{Ll}+$/u;

/** A time word within the next five tokens of `i` ("within ten minutes", "the whole day", "straight away"). */
function timeFollows(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 5; k++) {
    if (tokens[k].pos === 'PUNCT' || tokens[k].pos === 'VERB') return false;
    if (TIME_WORDS.has(tokens[k].value.toLowerCase()) || TIME_WORDS.has(tokens[k].lemma)) return true;
  }
  return false;
}

/** Token indices that tell a wait: a passive "seen"/"served" or a task's "took" with a stretch of time after it. */
export function waitingPhrases(tokens: readonly TaggedToken[]): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (t.pos !== 'VERB' || !timeFollows(tokens, i)) return;
    const before = tokens[i - 1];
    if (SEEN.has(t.lemma) && before !== undefined && PASSIVE.has(before.lemma)) out.push(i);
    // "took": the subject is a task told by a verb ("Getting my papers signed took…"), not a person or a thing ("It took" is kept out too).
    else if (t.lemma === 'take') {
      // The task opens the sentence "took" is in, not the text ("Parking was easy. The drive took two hours" is no wait).
      let start = i - 1;
      while (start >= 0 && !(tokens[start].pos === 'PUNCT' && /^[.!?;]+$/u.test(tokens[start].value))) start--;
      start++;
      if (/^\p{L}+ing$/u.test(tokens[start]?.value ?? '') && tokens[start].pos !== 'PRON' && i > start + 1) out.push(i);
    }
  });
  return out;
}

/** Token indices of "back" after a verb of giving or sending within three tokens ("sent the shoes back"), or after "came" with money before it. */
export function returnPhrases(tokens: readonly TaggedToken[]): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (t.value.toLowerCase() !== 'back') return;
    for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
      const v = tokens[k];
      if (v.pos === 'PUNCT') return;
      if (v.pos !== 'VERB') continue;
      if (BACK_VERBS.has(v.lemma) || (v.lemma === 'come' && tokens.slice(Math.max(0, k - 4), k).some((w) => MONEY.has(w.lemma)))) out.push(k, i);
      return;
    }
  });
  return out;
}

/** Token indices of "close"/"shut" with a time or day within the next four tokens ("closes at nine", "shut on Sundays"). */
export function closingPhrases(tokens: readonly TaggedToken[], counts = false): number[] {
  return tokens.flatMap((t, i) => {
    if (!CLOSE_VERBS.has(t.lemma) || (t.pos !== 'VERB' && t.pos !== 'ADJ')) return [];
    for (let k = i + 1; k < tokens.length && k <= i + 4; k++) {
      if (tokens[k].pos === 'PUNCT' || tokens[k].pos === 'VERB') return [];
      // Version 2026-12-07 (`counts`): a number that counts things is no time ("closed 2 of the 4 lanes", "shut three rooms"); mended
      // before release: counted things closed are no closing of the place ("closed 2 of the 4 squat racks", "shut 4 changing rooms for
      // a week"), and a number of times is ("It closed 3 times last month").
      if (counts && tokens[k].pos === 'NUM' && ['times', 'time'].includes(tokens[k + 1]?.value.toLowerCase() ?? '')) return [i];
      if (counts && countsThings(tokens, k)) return [];
      if (DAY_WORDS.test(tokens[k].value.toLowerCase())) return [i];
    }
    return [];
  });
}

/** Token indices of "waiting" naming a place ("the waiting room"), unless a stretch of time follows; the place word is the next token. */
export function waitingPlaces(tokens: readonly TaggedToken[]): number[] {
  // "I sat in the waiting area for fifty minutes" still tells a wait.
  return tokens.flatMap((t, i) => (t.value.toLowerCase() === 'waiting' && PLACES.has(tokens[i + 1]?.value.toLowerCase() ?? '') && !timeFollows(tokens, i + 1) ? [i] : []));
}

/** Whether a theme's own words name a place word ("rooms" names "room"). */
function namesPlace(words: readonly string[], place: TaggedToken): boolean {
  const forms = [place.value.toLowerCase(), place.lemma, `${place.lemma}s`];
  return words.some((w) => forms.includes(w));
}

/** Adverbs that stand between a subject and its verb ("The warning never came", "The letter still hasn't arrived"). */
const SUBJECT_ADVERBS = new Set(['never', 'always', 'just', 'still', 'only', 'also', 'even', 'often', 'then', 'soon', 'ever', 'already', 'too', 'not', 'again', 'sometimes', 'seldom', 'rarely', 'almost', 'once']);

/**
 * Whether the token after a word of the communication group is a noun that word modifies ("light" of "the warning light", "box" of
 * "the letter box"), whatever its tag: a noun, or a word tagged otherwise ("light" is read as an adjective before "on the boiler", as
 * an adverb before "came") in its plain form, which after a singular noun cannot be the sentence's verb ("The warning came" is), not in
 * -ed or -ly, no adverb that stands before a verb, and with no object after it ("The warning scared us" is a predicate).
 */
function modifiedNoun(next: TaggedToken | undefined, after: TaggedToken | undefined): boolean {
  if (next === undefined) return false;
  if (next.pos === 'NOUN' || next.pos === 'PROPN') return true;
  if (!['ADJ', 'ADV', 'VERB'].includes(next.pos) || !/^\p{Ll}+$/u.test(next.value) || next.value !== next.lemma) return false;
  if (/(?:ed|ly)$/u.test(next.value) || SUBJECT_ADVERBS.has(next.value)) return false;
  return after === undefined || (after.pos !== 'PRON' && after.pos !== 'DET');
}

/** Token indices of a word of the communication group that modifies a noun after it ("the warning light", "the letter box"). */
export function modifyingWords(tokens: readonly TaggedToken[], related: ReadonlySet<string>): number[] {
  // Up to the mend of 2026-12-06 the word after had to be tagged a noun or adverb, which "light" of "The warning light on the boiler
  // was on" is not; "no warning", "without warning" are what was not said.
  return tokens.flatMap((t, i) => (related.has(t.value.toLowerCase()) && !['no', 'without', 'any'].includes(tokens[i - 1]?.value.toLowerCase() ?? '')
    && (t.pos === 'NOUN' || t.pos === 'ADJ') && modifiedNoun(tokens[i + 1], tokens[i + 2]) ? [i] : []));
}

/** Whether the token at `i` is written as a name in a place a person's name stands ("Sophie at the desk", "Dr Patel", "Jess, who…"). */
export function nameAt(tokens: readonly TaggedToken[], i: number, brands = false): boolean {
  const t = tokens[i];
  if (!NAME_RE.test(t.value) || TITLES.has(t.value.toLowerCase())) return false;
  const before = tokens[i - 1];
  if (before !== undefined && TITLES.has(before.value.toLowerCase().replace(/\.$/u, ''))) return !brands || !brandAfterTitle(tokens, i);
  // Not after a determiner or possessive ("the Ritz", "my son Jack").
  if (before !== undefined && (before.pos === 'DET' || before.pos === 'PRON' || before.pos === 'NOUN')) return false;
  const next = tokens[i + 1];
  if (next === undefined) return false;
  if (next.pos === 'AUX' || next.pos === 'VERB') return true;
  if (next.value === ',' && ['who', 'whose'].includes(tokens[i + 2]?.value.toLowerCase() ?? '')) return true;
  if (PLACE_PREPOSITIONS.has(next.value.toLowerCase()) && tokens[i + 2] !== undefined && ['the', 'reception', 'front'].includes(tokens[i + 2].value.toLowerCase())) return true;
  if (next.value.toLowerCase() === 'and' && NAME_RE.test(tokens[i + 2]?.value ?? '') && tokens[i + 2].value !== 'I') return true;
  return before !== undefined && before.value.toLowerCase() === 'and' && NAME_RE.test(tokens[i - 2]?.value ?? '');
}

/**
 * Version 2026-12-07: a title and a name are a thing named after someone, not a person, with a determiner or possessive before the
 * title ("my Dr Martens", "a Dr Pepper") or a noun after the name ("Dr Martens boots"): people are not owned or counted that way.
 */
function brandAfterTitle(tokens: readonly TaggedToken[], i: number): boolean {
  const owner = tokens[i - 2];
  const next = tokens[i + 1];
  return (owner !== undefined && (owner.pos === 'DET' || (owner.pos === 'PRON' && POSSESSIVES.has(owner.value.toLowerCase()) && owner.value.toLowerCase() !== 'our')))
    || (next !== undefined && next.pos === 'NOUN' && /^\p{Ll}/u.test(next.value)) || (GOODS_WORDS.has(owner?.value.toLowerCase() ?? '') && (!STAFF_BEFORE.has(tokens[i - 3]?.value.toLowerCase() ?? '') || PLURAL_VERBS.has(next?.value.toLowerCase() ?? '')));
}
/**
 * Mended again before release: "our" is how staff are spoken of ("our Dr Patel"), and "new" after "the", "this", "that" or "our" is
 * new staff ("The new Mr Hussain has settled in well", "Our new Dr Shah"): only goods are bought or worn new without them ("I bought
 * new Dr Martens", "my new Dr Martens").
 */
const STAFF_BEFORE = new Set(['the', 'this', 'that', 'our']);
/** A plural verb after the name: a pair of things, not a person ("The new Dr Martens were wrapped in plastic"). */
const PLURAL_VERBS = new Set(['are', 'were', 'have', 'need', 'fit', 'look', 'feel']);
/**
 * Mended before release: a word before the title that tells the state of goods makes it a thing ("I bought new Dr Martens",
 * "second-hand Dr Martens"): no one is new or second-hand ("the lovely Dr Patel" stays a person).
 */
const GOODS_WORDS = new Set(['new', 'brand-new', 'second-hand', 'secondhand', 'used', 'spare', 'fake', 'genuine', 'original', 'vintage']);

/**
 * Version 2026-12-07: whether a theme head names people at work for a name: as for a definite noun ({@link THEME_WORK_BAR}), or read as
 * a person nearer to people at work than to family ("teachers" 0.13, "stylist" 0.15, "tutor", "hairdresser", "vet" fall short of the bar
 * for nouns, which keeps "the consultant" from a theme "nurses", yet a name is a person and can only be one of them).
 */
export const personTheme = (r: PeopleReading): boolean => r.workOther >= THEME_WORK_BAR || (r.person >= PERSON_BAR && r.work >= 0);

/**
 * Version 2026-12-07: the index of a person at work set beside a name by commas ("Sam, the site manager, lent us…"), or -1: a comma,
 * a determiner or possessive, up to two adjectives or nouns, and the head noun before a comma.
 */
export function appositionHead(tokens: readonly TaggedToken[], i: number, mended = false): number {
  if (tokens[i + 1]?.value !== ',' || !['DET', 'PRON'].includes(tokens[i + 2]?.pos ?? '')) return mended ? workerBefore(tokens, i) : -1;
  for (let k = i + 3; k < tokens.length && k <= i + 6; k++) {
    if (tokens[k].value === ',') return tokens[k - 1].pos === 'NOUN' && k - 1 > i + 2 ? k - 1 : -1;
    // Version 2026-12-08: a modifier the tagger read as a verb before the head ("our lead mover": "lead" VERB).
    if (mended && tokens[k].pos === 'VERB' && tokens[k + 1]?.pos === 'NOUN') continue;
    if (!['NOUN', 'ADJ', 'PROPN'].includes(tokens[k].pos)) return -1;
  }
  return mended ? workerBefore(tokens, i) : -1;
}

/** Gives each name of a person (a reading near people, not family) to the requested theme that names people at work most. */
export function applyNames(
  tokens: readonly TaggedToken[], themes: readonly (PeopleReading | undefined)[], themeWords: ReadonlyArray<readonly string[] | undefined>,
  reading: (t: TaggedToken) => PeopleReading | undefined, scores: (number | undefined)[][], refined = false,
  own: (number | undefined)[][] = scores, mended = false, nameBar = PERSON_BAR, glove?: (w: string) => Float64Array | undefined, // Version 2026-12-14: the bar of a name's person reading, more subject names and, mended before release, GloVe to keep out places, pets and days (extractions-names-2026-12-14.ts).
): void {
  let people = -1;
  // Mended before release: a head with the ending of an abstract noun names no people ("appointments", "booking").
  const abstract = (j: number) => refined && ABSTRACT_END.test(themeWords[j]?.[themeWords[j]!.length - 1] ?? '');
  const eligible = (r: PeopleReading, j: number) => (refined ? personTheme(r) && !abstract(j) : r.workOther >= THEME_WORK_BAR);
  // Version 2026-12-07: the theme whose head reads most as a person at work, person counted twice ("tutors" 0.58 before "room hire"
  // 0.46, whose "hire" reads as people at work too); up to 2026-12-06 the nearest to people at work ("hire" 0.24 before "tutor" 0.14).
  const rank = (r: PeopleReading) => (refined ? 2 * r.person + r.workOther : r.workOther);
  themes.forEach((r, j) => { if (r !== undefined && eligible(r, j) && (people < 0 || rank(r) > rank(themes[people]!))) people = j; });
  // Mended before release: a name goes to the people theme of the worker or place it is set beside ("Hannah, the physio" to
  // "physiotherapist", "Claire on the front desk" to "reception staff"): the person theme with the best score on those words as they
  // match by themselves (`own`: before a definite noun for a worker is given to a theme, extractions-people.ts).
  // A theme that names one kind of worker ("vets", its head read as a person) before one for them all ("reception staff"), as for nouns.
  const attached = (words: readonly number[]) => {
    let got = -1;
    const key = (j: number) => [themes[j]!.person >= PERSON_BAR ? 1 : 0, Math.max(-Infinity, ...words.map((k) => own[j][k] ?? -Infinity))];
    themes.forEach((r, j) => {
      if (r === undefined || !eligible(r, j) || key(j)[1] === -Infinity) return;
      const [a, b] = key(j);
      if (got < 0 || a > key(got)[0] || (a === key(got)[0] && b > key(got)[1])) got = j;
    });
    return got;
  };
  tokens.forEach((t, i) => {
    // A name is written in the singular as it is ("Teenagers shout" is no name).
    // Version 2026-12-08: or a name the tagger read as an adjective, with a clause about it ("Gary, who runs the metal bay, …").
    const named = t.pos === 'NOUN' || t.pos === 'PROPN' || (mended && t.pos === 'ADJ' && describedName(tokens, i));
    if (!named || t.lemma !== t.value.toLowerCase()) return;
    // Mended before release: a kin or companion word is no name ("Grandad turned up late", "Nan was thrilled").
    if (refined && companion(t)) return;
    const beside = refined ? appositionHead(tokens, i, mended) : -1;
    // Mended a fourth time before release: nor is a name set beside one ("Ms Green, my neighbour", "Dan, my flatmate").
    if (beside >= 0 && companion(tokens[beside])) return;
    const worker = beside >= 0 && NAME_RE.test(t.value) ? reading(tokens[beside]) : undefined;
    // Version 2026-12-08: or a worker word read nearer work than family beside a name read as a person ("Her second shooter, Ben,":
    // "shooter" reads as a thing more than a person, "Ben" as a person).
    const nameIsPerson = (reading(t)?.person ?? -Infinity) >= PERSON_BAR;
    const besideWorker = worker !== undefined && worker.work >= 0 && (worker.person >= PERSON_BAR || (mended && nameIsPerson));
    // Version 2026-12-08: a name with a clause about it is someone ("Gary, who runs the metal bay, shouted…"), however its word reads.
    const described = mended && describedName(tokens, i);
    const subjectAt = nameAt(tokens, i, refined);
    if (!besideWorker && !subjectAt && !(glove !== undefined && subjectName(tokens, i))) return;
    const title = i > 0 ? tokens[i - 1].value.toLowerCase().replace(/\.$/u, '') : '';
    const trade = TRADE_TITLES.get(title);
    const traded = trade === undefined ? -1 : themeWords.findIndex((w) => w?.some((x) => trade.has(x)) === true);
    const near = refined && traded < 0 ? attached(beside >= 0 ? [beside] : placeWords(tokens, i)) : -1;
    const best = traded >= 0 ? traded : near >= 0 ? near : people;
    if (best < 0 || scores.some((row, j) => j !== best && row[i] === Infinity)) return;
    const r = reading(t);
    if (!TITLES.has(title) && !besideWorker && !described && (r === undefined || r.person < nameBar || r.work < ADULT_BAR)) return;
    if (glove !== undefined && !TITLES.has(title) && !besideWorker && !described && (!subjectAt || r!.person < PERSON_BAR) && (thingName(t.value, glove) || thingCompanion(tokens, i, glove))) return;
    scores[best][i] = Math.max(scores[best][i] ?? -Infinity, PERSON_SCORE);
  });
}

/**
 * Version 2026-12-08: the themes a definite noun for someone at work goes to, and their rank, as for names (extractions-people.ts
 * applyPeopleNouns): a head read as a person at work ({@link personTheme}) without the ending of an abstract noun.
 */
export function peopleNounThemes(themeWords: ReadonlyArray<readonly string[] | undefined>): { eligible: (r: PeopleReading, j: number) => boolean; rank: (r: PeopleReading) => number } {
  return {
    eligible: (r, j) => personTheme(r) && !ABSTRACT_END.test(themeWords[j]?.[themeWords[j]!.length - 1] ?? ''),
    rank: (r) => 2 * r.person + r.workOther,
  };
}

/** Endings of abstract nouns. */
const ABSTRACT_END = /(?:ments?|tions?|sions?|ness|ities|ity|ances?|ences?|ings?|ships?)$/u;

/** The words of a place after the token at `i` ("on the front desk": "front", "desk"), up to its noun, or none. */
function placeWords(tokens: readonly TaggedToken[], i: number): number[] {
  if (!PLACE_PREPOSITIONS.has(tokens[i + 1]?.value.toLowerCase() ?? '')) return [];
  const out: number[] = [];
  for (let k = i + 2; k < tokens.length && k <= i + 5; k++) {
    if (!['DET', 'ADJ', 'NOUN', 'PROPN'].includes(tokens[k].pos)) break;
    out.push(k);
    if (tokens[k].pos === 'NOUN') return out;
  }
  return [];
}

/**
 * The phrase rules on the per-theme, per-token scores: waiting, return and closing phrases score `related`; a waiting place matches no
 * theme. Returns the theme and token of each mention the time rule of 2026-12-07 gave (extractions-arrivals.ts), none before it.
 */
export function applyEveryday(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], related: number, refined = false,
  reading?: (t: TaggedToken) => PeopleReading | undefined,
): Array<[number, number]> {
  const waits = themes.some((t) => t?.words.some((w) => WAITING_NAMES.has(w))) ? waitingPhrases(tokens) : [];
  const backs = themes.some((t) => t?.words.some((w) => RETURN_NAMES.has(w))) ? returnPhrases(tokens) : [];
  const closes = themes.some((t) => t?.words.some((w) => HOURS_NAMES.has(w))) ? closingPhrases(tokens, refined) : [];
  themes.forEach((theme, j) => {
    if (theme === undefined) return;
    if (theme.words.some((w) => WAITING_NAMES.has(w))) for (const i of waits) scores[j][i] = Math.max(scores[j][i] ?? -Infinity, related);
    if (theme.words.some((w) => RETURN_NAMES.has(w))) for (const i of backs) scores[j][i] = Math.max(scores[j][i] ?? -Infinity, related);
    // "close" and "shut" are related words of opening hours (theme-related-words.ts) only with a time or day after them.
    if (theme.words.some((w) => HOURS_NAMES.has(w))) tokens.forEach((t, i) => { if (CLOSE_VERBS.has(t.lemma) && scores[j][i] !== Infinity && !closes.includes(i)) scores[j][i] = undefined; });
  });
  // `reading` is always given with `refined` (2026-12-07 reads people: extractions-spans.ts).
  const timed = refined && reading !== undefined ? applyArrivals(tokens, themes, scores, reading, related) : [];
  for (const i of waitingPlaces(tokens)) {
    for (const row of scores) row[i] = undefined;
    // "room" of "the waiting room" mentions no theme either ("seating" by resemblance, "staff" as a definite noun with a place after
    // it), unless the theme's own words name that place ("rooms").
    themes.forEach((theme, j) => { if (theme !== undefined && !namesPlace(theme.words, tokens[i + 1])) scores[j][i + 1] = undefined; });
  }
  const modifiers = themes.some((t) => t?.words.some((w) => COMMUNICATION_NAMES.has(w))) ? modifyingWords(tokens, COMMUNICATION_MODIFIERS) : [];
  themes.forEach((theme, j) => { if (theme?.words.some((w) => COMMUNICATION_NAMES.has(w))) for (const i of modifiers) if (scores[j][i] !== Infinity) scores[j][i] = undefined; });
  return timed;
}

/** Heads of themes about a stretch of time ("opening hours", "waiting time", "delivery time", "pickup times"). */
const TIME_HEADS = new Set(['hours', 'hour', 'time', 'times', 'minutes', 'wait', 'waits', 'delay', 'delays']);
const TIME_ANCHORS: readonly string[] = ['hour', 'day', 'week', 'minute', 'evening', 'weekend', 'time', 'morning', 'month', 'moment'];

/** Whether a theme's last word names a stretch of time. */
export const timeTheme = (words: readonly string[]): boolean => words.length > 0 && TIME_HEADS.has(words[words.length - 1]);

/**
 * Version 2026-12-06: a noun that resembles a theme about time only as a place or thing that has such times ("park", "garden", "café",
 * "building" near "opening hours"; "room" near "waiting time") is not a mention of it: its GloVe vector is nearer to things and places
 * ({@link THING_ANCHORS}) than to stretches of time. "weekends", "evenings", "closing" stay.
 */
export class TimeThings {
  private means?: [Float64Array, Float64Array];
  private readonly known = new Map<string, boolean>();
  constructor(private readonly vector: (word: string) => Float64Array | undefined) {}

  isThing(token: TaggedToken): boolean {
    const cached = this.known.get(token.lemma);
    if (cached !== undefined) return cached;
    this.means ??= [TIME_ANCHORS, THING_ANCHORS].map((ws) => unitMean(ws.map((w) => this.vector(w)).filter((v): v is Float64Array => v !== undefined))!) as [Float64Array, Float64Array];
    const v = this.vector(token.lemma) ?? this.vector(token.value.toLowerCase());
    const thing = v !== undefined && dot(v, this.means[1]) > dot(v, this.means[0]);
    if (this.known.size > 20_000) this.known.clear();
    this.known.set(token.lemma, thing);
    return thing;
  }
}

/** Words of a subject, its clause set off by commas and its predicate, at most: longer ones stay apart as in 2026-12-05. */
export const PREDICATE_WORDS = 16;
/** A unit that holds a subject, a clause set off by commas and the subject's predicate, kept whole (at most {@link PREDICATE_WORDS} words). */
export interface PredicateUnit { start: number; end: number; predicate?: true }

/**
 * Version 2026-12-06: a clause set off by commas after a subject ("The nurse, who had clearly worked a double shift, was still kind")
 * is joined (as from version 2026-11-30) to its subject, and now also to the predicate after it, which holds what is said of the
 * subject: up to this version the span of "nurse" stopped at "shift", without "was still kind". The predicate starts with a verb
 * (after adverbs) and follows the clause across a comma; the three together are at most {@link PREDICATE_WORDS} words.
 */
export function joinPredicates(text: string, tokens: readonly TaggedToken[], units: readonly { start: number; end: number }[], verdicts = false, thingsAfter = false): PredicateUnit[] {
  const out: PredicateUnit[] = [];
  // Version 2026-12-16: a verdict after a comma joins its clause first (extractions-verdicts-2026-12-16.ts); from 2026-12-17 (`thingsAfter`)
  // one naming a thing only after a preposition of purpose or time.
  for (const u of verdicts ? joinVerdicts(text, tokens, units, thingsAfter ? VERDICT_PREPOSITIONS : undefined) : units) {
    const previous = out[out.length - 1];
    const first = tokens.findIndex((t) => t.start >= u.start && /\p{L}/u.test(t.value));
    let k = first;
    while (k >= 0 && k < tokens.length && tokens[k].pos === 'ADV') k++;
    const verb = k >= 0 && k < tokens.length && tokens[k].end <= u.end && (tokens[k].pos === 'AUX' || tokens[k].pos === 'VERB');
    const words = tokens.filter((t) => previous !== undefined && t.start >= previous.start && t.end <= u.end && /[\p{L}\p{N}]/u.test(t.value)).length;
    if (previous !== undefined && verb && words <= PREDICATE_WORDS && /^\s*,\s*$/u.test(text.slice(previous.end, u.start)) && relativeInside(text, previous)) {
      out[out.length - 1] = { start: previous.start, end: u.end, predicate: true };
      continue;
    }
    out.push({ start: u.start, end: u.end });
  }
  return out;
}

/** Whether a unit is a subject and a relative clause after a comma ("The nurse, who had…"). */
function relativeInside(text: string, u: { start: number; end: number }): boolean {
  return /^[^,]+,\s*(?:who|whose|which)\b[^,]*$/iu.test(text.slice(u.start, u.end));
}
