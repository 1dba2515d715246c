import { beforeAll, describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V3_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { bestSilhouettePartition, mergeSmallClusters } from '../../../lambdas/core/clustering/silhouette-count.js';
import { gramMatrix } from '../../../lambdas/core/clustering/vectors.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';
import { expectMembersWords, loadSurveySet, themesOfSet } from './themes-survey-sets.js';

/** Version 2026-11-25 on a hand-written set of 60 meal-kit answers with six coded themes. */
const set = loadSurveySet('meal-kit');
const inputs = set.answers.map((a) => a.text);
const gold = set.answers.map((a) => a.theme);
const model = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), THEMES_V3_SETTINGS);

describe('themes version 2026-11-25', () => {
  let plain: ThemesResult;
  let withContext: ThemesResult;
  beforeAll(async () => {
    ({ plain, withContext } = await themesOfSet(model, set));
  });

  it('finds about as many themes as the answers have ideas, and the coded grouping', () => {
    expect(plain.themes.length).toBeGreaterThanOrEqual(5);
    expect(plain.themes.length).toBeLessThanOrEqual(8);
    expect(Math.min(...plain.themes.map((t) => t.size!))).toBeGreaterThanOrEqual(3);
    expect(adjustedRandIndex(gold, plain.assignments!)).toBeGreaterThanOrEqual(0.6);
  });

  it('groups no worse with the question as context', () => {
    expect(adjustedRandIndex(gold, withContext.assignments!)).toBeGreaterThanOrEqual(adjustedRandIndex(gold, plain.assignments!) - 0.02);
  });

  it('names themes in the members\' words: no templates, no numbers, no word counts', () => {
    for (const result of [plain, withContext]) expectMembersWords(result, inputs);
  });

  it('picks representatives from their own theme', () => {
    plain.themes.forEach((t, j) => {
      for (const r of t.representatives) expect(plain.assignments![inputs.indexOf(r)]).toBe(j);
    });
  });

  it('is deterministic', async () => {
    const again = (await computeThemes({ inputs, includeAssignments: true }, model)).result;
    expect(again).toEqual(plain);
  });

  it('does not put a negated word in front of a noun', async () => {
    const cards = [
      'My card is not working at the shop.',
      'The card does not work for online payments.',
      'Card not working since yesterday.',
      'My new card is not working at cash machines.',
      'The top-up fee is far too high.',
      'Why is there a fee for every top-up?',
      'Top-up fees keep going up.',
      'I was charged a fee when I topped up.',
    ];
    const { result } = await computeThemes({ inputs: cards }, model);
    for (const t of result.themes) expect(t.shortLabel.toLowerCase()).not.toMatch(/^working/);
  });
});

describe('silhouette theme count', () => {
  const blob = (x: number, y: number) => Float32Array.from([x, y]);
  const vectors = [blob(0, 0), blob(0.1, 0), blob(0, 0.1), blob(5, 5), blob(5.1, 5), blob(5, 5.1), blob(10, 0)];
  const points = weightedPoints(gramMatrix(vectors));

  it('chooses the count with the best mean silhouette', () => {
    const best = bestSilhouettePartition(points, 1, 5);
    expect(best.k).toBe(3);
  });

  it('merges clusters smaller than the minimum size into the nearest, down to minK', () => {
    const best = bestSilhouettePartition(points, 3, 3);
    const merged = mergeSmallClusters(points, best, 3, 1);
    expect(merged.k).toBe(2);
    expect(merged.labels[6]).toBe(merged.labels[3]);
    expect(merged.labels[0]).not.toBe(merged.labels[3]);
    expect(mergeSmallClusters(points, best, 3, 3).k).toBe(3);
  });
});
