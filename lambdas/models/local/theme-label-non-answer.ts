/**
 * Themes 2027-01-01: a theme at least half of whose members (two at least) give no answer ("Nothing.", "All good.",
 * "Same as earlier"; isNonAnswer of theme-non-answers.ts) is named by the non-answer they write most, as they write
 * its first clause without filler ("No complaints" of "No complaints at all.", "All good" of "All good thanks."),
 * of two to four words, the most typical member's on a tie; where none is that long, "Nothing to add". Read on
 * 2026-12-31's labels of such themes: "Not really" and "Perfect only" over two halves of one bakery's non-answers,
 * "Last answer department requires" (a stitched fragment) over "Same as earlier" and "See last answer".
 */
import type { LabelContext } from './theme-label-context.js';
import type { Tags } from './theme-label-said-words.js';
import { clausesOf, FILLER, isNonAnswer, pointsBack, saysNothing } from './theme-non-answers.js';

/** "n/a" spelled out, as its writers mean it. */
const NOT_APPLICABLE = 'not applicable';
/** The kind of every pointer to an earlier answer ("Same as earlier", "See last answer"). */
const POINTER = ' pointer';
/** The name where no member writes a non-answer of two to four words ("Nothing.", "None", "Nope."). */
const NOTHING_TO_ADD = 'nothing to add';

/** A member's text as its words read ("ca n't" as "can't"). */
function textOf(words: Tags[number]): string {
  return words
    .map((x) => x.normal)
    .join(' ')
    .replace(/\bca n't\b/gu, "can't")
    .replace(/\bwo n't\b/gu, "won't")
    .replace(/ (n't|'s|'re|'m|'ll|'ve|'d)\b/gu, '$1');
}

/** The first clause of a non-answer as its name: two to four words, filler dropped at its end where a non-answer stays; "n/a" spelled out. */
function nameOf(text: string): string | undefined {
  if (clausesOf(text)[0] === 'na') return NOT_APPLICABLE;
  const clause = text.toLowerCase().split(/[,.;:!?()–—]| - /u)[0].trim().replace(/\s+/gu, ' ');
  const words = clause.split(' ');
  // Filler goes only where what stays is itself a non-answer ("No complaints" of "No complaints at all", never "Nothing at").
  for (let end = words.length - 1; end >= 2 && FILLER.has(words[end]); end--) {
    if (saysNothing(words.slice(0, end).join(' '))) words.length = end;
  }
  return words.length >= 2 && words.length <= 4 && words.every((w) => /^[\p{L}']+$/u.test(w)) ? words.join(' ') : undefined;
}

/** The non-answer most of a theme of non-answers writes, or undefined where under half its members give none; `reads` tells a non-answer. */
export const nonAnswerLabelBy = (reads: (text: string) => boolean) => (label: string, context: LabelContext): string | undefined => {
  const { typicalOrder, tags, weights, size, free } = context;
  let none = 0;
  // Each kind of non-answer (a pointer to an earlier answer is one kind, every other phrase its own) and its names.
  const kinds = new Map<string, { weight: number; names: Map<string, number> }>();
  for (const t of typicalOrder) {
    const text = textOf(tags[t]);
    if (!reads(text)) continue;
    none += weights[t];
    const name = nameOf(text);
    const kind = kinds.get(pointsBack(text) ? POINTER : name ?? '') ?? { weight: 0, names: new Map<string, number>() };
    kinds.set(pointsBack(text) ? POINTER : name ?? '', kind);
    kind.weight += weights[t];
    if (name) kind.names.set(name, (kind.names.get(name) ?? 0) + weights[t]);
  }
  if (none < 2 || none * 2 < size) return undefined;
  // Maps keep the typical order of first writing, so a stable sort leaves the most typical first on a tie.
  const byWeight = <T>(entries: Iterable<[T, number]>) => [...entries].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const ranked = byWeight([...kinds.values()].map((k) => [k, k.weight] as [typeof k, number]));
  const best = ranked.flatMap((kind) => byWeight(kind.names)).find(free);
  if (best) return best === label.toLowerCase() ? undefined : best;
  return free(NOTHING_TO_ADD) ? NOTHING_TO_ADD : undefined;
};

/** 2027-01-01: the non-answers of isNonAnswer. */
export const nonAnswerLabel = nonAnswerLabelBy(isNonAnswer);
