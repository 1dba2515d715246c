import { beforeAll, describe, expect, it } from 'vitest';
import { ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V2, EXTRACTIONS_V3, EXTRACTIONS_V4, EXTRACTIONS_V5, EXTRACTIONS_V6, EXTRACTIONS_V7, EXTRACTIONS_V8, EXTRACTIONS_V9, EXTRACTIONS_V10, EXTRACTIONS_V11, EXTRACTIONS_V12, EXTRACTIONS_V13, EXTRACTIONS_V14, EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18, EXTRACTIONS_V19, EXTRACTIONS_V20, EXTRACTIONS_V21, EXTRACTIONS_V22, EXTRACTIONS_V23, EXTRACTIONS_V24, EXTRACTIONS_V25, EXTRACTIONS_V26, EXTRACTIONS_V27 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const model = new ThemeSpanExtractionsModel(encoder, () => WordVectors.load());
const one = async (text: string, themes: string[]) => (await model.extract([text], themes))[0].flat();

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-11-25 (ThemeSpanExtractionsModel)', () => {
  it('stays served beside 2026-11-26, 2026-11-22, 2026-11-27, 2026-11-28, 2026-11-29, 2026-11-30, 2026-12-04, 2026-12-05, 2026-12-06 and the default 2026-12-07', () => {
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(['2026-11-21', EXTRACTIONS_V2, EXTRACTIONS_V3, EXTRACTIONS_V4, EXTRACTIONS_V5, EXTRACTIONS_V6, EXTRACTIONS_V7, EXTRACTIONS_V8, EXTRACTIONS_V9, EXTRACTIONS_V10, EXTRACTIONS_V11, EXTRACTIONS_V12, EXTRACTIONS_V13, EXTRACTIONS_V14, EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18, EXTRACTIONS_V19, EXTRACTIONS_V20, EXTRACTIONS_V21, EXTRACTIONS_V22, EXTRACTIONS_V23, EXTRACTIONS_V24, EXTRACTIONS_V25, EXTRACTIONS_V26, EXTRACTIONS_V27]);
  });

  it('returns what was said about the theme, not the bare noun', async () => {
    expect(await one('The pasta was cold.', ['pasta'])).toEqual(['The pasta was cold']);
    expect(await one('We loved the view, but the waiter was lovely and the pasta was cold.', ['waiter'])).toEqual(['the waiter was lovely']);
  });

  it('keeps a multi-word mention whole and never drops characters', async () => {
    expect(await one('Customer support answered my question within minutes.', ['customer support']))
      .toEqual(['Customer support answered my question within minutes']);
    const [fee] = await one('There is a £2 fee on every transfer abroad.', ['fees']);
    expect(fee).toContain('£2 fee');
  });

  it('matches related words of a theme it has never seen ("price" → "expensive", "costs")', async () => {
    expect((await one('For what we paid, it was far too expensive.', ['price'])).join(' ')).toContain('expensive');
    expect((await one('The repair costs were outrageous.', ['price'])).join(' ')).toContain('costs');
  });

  it('gives one span per mention and nothing for a theme the text does not talk about', async () => {
    expect(await one('The mattress was lumpy, and the shower barely worked.', ['room'])).toEqual(['The mattress was lumpy', 'the shower barely worked']);
    expect(await one('The bathroom was tiny, and the shower barely worked.', ['salary'])).toEqual([]);
    expect(await one('My sister booked the trip as a birthday surprise.', ['price', 'staff'])).toEqual([]);
  });

  it('returns verbatim slices only, and nothing for blank themes or texts', async () => {
    const texts = ['Staff were friendly — the breakfast, however, was stale.', '   ', 'Great value for money!'];
    const themes = ['staff', 'breakfast', ' ', 'price'];
    const out = await model.extract(texts, themes);
    out.forEach((perTheme, i) => perTheme.forEach((spans) => spans.forEach((s) => expect(texts[i]).toContain(s))));
    expect(out[1]).toEqual([[], [], [], []]);
    expect(out[0][2]).toEqual([]);
  });
});
