import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { verbSubject } from './extractions-verb-subjects.js';

/**
 * Extractions version 2026-12-19: a noun's likeness after the verb yields to the clause's subject. What a clause is about is its
 * subject (2026-11-29 let a verb's likeness yield to it); a thing named in passing after the verb, as its object or in a phrase after
 * it, does not make the clause about another theme when the subject already names one: "Siobhan was lovely with the dog" is about the
 * sitter, not the care of the pets; "The guard helped my mother lift her suitcase onto the rack" is staff's, not seating's; "Dev pushed
 * us off from the jetty" is no boats'. Up to 2026-12-18 such a noun gave its theme the whole clause, where the theme of the subject
 * took it too. The subject is that of the nearest verb before the noun in its opinion unit (extractions-verb-subjects.ts), so a noun
 * after a verb of another subject ("The staff were rude when we asked for a blanket": "we" asked) keeps its match. Only a likeness
 * yields: a noun naming the theme outright or by a related word keeps it ("The waiter brought the wine list" stays drinks' where
 * "wine" is a related word), and so does a theme the subject names too.
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
    if (unit === undefined) return;
    let verb = i - 1;
    while (verb >= 0 && tokens[verb].start >= unit.start && tokens[verb].pos !== 'VERB' && tokens[verb].pos !== 'AUX') verb--;
    if (verb < 0 || tokens[verb].start < unit.start) return;
    const subject = verbSubject(tokens, unit, verb);
    const subjectThemes = hits.flatMap((row, j) => (subject.some((k) => row[k]) ? [j] : []));
    if (subjectThemes.length === 0) return;
    hits.forEach((row, j) => {
      if (row[i] && likeness(j, i) && !subjectThemes.includes(j)) out[j][i] = false;
    });
  });
  return out;
}
