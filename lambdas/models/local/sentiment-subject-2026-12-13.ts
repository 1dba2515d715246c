import { tagText } from './extractions-tagger.js';

/** Where a clause opens: the text's start, or after "and", "so", a comma, "since", "after", "when", "once", "now that". */
const CLAUSE_OPENER_RE = /(?:^|,\s*|\b(?:and|so|since|after|when|once|now\s+that)\s+)$/iu;
const POSSESSIVE_RE = /^(?:my|our|his|her|their|your|its)$/iu;
const SUBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP', 'PRON', 'PART', 'CCONJ', 'ADV', 'PUNCT']);

/**
 * The noun phrase that closes `before` (the words before a predicate), found on the wink-nlp tags, as a piece for the
 * blend to read as a thing that was there ("the leak" → "There was the leak."); undefined where no noun phrase with a
 * noun and no verb closes it, or where it is a personal pronoun.
 */
export function thereWasSubject(before: string): string | undefined {
  const tokens = tagText(before);
  // The subject: the tokens after the last verb or clause opener before the predicate.
  let from = tokens.length;
  while (from > 0 && SUBJECT_TAGS.has(tokens[from - 1].pos) && !/^(?:and|so|since|after|when|once|,)$/iu.test(tokens[from - 1].value)) from--;
  // A determiner straight after a noun opens the subject: what comes before is a phrase of time or place ("After two sessions the pain in my shoulder …").
  const next = tokens.findIndex((t, i) => i > from && (t.pos === 'DET' || POSSESSIVE_RE.test(t.value)) && /^(?:NOUN|PROPN|NUM)$/u.test(tokens[i - 1].pos));
  if (next >= 0) from = next;
  const subject = tokens.slice(from);
  if (subject.length === 0 || subject.length > 7 || !subject.some((t) => t.pos === 'NOUN')) return undefined;
  if (subject.some((t) => t.pos === 'PRON' && /^(?:i|we|you|he|she|they|it|me|us|him|them)$/iu.test(t.value))) return undefined;
  if (next < 0 && !CLAUSE_OPENER_RE.test(before.slice(0, subject[0].start))) return undefined;
  const phrase = before.slice(subject[0].start, subject[subject.length - 1].end).replace(/^[,\s]+/u, '');
  const np = /^(?:the|a|an|my|our|his|her|their|your|its|this|that|these|those|all|every)\b/iu.test(phrase) ? phrase.replace(/^\p{Lu}/u, (x) => x.toLowerCase()) : `the ${phrase}`;
  return `There was ${np}.`;
}
