import { trimSpan } from '../../core/text/clauses.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import type { Unit } from './extractions-units.js';
import type { SpanSettings } from './extractions-span-settings.js';
import { runOnAppositives } from './extractions-mends-2026-12-10.js';

/**
 * Extractions version 2026-12-18: two verb phrases joined under one subject, each saying something about a different theme, give each
 * theme its own part. Up to 2026-12-17 a clause was cut at "and" only where a subject of its own followed ("The stitching was neat |
 * and the price was fair"), so in "The cobbler charged me £18 and had my boots done by Friday" price and turnaround both took the
 * whole sentence. Here a range is cut at a coordinating "and" or "but" that a verb follows (past adverbs: "and only charged a tenner")
 * where the words before it hold a verb too, when the theme's mentions in the range all lie on one side of it and another theme has
 * mentions on the other side and none on this one. The theme keeps its side; on the side before the conjunction, the subject is left
 * out where it holds none of the theme's mentions ("charged me £18"). Not cut: a theme named only by the subject, told of in both
 * phrases ("The tailor shortened my sleeves and charged me a tenner" stays the tailor's whole); verbs joined under "to" or an "-ing"
 * form, one phrase of their clause ("a great place to relax and enjoy your dinner"); a part of one word; a range whose theme is
 * mentioned on both sides, or whose other side names no other theme ("The burgers took ages and arrived cold").
 */
const JOINS = new Set(['and', 'but']);
const VERBS = new Set(['VERB', 'AUX']);
const NOUNS = new Set(['NOUN', 'PROPN']);
/** Words that may stand between the conjunction and its verb ("and only charged", "but then lost"). */
const BEFORE_VERB = new Set(['ADV', 'PART']);

/** A verb, or a past tense read as an adjective right after its subject noun ("The tomato plants wilted within days"). */
const verbLike = (tokens: readonly TaggedToken[], i: number) => VERBS.has(tokens[i].pos) || (tokens[i].pos === 'ADJ' && NOUNS.has(tokens[i - 1]?.pos ?? ''));

/** An "-ing" form read as a verb: joined to one before it, a phrase of its clause ("visiting this restaurant and having dinner"). */
const gerund = (t: TaggedToken) => t.pos === 'VERB' && /ing$/iu.test(t.value);
const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** Whether the token at `k` joins two verb phrases of one subject inside the tokens `inside` (see the file's comment). */
function joinsVerbPhrases(tokens: readonly TaggedToken[], inside: readonly number[], k: number): boolean {
  if (tokens[k].pos !== 'CCONJ' || !JOINS.has(tokens[k].value.toLowerCase())) return false;
  let next = k + 1;
  while (inside.includes(next) && BEFORE_VERB.has(tokens[next].pos)) next++;
  if (!inside.includes(next) || !VERBS.has(tokens[next].pos) || gerund(tokens[next])) return false;
  const left = inside.filter((i) => i < k && verbLike(tokens, i));
  // Verbs joined under "to" are one phrase of the clause's ("a great place to relax and enjoy your dinner").
  return left.length > 0 && tokens[left[left.length - 1] - 1]?.value.toLowerCase() !== 'to';
}

/**
 * The part of range `r` on one side of the conjunction at `k`, trimmed at the cut; before it, from the first verb where the subject
 * holds no mention of the theme.
 */
function side(text: string, tokens: readonly TaggedToken[], r: Unit, part: readonly number[], k: number, before: boolean, mentioned: (i: number) => boolean): Unit {
  const verb = part.find((i) => verbLike(tokens, i));
  const from = before && verb !== undefined && !part.some((i) => i < verb && mentioned(i)) ? tokens[verb].start : before ? r.start : tokens[k + 1].start;
  const cut = trimSpan(text, from, before ? tokens[k - 1].end : r.end);
  return { start: cut.start, end: cut.end };
}

/** Each theme's ranges, a range holding two verb phrases of one subject cut to the part that names the theme (see the file's comment). */
export function ownParts(text: string, tokens: readonly TaggedToken[], ranges: readonly Unit[][], hits: readonly (readonly boolean[])[]): Unit[][] {
  return ranges.map((list, j) => list.map((r) => {
    const inside = tokens.flatMap((t, i) => (t.start >= r.start && t.end <= r.end ? [i] : []));
    for (const k of inside) {
      if (!joinsVerbPhrases(tokens, inside, k)) continue;
      const on = (row: readonly boolean[], before: boolean) => inside.some((i) => (before ? i < k : i > k) && row[i]);
      for (const before of [true, false]) {
        const other = hits.some((row, m) => m !== j && on(row, !before) && !on(row, before));
        if (!on(hits[j], before) || on(hits[j], !before) || !other) continue;
        const part = inside.filter((i) => (before ? i < k : i > k));
        // A theme named only by the subject is told of in both phrases ("The lads turned up an hour late and spent …").
        const verb = part.find((i) => verbLike(tokens, i)) ?? k;
        if (before && part.every((i) => !hits[j][i] || i < verb)) continue;
        const cut = side(text, tokens, r, part, k, before, (i) => hits[j][i]);
        if (words(text.slice(cut.start, cut.end)) > 1) return cut;
      }
    }
    return r;
  }));
}

/** The ranges after 2026-12-09's mends: 2026-12-10's phrases set off by commas run on (wholeThemes), then, from 2026-12-18, {@link ownParts}. */
export function laterRanges(text: string, tokens: readonly TaggedToken[], mended: readonly Unit[][], hits: boolean[][], settings: Pick<SpanSettings, 'wholeThemes' | 'ownParts'>): Unit[][] {
  const ranges = settings.wholeThemes ? runOnAppositives(text, tokens, mended, hits) : mended;
  return settings.ownParts ? ownParts(text, tokens, ranges, hits) : [...ranges];
}
