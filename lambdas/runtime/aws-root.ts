import { createAwsDataClients } from '../adapters/aws/aws-clients.js';
import { DynamoDeliveryStore } from '../adapters/aws/dynamo-delivery-store.js';
import { DynamoFanoutStore } from '../adapters/aws/dynamo-fanout-store.js';
import { DynamoIdempotencyStore } from '../adapters/aws/dynamo-idempotency-store.js';
import { DynamoJobStore } from '../adapters/aws/dynamo-job-store.js';
import { DynamoKeyStore } from '../adapters/aws/dynamo-key-store.js';
import { DynamoRateLimiter } from '../adapters/aws/dynamo-rate-limiter.js';
import { DynamoWebhookStore } from '../adapters/aws/dynamo-webhook-store.js';
import { PowertoolsLoggerAdapter } from '../adapters/aws/powertools-logger.js';
import { traceClient, TracedExecutor } from '../adapters/aws/powertools-tracer.js';
import { S3FanoutPayloads } from '../adapters/aws/s3-fanout-payloads.js';
import { S3PayloadStore } from '../adapters/aws/s3-payload-store.js';
import { S3UploadStore } from '../adapters/aws/s3-upload-store.js';
import { SqsDeliveryQueue } from '../adapters/aws/sqs-delivery-queue.js';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue.js';
import { sendToDeadLetterQueue, SqsVisibilityHeartbeat } from '../adapters/aws/sqs-visibility-heartbeat.js';
import { systemResolver } from '../adapters/local/dns-resolver.js';
import { NodeWebhookSender } from '../adapters/local/node-webhook-sender.js';
import { cryptoRandom, systemClock } from '../adapters/local/system.js';
import { TokenBucketLimiter } from '../adapters/local/token-bucket-limiter.js';
import { DEFAULT_RETRY_SCHEDULE_SECONDS } from '../core/webhooks/delivery.js';
import type { ServiceDeps } from '../operations/deps.js';
import type { FanoutDeps } from '../operations/fanout-deps.js';
import type { AwsConfig } from './aws-config.js';
import { AWS_ENV } from './aws-env.js';
import { InlineExecutor } from './inline-executor.js';
import { selectAwsModels } from './aws-models.js';
import { tokenSettings } from './aws-token-settings.js';
import { unconfigured } from './unconfigured.js';

/** The composition root of one Lambda function, built once per execution environment. */
export interface AwsRoot {
  deps: ServiceDeps;
  logger: PowertoolsLoggerAdapter;
  /** The jobs queue as its consumer sees it (only where the queue is configured). */
  jobMessages?: {
    heartbeat: SqsVisibilityHeartbeat;
    /** Absent without a dead-letter queue URL: malformed messages then fail like any other. */
    deadLetter?: (body: string, reason: string) => Promise<void>;
  };
}

/**
 * Wires every port to its AWS adapter when the function was given the resource, and to a
 * refusing stand-in otherwise. Clients take region, credentials and (on emulators) endpoints
 * from the standard AWS environment variables.
 */
