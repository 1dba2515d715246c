import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { arrivalPhrases, timingPhrases, timingTheme } from './extractions-arrivals.js';
import { customerSubject, POSSESSIVES, subjectWords } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-08, rules over the per-theme, per-token scores of 2026-12-07:
 *
 * - (Beside them, two readings of names that extractions-everyday.ts applyNames uses: {@link workerBefore}, {@link describedName}.)
 * - Harm done to a thing names a theme about damage ("damage", "damage to the house", "breakages", "damage deposit"): "They broke a
 *   mirror", "They dented the fridge door", "knocked a chunk out of the door frame", "the back glass was cracked". No word of them is
 *   near "damage" by vector or for the encoder, so up to 2026-12-07 such a sentence mentioned no theme about damage. A harm word is a
 *   verb or participle of {@link HARM_WORDS}, or "knock" with "out", "off" or "over" after it; "broke down" (a breakdown) and "broke
 *   into" are none, nor are harm words said of feelings, news, records or promises ("broke my heart", "broke the news"). Mended
 *   before release: the thing harmed is a physical thing ({@link harmAt}), not an idiom's ("My heart broke", "cracked on", "smashed it").
 * - Lateness, and an arrival with it, names no theme about answering ("response time", "reply time"): "The van arrived two hours late"
 *   is no time to answer (up to 2026-12-07 every theme about time took it, "response time" too). A reply with its time ("called back
 *   within ten minutes") and a wait still name it. Mended before release: so does an arrival timed from the call, with no lateness
 *   ("arrived within an hour of my call", "The ambulance arrived in eight minutes"; {@link arrivalLateness}).
 * - A wait is a related word of a theme about waiting or punctuality only when the customer waits, or someone keeps the customer
 *   waiting: "She waited in the car for twenty minutes" and "the driver waited outside" tell someone else's wait (up to 2026-12-07
 *   punctuality); "We waited forty minutes", "Waited an hour for a table" and "The engineer kept us waiting" stay. Mended before
 *   release: for a theme whose own word it is too ("waiting time"), with the rest of its clause; and a companion waiting away from the
 *   service ("My wife waited in the car") is someone else.
 * - (Dropped before release: money paid for a thing no requested theme names stays the money theme's, as in 2026-12-07; the thing paid
 *   for is most often the service itself, "We paid £300 for my son's filling".)
 */

/** A name as written: a capital and small letters (extractions-everyday.ts). */
const NAME_RE = /^\p{Lu}\p{Ll}+$/u;

/** Words of a theme about damage. */
export const DAMAGE_NAMES: ReadonlySet<string> = new Set(['damage', 'damages', 'damaged', 'breakage', 'breakages', 'breakdowns']);
/** Lemmas and forms of harm done to a thing. */
export const HARM_WORDS: ReadonlySet<string> = new Set([
  'break', 'broke', 'broken', 'crack', 'cracked', 'dent', 'dented', 'scratch', 'scratched', 'chip', 'chipped', 'smash', 'smashed', 'shatter',
  'shattered', 'scuff', 'scuffed', 'gouge', 'gouged', 'snap', 'snapped', 'damage', 'damaged', 'ruin', 'ruined', 'wreck', 'wrecked', 'tear', 'tore',
  'torn', 'rip', 'ripped', 'bend', 'bent',
]);
/** Particles after "knock" that make it harm ("knocked a chunk out of", "knocked the mirror off", "knocked over a vase"). */
const KNOCK_PARTICLES: ReadonlySet<string> = new Set(['out', 'off', 'over']);
/** Words after a harm word that make it no harm to a thing ("broke down", "broke into", "cracked on", "tore around", "bent over backwards"). */
const NOT_HARMED: ReadonlySet<string> = new Set([
  'down', 'into', 'even', 'up', 'through', 'free', 'away', 'out', 'laughing', 'tears', 'open', 'around', 'round', 'over', 'at',
]);
/**
 * Mended before release: things broken, cracked or smashed only in an idiom or in a figure of speech, as the object or the subject of a
 * harm word ("broke my heart", "my heart broke", "smashed her personal best", "cracked the code", "bent my ear", "the weather broke", "the
 * story broke", "tore a strip off", "knocked spots off", "ruined our evening"). A closed list: a harm word needs a physical thing.
 */
