import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-12-13, the bar of the writer's asides (`plainAsides` of extractions-span-settings.ts; read by
 * `dropWriterAsides` of extractions-mends-2026-12-10.ts).
 *
 * Up to 2026-12-12 a sentence opening with the writer ("I", "we", "my …", "our …") that says nothing good or bad lost a theme mentioned
 * there only by a likeness (GloVe or encoder) scoring under 0.9, so a nearer likeness still gave the sentence to a theme: "I opened my
 * account in 2019" to transfers, "My flatmate studies history" to teaching, "I paid in cash at the counter" to refunds, "I had a salad
 * at home before we left" to the food. From 2026-12-13 the bar is higher in such a sentence unless the writer gives an opinion in it by
 * a verb of opinion ("I think the pizza is overrated", "I expected more from such an expensive menu") or says what the place lets them
 * do by a modal of ability ("We could fill up with petrol alongside"), or goes on after "and" or "but" to a verb that may say what the
 * thing was like ("I ordered a pair of 20 pound kettlebells and both arrived with chipped paint"): those keep the bar of 2026-12-10. A
 * word of the theme, a related word and every rule still name the theme as before.
 * Mended before release: only "and" or "but" after the writer's verb, starting a clause with a finite verb, exempts ("My wife and I left
 * the car on the street", "I had a salad and a coffee at home" do not); the writer's clause runs over "and" joining subjects or nouns;
 * a sentence stating an amount of money or a duration keeps the bar of 2026-12-10 ("I was kept on hold for an hour"); and "I'm", "I’m"
 * written as one word open a sentence of the writer.
 */

/** Verbs by which the writer gives an opinion rather than tells what they did (lemmas). */
const OPINION_VERBS: ReadonlySet<string> = new Set(['think', 'believe', 'expect', 'reckon', 'suppose', 'guess', 'doubt', 'wish', 'hope', 'imagine', 'consider', 'feel']);
/** Modals of ability: what the place lets the writer do (lemmas; "ca" is the tagger's "can" of "can't"). */
const ABILITY: ReadonlySet<string> = new Set(['can', 'could', 'ca']);

/** The first verb of the writer's clause, from `from` (an auxiliary too), or `to` where there is none. */
function firstVerb(tokens: readonly TaggedToken[], from: number, to: number): number {
  let v = from;
  while (v < to && tokens[v].pos !== 'VERB' && tokens[v].pos !== 'AUX') v++;
  return v;
}

/** Words of the subject of a clause after "and" or "but" ("and both came", "and it broke down", "and the manager told"). */
const SUBJECT_TAGS: ReadonlySet<string> = new Set(['PRON', 'DET', 'NOUN', 'PROPN', 'NUM', 'ADJ']);

/**
 * Mended before release: whether "and" or "but" at `k` starts a clause of its own: followed within two words, after a subject of at
 * most three words if any, by a finite verb ("and both arrived with chipped paint", "and it broke down", "and the manager basically
 * told me", "but left"); not "or", not a verb in -ing, not a list of nouns ("and a coffee at home").
 */
export function joinsClause(tokens: readonly TaggedToken[], k: number, to: number): boolean {
  if (tokens[k].pos !== 'CCONJ' || !['and', 'but'].includes(tokens[k].value.toLowerCase())) return false;
  let n = k + 1;
  while (n < to && n <= k + 3 && SUBJECT_TAGS.has(tokens[n].pos)) n++;
  for (let m = n; m < to && m <= n + 1; m++) {
    if (tokens[m].pos === 'AUX' || (tokens[m].pos === 'VERB' && !/ing$/iu.test(tokens[m].value))) return true;
    if (tokens[m].pos !== 'ADV') return false;
  }
  return false;
}

