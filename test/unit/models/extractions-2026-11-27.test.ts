import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_26, SPAN_SETTINGS_2026_11_27, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { relatedWords } from '../../../lambdas/models/local/theme-related-words.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V5 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v5 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_27);
const v4 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_26);
const byTheme = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-11-27', () => {
  it('is served beside the pinned versions', () => {
    expect(EXTRACTIONS_V5).toBe('2026-11-27');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toContain('2026-11-27');
  });

  it('gives "a £2 fee" to price only, not to service or customer support; 2026-11-26 is unchanged', async () => {
    const themes = ['price', 'service', 'customer support'];
    const text = 'There is a £2 fee on every transfer.';
    expect(await byTheme(v5, text, themes)).toEqual({ price: ['There is a £2 fee on every transfer'], service: [], 'customer support': [] });
    expect((await byTheme(v4, text, themes)).service).toEqual(['There is a £2 fee on every transfer']);
    const both = await byTheme(v5, 'There is a £2 fee on every transfer and customer support never replies.', themes);
    expect(both).toEqual({ price: ['There is a £2 fee on every transfer'], service: [], 'customer support': ['customer support never replies'] });
  });

  it('matches crashes and freezes to stability', async () => {
    const themes = ['stability', 'price', 'ease of use'];
    expect((await byTheme(v5, 'The app crashes every time I open the camera.', themes)).stability).toEqual(['The app crashes every time I open the camera']);
    expect(await byTheme(v5, 'It freezes whenever I rotate the screen.', themes))
      .toEqual({ stability: ['It freezes whenever I rotate the screen'], price: [], 'ease of use': [] });
    expect((await byTheme(v4, 'The app crashes every time I open the camera.', themes)).stability).toEqual([]);
  });

  it('keeps a span for every theme it is about, and finds related words of free-text themes', async () => {
    expect(await byTheme(v5, 'The waiter was rude about the price.', ['service', 'price']))
      .toEqual({ service: ['The waiter was rude about the price'], price: ['The waiter was rude about the price'] });
    const out = await byTheme(v5, 'Pages take ages to load and the search is clunky.', ['performance', 'search', 'ease of use']);
    expect(out).toEqual({ performance: ['Pages take ages to load'], search: ['the search is clunky'], 'ease of use': ['the search is clunky'] });
    expect((await byTheme(v5, 'Way too expensive for what you get.', ['price', 'quality'])).price).toEqual(['Way too expensive for what you get']);
  });

  it('returns nothing for a theme the text does not talk about', async () => {
    expect(await byTheme(v5, 'The agent sorted out my card in five minutes.', ['stability', 'price', 'customer support']))
      .toEqual({ stability: [], price: [], 'customer support': ['The agent sorted out my card in five minutes'] });
  });

  it('looks related words up by theme word or whole theme, and has none for an unknown theme', () => {
    expect(relatedWords('stability', ['stability']).has('crashes')).toBe(true);
    expect(relatedWords('customer support', ['customer', 'support']).has('agent')).toBe(true);
    expect(relatedWords('parking', ['parking']).size).toBe(0);
  });
});
