import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { verbSubject } from './extractions-verb-subjects.js';

/**
 * Extractions version 2026-12-19: a noun's likeness after the verb yields to the clause's subject. What a clause is about is its
 * subject (2026-11-29 let a verb's likeness yield to it); a thing named in passing after the verb, as its object or in a phrase after
 * it, does not make the clause about another theme when the subject already names one: "The porter carried our cases up to the attic"
 * is about the staff, not the room; "The waiter spilled coffee on my jacket" is service's, not drinks'. Up to 2026-12-18 such a noun
 * gave its theme the whole clause, where the theme of the subject took it too. Only a likeness yields: a noun naming the theme
 * outright or by a related word keeps it, and so does a theme the subject names too. The noun keeps its match where it is what the
 * clause judges or where the subject is not read:
 * - an opinion word qualifies it ("up to the lovely attic suite": an adjective of its phrase the VADER lexicon rates), a relative
 *   clause follows it ("an attic that was freezing"), or it stands right after an adverb or a form of "be" (an adjective the tagger
 *   read as a noun: "The place is so cozy");
 * - punctuation stands between the verb and the noun (a run-on clause: "The porter was kind, the attic was freezing");
 * - the verb's subject is a noun after a preposition ("Nobody from the hotel showed us the attic": "hotel" is no subject), or no noun
 *   (a pronoun: "when we asked for a kettle").
 * The verb is the nearest before the noun in its opinion unit, its subject read as for 2026-12-18's verb chains (extractions-verb-subjects.ts).
 */
export function predicateNounsYield(
  tokens: readonly TaggedToken[],
  units: ReadonlyArray<{ start: number; end: number }>,
  hits: readonly boolean[][],
  /** Whether token i matches theme j by likeness alone (no theme word, no related word). */
  likeness: (j: number, i: number) => boolean,
): boolean[][] {
  const out = hits.map((row) => [...row]);
  tokens.forEach((token, i) => {
    if (token.pos !== 'NOUN' || !hits.some((row, j) => row[i] && likeness(j, i))) return;
    const unit = units.find((u) => token.start >= u.start && token.end <= u.end);
    if (unit === undefined || judged(tokens, i)) return;
    let verb = i - 1;
    while (verb >= 0 && tokens[verb].start >= unit.start && !VERBS.has(tokens[verb].pos)) {
      if (tokens[verb].pos === 'PUNCT') return;
      verb--;
    }
    if (verb < 0 || tokens[verb].start < unit.start) return;
    const subject = verbSubject(tokens, unit, verb);
    if (subject.length === 0 || afterPreposition(tokens, subject[subject.length - 1])) return;
    const subjectThemes = hits.flatMap((row, j) => (subject.some((k) => row[k]) ? [j] : []));
    if (subjectThemes.length === 0) return;
    hits.forEach((row, j) => {
      if (row[i] && likeness(j, i) && !subjectThemes.includes(j)) out[j][i] = false;
    });
  });
  return out;
}

const VERBS = new Set(['VERB', 'AUX']);
/** Tags inside a noun phrase before its head ("a really nice decor"). */
const PHRASE_INSIDE = new Set(['ADJ', 'ADV', 'NOUN']);
const RELATIVES = new Set(['that', 'which', 'who']);

/** Whether the noun at `i` is what is judged: an opinion adjective in its phrase, a relative clause after it, or a misread adjective. */
function judged(tokens: readonly TaggedToken[], i: number): boolean {
  if (RELATIVES.has(tokens[i + 1]?.value.toLowerCase() ?? '')) return true;
  // A "noun" right after an adverb or a form of "be" is an adjective the tagger misread ("The place is so cozy").
  if (['ADV', 'AUX'].includes(tokens[i - 1]?.pos ?? '')) return true;
  for (let k = i - 1; k >= 0 && PHRASE_INSIDE.has(tokens[k].pos); k--) {
    if (tokens[k].pos === 'ADJ' && SentimentIntensityAnalyzer.polarity_scores(tokens[k].value).compound !== 0) return true;
  }
  return false;
}

/** Whether the noun phrase starting at or before `first` follows a preposition ("Nobody from the bank", "no one in the restaurant"). */
function afterPreposition(tokens: readonly TaggedToken[], first: number): boolean {
  let k = first - 1;
  while (k >= 0 && PHRASE_INSIDE.has(tokens[k].pos)) k--;
  if (k >= 0 && tokens[k].pos === 'DET') k--;
  return k >= 0 && tokens[k].pos === 'ADP';
}
