import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_05, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { TEXTS_2026_12_05 } from './extractions-pin-texts.js';

/**
 * Version 2026-12-05 is pinned: its exact answers, recorded when it was first served, must never change, its faults included ("The
 * agent settled the claim" is phone support). Recorded again before release when the people who work there were added
 * (extractions-people.ts): "The owner billed us…" is staff too, "The baker was quick and chatty" staff, no longer opening hours. extractions-2026-12-04-pinned.test.ts records 2026-12-04 on the same texts, as it answered them before this
 * version's code was added. Sentences written for this test only.
 */
const encoder = new UseLiteEncoder();
const v13 = new ThemeSpanExtractionsModel(encoder, () => WordVectors.load(), SPAN_SETTINGS_2026_12_05);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    ...TEXTS_2026_12_05.kennels,
    answers: [[[], [], [], []], [[], [], [], []], [["We picked up at five"], [], [], []], [[], ["The owner billed us for two nights"], ["The owner billed us for two nights"], []], [[], [], [], ["The kennels smelled clean"]]],
  },
  {
    ...TEXTS_2026_12_05.bakery,
    answers: [[[], [], ["The baker was quick and chatty"], []], [["They open at 7am on weekdays"], [], [], []], [["I stood outside for ten minutes before the door opened"], [], [], []], [[], [], [], ["A small loaf is £3.20 now"]]],
  },
  {
    ...TEXTS_2026_12_05.insurance,
    answers: [[["The flood damage was covered in full"], [], [], []], [[], ["They asked for my policy number three times on the phone"], [], []], [["The agent settled the claim in a week", "the forms were confusing"], ["The agent settled the claim in a week"], [], []], [[], [], [], ["My premium went up by £60"]]],
  },
  {
    ...TEXTS_2026_12_05.shop,
    answers: [[["The parcel was delivered late"], [], [], []], [[], ["It is a bit pricey for what it is"], [], []], [[], [], ["Logging in takes ages on my phone"], []], [[], [], [], ["We checked out in under a minute"]]],
  },
];

describe('extractions 2026-12-05 (pinned)', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v13.extract(c.texts, c.themes)).toEqual(c.answers);
  });
});
