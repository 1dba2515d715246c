/**
 * Key phrases of short texts and their ranking per group of texts, c-TF-IDF style: a phrase
 * characterises a group when many of the group's texts use it (coverage) and few texts of other
 * groups do (purity: the share of all its uses that fall in this group). Pure: the phrases
 * themselves come from a tagger elsewhere (wink-nlp in the local models).
 */

/** Part of speech of a key phrase's last word (proper nouns count as nouns). */
export type PhraseKind = 'noun' | 'adjective' | 'verb';

/** A candidate key phrase found in a text. */
export interface KeyPhrase {
  /** Lower-case lemmas joined by spaces: equal keys are the same phrase. */
  key: string;
  /** How to show it: nouns as lemmas ("delivery"), other words as written, names keep their case. */
  display: string;
  /** Number of words. */
  words: number;
  /** Nouns name topics, adjectives qualify them. */
  kind: PhraseKind;
}

/** What is known about one text's wording. */
export interface TextAnalysis {
  /** Lower-case lemmas of content words (no stop words, punctuation or one-letter tokens). */
  terms: string[];
  /** Distinct candidate key phrases, in order of first appearance. */
  phrases: KeyPhrase[];
}

/** A group of texts: indices into the analyses, and how many inputs it holds. */
export interface PhraseGroup {
  texts: readonly number[];
  /** Inputs in the group (duplicates and blanks included). */
  size: number;
}

/** Score multiplier per extra word of a phrase: "card delivery" beats "card" at equal counts. */
export const PHRASE_LENGTH_BONUS = 0.6;

/** Score multiplier for phrases sharing a word with the context. */
export const CONTEXT_BONUS = 2;

/** Score multiplier for verbs and adjectives: nouns name topics ("delivery" rather than "arrived"). */
export const NON_NOUN_FACTOR = 0.6;

/**
 * A word gives way to a longer phrase containing it ("support" → "customer support") when the
 * phrase has at least this share of the word's mentions: more specific, still representative.
 */
export const SPECIALISE_SHARE = 0.5;

/** Below this many mentions in its group, a phrase is idiosyncratic to one comment. */
export const MIN_PHRASE_MENTIONS = 2;

/** Ranked phrases kept per group. */
export const PHRASES_PER_GROUP = 8;

/** A phrase with its mentions in a group (weighted by duplicate count) and its preferred spelling. */
export interface RankedPhrase {
  key: string;
  display: string;
  words: number;
  kind: PhraseKind;
  mentions: number;
  score: number;
}

interface PhraseStats {
  phrase: KeyPhrase;
  mentions: number;
  spellings: Map<string, number>;
}

function groupPhraseStats(texts: readonly number[], analyses: readonly TextAnalysis[], weights: ArrayLike<number>) {
  const stats = new Map<string, PhraseStats>();
  for (const t of texts) {
    for (const phrase of analyses[t].phrases) {
      let entry = stats.get(phrase.key);
      if (!entry) {
        entry = { phrase, mentions: 0, spellings: new Map() };
        stats.set(phrase.key, entry);
      }
      entry.mentions += weights[t];
      entry.spellings.set(phrase.display, (entry.spellings.get(phrase.display) ?? 0) + weights[t]);
    }
  }
  return stats;
}

/** The most used spelling; ties go to the alphabetically first, for determinism. */
function preferredSpelling(spellings: Map<string, number>): string {
  return [...spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))[0][0];
}

/** Ranks every group's phrases by c-TF-IDF (best first, ties by key). */
export function rankGroupPhrases(
  themes: readonly PhraseGroup[],
  analyses: readonly TextAnalysis[],
  weights: ArrayLike<number>,
  contextWords: ReadonlySet<string> = new Set(),
): RankedPhrase[][] {
  const perTheme = themes.map((theme) => groupPhraseStats(theme.texts, analyses, weights));
  const overall = new Map<string, number>();
  for (const stats of perTheme) for (const [key, s] of stats) overall.set(key, (overall.get(key) ?? 0) + s.mentions);
  const themeWeight = (theme: PhraseGroup) => theme.texts.reduce((sum, t) => sum + weights[t], 0);
  return perTheme.map((stats, c) => {
    const size = Math.max(1, themeWeight(themes[c]));
    const ranked: RankedPhrase[] = [];
    // Phrases used by one comment only are idiosyncratic; fall back to them only when nothing repeats.
    const repeated = [...stats.values()].some((s) => s.mentions >= Math.min(MIN_PHRASE_MENTIONS, size));
    const minMentions = repeated ? Math.min(MIN_PHRASE_MENTIONS, size) : 0;
    for (const [key, s] of stats) {
      if (s.mentions < minMentions) continue;
      const coverage = s.mentions / size;
      // Purity rather than an idf: a log-idf lets a phrase used twice outrank one used by a third
      // of the theme, just for being rare.
      const purity = s.mentions / (overall.get(key) as number);
      const lengthBonus = 1 + PHRASE_LENGTH_BONUS * (s.phrase.words - 1);
      const contextual = key.split(' ').some((w) => contextWords.has(w)) ? CONTEXT_BONUS : 1;
      const partOfSpeech = s.phrase.kind === 'noun' ? 1 : NON_NOUN_FACTOR;
      ranked.push({
        key,
        display: preferredSpelling(s.spellings),
        words: s.phrase.words,
        kind: s.phrase.kind,
        mentions: s.mentions,
        score: coverage * purity * lengthBonus * contextual * partOfSpeech,
      });
    }
    ranked.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return dropRedundant(specialise(ranked)).slice(0, PHRASES_PER_GROUP);
  });
}

/** The lemmas of a phrase. */
export const wordsOf = (phrase: RankedPhrase): string[] => phrase.key.split(' ');

/** Moves a longer phrase up to the rank of a word it contains when it is common enough. */
function specialise(ranked: RankedPhrase[]): RankedPhrase[] {
  const out: RankedPhrase[] = [];
  for (const phrase of ranked) {
    const longer =
      phrase.words === 1
        ? ranked.find((p) => p.words > 1 && wordsOf(p).includes(phrase.key) && p.mentions >= SPECIALISE_SHARE * phrase.mentions)
        : undefined;
    out.push(longer ?? phrase);
  }
  return out.filter((p, i) => out.indexOf(p) === i);
}

/**
 * Drops a phrase whose words are all in a better-ranked one ("card" after "card delivery"), or
 * that only narrows a better-ranked one down ("mobile app crash" after "app crash").
 */
function dropRedundant(ranked: RankedPhrase[]): RankedPhrase[] {
  const kept: RankedPhrase[] = [];
  const within = (a: RankedPhrase, b: RankedPhrase) => wordsOf(a).every((w) => wordsOf(b).includes(w));
  for (const phrase of ranked) {
    if (!kept.some((k) => within(phrase, k) || (within(k, phrase) && phrase.mentions <= k.mentions))) kept.push(phrase);
  }
  return kept;
}
