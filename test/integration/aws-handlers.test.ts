import { gunzipSync } from 'node:zlib';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { CreateQueueCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyStructuredResultV2, Context, DynamoDBStreamEvent, SQSEvent } from 'aws-lambda';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoClient, createDynamoDocumentClient, createSqsClient, type AwsClientOptions } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoJobStore } from '../../lambdas/adapters/aws/dynamo-job-store.js';
import { DynamoKeyStore } from '../../lambdas/adapters/aws/dynamo-key-store.js';
import { API_KEYS_TABLE, DELIVERIES_TABLE, IDEMPOTENCY_TABLE, JOBS_TABLE, WEBHOOKS_TABLE } from '../../lambdas/adapters/aws/storage-layout.js';
import { cryptoRandom, systemClock } from '../../lambdas/adapters/local/system.js';
import { createApiKey } from '../../lambdas/operations/api-keys.js';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import type { ApiEvent } from '../../lambdas/runtime/api-gateway-mapping.js';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { createTableInput, EMULATOR_CREDENTIALS, EMULATOR_REGION, startDynalite, startS3rver, startSqs, type RunningEmulator } from './emulators.js';

/**
 * The Lambda handlers, called in-process exactly as Lambda calls them, against dynalite, s3rver
 * and local-aws-sqs: authorizer → HTTP function → jobs queue → worker → result in S3 → stream
 * record → job-events function → deliveries queue → delivery function → signed webhook.
 * (The jobs table's stream itself is exercised by the local run of the bundled handlers.)
 */

const TABLES = { jobs: 'h-jobs', keys: 'h-keys', idempotency: 'h-idem', webhooks: 'h-webhooks', deliveries: 'h-deliveries' };
const BUCKET = 'h-results';
const TEXTS = ['The staff were wonderful and kind.', 'The room was dirty and the wifi never worked.', 'We arrived on Tuesday.'];

const emulators: RunningEmulator[] = [];
let sqs: SQSClient;
let queues: { jobs: string; deliveries: string };
let receiver: WebhookReceiver;
let key = '';
let tenantId = '';
type Handlers = typeof import('../../lambdas/runtime/aws-handlers.js');
let handlers: Handlers;

function context(name: string): Context {
  return {
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${EMULATOR_REGION}:123456789012:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: `req-${Math.random().toString(36).slice(2)}`,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function apiEvent(method: string, path: string, options: { body?: unknown; tenant?: string; query?: string; headers?: Record<string, string> } = {}): ApiEvent {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: options.query ?? '',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: `apigw-${Math.random().toString(36).slice(2)}`,
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      ...(options.tenant !== undefined ? { authorizer: { lambda: { tenantId: options.tenant } } } : {}),
    },
  } as ApiEvent;
}

async function call(fn: ReturnType<Handlers['httpFunction']>, event: ApiEvent): Promise<APIGatewayProxyStructuredResultV2 & { json: Record<string, unknown> }> {
  const result = (await fn(event, context('http'))) as APIGatewayProxyStructuredResultV2;
  const text = result.isBase64Encoded ? gunzipSync(Buffer.from(result.body ?? '', 'base64')).toString('utf8') : (result.body ?? '');
  return { ...result, json: text ? JSON.parse(text) : {} };
}

async function drain(queueUrl: string): Promise<Message[]> {
  const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, AttributeNames: ['All'], MessageSystemAttributeNames: ['All'] }));
  return Messages ?? [];
}