/**
 * Whether tokens `from` to `to` (one sentence) hold a verb of opinion, a modal of ability, or (mended before release) "and" or "but"
 * after the writer's clause's first verb that starts a clause of its own ({@link joinsClause}): "My wife and I left the car" and "I had
 * a salad and a coffee" join no clause. One pass over the sentence.
 */
export function givesOpinionOrAbility(tokens: readonly TaggedToken[], from: number, to: number): boolean {
  const verb = firstVerb(tokens, from, to);
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    if (i > verb && joinsClause(tokens, i, to)) return true;
    if (t.pos === 'VERB' && OPINION_VERBS.has(t.lemma)) return true;
    if (t.pos === 'AUX' && (ABILITY.has(t.lemma) || ABILITY.has(t.value.toLowerCase()))) return true;
  }
  return false;
}

/**
 * Mended before release: the end of the writer's own clause opening at `open`, before `to`: the first comma or subordinating
 * conjunction, or "and"/"but" after the clause's first verb starting a clause of its own. Up to 2026-12-12 any conjunction ended it,
 * so "My wife and I left the car on the street" had the writer's clause "My wife" and kept its likeness to parking.
 */
export function writerClauseEnd(tokens: readonly TaggedToken[], open: number, to: number): number {
  const verb = firstVerb(tokens, open, to);
  let own = open;
  while (own < to && tokens[own].pos !== 'SCONJ' && tokens[own].value !== ',' && !(own > verb && joinsClause(tokens, own, to))) own++;
  return own;
}

/** Units of time and the words of an amount before them ("for an hour", "three weeks", "half a day", "a couple of days"). */
const TIME_UNITS: ReadonlySet<string> = new Set(['minute', 'minutes', 'min', 'mins', 'hour', 'hours', 'hr', 'hrs', 'day', 'days', 'week', 'weeks', 'fortnight', 'month', 'months']);
const AMOUNT_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'half', 'quarter', 'few', 'couple', 'several', 'of', 'whole', 'full', 'good']);

/**
 * Mended before release: whether tokens `from` to `to` state a duration, a unit of time after a number or an amount word ("I was kept
 * on hold for an hour", "We sat in the corridor for three hours", "within a week"): a plain fact with its time is told of the service.
 */
export function statesDuration(tokens: readonly TaggedToken[], from: number, to: number): boolean {
  for (let i = Math.max(from + 1, 1); i < to; i++) {
    if (!TIME_UNITS.has(tokens[i].value.toLowerCase())) continue;
    const before = tokens[i - 1];
    if (before.pos === 'NUM' || /\d/u.test(before.value) || AMOUNT_WORDS.has(before.value.toLowerCase())) return true;
  }
  return false;
}

/** Mended before release: "I'm", "I'll", "I’m", "we're" read by the tagger as one word: the writer ("i" or "we"), else undefined. */
const CONTRACTED_WRITER = /^(i|we)['’](?:m|ll|d|ve|re)$/iu;

/**
 * The word a sentence about the writer opens with, lower-cased ("i", "we", "my", "our"), else undefined; with `contracted` (version
 * 2026-12-13) "I'm", "I’ll", "We're" written as one token are the writer too.
 */
export function writerOpener(token: TaggedToken | undefined, openers: ReadonlySet<string>, contracted: boolean): string | undefined {
  const lower = token?.value.toLowerCase() ?? '';
  if (openers.has(lower)) return lower;
  return contracted ? CONTRACTED_WRITER.exec(lower)?.[1] : undefined;
}

/**
 * The bar of the writer's asides in the sentence of tokens `from` to `to`: `plain` (version 2026-12-13) unless the sentence gives an
 * opinion or an ability, or (mended before release) states an amount of money (`amount`) or a duration, else `bar`.
 */
export function asideBar(tokens: readonly TaggedToken[], from: number, to: number, bar: number, plain: number | undefined, amount = false): number {
  return plain === undefined || amount || givesOpinionOrAbility(tokens, from, to) || statesDuration(tokens, from, to) ? bar : plain;
}
