import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPoolExecutor } from '../../../lambdas/adapters/local/worker-pool-executor.js';
import type { AnalysisRequest } from '../../../lambdas/core/analysis-request.js';
import { LOCAL_EMBEDDINGS_V2, LOCAL_V1 } from '../../../lambdas/models/local/catalog.js';

/** Distinct survey-like sentences (with a blank and repeats, as requests have). */
function texts(count: number): string[] {
  const topics = ['delivery', 'support team', 'mobile app', 'pricing', 'checkout', 'refund'];
  const moods = ['was slow', 'was great, thank you', 'kept crashing', 'felt fair', 'needs work'];
  const out = Array.from({ length: count }, (_, i) => `Answer ${i}: the ${topics[i % topics.length]} ${moods[(i * 7) % moods.length]}.`);
  out.splice(10, 0, '   ', out[3]);
  return out;
}

const executors: WorkerPoolExecutor[] = [];
afterAll(async () => {
  await Promise.all(executors.map((e) => e.close()));
});

describe('a large request embedded on every analysis thread', () => {
  it('gives the body, byte for byte, of the same request embedded on one thread', async () => {
    const two = new WorkerPoolExecutor(2, { encoderThreads: 1 });
    const one = new WorkerPoolExecutor(1, { encoderThreads: 1 });
    executors.push(two, one);
    const set = texts(700);
    const requests: [AnalysisRequest, string][] = [
      [{ operation: 'similarity', set_a: set.slice(0, 2), set_b: set.slice(2), fast: true }, LOCAL_EMBEDDINGS_V2],
      [{ operation: 'embeddings', inputs: set.slice(0, 600), fast: true }, LOCAL_V1],
    ];
    for (const [request, version] of requests) {
      const [parallel, single] = await Promise.all([two.run(request, version, 'req'), one.run(request, version, 'req')]);
      expect(parallel.body.length).toBeGreaterThan(1000);
      expect(parallel.body === single.body).toBe(true);
    }
  }, 180_000);
});
