/**
 * Themes 2026-12-01: adjectives that open a sentence, read as adjectives.
 *
 * The tagger reads a capitalised word at the start of a sentence as a proper noun when it opens
 * a short answer ("Long waits every single visit.", "Late trams again.", "Cheap chairs break."),
 * so "Long waits" or "Late trams" never became a candidate label. A sentence-initial word tagged
 * PROPN that the tagger reads as an adjective in a predicate ("it is long.") is an adjective here;
 * a verb-tagged word right after it that the tagger reads as a noun after "the" ("the waits")
 * is a noun. Names stay names: "Sarah", "Eduroam" and "Wifi" are not adjectives in a predicate.
 */
import { tagWords, type TaggedWord } from './keyphrases-local.js';

/** Punctuation after which a new sentence starts. */
const SENTENCE_END = new Set(['.', '!', '?', ';', ':']);

/** The tags of every text, with sentence-initial adjectives read as adjectives (new arrays; the input is left as it was). */
export function retagSentenceStarts(tags: readonly (readonly TaggedWord[])[]): TaggedWord[][] {
  const adjective = new Map<string, boolean>();
  const noun = new Map<string, boolean>();
  const probe = (cache: Map<string, boolean>, word: string, read: (w: string) => boolean) => {
    let value = cache.get(word);
    if (value === undefined) cache.set(word, (value = read(word)));
    return value;
  };
  const isAdjective = (w: string) => probe(adjective, w, (x) => tagWords(`it is ${x}.`)[2]?.tag === 'ADJ');
  const isNoun = (w: string) => probe(noun, w, (x) => tagWords(`the ${x}`)[1]?.tag === 'NOUN');
  return tags.map((tokens) =>
    tokens.map((t, i, all) => {
      const start = i === 0 || SENTENCE_END.has(all[i - 1].normal);
      if (start && t.tag === 'PROPN' && t.word && /^\p{L}+$/u.test(t.normal) && isAdjective(t.normal)) return { ...t, tag: 'ADJ', display: t.normal };
      const previous = all[i - 1];
      const afterAdjective = previous && (i === 1 || SENTENCE_END.has(all[i - 2]?.normal ?? '')) && previous.tag === 'PROPN' && isAdjective(previous.normal);
      if (afterAdjective && t.tag === 'VERB' && (isNoun(t.normal) || isNoun(t.lemma))) return { ...t, tag: 'NOUN' };
      return t;
    }),
  );
}
