import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_29, SPAN_SETTINGS_2026_11_30, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { definiteHead, isWholeTheme, joinRelativeClauses, wholeMention } from '../../../lambdas/models/local/extractions-evidence.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { stem } from '../../../lambdas/core/text/theme-words.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V7, EXTRACTIONS_V8 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v8 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_30);
const v7 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_29);
const byTheme = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));
const at = (text: string, word: string) => tagText(text).findIndex((t) => t.value === word);
const RESTAURANT = ['food', 'drinks', 'service', 'ambience', 'location', 'restaurant in general'];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-11-30', () => {
  it('stays served beside the pinned 2026-11-29 (the default is now 2026-12-07)', () => {
    expect(EXTRACTIONS_V8).toBe('2026-11-30');
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V7, EXTRACTIONS_V8]));
  });

  it('reads a generic head as its theme only when the text means the same thing', () => {
    const themeStems = ['mobile', 'app'].map(stem);
    for (const [text, expected] of [['I love the app.', true], ['This mobile app is great.', true], ['The web app is slow.', false], ['Every app does this.', false]] as const) {
      expect(definiteHead(tagText(text), at(text, 'app'), themeStems, stem), text).toBe(expected);
    }
  });

  it('matches "the app" for the theme "mobile app", where 2026-11-29 found nothing', async () => {
    const themes = ['mobile app', 'delivery', 'staff'];
    expect((await byTheme(v8, 'I love the app.', themes))['mobile app']).toEqual(['I love the app']);
    expect((await byTheme(v7, 'I love the app.', themes))['mobile app']).toEqual([]);
    // Two themes with the same generic head: the head alone decides neither.
    expect(await byTheme(v8, 'I love the app.', ['mobile app', 'banking app'])).toEqual({ 'mobile app': [], 'banking app': [] });
  });

  it('finds no theme in a text that mentions none, where 2026-11-29 found waiting time', async () => {
    const themes = ['waiting time', 'parking', 'mobile app', 'delivery', 'staff'];
    expect((await byTheme(v7, 'Nice garden outside.', themes))['waiting time']).toEqual(['Nice garden outside']);
    expect((await byTheme(v8, 'Nice garden outside.', themes))['waiting time']).toEqual([]);
    for (const text of ['My brother lives in Leeds.']) {
      expect((await v8.extract([text], themes))[0].flat(), text).toEqual([]);
    }
  });

  it('tells themes about a whole and their referents and verdicts', () => {
    expect(['restaurant in general', 'overall experience', 'the hotel overall', 'satisfaction'].map(isWholeTheme)).toEqual([true, true, true, true]);
    expect(['food', 'customer support', 'mobile app'].map(isWholeTheme)).toEqual([false, false, false]);
    const back = "I'm going back next week.";
    expect(wholeMention(tagText(back), at(back, 'back'))).toBe(true);
    const hurt = 'My back hurts after the seats.';
    expect(wholeMention(tagText(hurt), at(hurt, 'back'))).toBe(false);
    const stay = 'We would definitely stay here again.';
    expect(wholeMention(tagText(stay), at(stay, 'again'))).toBe(true);
    const crash = 'It crashed again.';
    expect(wholeMention(tagText(crash), at(crash, 'again'))).toBe(false);
    const place = 'Avoid this place!';
    expect(wholeMention(tagText(place), at(place, 'place'))).toBe(true);
  });

  it('gives a theme about the whole the verdicts on the place, not its parts, where 2026-11-29 did the reverse', async () => {
    for (const text of ['Avoid this place!', "I'm going back next week.", 'Highly recommended to anyone nearby.']) {
      expect((await byTheme(v8, text, RESTAURANT))['restaurant in general'], text).toEqual([text.replace(/[.!]$/u, '')]);
      expect((await byTheme(v7, text, RESTAURANT))['restaurant in general'], text).toEqual([]);
    }
    const pizza = await byTheme(v8, 'The pizza is overpriced and soggy.', RESTAURANT);
    expect(pizza['restaurant in general']).toEqual([]);
    expect(pizza.food).toEqual(['The pizza is overpriced and soggy']);
    expect((await byTheme(v7, 'The pizza is overpriced and soggy.', RESTAURANT))['restaurant in general']).toEqual(['The pizza is overpriced and soggy']);
  });

  it('keeps the verdict of a relative clause in the span', async () => {
    const text = 'The delivery took three weeks, which is ridiculous.';
    expect(joinRelativeClauses(text, [{ start: 0, end: 29 }, { start: 31, end: 50 }])).toEqual([{ start: 0, end: 50 }]);
    expect(joinRelativeClauses('Great food, friendly staff', [{ start: 0, end: 10 }, { start: 12, end: 26 }])).toHaveLength(2);
    expect((await byTheme(v8, text, ['delivery', 'price']))).toEqual({ delivery: ['The delivery took three weeks, which is ridiculous'], price: [] });
    expect((await byTheme(v7, text, ['delivery', 'price'])).delivery).toEqual(['The delivery took three weeks']);
    expect((await byTheme(v8, 'We were served by Tom, who was lovely.', RESTAURANT)).service).toEqual(['We were served by Tom, who was lovely']);
  });

  it('answers each text as if it were alone in the request, where 2026-11-29 did not', async () => {
    const themes = ['pay', 'management', 'training', 'workload', 'office'];
    const texts = ['I cycle to work most days.', 'The pay cycle is monthly.', 'I usually order on Sunday evenings.', 'The order of the modules is confusing.'];
    const alone = async (model: ThemeSpanExtractionsModel) => Promise.all(texts.map(async (t) => (await model.extract([t], themes))[0]));
    expect(await v8.extract(texts, themes)).toEqual(await alone(v8));
    expect(await v7.extract(texts, themes)).not.toEqual(await alone(v7));
  });
});
