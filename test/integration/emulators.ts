import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createSqsServer } from 'local-aws-sqs';
import S3rver from 's3rver';
import type { TableSchema } from '../../lambdas/adapters/aws/storage-layout.js';

/**
 * The AWS emulators the integration tests start in-process, each on 127.0.0.1 and a free port
 * (port 0), so parallel runs never collide and nothing listens beyond loopback.
 */

const LOOPBACK = '127.0.0.1';

/** s3rver accepts exactly these credentials (it checks the key id, not SigV4 signatures). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** Any credentials do for dynalite and local-aws-sqs; the SDK only needs some to sign. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'test', secretAccessKey: 'test' };
export const EMULATOR_REGION = 'us-east-1';

export interface RunningEmulator {
  endpoint: string;
  close(): Promise<void>;
}

function endpointOf(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://${LOOPBACK}:${port}`;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections?.();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** dynalite in memory; tables become ACTIVE at once instead of after 500 ms. */
export async function startDynalite(): Promise<RunningEmulator> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => resolve());
  });
  return { endpoint: endpointOf(server), close: () => closeServer(server) };
}

/** s3rver storing into a fresh temporary folder, removed on close. */
export async function startS3rver(): Promise<RunningEmulator> {
  const directory = await mkdtemp(join(tmpdir(), 'tas-s3rver-'));
  const s3rver = new S3rver({ address: LOOPBACK, port: 0, silent: true, directory });
  const { port } = await s3rver.run();
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    close: async () => {
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** local-aws-sqs without the 60 s "recently deleted" rule, so tests can create queues freely. */
export async function startSqs(): Promise<RunningEmulator> {
  const server = await createSqsServer({ port: 0, hostname: LOOPBACK, emulateQueueCreationLifecycle: false });
  return { endpoint: endpointOf(server), close: () => closeServer(server) };
}

/** A CreateTable request for a table of the given layout (on-demand billing, like production). */
export function createTableInput(tableName: string, schema: TableSchema): CreateTableCommandInput {
  const attributes = new Map<string, 'S' | 'N' | 'B'>();
  const keyAttributes = [schema.partitionKey, ...schema.indexes.flatMap((i) => (i.sortKey ? [i.partitionKey, i.sortKey] : [i.partitionKey]))];
  for (const key of keyAttributes) attributes.set(key.name, key.type);
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    KeySchema: [{ AttributeName: schema.partitionKey.name, KeyType: 'HASH' }],
    ...(schema.indexes.length > 0
      ? {
          GlobalSecondaryIndexes: schema.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
              ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: index.projection },
          })),
        }
      : {}),
  };
}
