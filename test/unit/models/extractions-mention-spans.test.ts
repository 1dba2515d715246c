import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_26, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { cutAtClauseConjunctions, mentionSpans } from '../../../lambdas/models/local/extractions-mention-spans.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V4 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v4 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_26);
const v3 = new ThemeSpanExtractionsModel(encoder, () => vectors);
const BANK = ['fees', 'transfers', 'customer support', 'login', 'design'];
const byTheme = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-11-26', () => {
  it('stays served (the default is now 2026-12-07)', () => {
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toContain(EXTRACTIONS_V4);
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it('keeps symbols glued to a word and stops where a conjunction starts a new clause', async () => {
    const text = 'There is a £2 fee on every transfer and customer support never replies.';
    const out = await byTheme(v4, text, BANK);
    expect(out.fees).toEqual(['There is a £2 fee on every transfer']);
    expect(out['customer support']).toEqual(['customer support never replies']);
    // The pinned 2026-11-25 answer is unchanged (it ran the span into the next clause and lost "£").
    expect((await byTheme(v3, text, BANK)).fees).toEqual(['2 fee on every transfer and customer support never replies']);
  });

  it('keeps "£" and "$" when a long clause is narrowed around the mention', async () => {
    const text = 'Last month they quietly started taking a £2 fee for every $5 transfer I make to my sister abroad.';
    const [fee] = (await v4.extract([text], ['fees']))[0][0];
    expect(fee).toContain('£2 fee');
    expect(fee).toContain('$5');
    expect(text).toContain(fee);
    expect(fee.split(/\s+/u).length).toBeLessThanOrEqual(14);
  });

  it('gives one span per mention, never two overlapping spans for one theme', async () => {
    const texts = [
      'Customer support took three days to answer my email about the card my husband had ordered for our joint account last month.',
      'The chat agent and the phone team of customer support kept sending me back and forth between the branch and the help desk for weeks.',
    ];
    const out = await v4.extract(texts, ['customer support']);
    out.forEach(([spans], i) => {
      expect(spans.length).toBeGreaterThan(0);
      const ranges = spans.map((s) => [texts[i].indexOf(s), texts[i].indexOf(s) + s.length]);
      ranges.forEach(([a, b], k) => ranges.slice(k + 1).forEach(([c, d]) => expect(a < d && c < b).toBe(false)));
    });
  });

  it('does not give a generic noun such as "app" to an unrelated theme', async () => {
    const out = await byTheme(v4, 'The app crashes every time I open it.', BANK);
    expect(out['customer support']).toEqual([]);
    expect(out.design).toEqual([]);
  });

  it('weighs a word by its clause, so related themes of one request take their own words', async () => {
    const themes = ['food', 'service', 'price', 'customer support', 'login', 'design'];
    expect(await byTheme(v4, 'The new layout is clean, but I cannot log in since the update.', themes)).toEqual({
      food: [], service: [], price: [], 'customer support': [], login: ['I cannot log in since the update'], design: ['The new layout is clean'],
    });
    expect(await byTheme(v4, 'The pasta was cold but the waiter was lovely.', themes)).toMatchObject({ food: ['The pasta was cold'], service: ['the waiter was lovely'] });
  });
});

describe('mention spans', () => {
  it('cuts before "and" only when a subject and a verb follow', () => {
    const cut = (text: string) => cutAtClauseConjunctions(tagText(text), [{ start: 0, end: text.length }]).map((u) => text.slice(u.start, u.end).trim());
    expect(cut('Breakfast was cold and the coffee tasted burnt.')).toEqual(['Breakfast was cold', 'and the coffee tasted burnt.']);
    expect(cut('The room was spacious and spotless.')).toEqual(['The room was spacious and spotless.']);
    expect(cut('We enjoy the recipes and portions of the family box.')).toEqual(['We enjoy the recipes and portions of the family box.']);
  });

  it('skips a mention inside a span already placed', () => {
    const text = 'The waiter and the manager were lovely.';
    const tokens = tagText(text);
    const units = [{ start: 0, end: text.length }];
    const starts = tokens.flatMap((t, i) => (['waiter', 'manager'].includes(t.value) ? [i] : []));
    expect(mentionSpans(text, tokens, units, starts, 12)).toEqual(['The waiter and the manager were lovely']);
  });
});
