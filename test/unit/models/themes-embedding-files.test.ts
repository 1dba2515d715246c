import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TextEncoder } from '../../../lambdas/core/ports/models.js';
import { MODEL_FILE_DIGESTS, modelFilePath } from '../../../lambdas/models/local/model-files.js';
import { CombinedEncoder, COMBINED_DIMENSION, loadEmbeddingComponents, removeCommonComponent } from '../../../lambdas/models/local/use-encoder-combined.js';
import { WordVectors, wordTokensForVectors } from '../../../lambdas/models/local/word-vectors.js';

/** Model files are committed; anything larger belongs elsewhere. */
const MAX_MODEL_FILE_BYTES = 5 * 1024 * 1024;

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a).reduce((s, v, i) => s + v * b[i], 0);

/** Stands in for USE: the same unit vector for every text, so only the word view differs. */
const constantSentences: TextEncoder = {
  dimension: 512,
  embed: async (texts) => texts.map(() => Float32Array.from({ length: 512 }, (_, d) => (d === 0 ? 1 : 0))),
};

describe('embedding model files (version 2026-11-22)', () => {
  it('are intact and small', () => {
    for (const [name, digest] of Object.entries(MODEL_FILE_DIGESTS)) {
      const bytes = readFileSync(modelFilePath(name));
      expect(createHash('sha256').update(bytes).digest('hex'), name).toBe(digest);
      expect(statSync(modelFilePath(name)).size).toBeLessThan(MAX_MODEL_FILE_BYTES);
    }
  });

  it('hold unit-length components of the right dimensions', () => {
    const { use, words } = loadEmbeddingComponents();
    expect([use.mean.length, use.component.length, words.mean.length, words.component.length]).toEqual([512, 512, 100, 100]);
    expect(dot(use.component, use.component)).toBeCloseTo(1, 5);
    expect(dot(words.component, words.component)).toBeCloseTo(1, 5);
  });
});

describe('word vectors', () => {
  it('tokenise as the vectors were trained', () => {
    expect(wordTokensForVectors("Don't! It’s 2 Cafés")).toEqual(['do', "n't", 'it', "'s", '2', 'cafés']);
  });

  it('weigh rare words above frequent ones (SIF)', () => {
    const words = WordVectors.load();
    const norm = (t: string) => Math.sqrt(dot(words.sentenceVector(t).vector, words.sentenceVector(t).vector));
    expect(words.sentenceVector('the refund xqzzy').known).toBe(2);
    expect(norm('refund')).toBeGreaterThan(5 * norm('the'));
    expect(words.sentenceVector('xqzzy').known).toBe(0);
  });
});

describe('combined encoder', () => {
  it('removes the common component and returns unit vectors', () => {
    const common = { mean: [1, 0, 0], component: [0, 1, 0] };
    const out = removeCommonComponent([2, 5, 1], common);
    expect(Array.from(out)).toEqual([Math.SQRT1_2, 0, Math.SQRT1_2].map((v) => expect.closeTo(v, 12)));
  });

  it('joins the two views; texts without known words keep only the sentence view', async () => {
    const encoder = new CombinedEncoder(constantSentences);
    const [refund, money, weather, unknown] = await encoder.embed(['I want a refund for my order', 'Please give me my money back', 'Will it rain in Paris tomorrow', 'xqzzy']);
    expect(refund.length).toBe(COMBINED_DIMENSION);
    expect(dot(refund, refund)).toBeCloseTo(1, 5);
    expect(dot(unknown, unknown)).toBeCloseTo(0.7, 5);
    expect(dot(refund, money)).toBeGreaterThan(dot(refund, weather));
    const again = await encoder.embed(['I want a refund for my order']);
    expect(Array.from(again[0])).toEqual(Array.from(refund));
  });
});
