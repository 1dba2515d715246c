/**
 * Features of the learned extraction scorer. Every feature is computed from the input and ONE
 * theme string, never from the other themes of the request, so a theme's extractions do not
 * depend on what else is asked for, and nothing refers to a fixed list of theme names: the scorer
 * applies to any theme a user sends.
 *
 * Two levels:
 *  - phrase: is this short noun phrase (or theme word) the term that names the theme?
 *  - pair: does this input talk about the theme at all (explicitly or implicitly)?
 * The order of each list is part of a trained model; a weight file repeats the names.
 */

/** Topic-free phrases: similarity to them is how close a text is to any short label at all. */
export const ANCHORS: readonly string[] = ['something', 'it', 'this', 'things', 'the thing', 'the other thing'];

/**
 * Everyday topics that a theme competes with, fixed so that the competition does not depend on
 * the request: a phrase much closer to one of these than to the theme is about something else.
 * Topics close to the theme itself (cosine ≥ SAME_TOPIC_COSINE) are left out of its comparison.
 */
export const REFERENCE_TOPICS: readonly string[] = [
  'food', 'drinks', 'service', 'staff', 'price', 'location', 'atmosphere', 'cleanliness', 'delivery',
  'app', 'website', 'design', 'performance', 'speed', 'battery', 'screen', 'sound', 'camera', 'software',
  'bugs', 'account', 'payment', 'customer support', 'shipping', 'quality', 'size', 'time', 'people',
  'family', 'work', 'money', 'weather', 'health', 'travel', 'music', 'movies', 'sports', 'politics',
  'education', 'technology', 'news', 'the experience', 'the place',
];

/** Cosine above which a reference topic counts as the theme itself. */
export const SAME_TOPIC_COSINE = 0.6;

export const PHRASE_FEATURE_NAMES = [
  'phrase_theme_cosine',
  'phrase_theme_relevance',
  'phrase_theme_lead',
  'phrase_names_theme',
  'clause_theme_relevance',
  'clause_names_theme',
  'clause_opinion',
  'phrase_is_name',
  'phrase_tokens',
  'phrase_is_theme_word_only',
] as const;

/** Extra phrase features for a theme the model has learnt terms for (see KnownTheme). */
export const KNOWN_PHRASE_FEATURE_NAMES = [
  ...PHRASE_FEATURE_NAMES,
  'phrase_is_learnt_term',
  'phrase_learnt_term_similarity',
  'clause_probe',
] as const;

export const PAIR_FEATURE_NAMES = [
  'best_phrase_score',
  'best_clause_relevance',
  'text_names_theme',
  'text_opinion',
  'theme_is_general',
  'general_theme_opinion',
  'general_theme_specificity',
  'best_phrase_lead',
  'log_phrases',
] as const;

/** Theme words saying the theme is the overall impression rather than a topic. */
const GENERAL_WORDS = new Set(['general', 'overall', 'misc', 'miscellaneous', 'other', 'generally']);

/** "restaurant in general", "overall", "other": a theme about the whole rather than a part. */
export function isGeneralTheme(theme: string): boolean {
  return (theme.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((w) => GENERAL_WORDS.has(w));
}

/** Cosine-based measurements of one phrase or clause against one theme. */
export interface Similarities {
  /** cos(x, theme). */
  cosine: number;
  /** cos(x, theme) minus the mean cosine of x with the anchors. */
  relevance: number;
  /** cos(x, theme) minus the largest cosine of x with a reference topic unlike the theme. */
  lead: number;
  /** The largest cosine of x with any reference topic unlike the theme: how specific x is. */
  specificity: number;
}

/** Extra pair feature for a theme the model has learnt a sentence probe for. */
export const KNOWN_PAIR_FEATURE_NAMES = [
  ...PAIR_FEATURE_NAMES,
  'theme_probe',
  'best_clause_probe',
] as const;

/** What a phrase looks like next to the learnt terms of a known theme. */
export interface LearntTermEvidence {
  /** The phrase, or its last word, is one of the theme's learnt terms. */
  isTerm: boolean;
  /** Largest cosine of the phrase with a learnt term. */
  similarity: number;
  /** The theme's sentence probe (a logit) on the clause around the phrase. */
  clauseProbe: number;
}

export interface PhraseObservation {
  phrase: Similarities;
  phraseNamesTheme: boolean;
  clause: Similarities;
  clauseNamesTheme: boolean;
  /** |VADER compound| of the clause around the phrase. */
  clauseOpinion: number;
  isName: boolean;
  tokens: number;
  /** The candidate is a theme word that is not part of a noun phrase ("syncs"). */
  themeWordOnly: boolean;
  /** Present when the theme is a known one. */
  learnt?: LearntTermEvidence;
}

export function phraseFeatures(o: PhraseObservation): number[] {
  return [
    o.phrase.cosine,
    o.phrase.relevance,
    o.phrase.lead,
    o.phraseNamesTheme ? 1 : 0,
    o.clause.relevance,
    o.clauseNamesTheme ? 1 : 0,
    o.clauseOpinion,
    o.isName ? 1 : 0,
    o.tokens,
    o.themeWordOnly ? 1 : 0,
    ...(o.learnt ? [o.learnt.isTerm ? 1 : 0, o.learnt.similarity, o.learnt.clauseProbe] : []),
  ];
}

export interface PairObservation {
  /** Highest phrase probability (0 when the input has no candidate phrase). */
  bestPhrase: number;
  bestPhraseLead: number;
  bestClauseRelevance: number;
  textNamesTheme: boolean;
  /** |VADER compound| of the whole input. */
  textOpinion: number;
  /** The theme has no topic word of its own beyond "general", "overall" and the like. */
  themeIsGeneral: boolean;
  /** Largest specificity of the input's phrases: it names some particular topic. */
  specificity: number;
  phrases: number;
  /** Present when the theme is a known one: its sentence probe's score (a logit) for the input. */
  probe?: number;
  /** Present when the theme is a known one: the largest probe score of a clause of the input. */
  clauseProbe?: number;
}

export function pairFeatures(o: PairObservation): number[] {
  const general = o.themeIsGeneral ? 1 : 0;
  return [
    o.bestPhrase,
    o.bestClauseRelevance,
    o.textNamesTheme ? 1 : 0,
    o.textOpinion,
    general,
    general * o.textOpinion,
    general * o.specificity,
    o.bestPhraseLead,
    Math.log1p(o.phrases),
    ...(o.probe === undefined ? [] : [o.probe, o.clauseProbe ?? o.probe]),
  ];
}
