import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-12-07, not yet released, so mended: whose arrival or whose time it is, and which verbs of arriving or taking
 * tell a time at all (extractions-arrivals.ts).
 * - The customer's own arrival or lateness ("I turned up ten minutes early", "We arrived early to get a good seat") and that of a
 *   relative or companion ("My partner turned up an hour late", "Our in-laws arrived two days early", "Grandad turned up late", "The
 *   other parents arrived late", "Half the wedding party turned up late") is not the service's timing. Who is such a person is a
 *   closed list of kin and companion words ({@link COMPANIONS}) and the first-person pronouns, read in the subject before the verb (up
 *   to a preposition: "The driver for my mum" is the driver). The people of the service ("the driver", "the fitters", "the
 *   engineer") and its things ("the taxi", "the parcel") are on no list and stay.
 * - "turn up" / "show up" with an object that is no time ("The MOT turned up three faults", "The survey turned up damp") is finding,
 *   not arriving; "arrive at" an outcome ("We arrived at a decision") is reaching it.
 * - "took" with an amount of time is how long the service took ("The MOT only took forty minutes", "The sofa took eleven weeks to
 *   arrive"), not how long the customer's own task took ("It took me three hours to build the bed", "It took my daughter a month to
 *   learn the scale"): a person after "took" and a verb after the time other than one of coming or getting ("It took us three weeks
 *   to get an appointment" stays), or a first-person or companion subject, tell the customer's task.
 */
export const COMPANIONS: ReadonlySet<string> = new Set([
  'partner', 'husband', 'wife', 'spouse', 'boyfriend', 'girlfriend', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'mum', 'mom', 'mummy',
  'mother', 'dad', 'daddy', 'father', 'parent', 'parents', 'son', 'daughter', 'sons', 'daughters', 'kid', 'kids', 'child', 'children',
  'baby', 'brother', 'sister', 'brothers', 'sisters', 'sibling', 'siblings', 'grandad', 'granddad', 'grandpa', 'grandfather', 'grandma',
  'grandmother', 'granny', 'gran', 'nan', 'nana', 'nanna', 'grandparents', 'grandson', 'granddaughter', 'grandchildren', 'aunt', 'auntie',
  'aunty', 'uncle', 'cousin', 'cousins', 'niece', 'nephew', 'in-laws', 'laws', 'relative', 'relatives', 'family', 'friend', 'friends',
  'mate', 'mates', 'pal', 'pals', 'flatmate', 'flatmates', 'housemate', 'housemates', 'roommate', 'neighbour', 'neighbours', 'neighbor',
  'neighbors', 'colleague', 'colleagues', 'classmate', 'classmates', 'guest', 'guests', 'visitor', 'visitors', 'party', 'bride', 'groom',
  'bridesmaid', 'bridesmaids', 'stepdad', 'stepmum', 'stepmom', 'stepfather', 'stepmother', 'stepson', 'stepdaughter',
]);
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', 'we', 'me', 'us']);
/** Objects of "took" that are people: "took me", "took us", "took my daughter". */
const PERSON_OBJECTS: ReadonlySet<string> = new Set(['me', 'us', 'him', 'her', 'them', 'you']);
/** Possessive determiners, the one list of the code of 2026-12-07 (extractions-everyday.ts reads it too). */
export const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our', 'his', 'her', 'their', 'your', 'its']);
/** Verbs after "took … to" that tell something coming or being got ("to arrive", "to get an appointment", "to hear back"). */
export const COMING_VERBS: ReadonlySet<string> = new Set(['arrive', 'come', 'get', 'be', 'hear', 'reach', 'turn', 'show', 'receive', 'deliver', 'fix', 'repair', 'sort', 'process', 'answer', 'respond', 'reply']);
/** Outcomes one "arrives at" without going anywhere. */
const OUTCOMES: ReadonlySet<string> = new Set(['decision', 'conclusion', 'agreement', 'compromise', 'solution', 'answer', 'plan', 'figure', 'total',
  'price', 'verdict', 'diagnosis', 'consensus', 'deal', 'understanding', 'estimate', 'quote', 'number', 'result', 'outcome']);
/**
 * Units of time, the one set of the code of 2026-12-07 (extractions-arrivals.ts reads it). The older sets stay as they were, since
 * their versions are released: `TIME_UNITS` of extractions-theme-words.ts and {@link TIME_WORDS} (2026-12-06).
 */
export const UNITS_OF_TIME: ReadonlySet<string> = new Set(['minute', 'minutes', 'min', 'mins', 'hour', 'hours', 'hr', 'hrs', 'day', 'days', 'week', 'weeks',
  'fortnight', 'month', 'months']);
/** Nouns of time an arrival may be told with ("turned up ten minutes late", "turned up the next morning", "just on time"). */
export const TIME_NOUNS: ReadonlySet<string> = new Set([...UNITS_OF_TIME, 'morning', 'afternoon', 'evening', 'night', 'time', 'moment', 'second', 'seconds',
  'year', 'years', 'bang', 'dead', 'spot']);
/**
 * Words of a stretch of time of version 2026-12-06 (extractions-everyday.ts: "seen within ten minutes", "straight away"), kept as they
 * were; {@link countsThings} (2026-12-07) reads them as they are.
 */
export const TIME_WORDS: ReadonlySet<string> = new Set(['minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'fortnight', 'month', 'months', 'ages', 'forever',
  'morning', 'afternoon', 'evening', 'year', 'years', 'seconds', 'second', 'immediately', 'straight', 'instantly', 'early', 'promptly']);

/**
 * Whether the token at `k` is a number of things, not a time: "of" or a noun other than a unit of time after it ("2 of the 4 lanes",
 * "3 rooms", "at one of the neighbours"), or a describing word and such a noun ("4 changing rooms", "3 indoor courts").
 */
export function countsThings(tokens: readonly TaggedToken[], k: number): boolean {
  const next = tokens[k + 1];
  if (tokens[k].pos !== 'NUM' || next === undefined) return false;
  const lower = next.value.toLowerCase();
  if (lower === 'of' || (next.pos === 'NOUN' && !TIME_WORDS.has(lower) && !['am', 'pm', "o'clock"].includes(lower))) return true;
  const noun = tokens[k + 2];
  return (next.pos === 'ADJ' || (next.pos === 'VERB' && /ing$/u.test(lower))) && noun !== undefined && noun.pos === 'NOUN' && !TIME_WORDS.has(noun.value.toLowerCase());
}

/** Words that start a time of day or day ("Nobody showed up last Tuesday", "turned up this morning"). */
const WHEN_WORDS: ReadonlySet<string> = new Set(['last', 'next', 'this', 'that', 'every', 'today', 'tonight', 'yesterday', 'tomorrow', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend']);
/** Words of an amount of time before its unit ("half an hour", "a couple of days"). */
const AMOUNT_WORDS: ReadonlySet<string> = new Set(['half', 'quarter', 'couple', 'few', 'several', 'of', 'good', 'whole', 'full']);
const BEFORE_CLOCK: ReadonlySet<string> = new Set(['before', 'after', 'by', 'at', 'until', 'till', 'around']);
const CLOCK = /^(?:\d{1,2}(?:[.:]\d{2})?(?:am|pm)?|noon|midday|midnight)$/u;

/**
 * Whether the customer's arrival at `i` is told with a clock time ("We could not arrive before 2pm"): that is when customers may come
 * (check-in), not how late anyone was, and stays.
 */
export function clockFollows(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 6; k++) {
    if (tokens[k].pos === 'PUNCT') return false;
    if (BEFORE_CLOCK.has(tokens[k].value.toLowerCase()) && CLOCK.test(tokens[k + 1]?.value.toLowerCase() ?? '')) return true;
  }
  return false;
}

/** Whether a token is a companion word ("mum", "in-laws", "Grandad"). */
export const companion = (t: TaggedToken): boolean => COMPANIONS.has(t.value.toLowerCase()) || COMPANIONS.has(t.lemma) || IN_LAW.test(t.value.toLowerCase());
/** Mended a fourth time before release: kin by marriage written as one word ("my brother-in-law", "his in-laws"). */
const IN_LAW = /^[a-z]+-in-laws?$/u;

/**
 * The subject words of the verb at `i`: the nouns and pronouns (no possessive) from the clause start (after the last comma, "and" or
 * "but" before it) up to the first verb, stopping at a preposition ("The driver for my mum" is "driver").
 */
export function subjectWords(tokens: readonly TaggedToken[], i: number): number[] {
  let from = 0;
  for (let k = i - 1; k >= 0; k--) if (tokens[k].pos === 'PUNCT' || tokens[k].pos === 'CCONJ' || tokens[k].pos === 'SCONJ') { from = k + 1; break; }
  const out: number[] = [];
  for (let k = from; k < i; k++) {
    const t = tokens[k];
    if ((t.pos === 'ADP' && out.length > 0) || t.pos === 'VERB' || t.pos === 'AUX') break;
    if (['NOUN', 'PROPN', 'PRON'].includes(t.pos) && !POSSESSIVES.has(t.value.toLowerCase())) out.push(k);
  }
  return out.length > 0 ? out : appositive(tokens, from);
}

/**
 * Mended a fourth time before release: a name set off by a phrase between commas right before the verb ("Tom, my brother, showed up
 * late", "Mark, the plumber, arrived bang on eight") has that phrase for its subject words ("brother", "plumber"), so a companion by
 * apposition is a companion. `from` is the clause start after the second comma; none when the words there are no such phrase.
 */
function appositive(tokens: readonly TaggedToken[], from: number): number[] {
  const close = from - 1;
  if (tokens[close]?.value !== ',') return [];
  for (let open = close - 1; open >= 1 && open >= close - 5; open--) {
    if (tokens[open].value !== ',') continue;
    const phrase = tokens.slice(open + 1, close);
    const ok = phrase.length >= 2 && ['DET', 'PRON'].includes(phrase[0].pos) && phrase.slice(1).every((t) => ['NOUN', 'ADJ', 'PROPN'].includes(t.pos))
      && phrase[phrase.length - 1].pos === 'NOUN' && /^\p{Lu}/u.test(tokens[open - 1].value);
    return ok ? phrase.flatMap((t, n) => (n > 0 && ['NOUN', 'PROPN'].includes(t.pos) ? [open + 1 + n] : [])) : [];
  }
  return [];
}

/**
 * Whether the subject of the verb at `i` is the customer ("I", "we") or a companion ("my partner", "the other parents"): its last
 * word, the head ("Half the wedding party" is "party", "My mum's taxi" is "taxi").
 */
export function customerSubject(tokens: readonly TaggedToken[], i: number): boolean {
  const words = subjectWords(tokens, i);
  const head = words[words.length - 1];
  if (head === undefined) return false;
  // A name after a companion word is that companion ("My brother Tom", "Aunt May").
  const named = /^\p{Lu}/u.test(tokens[head].value) && tokens[head - 1] !== undefined && companion(tokens[head - 1]);
  return FIRST_PERSON.has(tokens[head].value.toLowerCase()) || companion(tokens[head]) || named;
}

/** Verbs of the customer's own arrival or lateness ("I was ten minutes late", "We turned up an hour early"), not of a ride ("We landed twenty minutes late"). */
const OWN_LATENESS_VERBS: ReadonlySet<string> = new Set(['be', 'arrive', 'turn', 'show', 'run', 'get']);

/** Whether the lateness at `i` ("late", "early") is the customer's or a companion's: its clause verb is being, arriving or running late. */
export function customerLate(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k];
    if (t.pos === 'PUNCT' || t.pos === 'CCONJ') return false;
    if (t.pos === 'VERB' || t.pos === 'AUX') return OWN_LATENESS_VERBS.has(t.lemma) && customerSubject(tokens, k);
  }
  return false;
}

/** Whether "turn up" / "show up" at `i` (the verb; the particle after it) has an object that is no time ("turned up three faults"). */
export function findsSomething(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = i + 2; k < tokens.length && k <= i + 5; k++) {
    const t = tokens[k];
    if (WHEN_WORDS.has(t.value.toLowerCase())) return false;
    if (AMOUNT_WORDS.has(t.value.toLowerCase())) continue;
    if (t.pos === 'NOUN' || t.pos === 'PROPN') return !TIME_NOUNS.has(t.value.toLowerCase()) && !TIME_NOUNS.has(t.lemma);
    if (!['DET', 'NUM', 'ADJ'].includes(t.pos)) return false;
  }
  return false;
}

/** Whether "arrive" at `i` is followed by "at" or "to" and an outcome ("arrived at a decision"). */
export function reachesOutcome(tokens: readonly TaggedToken[], i: number): boolean {
  if (!['at', 'to'].includes(tokens[i + 1]?.value.toLowerCase() ?? '')) return false;
  for (let k = i + 2; k < tokens.length && k <= i + 5; k++) if (tokens[k].pos === 'NOUN') return OUTCOMES.has(tokens[k].lemma);
  return false;
}

/** Whether "took" at `i` tells the customer's own task: a first-person or companion subject, or a person after it and no verb of coming after "to". */
export function ownTask(tokens: readonly TaggedToken[], i: number): boolean {
  if (customerSubject(tokens, i)) return true;
  const next = tokens[i + 1];
  if (next === undefined) return false;
  const person = PERSON_OBJECTS.has(next.value.toLowerCase())
    || (POSSESSIVES.has(next.value.toLowerCase()) && tokens[i + 2] !== undefined && companion(tokens[i + 2]));
  if (!person) return false;
  for (let k = i + 2; k < tokens.length && k <= i + 9; k++) {
    if (tokens[k].pos === 'PUNCT') return true;
    if (tokens[k].value.toLowerCase() === 'to' && tokens[k + 1]?.pos === 'VERB') return !COMING_VERBS.has(tokens[k + 1].lemma);
  }
  return true;
}
