import type { ExtractionsModel, TextEncoder } from '../../core/ports/models.js';
import { splitClauses, trimSpan, type ClauseSpan } from '../../core/text/clauses.js';
import { stem, stemsMatch, themeStems, THEME_WORD_RE as WORD_RE } from '../../core/text/theme-words.js';

export { stem };

/**
 * Decision constants. A clause talks about a theme when both hold:
 *  1. relevance: cos(clause, theme) - mean_k cos(clause, anchor_k) + lexicalBonus·[theme word]
 *     >= threshold. Subtracting the clause's similarity to topic-free anchors ("something",
 *     "this") removes how close it is to any short label at all, which otherwise dominates the
 *     raw cosines of a sentence encoder (short clauses look like every theme).
 *  2. competition (only when several themes are asked for, waived when the clause names the
 *     theme): cos(clause, theme) - mean cos(clause, other themes) >= margin, so a clause goes to
 *     the themes it is closer to than to the rest ("the waiter was lovely" is service, not food).
 * Tuned for detection F1 on the SemEval-2016 restaurant development split (the grid search of
 * bench/tune-extractions.ts as it was in version 2026-11-21): the optimum is flat for threshold
 * 0.09-0.12 and margin 0.02-0.05; the bonus makes a named theme pass unless the clause is far
 * from it.
 */
export interface ExtractionConstants {
  threshold: number;
  margin: number;
  lexicalBonus: number;
}

export const EXTRACTION_CONSTANTS: Readonly<ExtractionConstants> = {
  threshold: 0.1,
  margin: 0.04,
  lexicalBonus: 0.2,
};

/**
 * Phrasings of a theme whose unit vectors are averaged. Adding carrier phrases ("about X",
 * "the X") scored within 0.003 of the bare label on the development split but made single-theme
 * requests worse and pulled clauses toward the carrier words ("the waiter was lovely" came out
 * closer to "the food" than to "the service"), so the label alone is used.
 */
const THEME_TEMPLATES: ReadonlyArray<(theme: string) => string> = [(t) => t];

/** Topic-free phrases: a clause's mean similarity to them is its baseline closeness to any label. */
const ANCHORS: readonly string[] = ['something', 'it', 'this', 'things', 'the thing', 'the other thing'];

function unit(v: ArrayLike<number>): Float64Array {
  const out = Float64Array.from(v);
  let n = 0;
  for (let i = 0; i < out.length; i++) n += out[i] * out[i];
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < out.length; i++) out[i] /= n;
  return out;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** Diagnostics for one clause against one theme (exposed for tuning and tests). */
export interface ClauseThemeScore {
  clause: ClauseSpan;
  /** cos(clause, theme) minus the clause's mean cosine with the topic-free anchors. */
  relevance: number;
  /** cos(clause, theme) minus its mean cosine with the other themes; +Infinity for one theme. */
  margin: number;
  /** A theme word or a variant of it occurs in the clause. */
  lexical: boolean;
}

/** The decision rule described at EXTRACTION_CONSTANTS. */
export function matches(s: ClauseThemeScore, k: Readonly<ExtractionConstants> = EXTRACTION_CONSTANTS): boolean {
  const relevant = s.relevance + (s.lexical ? k.lexicalBonus : 0) >= k.threshold;
  return relevant && (s.lexical || s.margin >= k.margin);
}

/** The clauses of an input; an input without a splittable clause counts as one trimmed span. */
function clausesOf(input: string): ClauseSpan[] {
  const clauses = splitClauses(input);
  if (clauses.length > 0) return clauses;
  const { start, end } = trimSpan(input, 0, input.length);
  return end > start ? [{ start, end, text: input.slice(start, end) }] : [];
}

/**
 * Local theme extraction: each input is cut into clauses, and a clause is returned for a theme
 * when its embedding is closer to the theme's than to topic-free anchors, helped by the clause
 * naming the theme (up to word variants). The clause is the span for now: tighter noun-phrase
 * spans would score better on token overlap but need a parser.
 * Returned strings are verbatim slices of the input, trimmed of connectives and punctuation.
 * All clauses of all inputs go to the encoder in one call, and all theme phrasings (with the
 * anchors) in another.
 */
export class LocalExtractionsModel implements ExtractionsModel {
  constructor(private readonly encoder: TextEncoder) {}

  async extract(inputs: readonly string[], themes: readonly string[]): Promise<string[][][]> {
    const scores = await this.score(inputs, themes);
    return scores.map((perTheme) =>
      perTheme.map((perClause) => perClause.filter((s) => matches(s)).map((s) => s.clause.text)),
    );
  }

  /**
   * Every clause of every input scored against every theme: result[input][theme][clause].
   * A blank theme gets no clauses (the encoder never sees blank text).
   */
  async score(inputs: readonly string[], themes: readonly string[]): Promise<ClauseThemeScore[][][]> {
    const clauses = inputs.map(clausesOf);
    const live = themes.map((t, j) => ({ theme: t.trim(), j })).filter((t) => t.theme.length > 0);
    if (live.length === 0) return inputs.map(() => themes.map(() => []));
    // Identical clauses ("Great food.") are embedded once; one call for clauses, one for themes.
    const distinct = [...new Set(clauses.flat().map((c) => c.text))];
    const clauseVectors = distinct.length > 0 ? await this.encoder.embed(distinct) : [];
    const phrasings = [...ANCHORS, ...live.flatMap((t) => THEME_TEMPLATES.map((template) => template(t.theme)))];
    const phrasingVectors = await this.encoder.embed(phrasings);
    const anchors = ANCHORS.map((_, k) => unit(phrasingVectors[k]));
    const themeVectors = live.map((_, l) => {
      const offset = ANCHORS.length + l * THEME_TEMPLATES.length;
      const parts = THEME_TEMPLATES.map((__, k) => unit(phrasingVectors[offset + k]));
      return unit(parts.reduce((acc, v) => acc.map((x, d) => x + v[d]), new Float64Array(parts[0].length)));
    });
    // Per distinct clause: cosine with each live theme, and the anchor baseline.
    const cosines = new Map<string, { sims: number[]; baseline: number }>();
    distinct.forEach((text, i) => {
      const v = unit(clauseVectors[i]);
      const baseline = anchors.reduce((acc, a) => acc + dot(v, a), 0) / anchors.length;
      cosines.set(text, { sims: themeVectors.map((t) => dot(v, t)), baseline });
    });
    const stems = live.map((t) => themeStems(t.theme));
    return clauses.map((inputClauses) => {
      const clauseStems = inputClauses.map((c) => (c.text.match(WORD_RE) ?? []).map(stem));
      const perTheme: ClauseThemeScore[][] = themes.map(() => []);
      live.forEach(({ j }, l) => {
        perTheme[j] = inputClauses.map((clause, c) => {
          const { sims, baseline } = cosines.get(clause.text)!;
          const others = sims.reduce((acc, v) => acc + v, 0) - sims[l];
          return {
            clause,
            relevance: sims[l] - baseline,
            margin: live.length > 1 ? sims[l] - others / (live.length - 1) : Number.POSITIVE_INFINITY,
            lexical: stems[l].some((t) => clauseStems[c].some((w) => stemsMatch(t, w))),
          };
        });
      });
      return perTheme;
    });
  }
}
