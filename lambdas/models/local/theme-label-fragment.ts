/**
 * Themes 2026-12-27: a label that is a fragment cut from one answer gives way to a phrase a reader takes as a name.
 *
 * Every fragment read on the probe sets written for this step
 * (test/fixtures/themes-fragment-probes and themes-fragment-holdout/school-bus: "Prices going" of "prices keep going up", "Fares going", "Van breaking" of
 * "keeps breaking down", "Early on saturdays", "Hours care" of "out of hours care", "Late most days") is the first choice of the naming,
 * left by every later step. Here, after every earlier step, the label is read by the tags its members give its words
 * where they write it word for word (else by each word's most written tag):
 *
 * - it ends on an auxiliary, a modal, a negation, a determiner, a preposition, a conjunction or a pronoun ("Pricey won't");
 * - it ends on a verb the members follow by its particle ("going" of "going up", "breaking" of "breaking down");
 * - every word of it is a word of time or a function word ("Early on saturdays", "Last tuesday", "Times in a month");
 * - its first word is, where every member writes it, written after "out of" (a particle and "of"), and a noun follows
 *   ("Hours care" of "out of hours care").
 *
 * (Auxiliaries and adverbs such as "keep", "is", "always" may stand between the label's words where a member writes them;
 * a particle after its verb, "going up", closes a phrase; quantifiers count with the words of time, "Late most days".)
 * A fragment is completed as a member writes it: the particle after the verb ("Prices going up"), the "out of" before
 * the noun ("Out of hours care"), or the verb (and particle, and the noun before them) a time expression is said of
 * ("Sold out early", "Bus running late"), four words at most, its core written by two members (one in a theme of fewer
 * than five); else it gives way to the phrase of the naming's pool that is no fragment whose content words the most
 * members write (two at least), the most typical member's first among equals. The new label passes the label checks
 * of 2026-12-08 (a verb written after the label's noun, which the checks read as an adjective before a noun, is taken)
 * and is not taken; otherwise the label stands.
 */
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { DENIALS, FUNCTION_END, PARTICLES } from './theme-label-most.js';
import { memberStems } from './theme-label-support.js';
import type { Tags } from './theme-label-said-words.js';
import { labelFault } from './theme-label-checks.js';

/** Tags a label may not end on. */
const CLOSED_END = new Set(['AUX', 'PART', 'DET', 'ADP', 'CCONJ', 'SCONJ', 'PRON']);
/** Words a label may not end on whatever their tag (modals and auxiliaries as the tagger may split them). */
const CLOSED_WORDS = new Set([...FUNCTION_END, ...DENIALS, 'wo', 'ca', "won't", "can't", 'will', 'would', 'could', 'should', 'can', 'must', 'might', 'may', 'shall', 'do', 'does', 'did', 'has', 'have', 'had', 'i', 'me', 'we', 'us', 'you', 'he', 'she', 'they', 'them', 'just', 'very', 'too', 'really', 'so']);
/** Words of time: a label of these and function words only is a time expression, not an idea. */
const TIME = new Set('monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays weekend weekends weekday weekdays week weeks month months year years day days daily time times morning mornings evening evenings night nights afternoon afternoons hour hours minute minutes today yesterday tomorrow tonight early earlier late later last next ago once twice always often sometimes never now then lunchtime'.split(' '));
/** Quantifiers of a time expression ("most days", "every week"), whatever their tag. */
const QUANTIFIERS = new Set('most every each all a few some many several'.split(' '));
/** Tags of words that carry no idea of their own in a time expression. */
const FUNCTION_TAGS = new Set(['ADP', 'DET', 'NUM', 'CCONJ', 'PART', 'AUX', 'PRON', 'SCONJ']);
/** The most words a completed label may have. */
const MOST_WORDS = 4;
/** Candidates tried against the label checks (each check reads every member). */
const TRIED = 4;

/** Words a member may write between the label's words ("prices keep going up" for "Prices going"). */
const BETWEEN = new Set("is are was were be been being keep keeps kept has have had always often just again still constantly really very so".split(' '));

