/**
 * Seeded pseudo-random numbers, so that clustering is reproducible: the same inputs and options
 * must always give the same themes, which rules out `Math.random`.
 */

/** A function returning uniform numbers in [0, 1). */
export type Random = () => number;

/** Default seed for the clustering pipeline (any fixed 32-bit value would do). */
export const DEFAULT_SEED = 0x5eed_7e11;

/**
 * mulberry32: a tiny 32-bit generator with a full 2^32 period; statistically good enough for
 * choosing k-means seeds and far cheaper than anything cryptographic.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
