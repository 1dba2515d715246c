import { describe, expect, it } from 'vitest';
import { refineByEvidence } from '../../../lambdas/core/clustering/evidence-refinement.js';
import { gramMatrix, normalise } from '../../../lambdas/core/clustering/vectors.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';
import { distanceMatrix, meanSilhouette } from '../../../lambdas/core/clustering/silhouette.js';

/** Two tight groups of three around the axes; the fourth point sits with the first group but was put in the second. */
const VECTORS = [
  [1, 0.05],
  [1, -0.05],
  [0.95, 0.1],
  [0.9, 0.2],
  [0.05, 1],
  [-0.05, 1],
  [0.1, 0.95],
].map(normalise);
const points = weightedPoints(gramMatrix(VECTORS));
const WRONG = [0, 0, 0, 1, 1, 1, 1];
const RIGHT = [0, 0, 0, 0, 1, 1, 1];
const terms = [['queue'], ['queue'], ['queue', 'wait'], ['wait'], ['price'], ['price'], ['price', 'fee']];
const options = { wordWeight: 0.5, rounds: 10, minSize: 2 };

describe('refineByEvidence (themes 2026-11-29)', () => {
  it('moves an answer to the theme whose other members it is most alike, and stops when nothing moves', () => {
    expect([...refineByEvidence(points, WRONG, 2, terms, options)]).toEqual(RIGHT);
    expect([...refineByEvidence(points, RIGHT, 2, terms, options)]).toEqual(RIGHT);
  });

  it('with the silhouette gate, keeps a move that raises the mean silhouette and refuses one that lowers it', () => {
    expect([...refineByEvidence(points, WRONG, 2, terms, { ...options, silhouetteGate: true })]).toEqual(RIGHT);
    // Words alone would pull point 3 towards the fee answers; the gate keeps the better-separated partition.
    const misleading = [['queue'], ['queue'], ['queue'], ['price', 'fee'], ['price', 'fee'], ['price', 'fee'], ['price', 'fee']];
    const strong = { ...options, wordWeight: 50, silhouetteGate: true };
    expect([...refineByEvidence(points, RIGHT, 2, misleading, strong)]).toEqual(RIGHT);
    expect([...refineByEvidence(points, RIGHT, 2, misleading, { ...strong, silhouetteGate: false })]).toEqual(WRONG);
  });

  it('never takes a theme below its fewest distinct answers', () => {
    const small = [0, 0, 0, 0, 1, 1, 0];
    // Point 6 belongs with 4 and 5, but theme 1 may not lose 4 or 5, and theme 0 gives 6 back.
    expect([...refineByEvidence(points, small, 2, terms, options)]).toEqual([0, 0, 0, 0, 1, 1, 1]);
    const pair = [0, 0, 0, 0, 0, 1, 1];
    expect([...refineByEvidence(points, pair, 2, terms, { ...options, minSize: 2 })].filter((l) => l === 1).length).toBeGreaterThanOrEqual(2);
  });

  it('counts the moves of a round as they are decided, so a theme of one more than its floor never empties in one round', () => {
    // Theme 2 holds three answers on the first group's axis that write the first group's words:
    // each of them would leave it, and deciding all moves on the round's start emptied it.
    const vectors = [[1, 0.05], [1, -0.05], [0.95, 0.1], [0.9, 0.2], [0.05, 1], [-0.05, 1], [0.1, 0.95], [0.97, 0.08], [0.99, 0], [0.93, 0.12]].map(normalise);
    const ten = weightedPoints(gramMatrix(vectors));
    const words = [['queue', 'wait'], ['queue', 'wait'], ['queue', 'wait'], ['queue', 'wait'], ['price'], ['price'], ['price'], ['queue'], ['wait'], ['line']];
    const start = [0, 0, 0, 0, 1, 1, 1, 2, 2, 2];
    const refined = [...refineByEvidence(ten, start, 3, words, { wordWeight: 2, rounds: 10, minSize: 2 })];
    expect(new Set(refined).size).toBe(3);
    expect(refined.filter((l) => l === refined[9]).length).toBeGreaterThanOrEqual(2);
  });

  it('with a tolerance (themes 2026-11-30), keeps rounds that leave the silhouette at most that far below where it started', () => {
    const misleading = [['queue'], ['queue'], ['queue'], ['price', 'fee'], ['price', 'fee'], ['price', 'fee'], ['price', 'fee']];
    const strong = { ...options, wordWeight: 50, silhouetteGate: true };
    const distances = distanceMatrix(points);
    const drop = meanSilhouette(points, distances, RIGHT, 2) - meanSilhouette(points, distances, WRONG, 2);
    expect(drop).toBeGreaterThan(0);
    // 2026-11-29 (no tolerance) refuses the move; a tolerance above the drop keeps it, one below refuses it.
    expect([...refineByEvidence(points, RIGHT, 2, misleading, strong)]).toEqual(RIGHT);
    expect([...refineByEvidence(points, RIGHT, 2, misleading, { ...strong, tolerance: drop + 1e-6 })]).toEqual(WRONG);
    expect([...refineByEvidence(points, RIGHT, 2, misleading, { ...strong, tolerance: drop / 2 })]).toEqual(RIGHT);
  });
});