const NOT_THINGS: ReadonlySet<string> = new Set([
  'heart', 'hearts', 'voice', 'ear', 'ears', 'code', 'codes', 'password', 'record', 'records', 'best', 'news', 'story', 'stories', 'ice', 'silence',
  'spot', 'spots', 'strip', 'name', 'names', 'rule', 'rules', 'law', 'laws', 'promise', 'promises', 'bank', 'deal', 'contract', 'sweat', 'habit',
  'mould', 'mold', 'tie', 'spell', 'routine', 'fall', 'trust', 'word', 'agreement', 'confidence', 'spirit', 'spirits', 'streak', 'joke', 'jokes',
  'smile', 'whip', 'case', 'puzzle', 'problem', 'target', 'goal', 'goals', 'expectations', 'barrier', 'weather', 'dawn', 'day', 'days', 'night',
  'evening', 'morning', 'afternoon', 'weekend', 'week', 'holiday', 'trip', 'stay', 'visit', 'experience', 'time', 'mood', 'plan', 'plans',
  'meal', 'dinner', 'lunch', 'occasion', 'party', 'wedding', 'birthday', 'reputation', 'chance', 'chances', 'career', 'life', 'appetite',
  'sleep', 'surface', 'market', 'storm', 'fever', 'scandal', 'wave',
]);
/** Parts of a body: harm to them is an injury, not damage to a thing ("broke his leg"), unless a thing's ("a leg of the stool"). */
const BODY_PARTS: ReadonlySet<string> = new Set([
  'leg', 'legs', 'arm', 'arms', 'wrist', 'ankle', 'hip', 'rib', 'ribs', 'collarbone', 'finger', 'fingers', 'toe', 'toes', 'nose', 'back', 'neck',
  'skin', 'knee', 'knees', 'hand', 'hands', 'foot', 'feet', 'tooth', 'teeth', 'jaw', 'shoulder', 'heel', 'nail', 'nails', 'head', 'lip', 'face',
]);
/** Harm words that, with "it" for their object, are an idiom ("smashed it", "cracked it", "nailed it"). */
const IDIOM_WITH_IT: ReadonlySet<string> = new Set(['smash', 'crack', 'tear', 'rip', 'break', 'wreck']);
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'one', 'both']);
/** Words of a theme about answering. */
const REPLY_NAMES: ReadonlySet<string> = new Set(['response', 'responses', 'reply', 'replies', 'answer', 'answering', 'callback', 'callbacks']);
/** Words of a theme a wait is a related word of (theme-related-words.ts). */
const WAIT_NAMES: ReadonlySet<string> = new Set(['waiting', 'wait', 'waits', 'queue', 'queues', 'queueing', 'delay', 'delays', 'punctuality']);

/**
 * Whether the word at `i` tells harm done to a thing. Mended before release: the thing harmed must be a physical thing, not an idiom's
 * ({@link NOT_THINGS}), a body part (an injury) or a person: the object after the harm word ("dented the passenger door", "chipped the
 * corner of my table", "dented it"), or, with no object, its subject ("The phone screen cracked", "The frame was chipped"). `person`
 * tells whether a noun reads as a person ("The receptionist snapped", "The kids tore around"). `words`: the harm words read (2026-12-09
 * reads more, extractions-mends-2026-12-09.ts).
 */
