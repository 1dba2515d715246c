/**
 * The small-theme rule of version 2026-12-01: in a set of fewer than SMALL_SET answers, a theme of
 * fewer than `minSize` answers is merged into the theme whose centroid is nearest its members
 * only when a bigger theme could hold it. A theme of one distinct answer is one person's remark
 * and always goes; a theme of a few distinct answers stays when its members are, on average,
 * nearer each other than the nearest other theme (positive mean silhouette): two answers making a
 * point that no bigger theme makes. Sets of SMALL_SET answers or more merge every small theme.
 *
 * 2026-11-25 to 2026-11-30 merged every theme under `minSize` whatever the set's size
 * (mergeSmallClusters, silhouette-count.ts). In a small set the silhouette peak lies at many
 * themes of two or three answers, and merging each small one into the nearest centroid folded
 * distinct ideas into whatever theme was largest: 26 survey answers coded into ten ideas came
 * back as five themes, and 24 bakery answers on five ideas as four, one of them 14 answers on
 * queues, sold-out bread, prices and water for dogs.
 */
import { silhouettes } from './silhouette.js';
import { mergeSmallClusters, type SilhouetteChoice } from './silhouette-count.js';
import type { WeightedPoints } from './weighted-points.js';

/** Sets of fewer answers than this (by weight) keep small themes that stand apart; larger sets merge every small theme. */
export const SMALL_SET = 40;

/** A small theme stays only if its members' mean silhouette is above this. */
export const HELD_SILHOUETTE = 0;

export interface SmallThemeOptions {
  /** Themes under this many inputs (by weight) are merged unless they stand apart in a small set. */
  minSize: number;
  /** Never fewer themes than this. */
  minK: number;
  /** distanceMatrix(points). */
  distances: Float64Array;
}

/**
 * Which themes of `labels` stand apart: more than one distinct answer, and a weighted mean
 * silhouette of their members above HELD_SILHOUETTE.
 */
function standingApart(points: WeightedPoints, distances: Float64Array, labels: Int32Array, k: number): (theme: number) => boolean {
  const scores = silhouettes(points, distances, labels, k);
  const distinct = new Int32Array(k);
  const mass = new Float64Array(k);
  const sum = new Float64Array(k);
  for (let i = 0; i < points.n; i++) {
    distinct[labels[i]]++;
    mass[labels[i]] += points.weights[i];
    sum[labels[i]] += points.weights[i] * scores[i];
  }
  return (theme) => distinct[theme] >= 2 && sum[theme] / mass[theme] > HELD_SILHOUETTE;
}

/** Merges themes under `minSize` inputs that a bigger theme could hold (see above), smallest first, while more than `minK` themes remain. */
export function mergeHeldSmallThemes(points: WeightedPoints, partition: SilhouetteChoice, options: SmallThemeOptions): SilhouetteChoice {
  let total = 0;
  for (let i = 0; i < points.n; i++) total += points.weights[i];
  const stays = total < SMALL_SET ? (labels: Int32Array, k: number) => standingApart(points, options.distances, labels, k) : undefined;
  return mergeSmallClusters(points, partition, options.minSize, options.minK, stays);
}
