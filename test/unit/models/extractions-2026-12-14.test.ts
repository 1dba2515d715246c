import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_13, SPAN_SETTINGS_2026_12_14, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { subjectName, thingName } from '../../../lambdas/models/local/extractions-names-2026-12-14.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V21, EXTRACTIONS_V22, EXTRACTIONS_V24, EXTRACTIONS_V27 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v22 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_14);
const v21 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_13);

const THEMES = ['the mechanics', 'repair quality', 'price', 'turnaround time'];
const INSTRUCTOR_THEMES = ['the instructor', 'lessons', 'price', "the dog's progress"];
const INSTRUCTOR_TEXTS = [
  'Gordon never lost his temper, even when I clipped the kerb twice.',
  'Priya always rang back within the hour.',
  'Our instructor and his dog were both late.',
  'Halfords rarely answers the phone.',
  'Then Mariusz finally explained the bill.',
  'We were thrilled, and Bramble finally sits on command.',
  'Bramble never sits on command.',
];

const TEXTS = [
  'Tomasz fitted the new chain while I waited.',
  'Mariusz forgot to order the parts and the bike sat there for a week.',
  'Siobhan swapped my tyres and checked the brakes for free.',
  'Marek was grumpy but the wheel runs true now.',
  'Halfords charged me twice as much for the same job.',
  'Evri lost the replacement saddle.',
  'The mechanic explained what was wrong with the gears.',
  'Aisha explained the bill line by line.',
];

