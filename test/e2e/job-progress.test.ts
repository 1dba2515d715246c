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
    const inputs = surveyAnswers(800, 11);
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

  it('themes and similarity jobs report rising progress through their phases, and none once completed', async () => {
    // 500 answers: embedding in batches, then the blended similarity, clustering and naming.
    const themes = { inputs: surveyAnswers(500, 17), includeAssignments: true };
    // Above the synchronous limits: embedded in batches, then computed tile by tile on the similarity
    // threads; large enough (about 3 million values) to run for seconds on a quiet machine too.
    const set = surveyAnswers(2_500, 19).map((text, i) => `${text} (${i})`);
    for (const [path, body] of [
      ['/v1/themes', themes],
      ['/v1/similarity', { set }],
      ['/v1/similarity', { set, topK: 5 }],
    ] as const) {
      const accepted = (await (await service.call(path, { method: 'POST', json: body })).json()) as { jobId: string };
      const { seen, final } = await progressOf(accepted.jobId);
      expect(final.status, path).toBe('completed');
      expect(final).not.toHaveProperty('progress');
      expect(seen.length, `${path} ${JSON.stringify(body).length}`).toBeGreaterThan(0);
      expect(seen.every((p) => p > 0 && p < 1)).toBe(true);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      const result = (await (await fetch(final.resultUrl as string)).json()) as Record<string, unknown[]>;
      // Which phases a poll catches depends on the machine's speed (writes are at most every half
      // second); the phases' slices are checked in test/unit/core/progress-phases.test.ts.
      if (path === '/v1/themes') expect(result.assignments).toHaveLength(themes.inputs.length);
      else if ('topK' in body) expect(result.neighbours).toHaveLength(set.length);
      else expect(result.flattened).toHaveLength((set.length * (set.length - 1)) / 2);
    }
  });

  it('batched sentiment, extractions and themes give the same body as one synchronous call', async () => {
    const inputs = surveyAnswers(60, 5);
    for (const [path, body] of [
      ['/v1/sentiment', { inputs }],
      ['/v1/extractions', { inputs, themes: ['delivery', 'customer support', 'price'] }],
      // 200 answers: the job embeds them in two batches, the synchronous call in one.
      ['/v1/themes', { inputs: surveyAnswers(200, 23), includeAssignments: true }],
    ] as const) {
      const sync = (await (await service.call(path, { method: 'POST', json: { ...body, fast: true } })).json()) as Record<string, unknown>;
      const { jobId } = (await (await service.call(path, { method: 'POST', json: body })).json()) as { jobId: string };
      const { final } = await progressOf(jobId);
      const job = (await (await fetch(final.resultUrl as string)).json()) as Record<string, unknown>;
      expect({ ...job, requestId: '' }).toEqual({ ...sync, requestId: '' });
    }
  });
});
