import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_30, SPAN_SETTINGS_2026_12_02, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { MONEY_THEME_RELEVANCE, MoneyThemes, moneyTokens } from '../../../lambdas/models/local/extractions-amounts.js';
import { opinionUnits } from '../../../lambdas/models/local/extractions-units.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V8, EXTRACTIONS_V10 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v10 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_02);
const v8 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_30);
const MUSEUM = ['admission charge', 'exhibitions', 'opening hours'];
const GARAGE = ['mechanics', 'cost', 'repair quality', 'communication', 'turnaround time'];
const answer = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));
const found = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.entries(await answer(model, text, themes)).filter(([, spans]) => spans.length > 0).map(([theme]) => theme);
const written = (text: string) => {
  const tokens = tagText(text, true);
  return moneyTokens(tokens).map((i) => tokens[i].value);
};

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-02', () => {
  it('is served beside 2026-11-30 and is not the default (2026-12-05 is)', () => {
    expect(EXTRACTIONS_V10).toBe('2026-12-02');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V8, EXTRACTIONS_V10]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it('reads written amounts of money, and nothing else, as amounts', () => {
    expect(written('It cost me £60 and then $40 more.')).toEqual(['£', '60', '$', '40']);
    expect(written('It was twelve pounds a head.')).toEqual(['twelve', 'pounds']);
    expect(written('The deposit was £1,200.')).toEqual(['£', '1,200']);
    // Controls: times, counts, durations and a lone symbol are no amounts.
    expect(written('The 8:15 train had 200 people on it for 12 hours.')).toEqual([]);
    expect(written('I lost a pound of weight.')).toEqual([]);
    expect(written('Prices are in £ only.')).toEqual([]);
  });

  it('judges by the sentence encoder which themes are about money, whatever their words', async () => {
    const money = new MoneyThemes(encoder);
    const [admission, fee, rent, staff, parking, hours, exhibitions] = await money.of(['admission charge', 'entry fee', 'rent', 'staff', 'parking', 'opening hours', 'exhibitions']);
    for (const r of [admission, fee, rent]) expect(r).toBeGreaterThanOrEqual(MONEY_THEME_RELEVANCE);
    expect([staff, parking, hours, exhibitions]).toEqual([undefined, undefined, undefined, undefined]);
    expect(await money.of(['', 'entry fee'])).toEqual([undefined, fee]);
  });

  it('gives a written amount to the requested theme about money, where 2026-11-30 found nothing', async () => {
    const text = 'It was twelve pounds a head to get in.';
    expect(await found(v8, text, MUSEUM)).toEqual([]);
    expect(await answer(v10, text, MUSEUM)).toEqual({ 'admission charge': ['It was twelve pounds a head to get in'], exhibitions: [], 'opening hours': [] });
    // Controls: a duration is no amount, and an amount mentions no theme when none is about money.
    expect(await found(v10, 'We stayed for twelve hours.', MUSEUM)).toEqual([]);
    expect(await found(v10, text, ['exhibitions', 'guided tours'])).toEqual([]);
  });

  it('gives an amount to the theme most about money when several are asked for', async () => {
    expect(await found(v10, 'Forty pounds just to park for the afternoon is steep.', ['price', 'insurance'])).toEqual(['price']);
  });

  it('keeps a number with a thousands comma in one span (2026-11-30 cut "£1,200" in two)', async () => {
    const text = 'The deposit was £1,200 for a single week.';
    const first = (whole: boolean) => text.slice(opinionUnits(text, whole)[0].start, opinionUnits(text, whole)[0].end);
    expect(first(true)).toBe('The deposit was £1,200 for a single week');
    expect(first(false)).toBe('The deposit was £1');
    const spans = (await answer(v10, text, ['admission charge', 'exhibitions']))['admission charge'];
    expect(spans).toHaveLength(1);
    expect(spans[0]).toBe('The deposit was £1,200 for a single week');
    expect((await answer(v8, text, ['admission charge', 'exhibitions']))['admission charge']).toEqual([]);
    // Control: a comma between words still cuts ("Great prices, terrible delivery").
    expect(opinionUnits('Great prices, terrible delivery.', true)).toHaveLength(2);
  });

  it('drops a noun near a theme by word vector alone when the sentence encoder finds it unrelated', async () => {
    for (const text of ['The radio in the van only picks up one station.', 'Our neighbours have a noisy radio.']) {
      expect(await found(v8, text, GARAGE), text).toEqual(['communication']);
      expect(await found(v10, text, GARAGE), text).toEqual([]);
    }
  });

  it('still finds nouns both signals agree on, related words and names', async () => {
    expect(await found(v10, 'The mechanic called me as soon as the car was ready.', GARAGE)).toEqual(['mechanics']);
    expect((await answer(v10, 'The pillows were flat and the mattress sagged.', ['room', 'breakfast', 'staff'])).room).toEqual(['The pillows were flat', 'the mattress sagged']);
    expect((await answer(v10, 'The tickets were far too expensive.', ['price', 'staff'])).price).toEqual(['The tickets were far too expensive']);
  });
});
