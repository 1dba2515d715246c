import { gzipSync } from 'node:zlib';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoJobStore } from '../../lambdas/adapters/aws/dynamo-job-store.js';
import { apiEvent, callApi as call, HARNESS_BUCKET as BUCKET, HARNESS_TABLES as TABLES, lambdaContext as context, sqsEvent, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { EMULATOR_CREDENTIALS, EMULATOR_REGION } from './emulators.js';

/**
 * The Lambda handlers, called in-process exactly as Lambda calls them, against dynalite, s3rver
 * and local-aws-sqs: authorizer → HTTP function → jobs queue → worker → result in S3 → stream
 * record → job-events function → deliveries queue → delivery function → signed webhook.
 * (The jobs table's stream itself is exercised by the local run of the bundled handlers.)
 */

const TEXTS = ['The staff were wonderful and kind.', 'The room was dirty and the wifi never worked.', 'We arrived on Tuesday.'];

let harness: HandlerHarness;
let receiver: WebhookReceiver;
let handlers: HandlerHarness['handlers'];
let key = '';
let tenantId = '';
let queues: HandlerHarness['queues'];
const drain = (queueUrl: string) => harness.drain(queueUrl);

beforeAll(async () => {
  receiver = await startReceiver();
  harness = await startHandlerHarness({ MODEL_BACKEND: 'local', WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  ({ handlers, key, tenantId, queues } = harness);
});

afterAll(async () => {
  await receiver?.close();
  await harness?.close();
});

describe('Lambda handlers against the emulators', () => {
  it('authorizer: a valid key passes its tenant on; a bad or missing one passes an empty tenant', async () => {
    const authorizer = handlers.authorizerFunction();
    const event = (authorization?: string) => ({ type: 'REQUEST', headers: authorization ? { authorization } : {} }) as never;

    expect(await authorizer(event(`Bearer ${key}`), context('authorizer'))).toEqual({ isAuthorized: true, context: { tenantId } });
    expect(await authorizer(event('Bearer tas_live_nope'), context('authorizer'))).toEqual({ isAuthorized: true, context: { tenantId: '' } });
    expect(await authorizer(event(), context('authorizer'))).toEqual({ isAuthorized: true, context: { tenantId: '' } });
  });

  it('HTTP function: the contract 401 for an empty tenant, a synchronous result for a valid one, gzip when asked', async () => {
    const sentiment = handlers.httpFunction('sentiment');

    const denied = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS, fast: true }, tenant: '' }));
    expect(denied.statusCode).toBe(401);
    expect(denied.headers?.['www-authenticate']).toBe('Bearer');
    expect(denied.json).toMatchObject({ code: 'unauthorized' });

    const ok = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS, fast: true }, tenant: tenantId }));
    expect(ok.statusCode).toBe(200);
    expect((ok.json.results as { sentiment: string }[]).map((r) => r.sentiment).slice(0, 2)).toEqual(['positive', 'negative']);
    expect(ok.json.requestId).toBe(ok.headers?.['x-request-id']);

    const many = Array.from({ length: 60 }, (_, i) => `Comment number ${i} about the service.`);
    const zipped = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: many, fast: true }, tenant: tenantId, headers: { 'accept-encoding': 'gzip' } }));
    expect(zipped.isBase64Encoded).toBe(true);
    expect(zipped.headers?.['content-encoding']).toBe('gzip');
    expect((zipped.json.results as unknown[]).length).toBe(60);
  });

  it('HTTP function: a gzip-encoded request body (base64 from API Gateway) is decompressed; a corrupt one is 400 invalid_json', async () => {
    const sentiment = handlers.httpFunction('sentiment');
    const zipped = (body: Buffer) => ({ ...apiEvent('POST', '/v1/sentiment', { tenant: tenantId, headers: { 'content-encoding': 'gzip' } }), body: body.toString('base64'), isBase64Encoded: true });

    const ok = await call(sentiment, zipped(gzipSync(JSON.stringify({ inputs: TEXTS, fast: true }))));
    expect(ok.statusCode).toBe(200);
    expect((ok.json.results as unknown[]).length).toBe(3);
    const corrupt = await call(sentiment, zipped(Buffer.from('{"inputs":["x"],"fast":true}')));
    expect([corrupt.statusCode, corrupt.json.code]).toEqual([400, 'invalid_json']);
  });

  it('HTTP function: HEAD of a GET route (its own API Gateway route) is answered as the GET; Allow lists HEAD beside GET', async () => {
    const meta = handlers.httpFunction('meta');
    const jobs = handlers.httpFunction('jobs');
    // API Gateway sends no body for HEAD and takes Content-Length from the result's body: the GET's body gives the GET's length.
    const get = await call(meta, apiEvent('GET', '/v1/health'));
    const head = await call(meta, apiEvent('HEAD', '/v1/health'));
    expect([head.statusCode, head.headers?.['content-type'], head.body]).toEqual([get.statusCode, get.headers?.['content-type'], get.body]);
    expect(head.headers?.['x-request-id']).toMatch(/^req_/);

    const versions = await call(meta, apiEvent('HEAD', '/pulse/v1/versions', { tenant: tenantId, headers: { 'accept-encoding': 'gzip' } }));
    const versionsGet = await call(meta, apiEvent('GET', '/pulse/v1/versions', { tenant: tenantId, headers: { 'accept-encoding': 'gzip' } }));
    expect([versions.statusCode, versions.headers?.['content-encoding'], versions.json]).toEqual([200, versionsGet.headers?.['content-encoding'], versionsGet.json]);

    // An authenticated GET route: the 401 without a key (before any set-up), the 404 of an unknown job.
    const denied = await call(jobs, apiEvent('HEAD', '/v1/jobs/job_unknown', { tenant: '' }));
    expect([denied.statusCode, denied.headers?.['www-authenticate'], denied.json.code]).toEqual([401, 'Bearer', 'unauthorized']);
    const unknown = await call(jobs, apiEvent('HEAD', '/v1/jobs/job_unknown', { tenant: tenantId }));
    expect([unknown.statusCode, unknown.json.code]).toEqual([404, 'not_found']);

    // The $default fallback (the meta function): HEAD of a POST route, and POST of a GET route.
    const headOfPost = await call(meta, apiEvent('HEAD', '/v1/sentiment', { tenant: '' }));
    expect([headOfPost.statusCode, headOfPost.headers?.allow, headOfPost.json.code]).toEqual([405, 'POST', 'method_not_allowed']);
    const postOfGet = await call(meta, apiEvent('POST', '/v1/health', { tenant: '' }));
    expect([postOfGet.statusCode, postOfGet.headers?.allow, postOfGet.json.message]).toEqual([405, 'GET, HEAD', 'POST is not allowed here; use GET or HEAD.']);
  });

  it('bad input through the HTTP function is a 4xx in the contract format and creates no job', async () => {
    const sentiment = handlers.httpFunction('sentiment');
    for (const body of [{}, { inputs: 'text' }, { inputs: [] }, { inputs: [1, 2] }, { inputs: ['a'], fast: 'yes' }, { inputs: ['a'], version: 'nope' }]) {
      const response = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body, tenant: tenantId }));
      expect(response.statusCode).toBe(400);
      expect(response.json).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: response.headers?.['x-request-id'] });
    }
    expect(await drain(queues.jobs)).toEqual([]);
  });

  it('HTTP function: a body with a UTF-8 byte order mark is read; one that is not UTF-8 (base64 from API Gateway) is 400 invalid_json', async () => {
    const sentiment = handlers.httpFunction('sentiment');
    const json = JSON.stringify({ inputs: ['le café était froid'], fast: true });
    const withBom = await call(sentiment, { ...apiEvent('POST', '/v1/sentiment', { tenant: tenantId }), body: `\ufeff${json}` });
    expect([withBom.statusCode, (withBom.json.results as unknown[]).length]).toEqual([200, 1]);
    const latin1 = await call(sentiment, { ...apiEvent('POST', '/v1/sentiment', { tenant: tenantId }), body: Buffer.from(json, 'latin1').toString('base64'), isBase64Encoded: true });
    expect([latin1.statusCode, latin1.json.code, latin1.json.message]).toEqual([400, 'invalid_json', expect.stringMatching(/^The request body is not UTF-8: /)]);
  });

  it('20 concurrent requests with one Idempotency-Key create one job; the rest get 409 in use or its replay', async () => {
    const sentiment = handlers.httpFunction('sentiment');
    const headers = { 'idempotency-key': `burst-${Date.now()}` };
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS }, tenant: tenantId, headers }))));

    const jobIds = new Set(responses.filter((r) => r.statusCode === 202).map((r) => r.json.jobId));
    expect(jobIds.size).toBe(1);
    expect(responses.filter((r) => r.statusCode !== 202).map((r) => [r.statusCode, r.json.code])).toEqual(
      Array.from({ length: 20 - responses.filter((r) => r.statusCode === 202).length }, () => [409, 'idempotency_key_in_use']),
    );
    const messages = await drain(queues.jobs);
    expect(messages.map((m) => JSON.parse(m.Body!).jobId)).toEqual([...jobIds]);
    const replay = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS }, tenant: tenantId, headers }));
    expect([replay.statusCode, replay.headers?.['idempotent-replayed'], replay.json.jobId]).toEqual([202, 'true', [...jobIds][0]]);
  });

  it('async job: queued, run by the worker, result from the presigned link, signed webhook delivered', async () => {
    const webhooks = handlers.httpFunction('webhooks');
    const created = await call(webhooks, apiEvent('POST', '/v1/webhooks', { body: { url: `${receiver.url}/hook`, events: ['analysis.completed'] }, tenant: tenantId }));
    expect(created.statusCode).toBe(201);
    const secret = created.json.secret as string;

    const sentiment = handlers.httpFunction('sentiment');
    const sync = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS, fast: true }, tenant: tenantId }));
    const accepted = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS }, tenant: tenantId }));
    expect(accepted.statusCode).toBe(202);
    const jobId = accepted.json.jobId as string;

    const messages = await drain(queues.jobs);
    expect(messages.map((m) => JSON.parse(m.Body!))).toEqual([{ jobId }]);
    // Fair queuing: the job message's group is its tenant.
    expect(messages[0].Attributes?.MessageGroupId).toBe(tenantId);
    const worker = handlers.analysisWorkerFunction();
    const batch = await worker(sqsEvent([{ messageId: 'm1', body: messages[0].Body! }, { messageId: 'bad', body: 'not json' }]), context('worker'));
    expect(batch).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad' }] });

    const status = await call(handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: tenantId }));
    expect(status.json).toMatchObject({ jobId, status: 'completed', resultUrl: expect.stringContaining(BUCKET) });
    const downloaded = JSON.parse(await (await fetch(status.json.resultUrl as string)).text());
    expect({ ...downloaded, requestId: 'x' }).toEqual({ ...sync.json, requestId: 'x' });

    const otherTenant = await call(handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: 'someone-else' }));
    expect(otherTenant.statusCode).toBe(404);

    const db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
    const job = await new DynamoJobStore(db, TABLES.jobs).get(jobId);
    const record: DynamoDBStreamEvent = {
      Records: [{ eventName: 'MODIFY', dynamodb: { SequenceNumber: '100', NewImage: marshall(job, { removeUndefinedValues: true }) as never, OldImage: marshall({ ...job, status: 'pending' }, { removeUndefinedValues: true }) as never } }],
    };
    expect(await handlers.jobEventsFunction()(record, context('job-events'))).toEqual({ batchItemFailures: [] });

    const deliveries = await drain(queues.deliveries);
    expect(deliveries).toHaveLength(1);
    const delivered = await handlers.webhookDeliveryFunction()(sqsEvent([{ messageId: 'd1', body: deliveries[0].Body! }]), context('delivery'));
    expect(delivered).toEqual({ batchItemFailures: [] });
    const [hook] = await receiver.waitFor('/hook', 1);
    const event = new Webhook(secret.replace(/^whsec_/, '')).verify(hook.body, hook.headers) as { type: string; data: { jobId: string; resultUrl: string } };
    expect(event).toMatchObject({ type: 'analysis.completed', data: { jobId, resultUrl: expect.stringContaining(BUCKET) } });
    db.destroy();
  });

  it('a similarity job above the synchronous limit streams its result to S3, equal to what a synchronous request gives', async () => {
    const set = Array.from({ length: 120 }, (_, i) => `Survey answer ${i}: ${i % 3 === 0 ? 'the staff were helpful' : i % 3 === 1 ? 'the app crashed again' : 'prices went up'}.`);
    const similarity = handlers.httpFunction('similarity');
    const accepted = await call(similarity, apiEvent('POST', '/v1/similarity', { body: { set }, tenant: tenantId }));
    expect(accepted.statusCode).toBe(202);
    const jobId = accepted.json.jobId as string;
    const [message] = await drain(queues.jobs);
    expect(await handlers.analysisWorkerFunction()(sqsEvent([{ messageId: 's1', body: message.Body! }]), context('worker'))).toEqual({ batchItemFailures: [] });

    const status = await call(handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: tenantId }));
    const result = JSON.parse(await (await fetch(status.json.resultUrl as string)).text()) as { n: number; flattened: number[]; requestId: string };
    expect(result).toMatchObject({ scenario: 'self', n: 120, requestId: jobId });
    expect(result.flattened).toHaveLength((120 * 119) / 2);
    // Pair (0, 3) is the 3rd value of row 0; a synchronous request of the two texts must agree.
    const pair = await call(similarity, apiEvent('POST', '/v1/similarity', { body: { set: [set[0], set[3]], fast: true }, tenant: tenantId }));
    expect(result.flattened[2]).toBe((pair.json.flattened as number[])[0]);
  });
});
