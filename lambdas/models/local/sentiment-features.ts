import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { splitClauses } from '../../core/text/clauses.js';
import { sentimentEvidence } from './sentiment-lexicon.js';

/**
 * Hand-made features of a text for the trained sentiment classifier, next to its sentence
 * embedding: what a lexicon sees (VADER on the whole text, and the clause-level evidence of the
 * lexicon model with its review-language fixes), and the shape of the text (contrast, negation,
 * emphasis, length). The embedding carries the topic and phrasing; these carry polarity words the
 * encoder blurs and the structure that separates `mixed` from a plain opinion.
 *
 * The order is part of a trained model: a weight file lists these names, and a model refuses a
 * weight file whose names differ.
 */
export const LEXICAL_FEATURE_NAMES = [
  'vader_compound',
  'vader_pos',
  'vader_neg',
  'vader_neu',
  'lexicon_positive',
  'lexicon_negative',
  'lexicon_strongest_positive',
  'lexicon_strongest_negative',
  'lexicon_both_sides',
  'lexicon_contrasted',
  'lexicon_no_evidence',
  'contrast_word',
  'concession_word',
  'negation_count',
  'exclamations',
  'question',
  'log_words',
  'clauses',
  'mention_or_link',
  'first_person',
] as const;

const CONTRAST_RE = /\b(?:but|however|yet|nevertheless|nonetheless|except|otherwise)\b/iu;
export const CONCESSION_RE = /\b(?:although|though|while|whereas|despite|even if|even though)\b/iu;
export const NEGATION_RE = /\b(?:not|no|never|nothing|nobody|none|neither|nor|cannot)\b|n't\b|n’t\b/giu;
export const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** Mentions, links and hashtags mark news-like posts that often carry no judgement. */
export const MENTION_OR_LINK_RE = /@\w|https?:\/\/|#\w/iu;
export const FIRST_PERSON_RE = /\b(?:i|i'm|i've|me|my|we|our|us)\b/iu;

/** Counts above these add nothing: three exclamation marks say as much as ten. */
const MAX_EXCLAMATIONS = 3;
const MAX_NEGATIONS = 3;
const MAX_CLAUSES = 6;

/** The lexical features of one text, in {@link LEXICAL_FEATURE_NAMES} order. */
export function lexicalFeatures(text: string): number[] {
  const vader = SentimentIntensityAnalyzer.polarity_scores(text);
  const e = sentimentEvidence(text);
  const words = text.match(WORD_RE)?.length ?? 0;
  const negations = text.match(NEGATION_RE)?.length ?? 0;
  const exclamations = text.split('!').length - 1;
  return [
    vader.compound,
    vader.pos,
    vader.neg,
    vader.neu,
    e.positive,
    e.negative,
    e.strongestPositive,
    e.strongestNegative,
    Math.min(e.strongestPositive, e.strongestNegative),
    e.contrasted ? 1 : 0,
    e.positive + e.negative === 0 ? 1 : 0,
    CONTRAST_RE.test(text) ? 1 : 0,
    CONCESSION_RE.test(text) ? 1 : 0,
    Math.min(negations, MAX_NEGATIONS),
    Math.min(exclamations, MAX_EXCLAMATIONS),
    text.includes('?') ? 1 : 0,
    Math.log1p(words),
    Math.min(splitClauses(text).length, MAX_CLAUSES),
    MENTION_OR_LINK_RE.test(text) ? 1 : 0,
    FIRST_PERSON_RE.test(text) ? 1 : 0,
  ];
}
