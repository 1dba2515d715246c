import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_29, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

/**
 * Version 2026-11-29 is pinned: its exact answers, recorded before version 2026-11-30 was built,
 * must never change, its faults included ("Nice garden outside." is waiting time and parking there,
 * "I love the app." is not the mobile app, and "I cycle to work most days." is workload only when
 * "The pay cycle is monthly." is in the same request).
 */
const encoder = new UseLiteEncoder();
const v7 = new ThemeSpanExtractionsModel(encoder, () => WordVectors.load(), SPAN_SETTINGS_2026_11_29);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  { themes: ['waiting time', 'parking', 'mobile app', 'delivery', 'staff'], texts: ['Nice garden outside.', 'The cat sat on the mat', 'I love the app.', 'The delivery took three weeks, which is ridiculous.', 'The web app is slow.'], answers: [[['Nice garden outside'], ['Nice garden outside'], [], [], []], [['The cat sat on the mat'], [], [], [], []], [[], [], [], [], []], [[], [], [], ['The delivery took three weeks'], []], [[], [], ['The web app is slow'], [], []]] },
  { themes: ['food', 'drinks', 'service', 'ambience', 'location', 'restaurant in general'], texts: ['Avoid this place!', "I'm going back next week.", 'The pizza is overpriced and soggy.', 'We were served by Tom, who was lovely.'], answers: [[[], [], [], [], [], []], [[], [], [], [], [], []], [[], [], [], [], [], ['The pizza is overpriced and soggy']], [[], [], ['We were served by Tom'], [], [], []]] },
  { themes: ['pay', 'management', 'training', 'workload', 'office'], texts: ['I cycle to work most days.', 'The pay cycle is monthly.', 'I usually order on Sunday evenings.', 'The order of the modules is confusing.'], answers: [[[], [], [], ['I cycle to work most days'], []], [['The pay cycle is monthly'], [], [], [], []], [['I usually order on Sunday evenings'], [], [], [], ['I usually order on Sunday evenings']], [[], ['The order of the modules is confusing'], [], ['The order of the modules is confusing'], []]] },
];

describe('extractions 2026-11-29 (pinned)', () => {
  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v7.extract(c.texts, c.themes)).toEqual(c.answers);
  });
});
