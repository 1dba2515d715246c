import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-11-28: a word mentions the requested theme it is most specific to.
 * Versions up to 2026-11-27 compared a word's scores only among the themes it cleared a threshold
 * for, so a word near no theme in particular ("portions", "tip", "comparison") went to the one
 * theme it happened to clear, even when another requested theme was nearer ("large portions" was
 * a mention of location when food and location were both asked for). Here a word matched by
 * vector, encoder or related word keeps a theme only when its affinity to it — the same sum of
 * GloVe cosine and encoder relevance, with no threshold, plus its opinion unit's relevance — is
 * within `margin` of its affinity to every other requested theme. A word naming a theme outright
 * is never dropped, and a theme that is the only one requested keeps every match.
 * (Also requiring the unit's own relevance to be near its best theme's was tried: recall fell by
 * 0.1 to 0.3 on every set, the encoder's unit relevance is too flat to decide between themes.)
 */

/** Per token, its opinion unit's encoder relevance to each theme (undefined outside any scored unit). */
export function tokenUnitRelevance(
  tokens: readonly TaggedToken[],
  units: ReadonlyArray<{ start: number; end: number }>,
  unitRelevance: (u: { start: number; end: number }) => number[] | undefined,
): (number[] | undefined)[] {
  const out: (number[] | undefined)[] = tokens.map(() => undefined);
  for (const u of units) {
    const rel = unitRelevance(u);
    if (rel === undefined) continue;
    tokens.forEach((t, i) => {
      if (t.start >= u.start && t.end <= u.end) out[i] = rel;
    });
  }
  return out;
}

/**
 * `hits` with each finite match dropped when another theme's affinity for the same word is more
 * than `margin` above it. `scores[j][i]`: the match of token i with theme j (Infinity when named);
 * `affinities[j][i]`: its thresholdless affinity (undefined when the word can never match j).
 */
export function keepSpecificHits(
  hits: readonly boolean[][],
  scores: readonly (number | undefined)[][],
  affinities: readonly (number | undefined)[][],
  margin: number,
): boolean[][] {
  return hits.map((row, j) => row.map((hit, i) => {
    const s = scores[j][i];
    if (!hit || s === undefined || s === Infinity) return hit;
    let rival = -Infinity;
    affinities.forEach((other, k) => {
      if (k !== j) rival = Math.max(rival, other[i] ?? -Infinity);
    });
    return s >= rival - margin;
  }));
}