export function harmAt(tokens: readonly TaggedToken[], i: number, person: (t: TaggedToken) => boolean = () => false, words: ReadonlySet<string> = HARM_WORDS): boolean {
  const t = tokens[i];
  if (t.pos !== 'VERB' && t.pos !== 'ADJ') return false;
  const lower = t.value.toLowerCase();
  const knock = t.lemma === 'knock';
  if (!knock && !words.has(lower) && !words.has(t.lemma)) return false;
  const next = tokens[i + 1]?.value.toLowerCase() ?? '';
  if (knock && !tokens.slice(i + 1, i + 6).some((k) => KNOCK_PARTICLES.has(k.value.toLowerCase()))) return false;
  if (!knock && NOT_HARMED.has(next)) return false;
  // "cracked on with it" (went on with it); said of a thing, only when passive ("The door was dented on arrival").
  if (!knock && next === 'on' && tokens[i - 1]?.pos !== 'AUX') return false;
  const thing = (k: number): boolean => harmedThing(tokens, k, person);
  // The object: determiners, possessives, numbers and modifiers, then its head ("the passenger door", "a dented top.").
  let k = i + 1;
  if (knock && KNOCK_PARTICLES.has(next)) k++;
  const first = tokens[k];
  if (first !== undefined && first.pos === 'PRON' && OBJECT_PRONOUNS.has(first.value.toLowerCase())) return !IDIOM_WITH_IT.has(t.lemma) || knock;
  let head = -1;
  for (; k < tokens.length && k <= i + 7; k++) {
    const w = tokens[k];
    if (w.pos === 'NOUN' || w.pos === 'PROPN') { head = k; continue; }
    if (head >= 0) break;
    // A modifier the tagger read as an adverb ("the back/ADV door").
    if (w.pos === 'ADV' && tokens[k + 1]?.pos === 'NOUN' && k > i + 1) continue;
    if (w.pos === 'DET' || w.pos === 'NUM' || w.pos === 'ADJ' || (w.pos === 'PRON' && POSSESSIVES.has(w.value.toLowerCase()))) continue;
    break;
  }
  // A head the tagger read as an adjective, at the end of its clause ("delivered with a dented top.").
  const determined = tokens.slice(i + 1, k - 1).some((w) => w.pos === 'DET' || w.pos === 'PRON') || tokens[i - 1]?.pos === 'DET';
  if (head < 0 && determined && tokens[k - 1].pos === 'ADJ' && (tokens[k] === undefined || tokens[k].pos === 'PUNCT')) head = k - 1;
  if (head >= 0) return thing(head);
  if (knock) return false;
  // No object: the subject is the thing harmed ("The phone screen cracked", "The fridge door was dented"), a noun, not a person.
  const subject = subjectWords(tokens, i);
  const s = subject[subject.length - 1];
  if (s === undefined) return false;
  if (tokens[s].pos === 'PRON') return tokens[s].value.toLowerCase() === 'it';
  return tokens[s].pos === 'NOUN' && thing(s);
}

/** Whether the noun at `k` can be a thing harmed: no idiom's ({@link NOT_THINGS}), no person, no body part (an injury) but a thing's. */
export function harmedThing(tokens: readonly TaggedToken[], k: number, person: (t: TaggedToken) => boolean = () => false): boolean {
  const w = tokens[k].value.toLowerCase();
  if (NOT_THINGS.has(w) || NOT_THINGS.has(tokens[k].lemma) || person(tokens[k])) return false;
  return !(BODY_PARTS.has(w) && tokens[k + 1]?.value.toLowerCase() !== 'of');
}

/** Words of lateness or being on time ("an hour late", "arrived early", "bang on time"). */
const LATENESS: ReadonlySet<string> = new Set(['late', 'early', 'earlier', 'later', 'overdue', 'behind', 'punctual', 'punctually', 'prompt', 'promptly', 'ontime']);
const NOBODY: ReadonlySet<string> = new Set(['nobody', 'no-one', 'noone']);

