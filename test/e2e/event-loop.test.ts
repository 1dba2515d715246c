import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ RATE_LIMIT_BURST: '100000' });
});
afterAll(async () => service?.cleanup());

describe('heavy work stays off the event loop', () => {
  it('health and job polling answer quickly while a large job runs', async () => {
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
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)];
    expect(p95).toBeLessThan(100);
    await waitForJob(service, jobId);
  });
});
