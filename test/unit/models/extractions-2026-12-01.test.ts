import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_30, SPAN_SETTINGS_2026_12_01, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { otherThingOfRoot, RESEMBLANCE_TAGS_2026_12_01 } from '../../../lambdas/models/local/extractions-resemblance.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V8, EXTRACTIONS_V9 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v9 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_01);
const v8 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_30);
const SERVICE = ['waiting time', 'parking', 'training', 'booking', 'price', 'staff', 'teaching'];
const answer = async (model: ThemeSpanExtractionsModel, text: string, themes = SERVICE) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));
const found = async (model: ThemeSpanExtractionsModel, text: string, themes = SERVICE) =>
  Object.entries(await answer(model, text, themes)).filter(([, spans]) => spans.length > 0).map(([theme]) => theme);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-01', () => {
  it('is served beside the pinned 2026-11-30', () => {
    expect(EXTRACTIONS_V9).toBe('2026-12-01');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V8, EXTRACTIONS_V9]));
    expect([...RESEMBLANCE_TAGS_2026_12_01].sort()).toEqual(['NOUN', 'PROPN']);
  });

  it('finds nothing where only a verb or an adjective resembles a theme, where 2026-11-30 found waiting time', async () => {
    for (const text of ['We sat by the fire and talked.', 'The river looked calm and cold.', 'the discharge was quick']) {
      expect(await found(v8, text), text).toContain('waiting time');
      expect(await found(v9, text), text).toEqual([]);
    }
  });

  it('still finds a theme named by a verb, a related adjective or a noun near it', async () => {
    expect((await answer(v9, 'I waited forty minutes to be seen.'))['waiting time']).toEqual(['I waited forty minutes to be seen']);
    expect((await answer(v9, 'The tickets were far too expensive.')).price).toEqual(['The tickets were far too expensive']);
    expect((await answer(v9, 'The receptionist was helpful.')).staff).toEqual(['The receptionist was helpful']);
    expect((await answer(v9, 'The queue at reception barely moved.'))['waiting time']).toEqual(['The queue at reception barely moved']);
    expect((await answer(v9, 'We parked on the street.')).parking).toEqual(['We parked on the street']);
  });

  it('reads a noun that only shares the root of an -ing theme word as another thing', async () => {
    expect(await found(v8, 'My book fell off the shelf.')).toEqual(['booking']);
    expect(await found(v9, 'My book fell off the shelf.')).toEqual([]);
    expect(await found(v8, 'We took the train to the coast.')).toContain('training');
    expect(await found(v9, 'We took the train to the coast.')).not.toContain('training');
    expect(await found(v8, 'The waiter brought our coats.')).toEqual(['waiting time']);
    expect(await found(v9, 'The waiter brought our coats.')).toEqual(['staff']);
  });

  it('keeps verbs, -ing forms and close nouns of the root', async () => {
    expect(await found(v9, 'I booked a table online in seconds.')).toContain('booking');
    expect(await found(v9, 'Staff training was thorough and useful.')).toEqual(expect.arrayContaining(['training', 'staff']));
    expect(await found(v9, 'The teacher explains everything twice.')).toEqual(['teaching']);
  });

  it('tells the root rule by part of speech and form', () => {
    const pick = (text: string, word: string) => tagText(text, true).find((t) => t.value === word)!;
    const always = () => true;
    expect(otherThingOfRoot(pick('My book fell off the shelf.', 'book'), ['booking'], always)).toBe('booking');
    expect(otherThingOfRoot(pick('I booked a table.', 'booked'), ['booking'], always)).toBeUndefined();
    expect(otherThingOfRoot(pick('The booking was lost.', 'booking'), ['booking'], always)).toBeUndefined();
    expect(otherThingOfRoot(pick('My book fell off the shelf.', 'book'), ['price'], always)).toBeUndefined();
    expect(otherThingOfRoot(pick('My book fell off the shelf.', 'book'), ['booking'], () => false)).toBeUndefined();
  });
});