/** Punctuation and conjunctions: where a clause of {@link clauseAround} stops. */
export const CLAUSE_STOP = (t: TaggedToken): boolean => t.pos === 'PUNCT' || t.pos === 'CCONJ' || t.pos === 'SCONJ';

/** The first and last token indices of the clause around `i` (between punctuation and conjunctions, or tokens `stop` tells). */
export function clauseAround(tokens: readonly TaggedToken[], i: number, stop: (t: TaggedToken) => boolean = CLAUSE_STOP): [number, number] {
  let from = i;
  while (from > 0 && !stop(tokens[from - 1])) from--;
  let to = i;
  while (to + 1 < tokens.length && !stop(tokens[to + 1])) to++;
  return [from, to];
}

/**
 * Mended before release: the lateness an arrival is told with ("arrived two hours late", "turned up on time"), its index, or -1; or
 * the arrival itself when nobody came ("Nobody turned up"). An arrival timed from a call, with no lateness ("arrived within an hour of
 * my call", "The ambulance arrived in eight minutes"), is how long the answer took: a mention of a time to answer.
 */
export function arrivalLateness(tokens: readonly TaggedToken[], i: number): number {
  const [from, to] = clauseAround(tokens, i);
  for (let k = from; k <= to; k++) {
    const w = tokens[k].value.toLowerCase();
    if (LATENESS.has(w) && tokens[k].pos !== 'NOUN') return k;
    if (w === 'time' && ['on', 'in'].includes(tokens[k - 1]?.value.toLowerCase() ?? '') && k - 1 > i) return k;
  }
  for (let k = Math.max(from, i - 3); k < i; k++) {
    const w = tokens[k].value.toLowerCase();
    if (NOBODY.has(w) || (w === 'one' && tokens[k - 1]?.value.toLowerCase() === 'no')) return i;
  }
  return -1;
}

/** Words after a wait that place a companion's wait away from the service ("My wife waited in the car", "waited outside with the dog"). */
const WAITED_AWAY: ReadonlySet<string> = new Set(['car', 'van', 'taxi', 'cab', 'home', 'house', 'dog', 'dogs', 'kids', 'children', 'baby', 'pram', 'outside', 'pub']);

/**
 * Applies the rules above to `scores` (per theme, per token); `related` is the score of a related word; `person` whether a noun reads
 * as a person. `harm`: version 2026-12-09's reading of harm (extractions-mends-2026-12-09.ts), read in the same one pass instead of
 * {@link harmAt}: for a word of harm, which themes about damage (by their words) it names outright (`Infinity`).
 */
export function applyMends(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], related: number, person: (t: TaggedToken) => boolean = () => false, harm?: (i: number) => ((words: readonly string[]) => boolean) | undefined): void {
  const damage = themes.map((t) => t !== undefined && t.words.some((w) => DAMAGE_NAMES.has(w)));
  if (damage.some(Boolean)) {
    tokens.forEach((_, i) => {
      if (harm) {
        const fits = harm(i);
        if (fits) damage.forEach((yes, j) => { if (yes && fits(themes[j]!.words)) scores[j][i] = Infinity; });
        return;
      }
      if (!harmAt(tokens, i, person)) return;
      damage.forEach((yes, j) => { if (yes) scores[j][i] = Math.max(scores[j][i] ?? -Infinity, related); });
    });
  }
  const replies = themes.map((t) => t !== undefined && timingTheme(t.words) && t.words.some((w) => REPLY_NAMES.has(w)));
  if (replies.some(Boolean)) {
    // Lateness and how long a thing took are no time to answer; an arrival is none only with its lateness, from the arrival to it.
    const late = arrivalPhrases(tokens).flatMap((i) => {
      const k = arrivalLateness(tokens, i);
      if (k < 0) return [];
      const out: number[] = [];
      for (let n = Math.min(i, k); n <= Math.max(i, k); n++) out.push(n);
      return out;
    });
    const arrived = [...late, ...timingPhrases(tokens)].filter((i) => tokens[i].lemma !== 'wait' && tokens[i].value.toLowerCase() !== 'back');
    replies.forEach((yes, j) => { if (yes) for (const i of arrived) scores[j][i] = undefined; });
  }
  themes.forEach((t, j) => {
    if (t === undefined || !t.words.some((w) => WAIT_NAMES.has(w))) return;
    tokens.forEach((token, i) => {
      if (token.pos !== 'VERB' || token.lemma !== 'wait' || scores[j][i] === undefined) return;
      if (!someoneElseWaits(tokens, i)) return;
      // Mended before release: the theme's own word too ("waiting time": "The driver waited outside"), and the rest of its clause
      // ("for twenty minutes").
      const [, to] = clauseAround(tokens, i);
      for (let k = i; k <= to; k++) if (k === i || scores[j][k] !== Infinity) scores[j][k] = undefined;
    });
  });
}

