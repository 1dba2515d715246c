import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';
import { createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { EMULATOR_CREDENTIALS, EMULATOR_REGION, S3RVER_CREDENTIALS, startDynalite, startS3rver, type RunningEmulator } from './emulators.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Tracing as it runs on Lambda: the environment Lambda gives a traced invocation (its trace
 * header and the X-Ray daemon's address, here a UDP socket of the test), then what the
 * adapters send: the model-inference subsegment and the SDK clients' subsegments.
 */

let daemon: Socket;
const received: Record<string, unknown>[] = [];
let s3rver: RunningEmulator;
let dynalite: RunningEmulator;
const saved = { ...process.env };

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (message) => {
    // Each datagram is a JSON header line, then the (sub)segment document.
    const [, document] = message.toString('utf8').split('\n');
    if (document) received.push(JSON.parse(document) as Record<string, unknown>);
  });
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    LAMBDA_TASK_ROOT: '/var/task',
    AWS_LAMBDA_FUNCTION_NAME: 'tracing-test',
    _X_AMZN_TRACE_ID: 'Root=1-6745a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=1',
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
    AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
    AWS_XRAY_DEBUG_MODE: '',
  });
  s3rver = await startS3rver();
  dynalite = await startDynalite();
});

afterAll(async () => {
  process.env = saved;
  daemon?.close();
  await s3rver?.close();
  await dynalite?.close();
});

const until = async (found: () => boolean) => {
  for (let i = 0; i < 100 && !found(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('X-Ray tracing through Powertools Tracer', () => {
  it('records a model inference as an annotated subsegment and S3 and DynamoDB calls as the clients\' subsegments, without bodies', async () => {
    const { TracedExecutor, traceClient, tracer, INFERENCE_SUBSEGMENT } = await import('../../lambdas/adapters/aws/powertools-tracer.js');
    expect(tracer.isTracingEnabled()).toBe(true);
    const inner: AnalysisExecutor = { run: async (_request, _version, requestId) => ({ body: JSON.stringify({ results: ['a secret text'], requestId }) }) };
    const executor = new TracedExecutor(inner, tracer);
    const outcome = await executor.run({ operation: 'sentiment', inputs: ['a secret text'] } as never, '2026-11-27', 'req_1');
    expect(JSON.parse(outcome.body)).toEqual({ results: ['a secret text'], requestId: 'req_1' });

    const failing = new TracedExecutor({ run: async () => Promise.reject(new Error('model broke')) }, tracer);
    await expect(failing.run({ operation: 'themes', inputs: [] } as never, 'v', 'req_2')).rejects.toThrow('model broke');

    const s3 = traceClient(new S3Client({ region: EMULATOR_REGION, endpoint: s3rver.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS }));
    await s3.send(new CreateBucketCommand({ Bucket: 'traced' }));
    await s3.send(new PutObjectCommand({ Bucket: 'traced', Key: 'k', Body: 'a secret text' }));
    s3.destroy();
    // The stores use the DynamoDB document client: its calls are captured too.
    const db = traceClient(createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: dynalite.endpoint } }));
    await expect(db.send(new GetCommand({ TableName: 'missing', Key: { id: 'x' } }))).rejects.toThrow();
    db.destroy();

    const putObject = () => received.find((d) => d.name === 'S3' && (d.aws as { operation?: string } | undefined)?.operation === 'PutObject');
    const dynamo = () => received.find((d) => d.name === 'DynamoDB');
    await until(() => received.filter((d) => d.name === INFERENCE_SUBSEGMENT).length >= 2 && putObject() !== undefined && dynamo() !== undefined);
    const inference = received.filter((d) => d.name === INFERENCE_SUBSEGMENT);
    expect(inference.map((d) => d.annotations)).toEqual([
      { operation: 'sentiment', version: '2026-11-27' },
      { operation: 'themes', version: 'v' },
    ]);
    expect(inference[0]).toMatchObject({ trace_id: '1-6745a1b2-0123456789abcdef01234567', parent_id: '53995c3f42cd8ad8', type: 'subsegment' });
    expect(inference[1]).toMatchObject({ fault: true, cause: { exceptions: [expect.objectContaining({ message: 'model broke' })] } });
    expect(putObject()).toMatchObject({ namespace: 'aws', aws: { operation: 'PutObject' }, http: { response: { status: 200 } } });
    expect(dynamo()).toMatchObject({ namespace: 'aws', aws: { operation: 'GetItem', table_name: 'missing' }, http: { response: { status: 400 } } });
    expect(JSON.stringify(received)).not.toContain('a secret text');
  });
});
