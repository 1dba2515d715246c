import { describe, expect, it } from 'vitest';
import type { TextEncoder } from '../../../lambdas/core/ports/models.js';
import { vocabularyCandidates } from '../../../lambdas/core/text/dictionary-candidates.js';
import { expandDictionary } from '../../../lambdas/operations/extractions-dictionary.js';

/** A fake encoder: each text's vector is given by hand (unknown texts point elsewhere). */
function encoderOf(vectors: Record<string, number[]>): TextEncoder {
  return { dimension: 3, embed: async (texts) => texts.map((t) => Float32Array.from(vectors[t] ?? [0, 0, 1])) };
}

describe('dictionary candidates', () => {
  it("are the inputs' content words and adjacent pairs, most frequent first, without stop words or a term's own words", () => {
    const inputs = ['The courier was late and the courier was rude.', 'Prices are high; the price of coffee went up.'];
    const candidates = vocabularyCandidates(inputs, ['price']);
    expect(candidates[0]).toBe('courier');
    expect(candidates).toContain('coffee');
    expect(candidates).not.toContain('the');
    expect(candidates).not.toContain('prices'); // an inflection of the term
    expect(candidates).not.toContain('price');
    expect(candidates.every((c) => c === c.toLowerCase())).toBe(true);
  });
});

describe('expandDictionary', () => {
  const inputs = ['courier parcel weather', 'courier parcel weather'];
  const encoder = encoderOf({ delivery: [1, 0, 0], staff: [0, 1, 0], courier: [0.9, 0.1, 0], parcel: [0.8, 0, 0.2], weather: [0, 0, 1], 'courier parcel': [0.85, 0.05, 0.1], 'parcel weather': [0, 0, 1] });

  it('adds the nearest related candidates after the terms sent, up to the limit, never unrelated ones', async () => {
    expect(await expandDictionary(inputs, ['delivery', 'staff'], 2, encoder)).toEqual(['delivery', 'staff', 'courier', 'courier parcel']);
    const all = await expandDictionary(inputs, ['delivery', 'staff'], 10, encoder);
    expect(all).toEqual(['delivery', 'staff', 'courier', 'courier parcel', 'parcel']);
    expect(all).not.toContain('weather');
  });

  it('adds nothing with a limit of 0', async () => {
    expect(await expandDictionary(inputs, ['delivery'], 0, encoder)).toEqual(['delivery']);
  });
});