export async function createAwsRoot(config: AwsConfig, logger: PowertoolsLoggerAdapter): Promise<AwsRoot> {
  // Every DynamoDB, S3 and SQS call is a subsegment of the invocation's X-Ray trace.
  const untraced = createAwsDataClients({ region: config.AWS_REGION, forcePathStyle: config.S3_FORCE_PATH_STYLE });
  const clients = { db: traceClient(untraced.db), s3: traceClient(untraced.s3), sqs: traceClient(untraced.sqs) };
  const models = await selectAwsModels(config, logger);
  const table = <T extends object>(name: string | undefined, what: string, make: (table: string) => T): T => (name ? make(name) : unconfigured<T>(what));
  const bucket = config[AWS_ENV.resultsBucket];
  const jobsQueue = config[AWS_ENV.jobsQueueUrl];
  const deliveriesQueue = config[AWS_ENV.deliveriesQueueUrl];
  const jobsTable = config[AWS_ENV.jobsTable];
  const rateLimitsTable = config[AWS_ENV.rateLimitsTable];
  // Fan-out needs the jobs table (its state), the bucket (texts, vectors, parts) and the queue (tasks).
  const fanout: FanoutDeps | undefined =
    jobsTable && bucket && jobsQueue
      ? {
          store: new DynamoFanoutStore(clients.db, jobsTable, () => systemClock.now()),
          payloads: new S3FanoutPayloads(clients.s3, bucket, { minPartBytes: config[AWS_ENV.fanoutMinPartBytes] }),
          queue: new SqsJobQueue(clients.sqs, jobsQueue),
          settings: {
            minValues: config[AWS_ENV.fanoutMinValues],
            taskValues: config[AWS_ENV.fanoutTaskValues],
            minPartBytes: config[AWS_ENV.fanoutMinPartBytes],
            partBytes: Math.max(config[AWS_ENV.fanoutPartBytes], config[AWS_ENV.fanoutMinPartBytes]),
            embedTexts: config[AWS_ENV.fanoutEmbedTexts],
            embedLanes: config[AWS_ENV.fanoutEmbedLanes],
          },
          encoder: (version) => models.provider.encoder('similarity', version),
        }
      : undefined;
  const deps: ServiceDeps = {
    clock: systemClock,
    random: cryptoRandom,
    logger,
    catalog: models.catalog,
    executor: new TracedExecutor(new InlineExecutor(models.provider)),
    jobs: table(jobsTable, 'jobs table', (t) => new DynamoJobStore(clients.db, t)),
    payloads: bucket ? new S3PayloadStore(clients.s3, { bucket, linkTtlSeconds: config[AWS_ENV.resultUrlTtlSeconds] }) : unconfigured('results bucket'),
    queue: jobsQueue ? new SqsJobQueue(clients.sqs, jobsQueue) : unconfigured('jobs queue'),
    // The jobs function signs upload URLs (put on `uploads/`); the analysis functions read and delete uploads.
    ...(bucket ? { uploads: new S3UploadStore(clients.s3, bucket, () => systemClock.now()) } : {}),
    keys: table(config[AWS_ENV.apiKeysTable], 'API keys table', (t) => new DynamoKeyStore(clients.db, t)),
    idempotency: table(config[AWS_ENV.idempotencyTable], 'idempotency table', (t) => new DynamoIdempotencyStore(clients.db, t)),
    // Global per tenant with the rate-limits table (every instance counts in the same item);
    // without it, per execution environment.
    rateLimiter: rateLimitsTable
      ? new DynamoRateLimiter(clients.db, rateLimitsTable, config[AWS_ENV.rateLimitPerMinute], config[AWS_ENV.rateLimitBurst])
      : new TokenBucketLimiter(config[AWS_ENV.rateLimitPerMinute], config[AWS_ENV.rateLimitBurst]),
    settings: {
      maxPendingJobsPerTenant: config[AWS_ENV.maxPendingJobs],
      maxJobAttempts: config[AWS_ENV.jobMaxAttempts],
      retryDelaySeconds: config[AWS_ENV.jobRetryDelaySeconds],
      authDisabled: false,
      jobLeaseSeconds: config[AWS_ENV.jobLeaseSeconds],
    },
    webhooks: {
      subscriptions: table(config[AWS_ENV.webhooksTable], 'webhooks table', (t) => new DynamoWebhookStore(clients.db, t)),
      deliveries: table(config[AWS_ENV.deliveriesTable], 'deliveries table', (t) => new DynamoDeliveryStore(clients.db, t)),
      queue: deliveriesQueue ? new SqsDeliveryQueue(clients.sqs, deliveriesQueue, systemClock) : unconfigured('deliveries queue'),
      resolver: systemResolver,
      sender: new NodeWebhookSender(),
      settings: {
        allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK,
        retryScheduleSeconds: config.WEBHOOK_RETRY_SCHEDULE ?? DEFAULT_RETRY_SCHEDULE_SECONDS,
        timeoutSeconds: config[AWS_ENV.webhookTimeoutSeconds],
      },
    },
    ...(fanout ? { fanout } : {}),
    // The jobs function reads fan-out counters for progress with its GetItem on the jobs table.
    ...(jobsTable ? { fanoutStates: fanout?.store ?? new DynamoFanoutStore(clients.db, jobsTable, () => systemClock.now()) } : {}),
    ...tokenSettings(config),
  };
  const deadLetterUrl = config[AWS_ENV.jobsDeadLetterQueueUrl];
  const jobMessages = jobsQueue
    ? {
        heartbeat: new SqsVisibilityHeartbeat(clients.sqs, jobsQueue, config[AWS_ENV.jobsVisibilitySeconds], logger),
        ...(deadLetterUrl ? { deadLetter: (body: string, reason: string) => sendToDeadLetterQueue(clients.sqs, deadLetterUrl, body, reason) } : {}),
      }
    : undefined;
  return { deps, logger, ...(jobMessages ? { jobMessages } : {}) };
}
