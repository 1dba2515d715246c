import { dot } from '../../core/clustering/vectors.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { unitMean } from './extractions-prepared-theme.js';
import { subjectOf } from './extractions-verb-subjects.js';

/**
 * Extractions version 2026-12-05: a noun for someone who works at the place ("the owner", "the hygienist", "the chef") mentions the
 * requested theme that names the people who work there ("staff", "mechanics", "instructor") when the theme names them otherwise:
 * GloVe puts "owner" at 0.2 to "staff" and the encoder finds it barely related, so up to this version such nouns were missed.
 * What a word names is read from both vector spaces (the encoder's vector of the word plus its GloVe vector, the encoder's twice when
 * GloVe has none) against the means of a few words each for people ({@link PERSON_ANCHORS}), things and places
 * ({@link THING_ANCHORS}), people at work ({@link WORK_ANCHORS}) and family and customers ({@link FAMILY_ANCHORS}):
 * - a theme names the people who work there when its head is nearer to people at work than to family or to things by
 *   {@link THEME_WORK_BAR} ("staff" 0.47, "mechanics" 0.41, "dentist" 0.27; "reception" −0.21, "updates for parents" −0.15, "pay" 0.08);
 * - a noun is such a person when it is nearer to people than to things by {@link PERSON_BAR} and no nearer to family than to people at
 *   work ("owner", "hygienist", "plumber"; "children", "my dad", "the puppy" are not), or, for a word for any adult ("the man", "the
 *   lady", "the young lad"; no nearer to family than {@link ADULT_BAR}), when a place follows it ("the lady at the counter").
 * Only a definite noun counts ("the", "this", "our"): "a man in the queue" is not the staff. The person goes to the requested theme
 * that names people at work most, with {@link PERSON_SCORE}, unless another theme names the word outright. What is said of such a
 * person is about them: an adjective or verb whose subject the person is loses a match with another theme by resemblance alone ("The
 * baker was quick and chatty" is staff, no longer opening hours through "quick"); a related word or a theme's own word keeps it
 * ("The owner charged us for a full day" stays price).
 */
export const PERSON_ANCHORS: readonly string[] = ['person', 'man', 'woman', 'worker', 'employee', 'someone', 'doctor', 'friend', 'teacher', 'boy'];
export const THING_ANCHORS: readonly string[] = ['thing', 'object', 'place', 'building', 'machine', 'room', 'device', 'food', 'vehicle', 'tool'];
export const WORK_ANCHORS: readonly string[] = ['worker', 'employee', 'staff', 'assistant', 'clerk', 'manager', 'nurse', 'officer', 'attendant', 'technician'];
export const FAMILY_ANCHORS: readonly string[] = ['child', 'mother', 'father', 'customer', 'friend', 'baby', 'kid', 'family', 'wife', 'neighbour'];
const ANCHOR_GROUPS: readonly (readonly string[])[] = [PERSON_ANCHORS, THING_ANCHORS, WORK_ANCHORS, FAMILY_ANCHORS];
export const PEOPLE_ANCHOR_WORDS: readonly string[] = ANCHOR_GROUPS.flat();
export const PERSON_BAR = 0.06;
export const THEME_WORK_BAR = 0.2;
export const ADULT_BAR = -0.4;
/**
 * The score of such a noun for its theme: below a related word's (2), so a word of another theme in the same clause keeps the span
 * ("The consultant explained my diagnosis" stays communication); chosen on the dev half of the new sentences (2 and 0.6 no better).
 */
export const PERSON_SCORE = 1;
const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those', 'our', 'your', 'their']);
const NOUN_PHRASE_INSIDE = new Set(['ADJ', 'NOUN', 'ADV']);
/** Tags of what is said of a person. */
const SAID_OF = new Set(['ADJ', 'VERB']);
/** Prepositions of a place after a person ('the lady at the counter', 'Sophie at the front desk'). */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'on', 'in', 'behind', 'from']);

/** What a word or theme head names: nearer to people than to things, to people at work than to family, to people at work than to either. */
export interface PeopleReading { person: number; work: number; workOther: number }

/**
 * The four anchor means, in order person, thing, work, family, of unit vectors of {@link PEOPLE_ANCHOR_WORDS} (missing ones skipped).
 * Every group has words in both spaces; a group with none has no mean to read against, which is an error.
 */
export function anchorMeans(vectors: readonly (Float64Array | undefined)[]): Float64Array[] {
  const out: Float64Array[] = [];
  let from = 0;
  for (const group of ANCHOR_GROUPS) {
    const mean = unitMean(vectors.slice(from, from + group.length).filter((v): v is Float64Array => v !== undefined));
    if (mean === undefined) throw new Error(`No vector for any anchor word of ${group.join(', ')}`);
    out.push(mean);
    from += group.length;
  }
  return out;
}

