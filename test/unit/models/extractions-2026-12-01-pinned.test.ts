import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_01, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

/**
 * Version 2026-12-01 is pinned: its exact answers, recorded when it was first served, must never
 * change, its faults included ("Nice garden outside." is parking, "Appointments always run an hour
 * late" is staff, "We took the train to the coast." is waiting time).
 */
const encoder = new UseLiteEncoder();
const v9 = new ThemeSpanExtractionsModel(encoder, () => WordVectors.load(), SPAN_SETTINGS_2026_12_01);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ['parking', 'waiting time', 'staff', 'opening hours', 'product quality'],
    texts: ['Nice garden outside.', 'The cat sat on the mat.', 'the discharge was quick', 'Appointments always run an hour late', 'I waited two hours for a table', 'The train was late again'],
    answers: [[['Nice garden outside'], [], [], [], []], [[], [], [], [], []], [[], [], [], [], []], [[], [], ['Appointments always run an hour late'], [], []], [[], ['I waited two hours for a table'], [], ['I waited two hours for a table'], []], [[], [], [], [], []]],
  },
  {
    themes: ['waiting time', 'parking', 'training', 'booking', 'price', 'staff'],
    texts: ['We sat by the fire and talked.', 'The river looked calm and cold.', 'We took the train to the coast.', 'My book fell off the shelf.', 'I booked a table online in seconds.', 'The waiter brought our coats.', 'The tickets were far too expensive.'],
    answers: [[[], [], [], [], [], []], [[], [], [], [], [], []], [['We took the train to the coast'], [], [], [], [], []], [[], [], [], [], [], []], [['I booked a table online in seconds'], [], [], ['I booked a table online in seconds'], [], []], [[], [], [], [], [], ['The waiter brought our coats']], [[], [], [], ['The tickets were far too expensive'], ['The tickets were far too expensive'], []]],
  },
];

describe('extractions 2026-12-01 (pinned)', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v9.extract(c.texts, c.themes)).toEqual(c.answers);
  });
});
