import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_03, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

/**
 * Version 2026-12-03 is pinned: its exact answers on texts about money, weights in pounds and noise, recorded
 * from its code as first served (before version 2026-12-04 changed the files they share), must never change,
 * its faults included ("a 30 pound meal" is no price, "10 pounds of potatoes" is, "£4 delivery" is price as
 * well as delivery charges, "They sent me an invoice for the wrong month" is delivery charges).
 */
const encoder = new UseLiteEncoder();
const v11 = new ThemeSpanExtractionsModel(encoder, () => WordVectors.load(), SPAN_SETTINGS_2026_12_03);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ['price', 'delivery charges', 'food', 'staff'],
    texts: ["We had a 30 pound meal that was not worth it.", "I bought 10 pounds of potatoes and they were rotten.", "£4 delivery on top of everything.", "They sent me an invoice for the wrong month.", "The refund of £25 reached my account.", "The parcel arrived on time.", "Delivery was free.", "It was 25€."],
    answers: [[[], [], ["We had a 30 pound meal that was not worth it"], []], [["I bought 10 pounds of potatoes"], [], [], []], [["£4 delivery on top of everything"], ["£4 delivery on top of everything"], [], []], [[], ["They sent me an invoice for the wrong month"], [], []], [["The refund of £25 reached my account"], ["The refund of £25 reached my account"], [], []], [[], ["The parcel arrived on time"], [], []], [[], ["Delivery was free"], [], []], [["It was 25€"], [], [], []]],
  },
  {
    themes: ['noise', 'beds', 'cleanliness'],
    texts: ["Someone was shouting in the corridor all night.", "A dog was barking outside until 3am.", "The walls are thin and the street is loud."],
    answers: [[[], [], []], [[], [], []], [["the street is loud"], [], []]],
  },
  {
    themes: ['value for money', 'treatment cost', 'appointments'],
    texts: ["I paid £18 for a tiny portion.", "Parking at the surgery costs £3 an hour.", "My filling was £95, which seemed fair.", "I got £10 back after complaining."],
    answers: [[["I paid £18 for a tiny portion"], [], []], [[], ["Parking at the surgery costs £3 an hour"], []], [["My filling was £95, which seemed fair"], [], []], [[], ["I got £10 back after complaining"], []]],
  },
  {
    themes: ['rent', 'repairs', 'deposit'],
    texts: ["Our rent went up by £75 a month.", "They kept £200 of my deposit for cleaning.", "The plumber charged £85 to fix a tap."],
    answers: [[["Our rent went up by £75 a month"], [], []], [[], [], ["They kept £200 of my deposit for cleaning"]], [[], ["The plumber charged £85 to fix a tap"], []]],
  },
];

describe('extractions 2026-12-03 (pinned)', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v11.extract(c.texts, c.themes)).toEqual(c.answers);
  });
});
