import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_27, SPAN_SETTINGS_2026_11_28, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { keepSpansWithOwners } from '../../../lambdas/models/local/extractions-span-owners.js';
import { keepSpecificHits } from '../../../lambdas/models/local/extractions-specificity.js';
import type { TaggedToken } from '../../../lambdas/core/text/noun-phrases.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V6 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v6 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_28);
const v5 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_27);
const byTheme = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const token = (value: string, start: number): TaggedToken => ({ value, start, end: start + value.length, lemma: value.toLowerCase(), pos: 'NOUN', stop: false });

describe('extractions 2026-11-28', () => {
  it('is served beside the pinned versions', () => {
    expect(EXTRACTIONS_V6).toBe('2026-11-28');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-11-27', '2026-11-28']));
  });

  it('keeps a word matched by vector only for the requested theme it is nearest to', () => {
    // Token 0 matches theme 0 by vector (0.6) but is nearer to theme 1 (0.9, under theme 1's threshold): dropped.
    // Token 1 is named by theme 0 (Infinity): always kept. Token 2 is nearer to theme 0: kept.
    const hits = [[true, true, true], [false, false, false]];
    const scores = [[0.6, Infinity, 0.8], [undefined, undefined, undefined]];
    const affinities = [[0.6, Infinity, 0.8], [0.9, 0.95, 0.5]];
    expect(keepSpecificHits(hits, scores, affinities, 0)).toEqual([[false, true, true], [false, false, false]]);
    expect(keepSpecificHits(hits, scores, affinities, 0.5)).toEqual([[true, true, true], [false, false, false]]);
  });

  it('judges each copy of a repeated sentence at its own position', () => {
    // "fee x. fee x.": theme 0 has a weak mention in both copies, theme 1 a strong one in the first only.
    const text = 'fee x. fee x.';
    const tokens = [token('fee', 0), token('x', 4), token('fee', 7), token('x', 11)];
    const spans = [['fee x', 'fee x'], ['fee x']];
    const scores = [[0.5, undefined, 0.5, undefined], [3, undefined, undefined, undefined]];
    const hits = scores.map((row) => row.map((s) => s !== undefined));
    const ranges = [[{ start: 0, end: 5 }, { start: 7, end: 12 }], [{ start: 0, end: 5 }]];
    expect(keepSpansWithOwners(text, tokens, spans, scores, hits, 1, ranges)).toEqual([['fee x'], ['fee x']]);
    // Looked up by text (2026-11-27), both copies are judged at the first one and both are lost.
    expect(keepSpansWithOwners(text, tokens, spans, scores, hits, 1)).toEqual([[], ['fee x']]);
  });

  it('answers as 2026-11-27 where the themes do not compete, and 2026-11-27 is unchanged', async () => {
    const themes = ['price', 'service', 'customer support'];
    const text = 'There is a £2 fee on every transfer and customer support never replies.';
    const expected = { price: ['There is a £2 fee on every transfer'], service: [], 'customer support': ['customer support never replies'] };
    expect(await byTheme(v6, text, themes)).toEqual(expected);
    expect(await byTheme(v5, text, themes)).toEqual(expected);
    expect(await byTheme(v6, 'The lecturer explains clearly but the exam was unfair.', ['teaching', 'assessment', 'facilities']))
      .toEqual({ teaching: ['The lecturer explains clearly'], assessment: ['the exam was unfair'], facilities: [] });
  });
});