/** The reading of a word from its encoder vector and GloVe vector (the encoder's counted twice without GloVe). */
export function readPerson(encoder: ArrayLike<number>, glove: ArrayLike<number> | undefined, encoderMeans: readonly Float64Array[], gloveMeans: readonly Float64Array[]): PeopleReading {
  const e = encoderMeans.map((m) => dot(encoder, m));
  const s = glove === undefined ? e.map((x) => 2 * x) : gloveMeans.map((m, k) => e[k] + dot(glove, m));
  return { person: s[0] - s[1], work: s[2] - s[3], workOther: s[2] - Math.max(s[1], s[3]) };
}

/** Whether the noun at `i` is definite: "the", "this" or "our" before it, with only adjectives, adverbs and nouns between. */
export function definiteNoun(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    const t = tokens[k];
    if (DEFINITE.has(t.lemma) || DEFINITE.has(t.value.toLowerCase())) return true;
    if (!NOUN_PHRASE_INSIDE.has(t.pos)) return false;
  }
  return false;
}

/** Whether a place follows the noun at `i`: "at", "on", "in", "behind" or "from" and a definite noun ("the lady at the counter"). */
function placeFollows(tokens: readonly TaggedToken[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || !PLACE_PREPOSITIONS.has(next.value.toLowerCase())) return false;
  for (let k = i + 2; k < tokens.length && k <= i + 5; k++) if (tokens[k].pos === 'NOUN') return definiteNoun(tokens, k);
  return false;
}

/**
 * Whether a reading names someone who works at the place, in its sentence. For a theme that names one kind of worker (`specific`:
 * "nurses", "dentist", its head a person) another occupation is another kind ("the consultant", "the porter" are not nurses): only a
 * word for them all ("the staff") or for any adult with a place after it counts ("the woman at the desk").
 */
export function namesWorker(tokens: readonly TaggedToken[], i: number, r: PeopleReading, specific: boolean): boolean {
  if (!definiteNoun(tokens, i)) return false;
  // A word for the people at work as a whole ("the staff", read as no one person) names every kind of them.
  if (r.person < PERSON_BAR && r.workOther >= THEME_WORK_BAR) return true;
  if (r.person >= PERSON_BAR && (r.work >= 0 || r.workOther >= THEME_WORK_BAR)) return !specific;
  return r.person >= PERSON_BAR && r.work >= ADULT_BAR && placeFollows(tokens, i);
}

/** Version 2026-12-08: words for a group at work, whatever their trade ("the team", "the crew", "the lads"). */
const CREW_WORDS: ReadonlySet<string> = new Set(['team', 'crew', 'lad', 'lads']);
/** Version 2026-12-08: the customer as an object ("served us", "showed me round"). */
const CUSTOMER_OBJECTS: ReadonlySet<string> = new Set(['us', 'me']);

/**
 * Version 2026-12-08: a definite noun for a person at work whatever the theme's trade: a word for a group at work ("The lads were
 * polite", "the team looked after me well"), or a person (not family) with a clause telling what they did for the customer ("The woman
 * who showed us round", "the man who served me"). Up to 2026-12-07 such a noun named only a theme for people at work as a whole
 * ("staff"), not one for a trade ("fitters", "nurses").
 */
export function crewAt(tokens: readonly TaggedToken[], i: number, r: PeopleReading): boolean {
  if (!definiteNoun(tokens, i)) return false;
  // A group is read as no one person ("team" is nearer things), so it needs no reading as a person.
  // After "the" (a writer's own team is no one serving them: "Our team lead takes credit"), as a head, not a modifier ("team lead").
  if (CREW_WORDS.has(tokens[i].lemma) || CREW_WORDS.has(tokens[i].value.toLowerCase())) {
    let k = i - 1;
    while (k >= 0 && k >= i - 2 && ['NOUN', 'ADJ'].includes(tokens[k].pos)) k--;
    // A verb right after it with a verb or adverb after that is a noun the tagger misread ("the team lead always takes").
    const misread = tokens[i + 1]?.pos === 'VERB' && ['VERB', 'AUX', 'ADV'].includes(tokens[i + 2]?.pos ?? '');
    // Mended before release: a group the customer belongs to or follows ("The team we play for", "the team I support") is no one at
    // work; one the customer hired stays ("the team we hired").
    const ours = tokens[i + 1]?.pos === 'PRON' && CUSTOMER_SUBJECTS.has(tokens[i + 1].value.toLowerCase()) && !HIRED.has(tokens[i + 2]?.lemma ?? '');
    return tokens[k]?.value.toLowerCase() === 'the' && tokens[i + 1]?.pos !== 'NOUN' && !misread && !ours;
  }
  if (r.person < PERSON_BAR || r.work < ADULT_BAR) return false;
  return ['who', 'that'].includes(tokens[i + 1]?.value.toLowerCase() ?? '') && tokens[i + 2]?.pos === 'VERB' && CUSTOMER_OBJECTS.has(tokens[i + 3]?.value.toLowerCase() ?? '');
}

