import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ RATE_LIMIT_BURST: '100000' });
});
afterAll(async () => service?.cleanup());

describe('heavy work stays off the event loop', () => {
  it('health and job polling answer quickly while a large job runs', async () => {
    // Same-run reference: the same health + poll pair on the idle service. On a shared machine both
    // slow down together; work on the event loop would instead block a poll for a whole batch.
    const idle: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const t0 = performance.now();
      expect((await service.call('/v1/health', { auth: false })).status).toBe(200);
      expect((await service.call('/v1/jobs?jobId=job_unknown')).status).toBe(404);
      idle.push(performance.now() - t0);
    }
    const inputs = Array.from({ length: 800 }, (_, i) => `Survey answer number ${i}: the onboarding flow was ${i % 2 ? 'confusing' : 'smooth'} and the dashboard ${i % 3 ? 'loads slowly' : 'is clear'}.`);
    const res = await service.call('/v1/embeddings', { method: 'POST', json: { inputs } });
    const { jobId } = (await res.json()) as { jobId: string };
    const latencies: number[] = [];
    let status = 'pending';
    while (status === 'pending') {
      const t0 = performance.now();
      expect((await service.call('/v1/health', { auth: false })).status).toBe(200);
      const poll = await service.call(`/v1/jobs?jobId=${jobId}`);
      status = ((await poll.json()) as { status: string }).status;
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('completed');
    expect(latencies.length).toBeGreaterThan(10);
    const p95 = percentile(latencies, 0.95);
    // 100 ms on a quiet machine; on a loaded one, four times the idle p95 of this run.
    expect(p95).toBeLessThan(Math.max(100, 4 * percentile(idle, 0.95)));
    await waitForJob(service, jobId);
  });
});

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}
