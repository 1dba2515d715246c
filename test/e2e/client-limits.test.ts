import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/local-service.js';

/**
 * Requests of the existing clients that batch past the specification's limits (contract §10):
 * the limits stay, and the 400 says exactly what to send instead. Sent as the clients send them
 * (the Python SDK on its default base path `/pulse/v1`), against the real local server.
 */

const texts = (n: number) => Array.from({ length: n }, (_, i) => `comment number ${i}`);

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 60_000);
afterAll(async () => service?.cleanup());

async function refused(path: string, json: unknown): Promise<{ code: string; message: string }> {
  const res = await service.call(path, { method: 'POST', json });
  expect(res.status).toBe(400);
  return (await res.json()) as { code: string; message: string };
}

describe('limits the clients batch past', () => {
  it('synchronous self-similarity of 150 texts: at most 100 with fast: true, or fast: false', async () => {
    const body = await refused('/pulse/v1/similarity', { set: texts(150), fast: true, flatten: false });
    expect(body.code).toBe('limit_exceeded');
    expect(body.message).toContain('Send at most 100 `set` items with `fast: true`, or this request with `fast: false` (a job, up to 44721).');
    expect(await service.jobCount()).toBe(0);
  });

  it('a theme job of 1000 inputs: a sample of at most 500', async () => {
    const body = await refused('/v1/themes', { inputs: texts(1000), version: '2025-09-01', fast: false });
    expect(body.code).toBe('limit_exceeded');
    expect(body.message).toContain('Send at most 500 inputs: a random sample of 500 finds the themes of all 1000');
  });
});
