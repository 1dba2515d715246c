import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * `topK` and `threshold` on the real local service: the neighbours equal what a caller derives
 * from the full result of the same request (scores as printed, ties by lower index), in the
 * synchronous response, in a small job, and in a job above the synchronous limits (computed on
 * the similarity threads); bad values are 400 and create no job.
 */

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

type Neighbours = { indices: number[]; scores: number[] }[];

const topics = ['the delivery was late', 'support never answered', 'the app keeps crashing', 'prices went up again', 'lovely staff'];
/** Near-duplicates, exact repeats and blanks: ties of 1 and of 0 are certain. */
const answers = (count: number) => Array.from({ length: count }, (_, i) => (i % 17 === 4 ? '' : i % 7 === 2 ? topics[0] : `${topics[i % topics.length]} (${i % 4 === 0 ? 'again' : `case ${i}`})`));

async function post(body: object): Promise<Response> {
  return service.call('/v1/similarity', { method: 'POST', json: body });
}

async function jobBody(body: object): Promise<Record<string, any>> {
  const accepted = await post(body);
  expect(accepted.status).toBe(202);
  const { jobId } = (await accepted.json()) as { jobId: string };
  const status = await waitForJob(service, jobId, 120_000);
  expect(status.status).toBe('completed');
  return (await (await fetch(status.resultUrl as string)).json()) as Record<string, any>;
}

/** Full result → neighbours: row i's k best (self: j ≠ i), score desc then index asc, ≥ threshold. */
function derive(value: (i: number, j: number) => number, rows: number, cols: number, self: boolean, k: number, threshold = -Infinity): Neighbours {
  return Array.from({ length: rows }, (_, i) => {
    const best = Array.from({ length: cols }, (_, j) => ({ j, s: self && j === i ? NaN : value(i, j) }))
      .filter(({ s }) => s >= threshold)
      .sort((a, b) => b.s - a.s || a.j - b.j)
      .slice(0, k);
    return { indices: best.map((c) => c.j), scores: best.map((c) => c.s) };
  });
}

/** Reads (i, j) of a self result's flattened upper triangle (symmetric). */
function selfValue(flattened: number[], n: number): (i: number, j: number) => number {
  return (i, j) => {
    const [r, c] = i < j ? [i, j] : [j, i];
    return flattened[(r * (2 * n - r - 1)) / 2 + (c - r - 1)];
  };
}

describe('similarity nearest neighbours (topK)', () => {
  it('self, synchronous: the k most similar other inputs, as derived from the full result', async () => {
    const set = answers(60);
    const full = (await (await post({ set, fast: true })).json()) as { flattened: number[] };
    for (const [k, threshold] of [[3, undefined], [5, 0.5], [100, undefined]] as const) {
      const res = await post({ set, fast: true, topK: k, ...(threshold !== undefined ? { threshold } : {}) });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, any>;
      expect(Object.keys(body)).toEqual(['scenario', 'mode', 'n', 'neighbours', 'requestId', 'usage']);
      expect(body).toMatchObject({ scenario: 'self', mode: 'topK', n: 60 });
      expect(body.neighbours).toEqual(derive(selfValue(full.flattened, 60), 60, 60, true, k, threshold));
    }
  });

  it('cross, synchronous and as a job: the k most similar items of set_b for each item of set_a', async () => {
    const set_a = answers(30);
    const set_b = answers(90).map((t) => t.toUpperCase());
    const full = (await (await post({ set_a, set_b, fast: true })).json()) as { matrix: number[][] };
    const expected = derive((i, j) => full.matrix[i][j], 30, 90, false, 4, 0.2);
    const sync = (await (await post({ set_a, set_b, fast: true, topK: 4, threshold: 0.2 })).json()) as Record<string, any>;
    expect(sync).toMatchObject({ scenario: 'cross', mode: 'topK', n: 30 });
    expect(sync.neighbours).toEqual(expected);
    const job = await jobBody({ set_a, set_b, topK: 4, threshold: 0.2, flatten: true });
    expect({ ...job, requestId: '' }).toEqual({ ...sync, requestId: '' });
  });

  it('a self job above the synchronous limits is computed on the similarity threads and equals the full job', async () => {
    const set = answers(450);
    const full = await jobBody({ set });
    const neighbours = await jobBody({ set, topK: 7 });
    expect(neighbours).toMatchObject({ scenario: 'self', mode: 'topK', n: 450 });
    expect(neighbours.neighbours).toEqual(derive(selfValue(full.flattened, 450), 450, 450, true, 7));
  });

  it('bad values are 400 validation_error naming the field; too many entries is limit_exceeded; no job is created', async () => {
    const set = answers(10);
    const before = await service.jobCount();
    for (const [body, field] of [
      [{ set, topK: 0 }, 'topK'],
      [{ set, topK: 101 }, 'topK'],
      [{ set, topK: 2.5 }, 'topK'],
      [{ set, topK: '3' }, 'topK'],
      [{ set, topK: null }, 'topK'],
      [{ set, topK: 3, threshold: 1.5 }, 'threshold'],
      [{ set, topK: 3, threshold: 'high' }, 'threshold'],
      [{ set, threshold: 0.5 }, 'threshold'],
      [{ set, top_k: 3 }, 'top_k'],
    ] as const) {
      const res = await post(body);
      const error = (await res.json()) as { code: string; errors: { field?: string; message: string }[] };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(error.code).toBe('validation_error');
      expect(error.errors.map((e) => e.field)).toContain(field);
    }
    const many = await post({ set_a: Array.from({ length: 60_000 }, (_, i) => `a${i % 50}`), set_b: answers(100), topK: 100 });
    const error = (await many.json()) as { code: string; message: string };
    expect(many.status).toBe(400);
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toContain('5000000');
    expect(await service.jobCount()).toBe(before);
  });
});
