import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { arrivalPhrases, timingPhrases, timingTheme } from './extractions-arrivals.js';
import { customerSubject, subjectWords } from './extractions-arrival-guards.js';
import { genericMoneyTheme, thingNoun } from './extractions-amount-owners.js';
import type { Unit } from './extractions-units.js';

/**
 * Extractions version 2026-12-08, rules over the per-theme, per-token scores of 2026-12-07:
 *
 * - (Beside them, two readings of names that extractions-everyday.ts applyNames uses: {@link workerBefore}, {@link describedName}.)
 * - Harm done to a thing names a theme about damage ("damage", "damage to the house", "breakages", "damage deposit"): "They broke a
 *   mirror", "They dented the fridge door", "knocked a chunk out of the door frame", "the back glass was cracked". No word of them is
 *   near "damage" by vector or for the encoder, so up to 2026-12-07 such a sentence mentioned no theme about damage. A harm word is a
 *   verb or participle of {@link HARM_WORDS}, or "knock" with "out", "off" or "over" after it; "broke down" (a breakdown) and "broke
 *   into" are none, nor are harm words said of feelings, news, records or promises ("broke my heart", "broke the news").
 * - An arrival or lateness with its time names no theme about answering ("response time", "reply time"): "The van arrived two hours
 *   late" is no time to answer (up to 2026-12-07 every theme about time took it, "response time" too). A reply with its time ("called
 *   back within ten minutes") and a wait still name it.
 * - A wait is a related word of a theme about waiting or punctuality only when the customer waits, or someone keeps the customer
 *   waiting: "She waited in the car for twenty minutes" and "the driver waited outside" tell someone else's wait (up to 2026-12-07
 *   punctuality); "We waited forty minutes", "Waited an hour for a table" and "The engineer kept us waiting" stay.
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
/** Words after a harm word that make it no harm to a thing ("broke down", "broke into", "broke the news", "broke my heart"). */
const NOT_HARMED: ReadonlySet<string> = new Set([
  'down', 'into', 'in', 'even', 'news', 'heart', 'hearts', 'record', 'records', 'promise', 'promises', 'rules', 'rule', 'silence', 'ice', 'law',
  'up', 'through', 'free', 'away', 'out', 'sweat', 'bank', 'deal', 'contract', 'laughing', 'tears',
]);
/** Words of a theme about answering. */
const REPLY_NAMES: ReadonlySet<string> = new Set(['response', 'responses', 'reply', 'replies', 'answer', 'answering', 'callback', 'callbacks']);
/** Words of a theme a wait is a related word of (theme-related-words.ts). */
const WAIT_NAMES: ReadonlySet<string> = new Set(['waiting', 'wait', 'waits', 'queue', 'queues', 'queueing', 'delay', 'delays', 'punctuality']);

/** Whether the word at `i` tells harm done to a thing. */
export function harmAt(tokens: readonly TaggedToken[], i: number): boolean {
  const t = tokens[i];
  if (t.pos !== 'VERB' && t.pos !== 'ADJ') return false;
  const lower = t.value.toLowerCase();
  const next = tokens[i + 1]?.value.toLowerCase() ?? '';
  const after = tokens[i + 1]?.pos === 'PRON' || tokens[i + 1]?.pos === 'DET' ? tokens[i + 2]?.value.toLowerCase() ?? '' : next;
  if (t.lemma === 'knock') return tokens.slice(i + 1, i + 6).some((k) => KNOCK_PARTICLES.has(k.value.toLowerCase()));
  if (!HARM_WORDS.has(lower) && !HARM_WORDS.has(t.lemma)) return false;
  return !NOT_HARMED.has(next) && !NOT_HARMED.has(after);
}

