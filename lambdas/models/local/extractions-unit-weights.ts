import type { TaggedToken } from '../../core/text/noun-phrases.js';
import type { SpanSettings } from './extractions-span-settings.js';
import type { Unit } from './extractions-units.js';

/**
 * Version 2026-11-26: adds the unit's relevance to each theme (times `unitWeight`) to the
 * scores of its words that match by vector or encoder, and drops those under `minScore`.
 */
export function weighByUnit(
  tokens: readonly TaggedToken[], units: readonly Unit[], scores: (number | undefined)[][], unitRelevance: (u: Unit) => number[] | undefined,
  settings: Pick<SpanSettings, 'unitWeight' | 'minScore'>,
): void {
  const w = settings.unitWeight ?? 0;
  const min = settings.minScore ?? -Infinity;
  for (const u of units) {
    const rel = unitRelevance(u);
    if (rel === undefined) continue;
    const inside = tokens.flatMap((t, i) => (t.start >= u.start && t.end <= u.end ? [i] : []));
    scores.forEach((row, j) => {
      for (const i of inside) {
        const s = row[i];
        if (s === undefined || s === Infinity) continue;
        const v = s + w * rel[j];
        row[i] = v >= min ? v : undefined;
      }
    });
  }
}
