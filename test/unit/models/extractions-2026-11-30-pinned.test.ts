import { describe, expect, it } from 'vitest';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';

/**
 * Version 2026-11-30 is pinned: its exact answers, as the service serves it, recorded from main
 * while it was the default and before version 2026-12-01 was built, must never change, its faults
 * included ("checkout freezes every other week" is delivery there, "The risotto was bland" is not
 * food, "far too dark to read the menu" is food and not ambience, "My cat enjoyed the cardboard
 * box." is delivery and "I bought it for my daughter." is price).
 */
const v8 = new LocalModelProvider().extractions('2026-11-30');

const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  { themes: ["mobile app", "delivery", "customer support", "price"], texts: ["I love the app, but checkout freezes every other week.", "The courier, who was very polite, left the parcel with a neighbour.", "Nobody answered the support chat for two days.", "Twelve pounds a box is more than I pay at the supermarket.", "My cat enjoyed the cardboard box."], answers: [[["I love the app"], ["checkout freezes every other week"], [], []], [[], ["The courier, who was very polite", "left the parcel with a neighbour"], [], []], [[], [], ["Nobody answered the support chat for two days"], []], [[], ["Twelve pounds a box is more than I pay at the supermarket"], [], []], [[], ["My cat enjoyed the cardboard box"], [], []]] },
  { themes: ["food", "drinks", "service", "ambience", "location", "restaurant in general"], texts: ["The risotto was bland and the wine list was short.", "Our waiter, who clearly knew the menu, suggested a lovely dessert.", "Great little spot right by the station.", "Never coming back to this restaurant.", "It was loud, cramped and far too dark to read the menu."], answers: [[[], ["the wine list was short"], [], [], [], []], [[], ["suggested a lovely dessert"], ["Our waiter, who clearly knew the menu"], [], [], []], [[], [], [], [], [], ["Great little spot right by the station"]], [[], [], [], [], [], ["Never coming back to this restaurant"]], [["cramped and far too dark to read the menu"], [], [], [], [], []]] },
  { themes: ["pay", "management", "training", "workload", "office"], texts: ["My manager never replies to emails about the rota.", "The induction course was rushed and nobody explained the tools.", "We are three people short, so everyone stays late.", "The heating in the office broke again in January.", "Salary reviews happen once a year and the rise never matches inflation.", "I walk the dog before my shift."], answers: [[[], ["My manager never replies to emails about the rota"], [], [], []], [[], ["The induction course was rushed"], [], [], []], [[], [], [], ["everyone stays late"], []], [[], [], [], [], ["The heating in the office broke again in January"]], [["Salary reviews happen once a year"], [], [], [], []], [[], [], [], [], []]] },
  { themes: ["battery life", "screen", "camera", "price"], texts: ["The battery does not last a full day.", "Photos at night come out grainy.", "The display is bright enough to read in the sun.", "It is not cheap, but it is worth it.", "I bought it for my daughter."], answers: [[["The battery does not last a full day"], [], [], []], [[], [], ["Photos at night come out grainy"], []], [[], ["The display is bright enough to read in the sun"], [], []], [[], [], [], ["It is not cheap", "it is worth it"]], [[], [], [], ["I bought it for my daughter"]]] },
];

describe('extractions 2026-11-30 (pinned)', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v8.extract(c.texts, c.themes)).toEqual(c.answers);
  });
});
