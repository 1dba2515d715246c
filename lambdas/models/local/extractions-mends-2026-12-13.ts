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
 */

/** Verbs by which the writer gives an opinion rather than tells what they did (lemmas). */
const OPINION_VERBS: ReadonlySet<string> = new Set(['think', 'believe', 'expect', 'reckon', 'suppose', 'guess', 'doubt', 'wish', 'hope', 'imagine', 'consider', 'feel']);
/** Modals of ability: what the place lets the writer do (lemmas; "ca" is the tagger's "can" of "can't"). */
const ABILITY: ReadonlySet<string> = new Set(['can', 'could', 'ca']);

/**
 * Whether tokens `from` to `to` (one sentence) hold a verb of opinion, a modal of ability, or a coordinating conjunction followed by a
 * verb. One pass over the sentence.
 */
export function givesOpinionOrAbility(tokens: readonly TaggedToken[], from: number, to: number): boolean {
  let joined = false;
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    if (t.pos === 'CCONJ') joined = true;
    if (joined && (t.pos === 'VERB' || t.pos === 'AUX')) return true;
    if (t.pos === 'VERB' && OPINION_VERBS.has(t.lemma)) return true;
    if (t.pos === 'AUX' && (ABILITY.has(t.lemma) || ABILITY.has(t.value.toLowerCase()))) return true;
  }
  return false;
}

/** The bar of the writer's asides in tokens `from` to `to`: `plain` (version 2026-12-13) unless the sentence gives an opinion or an ability, else `bar`. */
export function asideBar(tokens: readonly TaggedToken[], from: number, to: number, bar: number, plain: number | undefined): number {
  return plain === undefined || givesOpinionOrAbility(tokens, from, to) ? bar : plain;
}