/** Whether the wait at `i` is someone else's than the customer's: a subject not the customer, and no one keeping anyone waiting. */
export function someoneElseWaits(tokens: readonly TaggedToken[], i: number): boolean {
  // "kept us waiting", "made me wait", "left them waiting": the customer is kept waiting.
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) if (['keep', 'make', 'leave', 'have'].includes(tokens[k].lemma) && tokens[k].pos === 'VERB') return false;
  const words = subjectWords(tokens, i);
  if (words.length === 0) return false;
  if (!customerSubject(tokens, i)) return true;
  // Mended before release: a companion (not the writer) waiting away from the service ("My wife waited in the car", "My husband
  // waited outside with the dog"); "My wife and I waited an hour", "My husband waited two hours in A&E" stay.
  const head = tokens[words[words.length - 1]];
  if (['i', 'we', 'me', 'us'].includes(head.value.toLowerCase())) return false;
  const [, to] = clauseAround(tokens, i);
  return tokens.slice(i + 1, Math.min(to, i + 5) + 1).some((t) => WAITED_AWAY.has(t.value.toLowerCase()));
}

/**
 * Version 2026-12-08: the head of a worker set before a name by commas ("Her second shooter, Ben, mostly stood at the back"), or -1: a
 * determiner or possessive, up to two adjectives or nouns, the head noun, a comma, the name and a comma after it.
 */
export function workerBefore(tokens: readonly TaggedToken[], i: number): number {
  if (tokens[i - 1]?.value !== ',' || tokens[i + 1]?.value !== ',' || tokens[i - 2]?.pos !== 'NOUN') return -1;
  for (let k = i - 3; k >= 0 && k >= i - 5; k--) {
    if (['DET', 'PRON'].includes(tokens[k].pos)) return k === 0 || tokens[k - 1].pos === 'PUNCT' ? i - 2 : -1;
    if (!['NOUN', 'ADJ'].includes(tokens[k].pos)) return -1;
  }
  return -1;
}

/**
 * Version 2026-12-08: whether the capitalised word at `i` is a name with a clause about it set off by commas, its own verb after that
 * ("Gary, who runs the metal bay, shouted at my son"; "Brilliant, who knew" is none).
 */
export function describedName(tokens: readonly TaggedToken[], i: number): boolean {
  if (!NAME_RE.test(tokens[i].value) || tokens[i + 1]?.value !== ',' || !['who', 'whose'].includes(tokens[i + 2]?.value.toLowerCase() ?? '')) return false;
  for (let k = i + 3; k < tokens.length && k <= i + 14; k++) {
    if (tokens[k].pos === 'PUNCT' && tokens[k].value !== ',') return false;
    if (tokens[k].value !== ',') continue;
    const next = tokens[k + 1]?.pos === 'ADV' ? tokens[k + 2] : tokens[k + 1];
    return next !== undefined && (next.pos === 'VERB' || next.pos === 'AUX');
  }
  return false;
}
