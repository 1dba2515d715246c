import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_18, SPAN_SETTINGS_2026_12_19, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v27 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_19);
const v26 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_18);

const TAXI_THEMES = ['taxi driver', 'fares', 'booking app', 'cleanliness'];
const TAXI_TEXTS = [
  'I took a taxi home from the station.',
  'The taxi driver knew every back street.',
  'Our driver chatted the whole way and drove carefully.',
  'The booking app showed the car five minutes away for twenty minutes.',
];
const PIANO_THEMES = ['piano teacher', 'lesson price', 'practice room', 'sheet music'];
const PIANO_TEXTS = [
  'My daughter plays the piano every evening now.',
  'Her teacher is patient and very encouraging.',
  'Lessons cost £30 for half an hour.',
  'The upright piano in the practice room is badly out of tune.',
];
const whole = (texts: string[], i: number) => [texts[i].slice(0, -1)];

/**
 * Version 2026-12-19 (compoundHeads): a compound theme whose head is a kind of thing or person is mentioned by its head or a word
 * like it, not by its modifier's thing alone; a theme whose head is a measure of the thing ("lesson price") is left as before.
 */
const PINNED = [{
  themes: TAXI_THEMES, texts: TAXI_TEXTS,
  answers: [[[], [], [], []], [whole(TAXI_TEXTS, 1), [], [], []], [whole(TAXI_TEXTS, 2), [], [], []], [[], [], whole(TAXI_TEXTS, 3), []]],
}, {
  themes: PIANO_THEMES, texts: PIANO_TEXTS,
  answers: [[[], [], [], []], [whole(PIANO_TEXTS, 1), [], [], []], [[], whole(PIANO_TEXTS, 2), [], []], [[], [], whole(PIANO_TEXTS, 3), whole(PIANO_TEXTS, 3)]],
}];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-19, a compound theme not by its modifier alone', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v27.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('gave the compound theme to its modifier alone in 2026-12-18, and the rest as now', async () => {
    const taxi = await v26.extract(TAXI_TEXTS, TAXI_THEMES);
    expect(taxi[0][0]).toEqual(whole(TAXI_TEXTS, 0));
    expect(taxi[3][0]).toEqual(whole(TAXI_TEXTS, 3));
    expect(taxi.slice(1, 3)).toEqual(PINNED[0].answers.slice(1, 3));
    const piano = await v26.extract(PIANO_TEXTS, PIANO_THEMES);
    expect(piano[0][0]).toEqual(whole(PIANO_TEXTS, 0));
    expect(piano[3][0]).toEqual(whole(PIANO_TEXTS, 3));
    expect(piano.slice(1, 3)).toEqual(PINNED[1].answers.slice(1, 3));
  });
});
