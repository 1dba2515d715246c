import { describe, expect, it } from 'vitest';
import { refineByEvidence } from '../../../lambdas/core/clustering/evidence-refinement.js';
import { gramMatrix, normalise } from '../../../lambdas/core/clustering/vectors.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';

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
});
