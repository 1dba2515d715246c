import { afterAll, describe, expect, it } from 'vitest';
import { SimilarityWorkerPool } from '../../../lambdas/adapters/local/similarity-worker-pool.js';
import { SimilarityEngine } from '../../../lambdas/core/similarity/similarity-engine.js';
import { similarityBodyChunks } from '../../../lambdas/core/similarity/similarity-body.js';
import { crossSimilarity, selfSimilarity } from '../../../lambdas/core/vectors.js';
import { concatBytes, randomVectors } from '../core/similarity/fixtures.js';

const pool = new SimilarityWorkerPool(2);
afterAll(() => pool.close());

describe('similarity worker pool', () => {
  it('computes self and cross results on threads, bit-identical to the scalar reference', async () => {
    const n = 57;
    const d = 19;
    const { packed, rows } = randomVectors(n, d, 11);
    const self = await pool.computeAll({ scenario: 'self', vectors: packed, count: n, dimension: d });
    expect(Buffer.from(self.buffer).equals(Buffer.from(selfSimilarity(rows).buffer))).toBe(true);
    const b = randomVectors(5, d, 12);
    const cross = await pool.computeAll({ scenario: 'cross', a: packed, aCount: n, b: b.packed, bCount: 5, dimension: d });
    expect(Buffer.from(cross.buffer).equals(Buffer.from(crossSimilarity(rows, b.rows).buffer))).toBe(true);
  });

  it('streams the same body bytes as the single-thread serialiser', async () => {
    const n = 80;
    const d = 9;
    const { packed } = randomVectors(n, d, 13);
    const expected = concatBytes(similarityBodyChunks(SimilarityEngine.self(packed, n, d), { requestId: 'job_1' }));
    const chunks: Uint8Array[] = [];
    for await (const c of pool.bodyChunks({ scenario: 'self', vectors: packed, count: n, dimension: d }, { requestId: 'job_1', taskValues: 300, chunkBytes: 512 })) chunks.push(c);
    expect(chunks.length).toBeGreaterThan(3);
    expect(Buffer.from(concatBytes(chunks)).equals(Buffer.from(expected))).toBe(true);
    const b = randomVectors(4, d, 14);
    const cross = concatBytes(similarityBodyChunks(SimilarityEngine.cross(packed, n, b.packed, 4, d), { requestId: 'x' }));
    const streamed: Uint8Array[] = [];
    for await (const c of pool.bodyChunks({ scenario: 'cross', a: packed, aCount: n, b: b.packed, bCount: 4, dimension: d }, { requestId: 'x', taskValues: 50 })) streamed.push(c);
    expect(Buffer.from(concatBytes(streamed)).equals(Buffer.from(cross))).toBe(true);
  });
});

/** A pool whose callers may send a request type the service's thread does not serve. */
class PoolWithExtra extends SimilarityWorkerPool<{ type: 'unheard-of' }> {
  ask(): Promise<unknown> {
    return this.threads[0].request({ type: 'unheard-of' });
  }
}

describe('similarity worker thread', () => {
  it('rejects a request of an unknown type alone; the thread answers the next request', async () => {
    const extra = new PoolWithExtra(1);
    try {
      await expect(extra.ask()).rejects.toThrow('similarity worker: unknown request type "unheard-of"');
      const n = 7;
      const d = 3;
      const { packed, rows } = randomVectors(n, d, 21);
      const self = await extra.computeAll({ scenario: 'self', vectors: packed, count: n, dimension: d });
      expect(Buffer.from(self.buffer).equals(Buffer.from(selfSimilarity(rows).buffer))).toBe(true);
    } finally {
      await extra.close();
    }
  });
});
