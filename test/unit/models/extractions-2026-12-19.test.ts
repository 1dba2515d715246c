import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_18, SPAN_SETTINGS_2026_12_19, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { predicateNounsYield } from '../../../lambdas/models/local/extractions-predicate-nouns-2026-12-19.js';
import { tagInput } from '../../../lambdas/models/local/extractions-number-words.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V26, EXTRACTIONS_V27 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v27 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_19);
const v26 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_18);

const HOTEL_THEMES = ['staff', 'room', 'breakfast', 'location'];
const HOTEL_TEXTS = [
  'The porter carried our cases up to the attic.',
  'The receptionist found us a table by the window.',
  'The porter carried our cases up to the lovely attic suite.',
  'The night porter was rude when we asked for a kettle.',
  'Nobody at the desk knew about our booking.',
];
const GARAGE_THEMES = ['the mechanics', 'tyres', 'price', 'waiting area'];
const GARAGE_TEXTS = [
  'The mechanic rolled my car onto the ramp and checked the brakes.',
  'The mechanic showed me the worn tread on both front wheels.',
  'The mechanic fitted a cheap new exhaust.',
];
const DINER_THEMES = ['food', 'drinks', 'service', 'ambience', 'location', 'restaurant in general'];
const DINER_TEXTS = [
  'The waiter spilled coffee on my jacket.',
  'The waitress recommended a lovely Rioja.',
  'The place is so cozy.',
];

/**
 * Version 2026-12-19 is pinned: its exact answers must never change once it is released, its faults included (an opinion word
 * guards a likeness as much as a mention: "a cheap new exhaust" stays tyres'; "checked the brakes" after "and" has no subject of
 * its own and stays tyres' too).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [{
  themes: HOTEL_THEMES,
  texts: HOTEL_TEXTS,
  answers: [
    [['The porter carried our cases up to the attic'], [], [], []],
    [['The receptionist found us a table by the window'], [], [], []],
    [['The porter carried our cases up to the lovely attic suite'], ['The porter carried our cases up to the lovely attic suite'], [], []],
    [['The night porter was rude when we asked for a kettle'], [], [], []],
    [['Nobody at the desk knew about our booking'], [], [], []],
  ],
}, {
  themes: GARAGE_THEMES,
  texts: GARAGE_TEXTS,
  answers: [
    [['The mechanic rolled my car onto the ramp and checked the brakes'], ['checked the brakes'], [], []],
    [['The mechanic showed me the worn tread on both front wheels'], ['The mechanic showed me the worn tread on both front wheels'], [], []],
    [['The mechanic fitted a cheap new exhaust'], ['The mechanic fitted a cheap new exhaust'], ['The mechanic fitted a cheap new exhaust'], []],
  ],
}, {
  themes: DINER_THEMES,
  texts: DINER_TEXTS,
  answers: [
    [[], [], ['The waiter spilled coffee on my jacket'], [], [], []],
    [[], [], ['The waitress recommended a lovely Rioja'], [], [], []],
    [[], [], [], ['The place is so cozy'], [], ['The place is so cozy']],
  ],
}];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-19', () => {
  it('is the default, served beside 2026-12-18, the default before it', () => {
    expect(EXTRACTIONS_V27).toBe('2026-12-19');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V26, EXTRACTIONS_V27]));
    expect(LOCAL_CATALOG.extractions.default).toBe(EXTRACTIONS_V27);
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v27.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('gives a thing named in passing after the verb no theme its subject does not name, where 2026-12-18 did', async () => {
    const hotel = await v26.extract(HOTEL_TEXTS, HOTEL_THEMES);
    expect(hotel[0][1]).toEqual([HOTEL_TEXTS[0].slice(0, -1)]);
    expect(hotel[1][1]).toEqual([HOTEL_TEXTS[1].slice(0, -1)]);
    const garage = await v26.extract(GARAGE_TEXTS, GARAGE_THEMES);
    expect(garage[0][1]).toEqual([GARAGE_TEXTS[0].slice(0, -1)]);
    const diner = await v26.extract(DINER_TEXTS, DINER_THEMES);
    expect(diner[0][1]).toEqual([DINER_TEXTS[0].slice(0, -1)]);
    // Where the noun is judged, or its verb has a pronoun for a subject, 2026-12-18's answer stands.
    expect(hotel.slice(2)).toEqual(PINNED[0].answers.slice(2));
    expect(garage.slice(1)).toEqual(PINNED[1].answers.slice(1));
    expect(diner.slice(1)).toEqual(PINNED[2].answers.slice(1));
  });

  it('keeps the likeness of a noun the clause judges, after punctuation, or under a subject after a preposition', () => {
    const yieldOf = (text: string, subjectWord: string, nounWord: string) => {
      const tokens = tagInput(text, true, true, true);
      const unit = [{ start: 0, end: text.length }];
      const hits = [tokens.map((t) => t.value === subjectWord), tokens.map((t) => t.value === nounWord)];
      return predicateNounsYield(tokens, unit, hits, (j) => j === 1)[1].some((h) => h);
    };
    expect(yieldOf('The porter carried our cases up to the attic.', 'porter', 'attic')).toBe(false);
    expect(yieldOf('The porter carried our cases up to the lovely attic.', 'porter', 'attic')).toBe(true);
    expect(yieldOf('The porter showed us an attic that was freezing.', 'porter', 'attic')).toBe(true);
    expect(yieldOf('The porter was kind, the attic was freezing.', 'porter', 'attic')).toBe(true);
    expect(yieldOf('Nobody from the hotel showed us the attic.', 'hotel', 'attic')).toBe(true);
  });
});