/** Where each member writes the label's words in order, with only BETWEEN words among them: [member, index of each word]. */
export function occurrences(words: readonly string[], typicalOrder: readonly number[], tags: Tags): [number, number[]][] {
  const found: [number, number[]][] = [];
  for (const t of typicalOrder) {
    const m = tags[t];
    for (let i = 0; i < m.length; i++) {
      if (m[i].normal !== words[0]) continue;
      const at = [i];
      for (let j = 1, k = i + 1; j < words.length && k < m.length; k++) {
        if (m[k].normal === words[j]) { at.push(k); j++; } else if (!BETWEEN.has(m[k].normal)) break;
      }
      if (at.length === words.length) found.push([t, at]);
    }
  }
  return found;
}

/** The tag the members give a word most often, or undefined where none writes it. */
function usualTag(word: string, typicalOrder: readonly number[], tags: Tags): string | undefined {
  const n = new Map<string, number>();
  for (const t of typicalOrder) for (const x of tags[t]) if (x.normal === word) n.set(x.tag, (n.get(x.tag) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Why a label is a fragment of its members' answers ('end', 'cut', 'time', 'front'), or undefined where it names an idea. */
export function fragmentOf(label: string, typicalOrder: readonly number[], tags: Tags): string | undefined {
  const words = label.trim().toLowerCase().split(/\s+/).flatMap((w) => (w.endsWith("n't") && w.length > 3 ? [w.slice(0, -3), "n't"] : [w]));
  if (words.length === 0 || words[0] === '') return undefined;
  const found = occurrences(words, typicalOrder, tags);
  const tagAt = (j: number) => (found.length > 0 ? tags[found[0][0]][found[0][1][j]].tag : usualTag(words[j], typicalOrder, tags));
  const last = words.length - 1;
  // A particle after its verb closes the phrase ("going up", "sold out").
  const particle = PARTICLES.has(words[last]) && tagAt(last - 1) === 'VERB';
  if (words.length > 1 && !particle && (CLOSED_WORDS.has(words[last]) || CLOSED_END.has(tagAt(last) ?? ''))) return 'end';
  if (words.length > 1 && found.length > 0 && tagAt(last) === 'VERB') {
    const cut = found.filter(([t, at]) => PARTICLES.has(tags[t][at[last] + 1]?.normal ?? ''));
    if (cut.length * 2 > found.length) return 'cut';
  }
  if (words.every((w, j) => TIME.has(w) || QUANTIFIERS.has(w) || FUNCTION_TAGS.has(tagAt(j) ?? ''))) return 'time';
  if (words.length > 1 && found.length > 0 && (tagAt(1) === 'NOUN' || tagAt(1) === 'PROPN') && found.every(([t, at]) => tags[t][at[0] - 1]?.normal === 'of' && PARTICLES.has(tags[t][at[0] - 2]?.normal ?? ''))) return 'front';
  return undefined;
}

/** The noun a member writes before index k, auxiliaries and adverbs of BETWEEN skipped ("the bus keeps running"), if any. */
function nounBefore(m: Tags[number], k: number): string | undefined {
  let j = k - 1;
  while (j >= 0 && BETWEEN.has(m[j].normal)) j--;
  return j >= 0 && (m[j].tag === 'NOUN' || m[j].tag === 'PROPN') ? m[j].normal : undefined;
}

/**
 * The fragment completed as a member writes it: the particle after its verb ("prices going up"), the "out of" before its
 * noun ("out of hours care"), or the verb (and particle, and the noun before them) a time expression is said of ("sold out
 * early", "bus running late"). The phrase's core (the verb and particle, the verb and the word of time, or the whole) is
 * written by two members (one in a theme of fewer than five); among completions the one two members write, the longest,
 * else the most written.
 */
function completed(label: string, why: string, typicalOrder: readonly number[], tags: Tags): string | undefined {
  const words = label.trim().toLowerCase().split(/\s+/);
  const forms = new Map<string, string[]>();
  for (const [t, at] of occurrences(words, typicalOrder, tags)) {
    const m = tags[t];
    const i = at[0];
    const after = at[at.length - 1] + 1;
    const add = (form: string[], core: string[]) => {
      if (form.length <= MOST_WORDS) forms.set(form.join(' '), core);
    };
    if (why === 'cut' && PARTICLES.has(m[after]?.normal ?? '')) add([...words, m[after].normal], [m[after - 1].normal, m[after].normal]);
    if (why === 'front' && m[i - 1]?.normal === 'of' && PARTICLES.has(m[i - 2]?.normal ?? '')) add([m[i - 2].normal, m[i - 1].normal, ...words], [m[i - 2].normal, m[i - 1].normal, ...words]);
    if (why === 'time' && TIME.has(words[0])) {
      const verbAt = PARTICLES.has(m[i - 1]?.normal ?? '') && m[i - 2]?.tag === 'VERB' ? i - 2 : m[i - 1]?.tag === 'VERB' && !BETWEEN.has(m[i - 1].normal) ? i - 1 : -1;
      if (verbAt >= 0) {
        const core = [...m.slice(verbAt, i).map((x) => x.normal), words[0]];
        add(core, core);
        const noun = nounBefore(m, verbAt);
        if (noun) add([noun, ...core], core);
      }
    }
  }
  const needed = typicalOrder.length < 5 ? 1 : 2;
  const writers = (f: string) => new Set(occurrences(f.split(' '), typicalOrder, tags).map(([t]) => t)).size;
  const scored = [...forms]
    .filter(([, core]) => writers(core.join(' ')) >= needed)
    .map(([f]) => ({ f, n: writers(f) }))
    .sort((a, b) => Number(b.n >= needed) - Number(a.n >= needed) || b.f.split(' ').length - a.f.split(' ').length || b.n - a.n || (a.f < b.f ? -1 : 1));
  return scored[0]?.f;
}

/** Is the fault the checks find a verb the label writes after its noun ("going" in "prices going up")? */
function predicateAfterNoun(label: string, fault: string | undefined, typicalOrder: readonly number[], tags: Tags): boolean {
  const words = label.split(/\s+/);
  const verb = fault?.startsWith('adjective ') ? fault.slice(10) : undefined;
  const at = verb ? words.indexOf(verb) : -1;
  return at > 0 && usualTag(verb!, typicalOrder, tags) === 'VERB' && words.slice(0, at).some((w) => { const t = usualTag(w, typicalOrder, tags); return t === 'NOUN' || t === 'PROPN'; });
}

/** The label for a theme its label names by a fragment, or undefined where the label stands. */
export function fragmentLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, ok } = context;
  const why = fragmentOf(label, typicalOrder, tags);
  if (!why) return undefined;
  const whole = completed(label, why, typicalOrder, tags);
  // The checks of 2026-12-08 read a verb after the label's noun as an adjective before a noun ("adjective going" of
  // "prices going up"); here it is what the members say of the noun, written after it.
  const passes = (l: string) => ok(l) || (context.free(l) && predicateAfterNoun(l, labelFault(l, typicalOrder, tags, context.size), typicalOrder, tags));
  if (whole && !fragmentOf(whole, typicalOrder, tags) && passes(whole)) return whole;
  const scored = rankedPool(context);
  const seen = new Set<string>([label.trim().toLowerCase()]);
  let tried = 0;
  for (const { p } of scored) {
    const l = p.display.toLowerCase();
    if (seen.has(l) || fragmentOf(l, typicalOrder, tags)) continue;
    seen.add(l);
    if (tried++ >= TRIED) break;
    if (ok(l)) return l;
  }
  return undefined;
}

/**
 * The members' phrases of at most four words whose every content word two or more members (by weight) write, most
 * written first, then longer, then the one written earliest in the typical order.
 */
export function rankedPool(context: LabelContext): { p: ReturnType<LabelContext['pool']>[number]; n: number; first: number }[] {
  const { typicalOrder, tags, weights } = context;
  const rank = new Map(typicalOrder.map((t, r) => [t, r]));
  const writersOf = (lemma: string) => typicalOrder.reduce((s, t) => (memberStems(tags[t]).has(stem(lemma)) ? s + weights[t] : s), 0);
  return context
    .pool()
    .filter((p) => p.content.length > 0 && p.display.split(/\s+/).length <= MOST_WORDS)
    .map((p) => ({ p, n: Math.min(...p.content.map(writersOf)), first: Math.min(...p.writers.map((t) => rank.get(t) ?? Number.MAX_SAFE_INTEGER)) }))
    .filter((s) => s.n >= 2)
    .sort((a, b) => b.n - a.n || b.p.content.length - a.p.content.length || a.first - b.first || (a.p.key < b.p.key ? -1 : 1));
}
