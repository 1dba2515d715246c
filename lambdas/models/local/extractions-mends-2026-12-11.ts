import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { firstTokenAt } from './extractions-token-runs.js';

/**
 * Extractions version 2026-12-11, a rule over the spans of 2026-12-10 once each span has its owners (extractions-span-owners.ts), and a
 * mend before release ({@link agentHeads}: a theme named by a trade noun, "the framer", reads as people where no theme does):
 *
 * - A theme whose every mention in a span is only a likeness (a word near it by GloVe vector or encoder, scoring under the score of a
 *   related word) yields the span to another theme that the span names outright by its own word, where that word stands in the same
 *   part of the clause as the likeness: no "and", "or", "but", comma or semicolon between them. "The corners of the oak frame meet
 *   without the slightest gap" is framing quality's (its word "frame"), not "mount and glass"'s as well; "The night staff were rude
 *   when we asked for a blanket" is staff's, not room's. Where the two stand apart in a list ("Great pizza and fantastic service",
 *   "We love the food, drinks, and atmosphere") each keeps its span, and a named theme still never pushes out a related word or a
 *   word of another theme's own ("The waiter was rude about the price" stays with both). Nothing is read per theme name.
 */

/** Tokens that part a clause into conjuncts: coordinating conjunctions, commas and semicolons. */
const parts = (t: TaggedToken) => t.pos === 'CCONJ' || t.value === ',' || t.value === ';';

/**
 * The kept spans (`kept[j]`, verbatim; `ranges[j]` their ranges as placed) less each span of a theme that mentions it only by a likeness
 * scoring under `relatedScore` while another theme names it outright (`scores[m][k]` Infinity) by a word inside a span of its own, in the same conjunct.
 * `nouns[k]`: token k is a noun; where the theme's likeness is a noun, only a noun naming the other theme counts (as the owners of 2026-11-29).
 * Linear in the text: each span's tokens are read once per theme, and a span has at most a few dozen words.
 */
export function yieldToNamed(
  text: string,
  tokens: readonly TaggedToken[],
  kept: readonly string[][],
  ranges: ReadonlyArray<ReadonlyArray<{ start: number; end: number }>>,
  scores: readonly (number | undefined)[][],
  hits: readonly boolean[][],
  /** The score of a related word; undefined where the rule is off (versions before 2026-12-11): `kept` is returned as it is. */
  relatedScore: number | undefined,
  nouns?: readonly boolean[],
): string[][] {
  if (relatedScore === undefined || kept.filter((list) => list.length > 0).length < 2) return kept as string[][];
  // Separators before each token, counted once, so "none between i and k" is a difference of two counts.
  const before = new Int32Array(tokens.length + 1);
  tokens.forEach((t, i) => (before[i + 1] = before[i] + (parts(t) ? 1 : 0)));
  /** Whether a separator stands between tokens `lo` and `hi` (lo <= hi). */
  const apart = (lo: number, hi: number) => before[hi] - before[lo + 1] > 0;
  /** The tokens of a range: from the first at its start, while inside it. */
  const inside = (r: { start: number; end: number }) => {
    const out: number[] = [];
    for (let k = firstTokenAt(tokens, r.start); k < tokens.length && tokens[k].end <= r.end; k++) out.push(k);
    return out;
  };
  // Each theme's kept ranges (the first range of each kept text), and the tokens they cover.
  const keptRanges = kept.map((list, j) => {
    const texts = new Set(list);
    const first = new Map<string, { start: number; end: number }>();
    for (const r of ranges[j]) {
      const span = text.slice(r.start, r.end);
      if (texts.has(span) && !first.has(span)) first.set(span, r);
    }
    return first;
  });
  const covered = keptRanges.map((first) => {
    const marks = new Uint8Array(tokens.length);
    for (const r of first.values()) for (const k of inside(r)) marks[k] = 1;
    return marks;
  });
  return kept.map((list, j) => {
    if (list.length === 0) return list;
    const out = list.filter((span) => {
      const r = keptRanges[j].get(span);
      if (r === undefined) return true;
      const ks = inside(r);
      const own = ks.filter((k) => hits[j][k]);
      if (own.length === 0 || own.some((k) => (scores[j][k] ?? -Infinity) >= relatedScore)) return true;
      const aboutNoun = nouns !== undefined && own.some((k) => nouns[k]);
      const [first, last] = [own[0], own[own.length - 1]];
      // A word inside the span that names another theme outright, inside that theme's own span, in the same conjunct as every likeness.
      return !ks.some((k) => (!aboutNoun || nouns![k]) && !apart(Math.min(first, k), Math.max(last, k)) &&
        kept.some((_, m) => m !== j && covered[m][k] === 1 && hits[m][k] && scores[m][k] === Infinity));
    });
    return out.length === list.length ? list : out;
  });
}

/** A head with the form of a noun for someone who does something: "framer", "fitters", "upholsterer", "decorator", "artist", "technician". */
const AGENT_RE = /^(\p{L}{3,}?)(?:er|or|ist|ian)s?$/u;

/**
 * Mended before release: where no theme reads as people (`personTheme` of extractions-everyday.ts), the one theme whose head has the
 * form of a noun for someone who does something, from a word that exists on its own ("framer" from "frame", "fitter" from "fit",
 * "artist" from "art"), or itself too rare for a word vector ("upholsterer"), is read as people at work, so that a name ("Bernard was kind and patient") and a worker ("The man who came
 * to measure") can be its mention. The encoder and GloVe read rare trade words as things ("upholsterer", "framer", "fitter" lie
 * nearer "thing" than "person"), so only their form tells them apart; with two such themes, or none, nothing changes.
 */
export function agentHeads<R extends { person: number; work: number; workOther: number }, P extends { themes: (R | undefined)[] }>(
  reading: P,
  /** Each theme's head (`peopleHead` of extractions-prepared-theme.ts); none where the rule is off (versions before 2026-12-11). */
  heads: readonly (string | undefined)[],
  isWord: (word: string) => boolean,
  personTheme: (r: R) => boolean,
  bars: { person: number; work: number },
): P {
  if (heads.length === 0 || reading.themes.some((r) => r !== undefined && personTheme(r))) return reading;
  const agents = heads.flatMap((head, j) => {
    const m = head === undefined || reading.themes[j] === undefined ? null : AGENT_RE.exec(head);
    if (m === null) return [];
    const base = m[1];
    const undoubled = /(\p{L})\1$/u.test(base) ? base.slice(0, -1) : base;
    return !isWord(head!) || [base, `${base}e`, undoubled].some((w) => w.length >= 3 && isWord(w)) ? [j] : [];
  });
  if (agents.length !== 1) return reading;
  const j = agents[0];
  const r = reading.themes[j]!;
  const themes = [...reading.themes];
  themes[j] = { ...r, person: Math.max(r.person, bars.person), work: Math.max(r.work, 0), workOther: Math.max(r.workOther, bars.work) };
  return { ...reading, themes };
}
