import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDynamoClient, createSqsClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { EMULATOR_CREDENTIALS, startEmulators, type Emulators } from '../../scripts/aws-local/emulators.js';
import type { InvokeOutcome } from '../../scripts/aws-local/execution-environment.js';
import type { Invoker } from '../../scripts/aws-local/function-pool.js';
import { buildHelpers } from '../../scripts/aws-local/helper-build.js';

const REGION = 'us-east-1';

/** The local run's emulators with clients, for tests of its pollers. */
export interface PollerEmulators {
  emulators: Emulators;
  dynamodb: ReturnType<typeof createDynamoClient>;
  streams: DynamoDBStreamsClient;
  sqs: ReturnType<typeof createSqsClient>;
  close(): Promise<void>;
}

/** Starts DynamoDB Local (in its network namespace), s3rver and local-aws-sqs. */
export async function startPollerEmulators(): Promise<PollerEmulators> {
  const helperDirectory = await mkdtemp(join(tmpdir(), 'tas-aws-local-helpers-'));
  const helpers = await buildHelpers(helperDirectory);
  const emulators = await startEmulators({ region: REGION, dynamodbSandbox: helpers.dynamodbSandbox });
  const common = { region: REGION, credentials: EMULATOR_CREDENTIALS };
  const dynamodb = createDynamoClient({ ...common, endpoints: { dynamodb: emulators.dynamodb } });
  const streams = new DynamoDBStreamsClient({ ...common, endpoint: emulators.dynamodb });
  const sqs = createSqsClient({ ...common, endpoints: { sqs: emulators.sqs } });
  return {
    emulators,
    dynamodb,
    streams,
    sqs,
    close: async () => {
      for (const client of [dynamodb, streams, sqs]) client.destroy();
      await emulators.close();
      await rm(helperDirectory, { recursive: true, force: true });
    },
  };
}

/** A stand-in function: records every event and answers with `reply` (by call number, from 1). */
export function recordingInvoker(reply: (event: { Records: unknown[] }, call: number) => InvokeOutcome = () => ({ ok: true, result: null })) {
  const events: { Records: Record<string, unknown>[] }[] = [];
  const invoker: Invoker = {
    invoke: async (event) => {
      events.push(event as { Records: Record<string, unknown>[] });
      return reply(event as { Records: unknown[] }, events.length);
    },
  };
  return { invoker, events };
}

/** Resolves once `condition` holds; rejects after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
