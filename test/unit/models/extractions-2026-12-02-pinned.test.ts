import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_02, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

/**
 * Version 2026-12-02 is pinned: its exact answers, recorded when it was first served, must never
 * change, its faults included ("Nice garden outside." is parking, "Appointments always run an hour
 * late" is staff, "nobody told us they were closing early" is the admission charge, not communication).
 */
const encoder = new UseLiteEncoder();
const v10 = new ThemeSpanExtractionsModel(encoder, () => WordVectors.load(), SPAN_SETTINGS_2026_12_02);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ['parking', 'waiting time', 'staff', 'opening hours', 'price'],
    texts: ['Nice garden outside.', 'Appointments always run an hour late', 'I waited two hours for a table', 'The waiter forgot our drinks.', 'They charged me twice.', 'Parking cost us £12 for the morning.'],
    answers: [[['Nice garden outside'], [], [], [], []], [[], [], ['Appointments always run an hour late'], [], []], [[], ['I waited two hours for a table'], [], ['I waited two hours for a table'], []], [[], ['The waiter forgot our drinks'], [], [], []], [[], [], [], [], ['They charged me twice']], [['Parking cost us £12 for the morning'], [], [], [], ['Parking cost us £12 for the morning']]],
  },
  {
    themes: ['admission charge', 'exhibitions', 'communication', 'mobile app'],
    texts: ['It was twelve pounds a head to get in.', 'The deposit was £1,200 for a single week.', 'Our neighbours have a noisy radio.', 'The new galleries are stunning, but nobody told us they were closing early.', 'I love the app.'],
    answers: [[['It was twelve pounds a head to get in'], [], [], []], [['The deposit was £1,200 for a single week'], [], [], []], [[], [], [], []], [['nobody told us they were closing early'], ['The new galleries are stunning'], [], []], [[], [], [], ['I love the app']]],
  },
];

describe('extractions 2026-12-02 (pinned)', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v10.extract(c.texts, c.themes)).toEqual(c.answers);
  });
});
