import { describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { LocalThemesModel, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS } from '../../../lambdas/models/local/themes-local.js';

/*
 * The grouping of themes 2026-12-01 on a small set: in a set of fewer than 40 answers a theme of
 * two answers stays when no bigger theme could hold it (held-small-themes.ts); a theme of one
 * answer never does. Hand-written bakery answers: four ideas of five or six answers and one
 * idea (water for dogs) that only two answers make.
 */
const IDEAS: Record<string, string[]> = {
  queue: [
    'The queue on Saturday morning goes out the door.',
    'Waited twenty minutes in line for two croissants.',
    'Open a second till, the line is far too long at lunchtime.',
    'Long queues every weekend, I gave up last time.',
    'Too much waiting in the queue before work.',
    'The line barely moves because only one person serves.',
  ],
  soldOut: [
    'The sourdough is always sold out by ten.',
    'By the afternoon there is no bread left at all.',
    'Bake more baguettes, they run out before I finish work.',
    'Every time I come after lunch the shelves are empty.',
    'Sold out of rye again when I got there at eleven.',
    'Please keep some loaves back for people who work late, it is all gone by 2pm.',
  ],
  price: [
    'A loaf costs nearly six pounds now, far too expensive.',
    'Prices went up twice this year.',
    'Lovely cakes but the prices are steep for a weekly treat.',
    'Too pricey for everyday bread.',
    'The coffee is overpriced compared with the cafe next door.',
  ],
  staff: [
    'The staff are always friendly and remember my order.',
    'Lovely people behind the counter, always a smile.',
    'The girl at the till is so kind to my kids.',
    'Staff are helpful and patient when I cannot decide.',
    'Friendly service, they greet everyone by name.',
  ],
  dogs: ['Please put a water bowl outside for dogs.', 'A bowl of water for dogs by the door would be nice on hot days.'],
};
const inputs = Object.values(IDEAS).flat();
const ideaOf = Object.entries(IDEAS).flatMap(([idea, texts]) => texts.map(() => idea));

const encoder = new CombinedEncoder(new UseLiteEncoder());
const grouping = async (settings: typeof THEMES_V9_SETTINGS): Promise<ThemesResult> =>
  (await computeThemes({ inputs, includeAssignments: true }, new LocalThemesModel(encoder, settings))).result;

describe('themes 2026-12-01 grouping of a small set', () => {
  it('keeps the two answers no bigger theme makes as a theme of their own, where 2026-11-30 folded them into another', async () => {
    const [v8, v9] = [await grouping(THEMES_V8_SETTINGS), await grouping(THEMES_V9_SETTINGS)];
    const dogs = inputs.flatMap((_, i) => (ideaOf[i] === 'dogs' ? [i] : []));
    const themeOf = (r: ThemesResult, i: number) => r.assignments![i];
    expect(themeOf(v9, dogs[0])).toBe(themeOf(v9, dogs[1]));
    expect(v9.themes[themeOf(v9, dogs[0])].size).toBe(2);
    expect(v8.themes[themeOf(v8, dogs[0])].size).toBeGreaterThan(2);
    expect(v9.themes.length).toBeGreaterThan(v8.themes.length);
  });

  it('leaves no theme of one answer and no catch-all theme, and follows the ideas more closely than 2026-11-30', async () => {
    const [v8, v9] = [await grouping(THEMES_V8_SETTINGS), await grouping(THEMES_V9_SETTINGS)];
    for (const t of v9.themes) expect(t.size).toBeGreaterThanOrEqual(2);
    expect(v9.themes.reduce((sum, t) => sum + t.size!, 0)).toBe(inputs.length);
    // 2026-11-30 merged the small themes into the nearest centroid, one after another into a catch-all.
    expect(Math.max(...v8.themes.map((t) => t.size!))).toBeGreaterThan(inputs.length / 2);
    expect(Math.max(...v9.themes.map((t) => t.size!))).toBeLessThan(inputs.length / 3);
    expect(adjustedRandIndex(ideaOf, [...v9.assignments!])).toBeGreaterThan(adjustedRandIndex(ideaOf, [...v8.assignments!]) + 0.1);
  });

  it('groups the same with the question as context, and is deterministic', async () => {
    const v9 = await grouping(THEMES_V9_SETTINGS);
    const model = new LocalThemesModel(encoder, THEMES_V9_SETTINGS);
    const withContext = (await computeThemes({ inputs, includeAssignments: true, context: 'What could the bakery do better?' }, model)).result;
    expect(withContext.assignments).toEqual(v9.assignments);
    expect((await grouping(THEMES_V9_SETTINGS)).assignments).toEqual(v9.assignments);
  });
});