/** Applies the rules above to `scores` (per theme, per token); `related` is the score of a related word. */
export function applyMends(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], related: number): void {
  const damage = themes.map((t) => t !== undefined && t.words.some((w) => DAMAGE_NAMES.has(w)));
  if (damage.some(Boolean)) {
    tokens.forEach((_, i) => {
      if (!harmAt(tokens, i)) return;
      damage.forEach((yes, j) => { if (yes) scores[j][i] = Math.max(scores[j][i] ?? -Infinity, related); });
    });
  }
  const replies = themes.map((t) => t !== undefined && timingTheme(t.words) && t.words.some((w) => REPLY_NAMES.has(w)));
  if (replies.some(Boolean)) {
    const arrived = [...arrivalPhrases(tokens), ...timingPhrases(tokens)].filter((i) => tokens[i].lemma !== 'wait' && tokens[i].value.toLowerCase() !== 'back');
    replies.forEach((yes, j) => { if (yes) for (const i of arrived) scores[j][i] = undefined; });
  }
  themes.forEach((t, j) => {
    if (t === undefined || !t.words.some((w) => WAIT_NAMES.has(w))) return;
    tokens.forEach((token, i) => {
      if (token.pos !== 'VERB' || token.lemma !== 'wait' || scores[j][i] === undefined || scores[j][i] === Infinity) return;
      if (!someoneElseWaits(tokens, i)) return;
      scores[j][i] = undefined;
    });
  });
}

/** Whether the wait at `i` is someone else's than the customer's: a subject not the customer, and no one keeping anyone waiting. */
export function someoneElseWaits(tokens: readonly TaggedToken[], i: number): boolean {
  // "kept us waiting", "made me wait", "left them waiting": the customer is kept waiting.
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) if (['keep', 'make', 'leave', 'have'].includes(tokens[k].lemma) && tokens[k].pos === 'VERB') return false;
  const words = subjectWords(tokens, i);
  return words.length > 0 && !customerSubject(tokens, i);
}

/** Verbs of paying for something ("paid £6 for parking", "spent £30 on a taxi") and of buying it ("bought a €20 grammar book"). */
const PAY_VERBS: ReadonlySet<string> = new Set(['pay', 'spend']);
const BUY_VERBS: ReadonlySet<string> = new Set(['buy']);
/** Below this score a word's match with a theme is weak (extractions-paid-for.ts). */
const WEAK_MATCH = 0.45;

/**
 * Version 2026-12-08: money paid for a thing no requested theme is about mentions no theme made only of money words ("price", "value
 * for money"): "We paid £6 for parking", "I spent £30 on a taxi", "I bought a €20 grammar book" (up to 2026-12-07 price). The thing is
 * every noun after "for" or "on" after a verb of paying, or the object of a verb of buying, in the same unit; where any requested theme
 * matches one of them ("paid $8 for a glass of wine" with drinks asked for) the money stays the money theme's, as it does where the
 * theme's own word is written ("paid £40 over the price"). Run after amounts are given to themes (extractions-spans.ts).
 */
export function applyPaidElsewhere(tokens: readonly TaggedToken[], units: readonly Unit[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][]): void {
  const generic = themes.map((t) => t !== undefined && genericMoneyTheme(t.words));
  if (!generic.some(Boolean)) return;
  for (const inside of tokensByUnit(tokens, units)) {
    const verb = inside.find((k) => tokens[k].pos === 'VERB' && (PAY_VERBS.has(tokens[k].lemma) || BUY_VERBS.has(tokens[k].lemma)));
    if (verb === undefined) continue;
    const buying = BUY_VERBS.has(tokens[verb].lemma);
    const from = buying ? verb + 1 : inside.find((k) => k > verb && ['for', 'on'].includes(tokens[k].value.toLowerCase()) && tokens[k].pos === 'ADP');
    if (from === undefined) continue;
    const things = inside.filter((k) => k >= from && thingNoun(tokens[k]));
    if (things.length === 0) continue;
    // A thing a requested theme is about keeps the money where it was given.
    // A weak match by resemblance ("parking" 0.3 near "booking") is no theme's thing, as in extractions-paid-for.ts.
    if (things.some((k) => scores.some((row, j) => !generic[j] && (row[k] ?? -Infinity) >= WEAK_MATCH))) continue;
    generic.forEach((yes, j) => {
      if (!yes) return;
      for (const k of inside) if (scores[j][k] !== undefined && !themes[j]!.words.includes(tokens[k].value.toLowerCase())) scores[j][k] = undefined;
    });
  }
}

/** The token indices inside each unit, in one pass over tokens and units (units in text order, not overlapping). */
function tokensByUnit(tokens: readonly TaggedToken[], units: readonly Unit[]): number[][] {
  const sorted = [...units].sort((a, b) => a.start - b.start);
  const out: number[][] = sorted.map(() => []);
  let u = 0;
  tokens.forEach((t, k) => {
    while (u < sorted.length && sorted[u].end < t.end) u++;
    if (u < sorted.length && t.start >= sorted[u].start && t.end <= sorted[u].end) out[u].push(k);
  });
  return out;
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
