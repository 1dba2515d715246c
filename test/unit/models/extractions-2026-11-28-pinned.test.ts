import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_28, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

/**
 * Version 2026-11-28 is pinned: its exact answers, recorded before version 2026-11-29 was built,
 * must never change (its faults included: "The vegetables arrived wilted" is delivery there).
 */
const encoder = new UseLiteEncoder();
const v6 = new ThemeSpanExtractionsModel(encoder, () => WordVectors.load(), SPAN_SETTINGS_2026_11_28);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  { themes: ["food quality", "delivery", "customer support", "price"], texts: ["The vegetables arrived wilted.", "The driver left the box in the rain.", "Dinner came late and cold, and the refund took a week.", "A £1.99 service fee is added to every order."], answers: [[[], ["The vegetables arrived wilted"], [], []], [[], ["The driver left the box in the rain"], ["The driver left the box in the rain"], []], [["Dinner came late and cold"], [], ["the refund took a week"], []], [[], [], [], ["A £1.99 service fee is added to every order"]]] },
  { themes: ["food", "drinks", "service", "ambience", "location", "restaurant in general"], texts: ["The pizza is overpriced and soggy.", "Avoid this place!", "Our waitress forgot the wine twice but the view over the harbour made up for it."], answers: [[[], [], [], [], [], ["The pizza is overpriced and soggy"]], [[], [], [], [], [], []], [[], ["Our waitress forgot the wine twice"], [], [], ["the view over the harbour made up for it"], ["Our waitress forgot the wine twice"]]] },
  { themes: ["battery", "screen", "price"], texts: ["The battery barely lasts a day and the screen scratches easily.", "Far too expensive for what you get.", "I bought it for my son."], answers: [[["The battery barely lasts a day and the screen scratches easily"], ["The battery barely lasts a day and the screen scratches easily"], []], [[], [], ["Far too expensive for what you get"]], [[], [], ["I bought it for my son"]]] },
];

describe('extractions 2026-11-28 (pinned)', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v6.extract(c.texts, c.themes)).toEqual(c.answers);
  });
});
