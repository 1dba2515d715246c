import { describe, expect, it } from 'vitest';
import { SimilarityEngine } from '../../../../lambdas/core/similarity/similarity-engine.js';
import { sectionChunks, similarityBodyChunks, similarityBodyLayout } from '../../../../lambdas/core/similarity/similarity-body.js';
import { planRowRanges } from '../../../../lambdas/core/similarity/row-ranges.js';
import { runAnalysis } from '../../../../lambdas/operations/run-analysis.js';
import type { ModelProvider, TextEncoder } from '../../../../lambdas/core/ports/models.js';
import type { AnalysisRequest } from '../../../../lambdas/core/analysis-request.js';
import { concatBytes, lcg, pack } from './fixtures.js';

const DIMENSION = 7;
const decoder = new TextDecoder();

/** An encoder giving every text its own random (unnormalised) vector; repeated texts repeat it. */
function fakeEncoder(): TextEncoder & { normalised(texts: readonly string[]): Float32Array } {
  const cache = new Map<string, Float32Array>();
  const vectorOf = (text: string) => {
    let v = cache.get(text);
    if (!v) {
      const next = lcg(text.length * 7919 + text.charCodeAt(0));
      v = Float32Array.from({ length: DIMENSION }, () => next() * 3);
      cache.set(text, v);
    }
    return v;
  };
  return {
    dimension: DIMENSION,
    embed: async (texts) => texts.map((t) => Float32Array.from(vectorOf(t))),
    normalised: (texts) => {
      const rows = texts.map((t) => {
        if (t.trim() === '') return new Float32Array(DIMENSION);
        const v = Float32Array.from(vectorOf(t));
        const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
        return v.map((x) => x / norm);
      });
      return pack(rows, DIMENSION);
    },
  };
}

async function currentBody(request: Record<string, unknown>, requestId: string, encoder: TextEncoder): Promise<string> {
  const models = { encoder: () => encoder } as unknown as ModelProvider;
  const outcome = await runAnalysis({ operation: 'similarity', ...request } as unknown as AnalysisRequest, 'v', requestId, models);
  return outcome.body;
}

const texts = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => (i === 3 ? '   ' : i === 5 ? `${prefix}1` : `${prefix}${i}${'x'.repeat(i % 4)}`));

describe('streamed similarity body', () => {
  it('equals the current self-similarity body byte for byte, whatever the chunk and block sizes', async () => {
    const encoder = fakeEncoder();
    for (const n of [0, 1, 2, 3, 9, 40]) {
      const set = texts(n, 's');
      const expected = await currentBody({ set }, 'req-"é"-1', encoder);
      const engine = SimilarityEngine.self(encoder.normalised(set), n, DIMENSION);
      for (const [chunkBytes, blockValues] of [[128, 1], [200, 7], [1 << 20, 1 << 18]]) {
        const chunks = [...similarityBodyChunks(engine, { requestId: 'req-"é"-1', chunkBytes, blockValues })];
        for (const c of chunks.slice(0, -1)) expect(c.length).toBe(chunkBytes);
        expect(decoder.decode(concatBytes(chunks))).toBe(expected);
      }
    }
  });

  it('equals the current cross bodies, matrix and flattened', async () => {
    const encoder = fakeEncoder();
    for (const [m, p] of [[1, 1], [1, 6], [6, 1], [7, 9]]) {
      const setA = texts(m, 'a');
      const setB = texts(p, 'b');
      const engine = SimilarityEngine.cross(encoder.normalised(setA), m, encoder.normalised(setB), p, DIMENSION);
      for (const flatten of [false, true]) {
        const expected = await currentBody({ set_a: setA, set_b: setB, ...(flatten ? { flatten } : {}) }, 'job_x', encoder);
        const body = concatBytes(similarityBodyChunks(engine, { requestId: 'job_x', flatten, chunkBytes: 130, blockValues: 5 }));
        expect(decoder.decode(body)).toBe(expected);
        expect(JSON.parse(decoder.decode(body)).n).toBe(m);
      }
    }
  });

  it('is the concatenation of per-range section parts, so fanned-out tasks can build it', () => {
    const n = 31;
    const encoder = fakeEncoder();
    const set = texts(n, 'f');
    const self = SimilarityEngine.self(encoder.normalised(set), n, DIMENSION);
    const cross = SimilarityEngine.cross(encoder.normalised(set), n, encoder.normalised(texts(5, 'g')), 5, DIMENSION);
    for (const engine of [self, cross]) {
      const whole = decoder.decode(concatBytes(similarityBodyChunks(engine, { requestId: 'r' })));
      const ranges = planRowRanges(engine.shape, 4);
      const assembled = similarityBodyLayout(engine.shape, 'r')
        .map((piece) => ('text' in piece ? piece.text : ranges.map((r) => decoder.decode(concatBytes(sectionChunks(engine, piece.section, r.rowStart, r.rowEnd, { chunkBytes: 256 })))).join('')))
        .join('');
      expect(assembled).toBe(whole);
    }
  });

  it('keeps memory bounded: chunks appear before the body is complete', () => {
    const n = 600;
    const encoder = fakeEncoder();
    const engine = SimilarityEngine.self(encoder.normalised(texts(n, 'm')), n, DIMENSION);
    const chunks = similarityBodyChunks(engine, { requestId: 'r', chunkBytes: 4096, blockValues: 1000 });
    const first = chunks.next();
    expect(first.done).toBe(false);
    expect(first.value!.length).toBe(4096);
    let total = first.value!.length;
    for (const c of chunks) total += c.length;
    expect(total).toBeGreaterThan(100 * 4096);
  });
});
