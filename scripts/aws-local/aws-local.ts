import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDynamoClient, createS3Client, createSqsClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import { readCloudAssembly } from './cloud-assembly.js';
import { EMULATOR_CREDENTIALS, startEmulators } from './emulators.js';
import { readEventSourceMappings } from './event-source-mappings.js';
import { createFirstApiKey } from './first-api-key.js';
import { functionEnvironment, type EmulatorAccess } from './function-environment.js';
import { FunctionHost } from './function-host.js';
import { buildHelpers } from './helper-build.js';
import { startHttpApi } from './http-api-server.js';
import { readHttpApi } from './http-api-routes.js';
import { ResourceRegistry } from './intrinsics.js';
import { readFunctions } from './local-functions.js';
import { provisionResources } from './provision.js';
import { synthesize } from './synth.js';

/** Settings of a local run. */
export interface AwsLocalOptions {
  projectRoot: string;
  port: number;
  stage: string;
  keepData: boolean;
  /** Run this cloud assembly instead of synthesizing one. */
  assembly?: string;
  forceSynth: boolean;
  /** Execution environments per function. */
  concurrency: number;
  bedrockEndpoint?: string;
  webhookRetrySchedule?: string;
  /** The host's own messages. */
  log: (line: string) => void;
  /** A function's output line, with the function's label. */
  functionOutput: (label: string, line: string) => void;
}

/** A running local deployment. */
export interface AwsLocal {
  url: string;
  apiKey: string;
  /** Seconds from the assembly being ready to serving requests. */
  startSeconds: number;
  stop(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';
/** Everything the local run writes lives here (ignored by git with the rest of `.data`). */
const DATA_FOLDER = join('.data', 'aws-local');
/** CDK context keys of the app (`CONTEXT_KEYS` in `lib/app-builder.ts`). */
const STAGE_CONTEXT = 'stage';
const LOCAL_MODELS_CONTEXT = 'localModelsFromProject';

/**
 * Synthesizes the app (or reuses an unchanged assembly), starts the emulators, creates the
 * stacks' tables, bucket and queues, and hosts every bundled function: behind a local HTTP API
 * for the routes, and driven by SQS and DynamoDB Streams pollers for the event source mappings.
 * Creates a first API key. Everything listens on 127.0.0.1 only.
 */
export async function startAwsLocal(options: AwsLocalOptions): Promise<AwsLocal> {
  const dataRoot = join(options.projectRoot, DATA_FOLDER);
  const closers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of closers.splice(0).reverse()) await close().catch((error: unknown) => options.log(`shutdown: ${String(error)}`));
  };
  try {
    let assemblyDirectory = options.assembly;
    if (!assemblyDirectory) {
      const synthStarted = performance.now();
      options.log(`synthesizing stage ${options.stage} (unless an assembly of the same inputs exists) …`);
      const context = { [STAGE_CONTEXT]: options.stage, [LOCAL_MODELS_CONTEXT]: 'true' };
      const synth = await synthesize({ projectRoot: options.projectRoot, parentDirectory: dataRoot, stage: options.stage, context, force: options.forceSynth });
      assemblyDirectory = synth.directory;
      const seconds = (performance.now() - synthStarted) / 1000;
      options.log(`synth: ${synth.reused ? 'inputs unchanged, reusing' : `${seconds.toFixed(1)} s,`} ${assemblyDirectory}`);
    }
    const started = performance.now();
    // Helpers are built per run (in a temporary folder), so concurrent runs never share files.
    const helperDirectory = await mkdtemp(join(tmpdir(), 'tas-aws-local-'));
    closers.push(() => rm(helperDirectory, { recursive: true, force: true }));
    const [helpers, assembly] = await Promise.all([buildHelpers(helperDirectory), readCloudAssembly(assemblyDirectory)]);
    const emulators = await startEmulators({
      region: assembly.region,
      dynamodbSandbox: helpers.dynamodbSandbox,
      dataDirectory: options.keepData ? join(dataRoot, 'state') : undefined,
    });
    closers.push(() => emulators.close());
    options.log(`emulators: DynamoDB ${emulators.dynamodb}, S3 ${emulators.s3}, SQS ${emulators.sqs}`);

    const access: EmulatorAccess = { region: assembly.region, ...emulators, bedrockRuntime: options.bedrockEndpoint, credentials: EMULATOR_CREDENTIALS };
    const clientOptions = { region: assembly.region, credentials: EMULATOR_CREDENTIALS };
    const dynamodb = createDynamoClient({ ...clientOptions, endpoints: { dynamodb: emulators.dynamodb } });
    const sqs = createSqsClient({ ...clientOptions, endpoints: { sqs: emulators.sqs } });
    const s3 = createS3Client({ ...clientOptions, endpoints: { s3: emulators.s3 }, forcePathStyle: true });
    const streams = new DynamoDBStreamsClient({ ...clientOptions, endpoint: emulators.dynamodb });
    closers.push(async () => [dynamodb, sqs, s3, streams].forEach((client) => client.destroy()));

    const registry = new ResourceRegistry(assembly.region);
    const provisioned = await provisionResources(assembly, registry, { dynamodb, s3, sqs });
    const functions = readFunctions(assembly, registry);
    const api = readHttpApi(assembly, registry, functions);
    const mappings = readEventSourceMappings(assembly, registry, functions);

    const extra: Record<string, string> = options.webhookRetrySchedule ? { WEBHOOK_RETRY_SCHEDULE: options.webhookRetrySchedule } : {};
    const environments = new Map(functions.map((fn) => [fn, functionEnvironment(fn, registry, access, extra)]));
    const host = new FunctionHost({ environments, runtimeEntry: helpers.functionRuntime, concurrency: options.concurrency, functionOutput: options.functionOutput, log: options.log });
    closers.push(() => host.stop());
    await host.startEventSources(mappings, { sqs, s3, streams, queueUrlByArn: provisioned.queueUrlByArn, region: assembly.region });

    if (!api) throw new Error('The assembly has no HTTP API to serve');
    const server = await startHttpApi({ api, pool: (fn) => host.pool(fn), region: assembly.region, accountId: registry.accountId, host: LOOPBACK, port: options.port, log: options.log });
    closers.push(() => server.close());

    const keysTable = [...environments.values()].map((env) => env[AWS_ENV.apiKeysTable]).find(Boolean);
    if (!keysTable) throw new Error(`No function has ${AWS_ENV.apiKeysTable}: cannot create an API key`);
    const apiKey = await createFirstApiKey(DynamoDBDocumentClient.from(dynamodb), keysTable);
    options.log(
      `${functions.length} functions, ${api.routes.length} routes, ${mappings.length} event source mappings, ` +
        `${provisioned.tableNames.length} tables, ${provisioned.queueUrlByArn.size} queues, ${provisioned.bucketNames.length} bucket(s)`,
    );
    return { url: server.url, apiKey, startSeconds: (performance.now() - started) / 1000, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
