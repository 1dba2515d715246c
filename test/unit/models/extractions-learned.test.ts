import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LearnedExtractionsModel, themeKey } from '../../../lambdas/models/local/extractions-learned.js';
import { EXTRACTION_WEIGHTS_2026_11_22 } from '../../../lambdas/models/local/extractions-weights.js';
import { KNOWN_PAIR_FEATURE_NAMES, KNOWN_PHRASE_FEATURE_NAMES, PAIR_FEATURE_NAMES, PHRASE_FEATURE_NAMES } from '../../../lambdas/models/local/extractions-features.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';

/** sha256 of the committed weight file: a retrained file is a new version, never an edit. */
const WEIGHTS_SHA256 = 'aa1a554816d1bcdd67d69139619c2344ace07b09fb33422b6e7509c1af2f96fb';
const WEIGHTS_FILE = new URL('../../../lambdas/models/local/weights/extractions-2026-11-22.json', import.meta.url);

const encoder = new UseLiteEncoder();
const model = new LearnedExtractionsModel(encoder, EXTRACTION_WEIGHTS_2026_11_22);
const RESTAURANT = ['food', 'drinks', 'service', 'ambience', 'location', 'restaurant in general'];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions weight file 2026-11-22', () => {
  it('is the committed file, unchanged', () => {
    expect(createHash('sha256').update(readFileSync(WEIGHTS_FILE)).digest('hex')).toBe(WEIGHTS_SHA256);
  });

  it('matches the feature lists of the code', () => {
    const w = EXTRACTION_WEIGHTS_2026_11_22;
    expect(w.generic.phrase.features).toEqual([...PHRASE_FEATURE_NAMES]);
    expect(w.generic.pair.features).toEqual([...PAIR_FEATURE_NAMES]);
    expect(w.known.phrase.features).toEqual([...KNOWN_PHRASE_FEATURE_NAMES]);
    expect(w.known.pair.features).toEqual([...KNOWN_PAIR_FEATURE_NAMES]);
    expect(Object.keys(w.themes).sort()).toEqual(RESTAURANT.map(themeKey).sort());
  });
});

describe('LearnedExtractionsModel', () => {
  it('extracts the short term that names each theme, verbatim, and nothing for absent themes', async () => {
    const input = 'The sushi was fresh but the waiter was rude.';
    const [[food, drinks, service, , location]] = await model.extract([input], RESTAURANT);
    expect(food).toEqual(['sushi']);
    expect(service).toEqual(['waiter']);
    expect(drinks).toEqual([]);
    expect(location).toEqual([]);
  });

  it('returns [inputs][themes][K] of verbatim, trimmed substrings', async () => {
    const inputs = ['Great wine list and a lovely patio.', 'I ordered the soup.', 'We will definitely be back!', 'The pad thai was bland.'];
    const result = await model.extract(inputs, RESTAURANT);
    expect(result).toHaveLength(inputs.length);
    result.forEach((perTheme, i) => {
      expect(perTheme).toHaveLength(RESTAURANT.length);
      for (const found of perTheme.flat()) {
        expect(inputs[i].includes(found)).toBe(true);
        expect(found).toBe(found.trim());
        expect(found).not.toMatch(/^(and|but)\b/i);
        expect(found).not.toMatch(/[.,;!?]$/);
      }
    });
    expect(result[0][1]).toEqual(['wine list']);
  });

  it("gives a theme the same extractions whatever other themes are requested", async () => {
    const inputs = ['The pasta was cold but the staff were lovely.', 'Prices are steep for such small portions.'];
    const alone = await model.extract(inputs, ['service']);
    const together = await model.extract(inputs, ['food', 'service', 'price']);
    expect(together.map((r) => r[1])).toEqual(alone.map((r) => r[0]));
  });

  it('works from the theme text alone for themes it has not learnt', async () => {
    const inputs = ['The app keeps crashing when I upload a photo.', 'Delivery was quick and the courier was polite.'];
    const [[crashes, weather], [, , delivery]] = await model.extract(inputs, ['crashes', 'weather', 'delivery']);
    expect(crashes).toEqual(['crashing']);
    expect(weather).toEqual([]);
    expect(delivery).toContain('Delivery');
  });

  it('is deterministic and skips blank themes', async () => {
    const inputs = ['The pasta was cold but the waiter was lovely', 'Great location, right next to the station.'];
    const first = await model.extract(inputs, ['food', ' ', 'location']);
    expect(first.map((r) => r[1])).toEqual([[], []]);
    expect(await model.extract(inputs, ['food', ' ', 'location'])).toEqual(first);
  });
});