/**
 * Mended before release: a definite noun for a person (not family) with a clause telling what they did to the customer's things or the
 * place ("The girl who cleaned the place", "The guy who took our order", "the lady who washed my hair"): a verb with a definite object,
 * not one of living, owning, knowing or the customer's own doing ("The woman who lives next door", "the man who owned the house before
 * us", "the friend who booked the table"). It names a theme for people at work as a whole ("staff"), not one for a trade: "The woman
 * who took my order" is no delivery driver.
 */
export function servedClause(tokens: readonly TaggedToken[], i: number, r: PeopleReading): boolean {
  if (!definiteNoun(tokens, i) || r.person < PERSON_BAR) return false;
  if (!['who', 'that'].includes(tokens[i + 1]?.value.toLowerCase() ?? '') || tokens[i + 2]?.pos !== 'VERB') return false;
  const verb = tokens[i + 2];
  if (NOT_SERVING.has(verb.lemma) || !['the', 'our', 'my', 'his', 'her', 'their'].includes(tokens[i + 3]?.value.toLowerCase() ?? '')) return false;
  for (let k = i + 4; k < tokens.length && k <= i + 6; k++) {
    if (tokens[k].pos === 'NOUN') return true;
    if (tokens[k].pos !== 'ADJ' && tokens[k].pos !== 'NOUN') return false;
  }
  return false;
}

/** The customer as a subject ("the team we play for"). */
const CUSTOMER_SUBJECTS: ReadonlySet<string> = new Set(['we', 'i']);
/** Verbs of hiring a group ("the team we hired", "the crew we booked"). */
const HIRED: ReadonlySet<string> = new Set(['hire', 'book', 'use', 'get', 'have', 'employ', 'choose', 'pick', 'call', 'had', 'got']);
/** Verbs that tell no work done for the customer ("who lives next door", "who owned the house", "who booked the table"). */
const NOT_SERVING: ReadonlySet<string> = new Set([
  'live', 'own', 'know', 'love', 'like', 'recommend', 'sit', 'stand', 'park', 'book', 'pay', 'buy', 'order', 'marry', 'visit', 'meet', 'follow',
  'join', 'invite', 'see', 'watch', 'hate', 'want', 'need', 'find', 'lose', 'share', 'rent', 'sell', 'leave', 'be', 'have',
]);

/**
 * Gives each definite noun for someone who works there to the requested theme that names such people most (if one does): `reading(token)` is the word's reading, `themes[j]` the theme head's (undefined for an empty theme).
 */
export function applyPeopleNouns(
  tokens: readonly TaggedToken[], units: ReadonlyArray<{ start: number; end: number }>, themes: readonly (PeopleReading | undefined)[],
  reading: (t: TaggedToken) => PeopleReading | undefined, scores: (number | undefined)[][], related: number,
  /**
   * Version 2026-12-08: for a group at work or a person said to serve the customer ({@link crewAt}), which themes name people at work
   * and which of them names them most, as for names (extractions-everyday.ts peopleNounThemes): "nurses", "hire staff" fall short of
   * {@link THEME_WORK_BAR}, yet "the team looked after me well" is about them. Every other noun keeps the themes above.
   */
  crew?: { eligible: (r: PeopleReading, j: number) => boolean; rank: (r: PeopleReading) => number },
): void {
  const bestOf = (eligible: (r: PeopleReading, j: number) => boolean, rank: (r: PeopleReading) => number) => {
    let best = -1;
    themes.forEach((r, j) => { if (r !== undefined && eligible(r, j) && (best < 0 || rank(r) > rank(themes[best]!))) best = j; });
    return best;
  };
  const worker = bestOf((r) => r.workOther >= THEME_WORK_BAR, (r) => r.workOther);
  const group = crew === undefined ? -1 : bestOf(crew.eligible, crew.rank);
  if (worker < 0 && group < 0) return;
  tokens.forEach((t, i) => {
    if (t.pos !== 'NOUN' || t.stop) return;
    const r = reading(t);
    if (r === undefined) return;
    const best = worker >= 0 && (namesWorker(tokens, i, r, themes[worker]!.person >= PERSON_BAR) || (crew !== undefined && servedClause(tokens, i, r))) ? worker
      : group >= 0 && crewAt(tokens, i, r) ? group : -1;
    if (best < 0) return;
    if (scores.some((row, j) => j !== best && row[i] === Infinity)) return;
    scores[best][i] = Math.max(scores[best][i] ?? -Infinity, PERSON_SCORE);
    const unit = units.find((u) => t.start >= u.start && t.end <= u.end);
    if (unit === undefined) return;
    for (let k = i + 1; k < tokens.length && tokens[k].end <= unit.end; k++) {
      if (!SAID_OF.has(tokens[k].pos) || subjectOf(tokens, unit, k) !== i) continue;
      scores.forEach((row, j) => { if (j !== best && row[k] !== undefined && row[k]! < related) row[k] = undefined; });
    }
  });
}
