import { gunzipSync } from 'node:zlib';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyStructuredResultV2, Context, SQSEvent } from 'aws-lambda';
import { createDynamoClient, createDynamoDocumentClient, createSqsClient, type AwsClientOptions } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoKeyStore } from '../../lambdas/adapters/aws/dynamo-key-store.js';
import { API_KEYS_TABLE, DELIVERIES_TABLE, IDEMPOTENCY_TABLE, JOBS_TABLE, WEBHOOKS_TABLE } from '../../lambdas/adapters/aws/storage-layout.js';
import { cryptoRandom, systemClock } from '../../lambdas/adapters/local/system.js';
import { createApiKey } from '../../lambdas/operations/api-keys.js';
import type { ApiEvent } from '../../lambdas/runtime/api-gateway-mapping.js';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import { createTableInput, EMULATOR_CREDENTIALS, EMULATOR_REGION, S3RVER_CREDENTIALS, startDynalite, startS3rver, startSqs, type RunningEmulator } from '../integration/emulators.js';

/**
 * Calls the Lambda handlers in-process the way Lambda does, against dynalite, s3rver and
 * local-aws-sqs. The handlers build their composition root from `process.env` on the first
 * call, so each test file (its own process) sets the environment once, before importing them.
 */

export const HARNESS_TABLES = { jobs: 'h-jobs', keys: 'h-keys', idempotency: 'h-idem', webhooks: 'h-webhooks', deliveries: 'h-deliveries' };
export const HARNESS_BUCKET = 'h-results';
export type Handlers = typeof import('../../lambdas/runtime/aws-handlers.js');

export interface HandlerHarness {
  handlers: Handlers;
  key: string;
  tenantId: string;
  queues: { jobs: string; deliveries: string };
  endpoints: { dynamodb: string; s3: string; sqs: string };
  /** Messages visible on a queue now (received, so hidden for the visibility timeout). */
  drain(queueUrl: string): Promise<Message[]>;
  close(): Promise<void>;
}

/** Starts the emulators, creates the resources and an API key, sets the env, imports the handlers. */
export async function startHandlerHarness(extraEnv: Record<string, string>): Promise<HandlerHarness> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const emulators: RunningEmulator[] = await Promise.all([startDynalite(), startS3rver(), startSqs()]);
  const [dynamo, s3, sqsServer] = emulators;
  const options: AwsClientOptions = { region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: dynamo.endpoint, sqs: sqsServer.endpoint } };
  const raw = createDynamoClient(options);
  const layouts = { jobs: JOBS_TABLE, keys: API_KEYS_TABLE, idempotency: IDEMPOTENCY_TABLE, webhooks: WEBHOOKS_TABLE, deliveries: DELIVERIES_TABLE };
  await Promise.all(Object.entries(layouts).map(([k, layout]) => raw.send(new CreateTableCommand(createTableInput(HARNESS_TABLES[k as keyof typeof HARNESS_TABLES], layout)))));
  raw.destroy();
  const sqs: SQSClient = createSqsClient(options);
  const queues = {
    jobs: (await sqs.send(new CreateQueueCommand({ QueueName: 'h-jobs' }))).QueueUrl!,
    deliveries: (await sqs.send(new CreateQueueCommand({ QueueName: 'h-deliveries' }))).QueueUrl!,
  };
  const s3client = new S3Client({ region: EMULATOR_REGION, endpoint: s3.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  await s3client.send(new CreateBucketCommand({ Bucket: HARNESS_BUCKET }));
  s3client.destroy();
  const db = createDynamoDocumentClient(options);
  const issued = await createApiKey({ keys: new DynamoKeyStore(db, HARNESS_TABLES.keys), clock: systemClock, random: cryptoRandom }, 'acme');
  db.destroy();
  Object.assign(process.env, {
    [AWS_ENV.jobsTable]: HARNESS_TABLES.jobs,
    [AWS_ENV.apiKeysTable]: HARNESS_TABLES.keys,
    [AWS_ENV.idempotencyTable]: HARNESS_TABLES.idempotency,
    [AWS_ENV.webhooksTable]: HARNESS_TABLES.webhooks,
    [AWS_ENV.deliveriesTable]: HARNESS_TABLES.deliveries,
    [AWS_ENV.resultsBucket]: HARNESS_BUCKET,
    [AWS_ENV.jobsQueueUrl]: queues.jobs,
    [AWS_ENV.deliveriesQueueUrl]: queues.deliveries,
    [AWS_ENV.logLevel]: 'SILENT',
    AWS_REGION: EMULATOR_REGION,
    // s3rver checks the key id; dynalite and local-aws-sqs accept any.
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_SQS: sqsServer.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...extraEnv,
  });
  const handlers = await import('../../lambdas/runtime/aws-handlers.js');
  return {
    handlers,
    key: issued.key,
    tenantId: issued.record.tenantId,
    queues,
    endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, sqs: sqsServer.endpoint },
    drain: async (queueUrl) => {
      const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, AttributeNames: ['All'], MessageSystemAttributeNames: ['All'] }));
      return Messages ?? [];
    },
    close: async () => {
      sqs.destroy();
      await Promise.all(emulators.map((e) => e.close()));
    },
  };
}

let invocation = 0;

/** A Lambda context as the runtime passes it. */
export function lambdaContext(name: string): Context {
  invocation++;
  return {
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${EMULATOR_REGION}:123456789012:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: `invocation-${invocation}`,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** An HTTP API (payload 2.0) event; `tenant` is what the authorizer passed on. */
export function apiEvent(method: string, path: string, options: { body?: unknown; tenant?: string; query?: string; headers?: Record<string, string> } = {}): ApiEvent {
  invocation++;
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
      requestId: `apigw-${invocation}`,
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      ...(options.tenant !== undefined ? { authorizer: { lambda: { tenantId: options.tenant } } } : {}),
    },
  } as ApiEvent;
}

export type ApiCallResult = APIGatewayProxyStructuredResultV2 & { json: Record<string, unknown> };

/** Invokes an HTTP function and decodes its (possibly gzipped) JSON body. */
export async function callApi(fn: ReturnType<Handlers['httpFunction']>, event: ApiEvent): Promise<ApiCallResult> {
  const result = (await fn(event, lambdaContext('http'))) as APIGatewayProxyStructuredResultV2;
  const text = result.isBase64Encoded ? gunzipSync(Buffer.from(result.body ?? '', 'base64')).toString('utf8') : (result.body ?? '');
  return { ...result, json: text ? JSON.parse(text) : {} };
}

/** An SQS event of the given messages. */
export function sqsEvent(messages: { messageId: string; body: string }[]): SQSEvent {
  return { Records: messages.map((m) => ({ messageId: m.messageId, body: m.body, receiptHandle: 'r', attributes: {}, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn', awsRegion: EMULATOR_REGION })) } as unknown as SQSEvent;
}
