import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startAwsLocalHost, type AwsLocalHost } from '../helpers/aws-local-host.js';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * The synthesized app's bundled Lambda handlers, run by `npm run start:aws-local` against
 * DynamoDB Local, s3rver and local-aws-sqs: HTTP through the local API Gateway and the
 * authorizer, jobs through SQS and the worker, results from presigned S3 URLs, and webhooks
 * through the jobs stream, the job-events function, the deliveries queue and the delivery function.
 */

/** Synth of twelve bundles on a busy two-core machine; an unchanged assembly is reused. */
const START_TIMEOUT_MS = 600_000;
/** Cold starts of the worker, job-events and delivery functions included. */
const WEBHOOK_TIMEOUT_MS = 90_000;
const POLL_MS = 200;

const TEXTS = ['The support team solved my problem in minutes.', 'Checkout kept failing and nobody answered.', 'Delivery was on time.'];

let host: AwsLocalHost;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startReceiver();
  host = await startAwsLocalHost([], START_TIMEOUT_MS);
  console.log(`aws-local ready ${(host.startMs / 1000).toFixed(1)} s after spawn (synth: ${host.synth})`);
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await host?.stop();
  await receiver?.close();
}, 60_000);

/** Runs `check`, adding the host's recent output to a failure. */
async function explained<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Error) error.message = `${error.message}\n--- aws-local output ---\n${host.tail()}`;
    throw error;
  }
}

async function waitForJob(jobId: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await host.call(`/v1/jobs/${jobId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    if (body.status !== 'pending') return body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

describe('the bundled handlers behind the local API Gateway', () => {
  it('serves a synchronous request, the contract 401 for a bad key and API Gateway 401 without one', () =>
    explained(async () => {
      const res = await host.call('/v1/sentiment', { method: 'POST', json: { inputs: TEXTS, fast: true } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { results: unknown[]; requestId: string };
      expect(body.results).toHaveLength(TEXTS.length);

      const bad = await host.call('/v1/sentiment', { method: 'POST', json: { inputs: TEXTS, fast: true }, auth: 'tas_live_000000000000000000000000000000000000000' });
      expect(bad.status).toBe(401);
      expect(bad.headers.get('www-authenticate')).toBe('Bearer');
      expect(await bad.json()).toEqual({ code: 'unauthorized', message: expect.any(String), requestId: expect.stringMatching(/^req_/) });

      const missing = await host.call('/v1/sentiment', { method: 'POST', json: { inputs: TEXTS }, auth: false });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: 'Unauthorized' });

      // Contract §10: the same routes under /pulse/v1, behind the same authorizer.
      const pulse = await host.call('/pulse/v1/sentiment', { method: 'POST', json: { inputs: TEXTS, fast: true } });
      expect(pulse.status).toBe(200);
      expect(((await pulse.json()) as { results: unknown[] }).results).toEqual(body.results);
      const pulseMissing = await host.call('/pulse/v1/sentiment', { method: 'POST', json: { inputs: TEXTS }, auth: false });
      expect(pulseMissing.status).toBe(401);
      expect(await pulseMissing.json()).toEqual({ message: 'Unauthorized' });
    }));

  it('runs a job through SQS, serves its result from S3 and delivers a signed analysis.completed webhook', () =>
    explained(async () => {
      const created = await host.call('/v1/webhooks', { method: 'POST', json: { url: `${receiver.url}/hooks/aws`, events: ['analysis.completed'] } });
      expect(created.status).toBe(201);
      const subscription = (await created.json()) as { id: string; secret: string };

      const sync = (await (await host.call('/v1/sentiment', { method: 'POST', json: { inputs: TEXTS, fast: true } })).json()) as Record<string, unknown>;

      const timings: string[] = [];
      for (const round of ['cold', 'warm']) {
        const submittedAt = Date.now();
        const submitted = await host.call('/v1/sentiment', { method: 'POST', json: { inputs: TEXTS } });
        expect(submitted.status).toBe(202);
        const { jobId } = (await submitted.json()) as { jobId: string };

        const job = await waitForJob(jobId, WEBHOOK_TIMEOUT_MS);
        const completedAt = Date.now();
        expect(job).toMatchObject({ jobId, status: 'completed', operation: 'sentiment' });
        const resultUrl = new URL(job.resultUrl as string);
        expect(resultUrl.host).not.toBe(new URL(host.url).host);
        expect(resultUrl.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
        const download = await fetch(resultUrl);
        expect(download.status).toBe(200);
        const result = (await download.json()) as Record<string, unknown>;
        expect(result.requestId).toBe(jobId);
        expect({ ...result, requestId: undefined }).toEqual({ ...sync, requestId: undefined });

        const delivered = (await receiver.waitFor('/hooks/aws', timings.length + 1, WEBHOOK_TIMEOUT_MS)).at(-1)!;
        const event = new Webhook(subscription.secret).verify(delivered.body, delivered.headers) as { type: string; data: Record<string, unknown> };
        expect(event.type).toBe('analysis.completed');
        expect(event.data).toMatchObject({ jobId, operation: 'sentiment', status: 'completed' });
        expect((await fetch(event.data.resultUrl as string)).status).toBe(200);
        timings.push(
          `${round}: submit → completed ${((completedAt - submittedAt) / 1000).toFixed(2)} s (seen by polling), ` +
            `submit → signed webhook received ${((delivered.at - submittedAt) / 1000).toFixed(2)} s`,
        );
      }
      console.log(`aws-local end-to-end, ${timings.join('; ')}`);
    }), WEBHOOK_TIMEOUT_MS * 2);
});
