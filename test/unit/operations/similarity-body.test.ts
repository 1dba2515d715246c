import { describe, expect, it } from 'vitest';
import { similarityArray, toMatrix } from '../../../lambdas/core/json-format.js';
import { crossSimilarity, selfSimilarity } from '../../../lambdas/core/vectors.js';
import type { ModelProvider, TextEncoder } from '../../../lambdas/core/ports/models.js';
import type { AnalysisRequest } from '../../../lambdas/core/analysis-request.js';
import { embedTexts } from '../../../lambdas/operations/embed-texts.js';
import { runAnalysis } from '../../../lambdas/operations/run-analysis.js';
import { exceedsSyncSimilarity, similarityBody, similarityBodyStream } from '../../../lambdas/operations/similarity.js';
import { lcg } from '../core/similarity/fixtures.js';

/** An odd dimension and unnormalised random vectors: every code path of the kernel and formatter. */
const DIMENSION = 37;

const encoder: TextEncoder = {
  dimension: DIMENSION,
  embed: async (texts) =>
    texts.map((t) => {
      const next = lcg([...t].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
      return Float32Array.from({ length: DIMENSION }, () => next() * 5);
    }),
};
const models = { encoder: () => encoder } as unknown as ModelProvider;

/** The body as the service built it before the blocked kernel: scalar loop, rounding, JSON.stringify. */
async function referenceBody(request: Record<string, any>, requestId: string): Promise<string> {
  if (request.set) {
    const flattened = similarityArray(selfSimilarity(await embedTexts(encoder, request.set)));
    return JSON.stringify({ scenario: 'self', mode: 'flattened', n: request.set.length, flattened, requestId });
  }
  const vectors = await embedTexts(encoder, [...request.set_a, ...request.set_b]);
  const flattened = similarityArray(crossSimilarity(vectors.slice(0, request.set_a.length), vectors.slice(request.set_a.length)));
  const n = request.set_a.length;
  if (request.flatten === true) return JSON.stringify({ scenario: 'cross', mode: 'flattened', n, flattened, requestId });
  return JSON.stringify({ scenario: 'cross', mode: 'matrix', n, matrix: toMatrix(flattened, n, request.set_b.length), flattened, requestId });
}

const texts = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => (i % 11 === 3 ? ' \t' : i % 13 === 5 ? `${prefix}0` : `${prefix}${i}`));

describe('similarity response body', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['self, 2 texts', { set: ['a', 'b'] }],
    ['self, identical texts', { set: ['same', 'same', 'same'] }],
    ['self, 100 texts with blanks and repeats', { set: texts(100, 's') }],
    ['cross matrix, 1 × 1', { set_a: ['x'], set_b: ['y'] }],
    ['cross matrix, 9 × 23', { set_a: texts(9, 'a'), set_b: texts(23, 'b') }],
    ['cross flattened, 100 × 100', { set_a: texts(100, 'a'), set_b: texts(100, 'b'), flatten: true }],
    ['cross, flatten false', { set_a: texts(3, 'a'), set_b: texts(4, 'a'), flatten: false }],
    ['self ignores flatten', { set: texts(6, 'f'), flatten: true }],
  ];
  for (const [name, request] of cases) {
    it(`is byte-identical to the scalar JSON.stringify path: ${name}`, async () => {
      const requestId = 'req_"é"\u2028';
      const outcome = await runAnalysis({ operation: 'similarity', ...request } as AnalysisRequest, 'v', requestId, models);
      expect(outcome.body).toBe(await referenceBody(request, requestId));
    });
  }

  it('streams only requests above the synchronous limits', () => {
    expect(exceedsSyncSimilarity({ set: texts(100, 's') } as never)).toBe(false);
    expect(exceedsSyncSimilarity({ set: texts(101, 's') } as never)).toBe(true);
    expect(exceedsSyncSimilarity({ set_a: texts(1, 'a'), set_b: texts(10_000, 'b') } as never)).toBe(false);
    expect(exceedsSyncSimilarity({ set_a: texts(2, 'a'), set_b: texts(5_001, 'b') } as never)).toBe(true);
  });

  it('with topK, the streamed body of a large job (one worker on AWS) equals the in-memory one', async () => {
    const request = { set: texts(150, 's'), topK: 3, threshold: -0.5 };
    const chunks: Uint8Array[] = [];
    for await (const chunk of await similarityBodyStream(request, encoder, 'job_1')) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    expect(body).toBe(await similarityBody(request, encoder, 'job_1'));
    const parsed = JSON.parse(body) as { mode: string; neighbours: { indices: number[] }[] };
    expect(parsed.mode).toBe('topK');
    expect(parsed.neighbours).toHaveLength(150);
  });
});
