import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_29, SPAN_SETTINGS_2026_11_30, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';

const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v8 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_30);
const v7 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_29);
const byTheme = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-11-30: theme words', () => {
  it('reads a unit of time as the generic head of a multi-word theme, where 2026-11-29 read it as the theme', async () => {
    const waited = 'I waited two hours for a table.';
    const themes = ['waiting time', 'visiting hours', 'opening hours', 'staff', 'food'];
    expect((await byTheme(v8, waited, themes))['visiting hours']).toEqual([]);
    expect((await byTheme(v7, waited, themes))['visiting hours']).toEqual([waited.slice(0, -1)]);
    const bus = 'The bus is an hour late every single day.';
    const busThemes = ['waiting time', 'visiting hours', 'staff', 'food'];
    expect(await byTheme(v8, bus, busThemes)).toEqual({ 'waiting time': [bus.slice(0, -1)], 'visiting hours': [], staff: [], food: [] });
    expect(await byTheme(v7, bus, busThemes)).toEqual({ 'waiting time': [], 'visiting hours': [bus.slice(0, -1)], staff: [], food: [] });
    const drink = 'It took us forty minutes to get a drink.';
    const drinkThemes = ['waiting time', 'opening hours', 'drinks', 'service'];
    expect((await byTheme(v8, drink, drinkThemes))['opening hours']).toEqual([]);
    expect((await byTheme(v7, drink, drinkThemes))['opening hours']).toEqual([drink.slice(0, -1)]);
    // The theme's own words still name it.
    expect((await byTheme(v8, 'Visiting hours end far too early.', themes))['visiting hours']).toEqual(['Visiting hours end far too early']);
  });

  it('looks related words up by the whole theme and its specific words, not by a generic head', async () => {
    const text = 'My deadlines are impossible.';
    expect(await byTheme(v8, text, ['visiting hours', 'parking', 'food'])).toEqual({ 'visiting hours': [], parking: [], food: [] });
    expect((await byTheme(v7, text, ['visiting hours', 'parking', 'food']))['visiting hours']).toEqual(['My deadlines are impossible']);
    expect((await byTheme(v8, text, ['working hours', 'parking', 'food']))['working hours']).toEqual(['My deadlines are impossible']);
  });

  it('never matches a theme by a time of day alone, where 2026-11-29 did', async () => {
    const text = 'We had pancakes every evening.';
    expect(await byTheme(v8, text, ['visiting hours', 'food', 'staff'])).toEqual({ 'visiting hours': [], food: [text.slice(0, -1)], staff: [] });
    expect((await byTheme(v7, text, ['visiting hours', 'food', 'staff']))['visiting hours']).toEqual([text.slice(0, -1)]);
    const alarm = 'The alarm went off at midnight.';
    expect((await byTheme(v8, alarm, ['visiting hours', 'opening hours', 'noise']))['opening hours']).toEqual([]);
    expect((await byTheme(v7, alarm, ['visiting hours', 'opening hours', 'noise']))['opening hours']).toEqual([alarm.slice(0, -1)]);
  });

  it('keeps a hyphenated theme word whole: a part alone does not mention it, where 2026-11-29 read "check-in" as "check"', async () => {
    const themes = ['check-in', 'price', 'staff'];
    expect((await byTheme(v8, 'The cheque bounced.', themes))['check-in']).toEqual([]);
    expect((await byTheme(v7, 'The cheque bounced.', themes))['check-in']).toEqual(['The cheque bounced']);
    expect((await byTheme(v8, 'Please check the bill.', themes))['check-in']).toEqual([]);
    for (const text of ['Check-in took ages.', 'We checked in at noon.', 'The checkin desk was empty.']) {
      expect((await byTheme(v8, text, themes))['check-in'], text).toEqual([text.slice(0, -1)]);
    }
  });

  it('tags a capitalised common word that starts a sentence as written in lower case, where 2026-11-29 tagged it a name', () => {
    const text = 'Friendly faces everywhere. Appointments keep getting cancelled! "Spacious rooms," she said.';
    const tags = (sentenceCase: boolean) => Object.fromEntries(tagText(text, sentenceCase).map((t) => [t.value, `${t.pos} ${t.lemma}`]));
    expect(tags(false)).toMatchObject({ Friendly: 'PROPN friendly', Appointments: 'PROPN appointments', Spacious: 'PROPN spacious' });
    expect(tags(true)).toMatchObject({ Friendly: 'ADJ friendly', Appointments: 'NOUN appointment', Spacious: 'ADJ spacious' });
    // Offsets stay those of the text as written.
    expect(tagText(text, true).map((t) => text.slice(t.start, t.end))).toEqual(tagText(text).map((t) => t.value));
  });

  it('reads the people who staff a place as staff, and those who serve as service, where 2026-11-29 did not', async () => {
    const themes = ['staff', 'waiting time', 'parking', 'food', 'cleanliness'];
    for (const text of ['The midwives were wonderful with us.', 'The porters never smiled.']) {
      expect((await byTheme(v8, text, themes)).staff, text).toEqual([text.slice(0, -1)]);
      expect((await byTheme(v7, text, themes)).staff, text).toEqual([]);
    }
    const bar = 'The bartender mixed a great negroni.';
    expect((await byTheme(v8, bar, ['food', 'service', 'ambience', 'drinks'])).service).toEqual([bar.slice(0, -1)]);
    expect((await byTheme(v7, bar, ['food', 'service', 'ambience', 'drinks'])).service).toEqual([]);
    // A cook's dish stays food.
    expect((await byTheme(v8, 'The chef cooked a superb risotto.', themes)).food).toEqual(['The chef cooked a superb risotto']);
  });
});

