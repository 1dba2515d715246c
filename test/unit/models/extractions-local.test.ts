import { beforeAll, describe, expect, it } from 'vitest';
import type { TextEncoder } from '../../../lambdas/core/ports/models.js';
import { LocalExtractionsModel, matches, stem } from '../../../lambdas/models/local/extractions-local.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';

/** Wraps the real encoder to count calls and the texts it sees. */
class CountingEncoder implements TextEncoder {
  readonly dimension: number;
  calls: string[][] = [];
  constructor(private readonly inner: TextEncoder) {
    this.dimension = inner.dimension;
  }
  embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.calls.push([...texts]);
    return this.inner.embed(texts);
  }
}

const encoder = new UseLiteEncoder();
const model = new LocalExtractionsModel(encoder);

beforeAll(async () => {
  await encoder.embed(['warm up']); // load the weights once, outside the timed tests
});

describe('stem', () => {
  it('maps word variants of a theme to one stem', () => {
    expect(new Set(['price', 'prices', 'pricey', 'priced'].map(stem))).toEqual(new Set(['pric']));
    expect(stem('drinks')).toBe(stem('drink'));
    expect(stem('Staff')).toBe('staff');
  });
});

describe('LocalExtractionsModel', () => {
  it('gives each clause to the theme it talks about and nothing to absent themes', async () => {
    const input = 'The pasta was cold but the waiter was lovely';
    const [[food, service, price, location]] = await model.extract([input], ['food', 'service', 'price', 'location']);
    expect(food).toEqual(['The pasta was cold']);
    expect(service).toEqual(['the waiter was lovely']);
    expect(price).toEqual([]);
    expect(location).toEqual([]);
  });

  it('returns [inputs][themes][K] verbatim, tight substrings', async () => {
    const inputs = [
      'Prices are a bit high, but the view of the harbour is worth it.',
      'And the staff were rude.',
      'I ordered the soup.',
      'Love the app 😍 but it crashes every time I upload a photo.',
    ];
    const themes = ['price', 'service', 'app stability'];
    const result = await model.extract(inputs, themes);
    expect(result).toHaveLength(inputs.length);
    result.forEach((perTheme, i) => {
      expect(perTheme).toHaveLength(themes.length);
      for (const found of perTheme.flat()) {
        expect(inputs[i].includes(found)).toBe(true);
        expect(found).toBe(found.trim());
        expect(found).not.toMatch(/^(and|but)\b/i);
        expect(found).not.toMatch(/[.,;!?]$/);
      }
    });
    expect(result[0][0]).toEqual(['Prices are a bit high']);
    expect(result[1][1]).toEqual(['the staff were rude']);
    expect(result[2].flat()).toEqual([]);
    expect(result[3][2].length).toBeGreaterThan(0);
  });

  it('uses word variants of the theme as evidence', async () => {
    const [[price]] = await model.extract(['Lovely terrace but far too pricey for what you get.'], ['price']);
    expect(price).toEqual(['far too pricey for what you get']);
  });

  it('works with a single theme and skips blank inputs and themes', async () => {
    const result = await model.extract(['The pasta was cold but the waiter was lovely', '  '], ['service', ' ']);
    expect(result).toEqual([[['the waiter was lovely'], []], [[], []]]);
  });

  it('embeds all clauses in one call and all themes in another', async () => {
    const counting = new CountingEncoder(encoder);
    const inputs = ['Great food. Great food.', 'Slow service but nice view', 'Nothing to add'];
    await new LocalExtractionsModel(counting).extract(inputs, ['food', 'service', 'ambience']);
    expect(counting.calls).toHaveLength(2);
    const clauseCall = counting.calls.find((c) => c.includes('Slow service'))!;
    expect(clauseCall).toEqual(expect.arrayContaining(['Great food', 'Slow service', 'nice view', 'Nothing to add']));
    expect(clauseCall.filter((c) => c === 'Great food')).toHaveLength(1); // duplicates embedded once
  });

  it('scores expose the decision: lexical mentions pass, unrelated clauses do not', async () => {
    const [[[price]]] = await model.score(['The price was fine'], ['price']);
    expect(price.lexical).toBe(true);
    expect(matches(price)).toBe(true);
    expect(matches({ ...price, lexical: false, relevance: -0.2 })).toBe(false);
  });

  it('is deterministic', async () => {
    const inputs = ['The pasta was cold but the waiter was lovely', 'Great location, right next to the station.'];
    const themes = ['food', 'service', 'location'];
    expect(await model.extract(inputs, themes)).toEqual(await model.extract(inputs, themes));
  });
});
