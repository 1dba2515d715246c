import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/local-service.js';
import { surveyAnswers } from '../fixtures/console-answers.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

/** Polls a job as fast as it can, recording every progress value it shows while pending. */
async function progressOf(jobId: string): Promise<{ seen: number[]; final: Record<string, unknown> }> {
  const seen: number[] = [];
  for (;;) {
    const body = (await (await service.call(`/v1/jobs?jobId=${jobId}`)).json()) as Record<string, unknown>;
    if (body.status !== 'pending') return { seen, final: body };
    if (typeof body.progress === 'number') seen.push(body.progress);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('job progress', () => {
  it('a long sentiment job reports rising progress between 0 and 1, and none once completed', async () => {
    const inputs = surveyAnswers(3_000, 11);
    const accepted = (await (await service.call('/v1/sentiment', { method: 'POST', json: { inputs } })).json()) as { jobId: string };
    const { seen, final } = await progressOf(accepted.jobId);
    expect(final.status).toBe('completed');
    expect(final).not.toHaveProperty('progress');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p > 0 && p < 1)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const result = (await (await fetch(final.resultUrl as string)).json()) as { results: unknown[] };
    expect(result.results).toHaveLength(inputs.length);
  });

  it('batched sentiment and extractions give the same body as one synchronous call', async () => {
    const inputs = surveyAnswers(60, 5);
    for (const [path, body] of [
      ['/v1/sentiment', { inputs }],
      ['/v1/extractions', { inputs, themes: ['delivery', 'customer support', 'price'] }],
    ] as const) {
      const sync = (await (await service.call(path, { method: 'POST', json: { ...body, fast: true } })).json()) as Record<string, unknown>;
      const { jobId } = (await (await service.call(path, { method: 'POST', json: body })).json()) as { jobId: string };
      const { final } = await progressOf(jobId);
      const job = (await (await fetch(final.resultUrl as string)).json()) as Record<string, unknown>;
      expect({ ...job, requestId: '' }).toEqual({ ...sync, requestId: '' });
    }
  });
});
