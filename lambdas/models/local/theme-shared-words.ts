/**
 * Short labels of themes 2026-11-28 where no phrase is shared: the words several members share.
 *
 * A small theme often has no two-word phrase that two members both write ("The wait in reception
 * was far too long", "Long waits every single visit", "The delay … is ridiculous"), and 2026-11-27
 * then took any one member's phrase ("Billing error", from a member about a bill) or the typical
 * answer's first words ("Strap gives me a"). Here a label must carry a word (by stem) that at
 * least two members write: first a name-like phrase of one member with such a word ("Long
 * waits"), then a short window of a member's own words that ends in a noun and may hold a
 * preposition ("Rash on my wrist", "Swim in the sea"); never across a negation, a number or a verb.
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';

/** Content parts of speech whose words count as shared evidence. */
const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
/** Nouns end a window. */
const NOUN = new Set(['NOUN', 'PROPN']);
/** Inside a window: modifiers, nouns, and one preposition with its article or possessive. */
const INSIDE = new Set(['ADJ', 'NOUN', 'PROPN']);
const LINKS = new Set(['of', 'in', 'on', 'at', 'for', 'with', 'from', 'into', 'between', 'during', 'after', 'before']);
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their', 'his', 'her', 'its']);
const NEGATORS = new Set(['not', 'no', 'never', "n't", 'without', 'nothing', 'hardly', 'barely', 'nobody', 'none']);
/** Words too vague to be the shared evidence of a label. */
const VAGUE = new Set(
  ('time day week month year hour minute way people person problem issue thing things one lot bit kind part case point fact place number ' +
    'good bad great nice best better worse new other same many much more most some few little big small really also able').split(' '),
);
const MAX_WORDS = 4;
/** Number words, never in a label (as in 2026-11-27). */
export const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty seventy eighty ninety dozen first second third hundred thousand'.split(' '),
);
/** Verbs whose -ing form names nothing ("having trouble", "getting"). */
const LIGHT_VERBS = new Set('be have get do make go take keep try want need'.split(' '));
/** Ordinals past "third", kept out of windows too. */
const ORDINALS = new Set('fourth fifth sixth seventh eighth ninth tenth'.split(' '));

/** Stems of the content words at least `shared` members write (by weight), with their weights. */
export function sharedStems(
  texts: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
  shared: number,
): Map<string, number> {
  const use = new Map<string, number>();
  for (const t of texts) {
    const stems = new Set(
      tags[t]
        .filter((w) => w.word && CONTENT.has(w.tag) && w.normal.length > 2 && !VAGUE.has(w.lemma) && !excluded.has(w.lemma) && !excluded.has(w.normal))
        // The lemma's stem and the written form's ("app", lemmatised "application"): labels show written forms.
        .flatMap((w) => [stem(w.lemma), stem(w.normal)]),
    );
    for (const s of stems) use.set(s, (use.get(s) ?? 0) + weights[t]);
  }
  return new Map([...use].filter(([, n]) => n >= shared));
}

/** How much shared evidence a phrase carries: the member weight of each shared stem it holds. */
export function sharedWeight(display: string, stems: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const word of new Set(display.toLowerCase().split(/\s+/).map(stem))) sum += stems.get(word) ?? 0;
  return sum;
}

/**
 * Windows of 2–4 of a member's own words that read as a name: they start with an adjective or a
 * noun (or an -ing form opening the answer's clause, "swimming"), end in a noun, hold only
 * modifiers, nouns and one preposition (with its article), follow no negation, and carry a shared
 * stem (unless `requireShared` is false: the last resort). Best first: most shared evidence, then fewest words, then the members' order.
 */
export function sharedWindows(
  texts: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  stems: ReadonlyMap<string, number>,
  excluded: ReadonlySet<string>,
  requireShared = true,
): string[] {
  const found: { display: string; score: number; words: number; order: number }[] = [];
  const usable = (w: TaggedWord) =>
    w.word && !/\d/.test(w.normal) && !NUMBER_WORDS.has(w.normal) && !ORDINALS.has(w.normal) && !excluded.has(w.lemma) && !excluded.has(w.normal);
  texts.forEach((t, order) => {
    const tokens = tags[t];
    for (let start = 0; start < tokens.length; start++) {
      const first = tokens[start];
      const before = tokens[start - 1];
      const afterSubject = before && before.tag === 'PRON' && !DETERMINERS.has(before.normal);
      const gerund = first.tag === 'VERB' && /ing$/.test(first.normal) && !LIGHT_VERBS.has(first.lemma);
      if (!usable(first) || afterSubject || VAGUE.has(first.normal) || !(INSIDE.has(first.tag) || gerund) || first.normal.length < 3) continue;
      if (tokens.slice(Math.max(0, start - 3), start).some((w) => NEGATORS.has(w.normal) || w.lemma === 'not')) continue;
      let links = 0;
      const lemmas = new Set([first.lemma]);
      for (let end = start + 1; end < tokens.length && end - start < MAX_WORDS + 1; end++) {
        const w = tokens[end];
        if (LINKS.has(w.normal) && links === 0 && end > start) {
          links++;
          continue;
        }
        if (DETERMINERS.has(w.normal) && links === 1 && LINKS.has(tokens[end - 1].normal)) continue;
        // The tagger reads some plurals after an article as verbs ("the lectures left").
        const noun = NOUN.has(w.tag) || (w.tag === 'VERB' && DETERMINERS.has(tokens[end - 1].normal));
        if (!usable(w) || !(INSIDE.has(w.tag) || noun) || lemmas.has(w.lemma)) break;
        lemmas.add(w.lemma);
        const run = tokens.slice(start, end + 1);
        const words = run.filter((r) => r.word).length;
        // "the pool after reading": an -ing form after a preposition is a verb, not the name's noun.
        if (words > MAX_WORDS || !noun || w.normal.length < 3 || (/ing$/.test(w.normal) && !DETERMINERS.has(tokens[end - 1].normal))) continue;
        const display = run.map((r) => r.display).join(' ');
        const score = sharedWeight(display, stems);
        if (score > 0 || !requireShared) found.push({ display, score, words, order });
        // A verb read as a noun ends its window.
        if (!NOUN.has(w.tag)) break;
      }
    }
  });
  found.sort((a, b) => b.score - a.score || a.words - b.words || a.order - b.order || (a.display < b.display ? -1 : 1));
  return [...new Set(found.map((f) => f.display))];
}