/**
 * Version 2026-12-14 is pinned: its exact answers must never change once it is released, its faults included ("Tomasz fitted the new
 * chain while I waited" is still nobody's: the name reads below 0 here; "the bike sat there for a week" is no turnaround time; "Aisha
 * explained the bill" is the price's too; "Evri lost the replacement saddle" is the repair's; a pet's name opening its sentence is
 * taken for a worker's: "Bramble never sits on command" is the instructor's).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [{
  themes: THEMES,
  texts: TEXTS,
  answers: [
    [[], [], [], []],
    [['Mariusz forgot to order the parts'], [], [], []],
    [['Siobhan swapped my tyres and checked the brakes for free'], [], [], []],
    [['Marek was grumpy'], [], [], []],
    [[], [], ['Halfords charged me twice as much for the same job'], []],
    [[], ['Evri lost the replacement saddle'], [], []],
    [['The mechanic explained what was wrong with the gears'], [], [], []],
    [['Aisha explained the bill line by line'], [], ['Aisha explained the bill line by line'], []],
  ],
}, {
  themes: INSTRUCTOR_THEMES,
  texts: INSTRUCTOR_TEXTS,
  answers: [
    [['Gordon never lost his temper'], [], [], []],
    [['Priya always rang back within the hour'], [], [], []],
    [['Our instructor and his dog were both late'], [], [], ['Our instructor and his dog were both late']],
    [[], [], [], []],
    [[], [], ['Mariusz finally explained the bill'], []],
    [[], [], [], []],
    [['Bramble never sits on command'], [], [], []],
  ],
}];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-14', () => {
  it('was the default before 2026-12-16, served beside 2026-12-13', () => {
    expect(EXTRACTIONS_V22).toBe('2026-12-14');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V21, EXTRACTIONS_V22]));
    expect(LOCAL_CATALOG.extractions.default).toBe(EXTRACTIONS_V27);
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v22.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('gives names the vectors barely read as people to the theme of people at work, where 2026-12-13 gave them none; brands stay out', async () => {
    const old = await v21.extract(TEXTS, THEMES);
    const now = await v22.extract(TEXTS, THEMES);
    for (const k of [1, 2, 3]) {
      expect(old[k][0]).toEqual([]);
      expect(now[k][0]).toHaveLength(1);
    }
    expect(old[7][0]).toEqual([]);
    expect(old[7][2]).toEqual(['Aisha explained the bill line by line']);
    // Brand names, read nearer things than people, and the worker noun answer as before.
    for (const k of [0, 4, 5, 6]) expect(now[k]).toEqual(old[k]);
  });

  it('reads a name opening its sentence before adverbs and a verb, or joined by "and" to someone of theirs, as a subject', async () => {
    const at = (text: string, name: string) => { const tokens = tagText(text, true); return subjectName(tokens, tokens.findIndex((t) => t.value === name)); };
    expect(at('Gordon never lost his temper.', 'Gordon')).toBe(true);
    expect(at('Rhys and his apprentice were quick and tidy.', 'Rhys')).toBe(true);
    expect(at('Kofi and his older brother were quick and polite.', 'Kofi')).toBe(true);
    expect(at('We were thrilled, and Bramble finally sits on command.', 'Bramble')).toBe(false);
    expect(at('Then Mariusz finally explained the bill.', 'Mariusz')).toBe(false);
    expect(at('Gordon and the van were late.', 'Gordon')).toBe(false);
    expect(at('Bristol in the rain is grim.', 'Bristol')).toBe(false);
    const old = await v21.extract(INSTRUCTOR_TEXTS, INSTRUCTOR_THEMES);
    const now = await v22.extract(INSTRUCTOR_TEXTS, INSTRUCTOR_THEMES);
    expect(old[0][0]).toEqual([]);
    expect(old[1][0]).toEqual([]);
    expect(now[0][0]).toEqual(['Gordon never lost his temper']);
    for (const k of [2, 3, 4, 5]) expect(now[k]).toEqual(old[k]);
  });

  it('answers as 2026-12-13 where no name is the subject', async () => {
    const themes = ['the staff', 'price', 'cleanliness'];
    const texts = ['The receptionist was lovely and the room was spotless.', 'It cost £90 a night, which is steep for what you get.', 'My brother Tom booked it for us.'];
    expect(await v22.extract(texts, themes)).toEqual(await v21.extract(texts, themes));
  });

  // Mended before release after a review: names this version adds that GloVe reads as places, pets or days, or joined to pets, are no one at work.
  const REVIEW_THEMES = ['the instructor', 'lessons', 'price', 'the test centre'];
  const REVIEW_TEXTS = [
    'Oxford never has free test slots.',
    'Birmingham always feels miles away when you break down.',
    'Paddington was read every single day.',
    'Bella and her puppies stayed in the car park.',
    'Kent always has the best car washes.',
    'Declan never shouted at me, even on the roundabouts.',
    'Oluwaseun and his apprentice had it back on the road by noon.',
    'Funmilayo and her assistant planned a lovely nature walk.',
    'Leo never naps there, sadly.',
    'Milo rarely tolerates the dryer.',
  ];

  it('keeps places, pets and days out of the theme of people at work where it adds names (mended before release)', async () => {
    const unit = (w: string) => vectors.unitVector(w);
    for (const w of ['Oxford', 'Birmingham', 'Paddington', 'Biscuit', 'Monday', 'Kent']) expect(thingName(w, unit), w).toBe(true);
    for (const w of ['Gordon', 'Grace', 'Jack', 'Molly', 'Tomasz', 'Declan']) expect(thingName(w, unit), w).toBe(false);
    const old = await v21.extract(REVIEW_TEXTS, REVIEW_THEMES);
    const now = await v22.extract(REVIEW_TEXTS, REVIEW_THEMES);
    for (const k of [0, 1, 2, 3, 4]) expect(now[k], REVIEW_TEXTS[k]).toEqual(old[k]);
    expect(now[0][0]).toEqual([]);
    expect(now[3][0]).toEqual([]);
    expect(now[5][0]).toEqual(['Declan never shouted at me']);
    expect(now[6][0]).toEqual(['Oluwaseun and his apprentice had it back on the road by noon']);
    expect(now[7][0]).toEqual(['Funmilayo and her assistant planned a lovely nature walk']);
    // Known faults: a child's or pet's name the vectors read as a person, or do not know, opening its sentence before an adverb.
    expect(now[8][0]).toEqual(['Leo never naps there']);
    expect(now[9][0]).toEqual(['Milo rarely tolerates the dryer']);
  });
});