function sqsEvent(messages: { messageId: string; body: string }[]): SQSEvent {
  return { Records: messages.map((m) => ({ messageId: m.messageId, body: m.body, receiptHandle: 'r', attributes: {}, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn', awsRegion: EMULATOR_REGION })) } as unknown as SQSEvent;
}

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const [dynamo, s3, sqsServer] = await Promise.all([startDynalite(), startS3rver(), startSqs()]);
  emulators.push(dynamo, s3, sqsServer);
  const options: AwsClientOptions = { region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: dynamo.endpoint, sqs: sqsServer.endpoint } };
  const raw = createDynamoClient(options);
  const layouts = { jobs: JOBS_TABLE, keys: API_KEYS_TABLE, idempotency: IDEMPOTENCY_TABLE, webhooks: WEBHOOKS_TABLE, deliveries: DELIVERIES_TABLE };
  await Promise.all(Object.entries(layouts).map(([k, layout]) => raw.send(new CreateTableCommand(createTableInput(TABLES[k as keyof typeof TABLES], layout)))));
  raw.destroy();
  sqs = createSqsClient(options);
  queues = {
    jobs: (await sqs.send(new CreateQueueCommand({ QueueName: 'h-jobs' }))).QueueUrl!,
    deliveries: (await sqs.send(new CreateQueueCommand({ QueueName: 'h-deliveries' }))).QueueUrl!,
  };
  const { S3Client } = await import('@aws-sdk/client-s3');
  const s3client = new S3Client({ region: EMULATOR_REGION, endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await s3client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  s3client.destroy();
  const db = createDynamoDocumentClient(options);
  const issued = await createApiKey({ keys: new DynamoKeyStore(db, TABLES.keys), clock: systemClock, random: cryptoRandom }, 'acme');
  key = issued.key;
  tenantId = issued.record.tenantId;
  receiver = await startReceiver();
  Object.assign(process.env, {
    [AWS_ENV.jobsTable]: TABLES.jobs,
    [AWS_ENV.apiKeysTable]: TABLES.keys,
    [AWS_ENV.idempotencyTable]: TABLES.idempotency,
    [AWS_ENV.webhooksTable]: TABLES.webhooks,
    [AWS_ENV.deliveriesTable]: TABLES.deliveries,
    [AWS_ENV.resultsBucket]: BUCKET,
    [AWS_ENV.jobsQueueUrl]: queues.jobs,
    [AWS_ENV.deliveriesQueueUrl]: queues.deliveries,
    [AWS_ENV.modelBackend]: 'local',
    [AWS_ENV.logLevel]: 'SILENT',
    AWS_REGION: EMULATOR_REGION,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_SQS: sqsServer.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  handlers = await import('../../lambdas/runtime/aws-handlers.js');
});

afterAll(async () => {
  sqs?.destroy();
  await receiver?.close();
  await Promise.all(emulators.map((e) => e.close()));
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

  it('bad input through the HTTP function is a 4xx in the contract format and creates no job', async () => {
    const sentiment = handlers.httpFunction('sentiment');
    for (const body of [{}, { inputs: 'text' }, { inputs: [] }, { inputs: [1, 2] }, { inputs: ['a'], fast: 'yes' }, { inputs: ['a'], version: 'nope' }]) {
      const response = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body, tenant: tenantId }));
      expect(response.statusCode).toBe(400);
      expect(response.json).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: response.headers?.['x-request-id'] });
    }
    expect(await drain(queues.jobs)).toEqual([]);
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
    const worker = handlers.analysisWorkerFunction();
    const batch = await worker(sqsEvent([{ messageId: 'm1', body: messages[0].Body! }, { messageId: 'bad', body: 'not json' }]), context('worker'));
    expect(batch).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad' }] });

    const status = await call(handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: tenantId }));
    expect(status.json).toMatchObject({ jobId, status: 'completed', resultUrl: expect.stringContaining(BUCKET) });
    const downloaded = JSON.parse(await (await fetch(status.json.resultUrl as string)).text());
    expect({ ...downloaded, requestId: 'x' }).toEqual({ ...sync.json, requestId: 'x' });

    const otherTenant = await call(handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: 'someone-else' }));
    expect(otherTenant.statusCode).toBe(404);

    const db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: process.env.AWS_ENDPOINT_URL_DYNAMODB } });
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
});
