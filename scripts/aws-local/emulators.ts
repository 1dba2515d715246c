import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqsServer } from 'local-aws-sqs';
import S3rver from 's3rver';
import { startDynamoDbLocal, type RunningEmulator } from './dynamodb-local.js';
import { LOCAL_ACCOUNT_ID } from './intrinsics.js';

const LOOPBACK = '127.0.0.1';

/** s3rver accepts exactly these credentials (it checks the key id, not SigV4 signatures). */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The three emulators of a local run, each on 127.0.0.1 and a free port. */
export interface Emulators {
  dynamodb: string;
  s3: string;
  sqs: string;
  close(): Promise<void>;
}

/** Where emulator state lives; a temporary folder (removed on close) unless `keepData`. */
export interface EmulatorOptions {
  region: string;
  /** Built `dynamodb-sandbox` helper. */
  dynamodbSandbox: string;
  /** Keeps tables and objects in this folder across runs (queues are always in memory). */
  dataDirectory?: string;
}

/** Starts DynamoDB Local (Streams), s3rver and local-aws-sqs; closes the started ones on failure. */
export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const started: RunningEmulator[] = [];
  const closeAll = async () => {
    for (const emulator of started.reverse()) await emulator.close().catch(() => undefined);
  };
  try {
    const keep = options.dataDirectory;
    const [dynamodb, s3, sqs] = await Promise.all([
      startDynamoDbLocal(options.dynamodbSandbox, keep ? await ensureDirectory(join(keep, 'dynamodb')) : undefined).then(track(started)),
      startS3(keep ? await ensureDirectory(join(keep, 's3')) : undefined).then(track(started)),
      startSqs(options.region).then(track(started)),
    ]);
    return { dynamodb: dynamodb.endpoint, s3: s3.endpoint, sqs: sqs.endpoint, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

function track(started: RunningEmulator[]) {
  return (emulator: RunningEmulator) => {
    started.push(emulator);
    return emulator;
  };
}

async function ensureDirectory(path: string): Promise<string> {
  await mkdir(path, { recursive: true });
  return path;
}

/** s3rver in `directory`, or in a temporary folder removed on close. */
async function startS3(directory?: string): Promise<RunningEmulator> {
  const folder = directory ?? (await mkdtemp(join(tmpdir(), 'tas-s3-')));
  const s3rver = new S3rver({ address: LOOPBACK, port: 0, silent: true, directory: folder });
  const { port } = await s3rver.run();
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    close: async () => {
      await s3rver.close();
      if (!directory) await rm(folder, { recursive: true, force: true });
    },
  };
}

/** local-aws-sqs in memory; queue ARNs carry the local account id so redrive targets resolve. */
async function startSqs(region: string): Promise<RunningEmulator> {
  const server = await createSqsServer({ port: 0, hostname: LOOPBACK, region, accountId: LOCAL_ACCOUNT_ID, emulateQueueCreationLifecycle: false });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
