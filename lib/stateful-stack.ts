import { ConsoleSite } from './constructs/console-site.js';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { StreamViewType } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  API_KEYS_TABLE,
  DELIVERIES_TABLE,
  IDEMPOTENCY_TABLE,
  JOBS_TABLE,
  WEBHOOKS_TABLE,
} from '../lambdas/adapters/aws/storage-layout.js';
import { removalPolicyOf, type StageConfig } from './config.js';
import { DataTable } from './constructs/data-table.js';
import { ResultsBucket } from './constructs/results-bucket.js';
import { FailedEventsBucket } from './constructs/failed-events-bucket.js';
import { QueueWithDeadLetter } from './constructs/secure-queue.js';
import {
  DELIVERIES_MAX_RECEIVE_COUNT,
  jobsMaxReceiveCount,
  visibilityTimeoutFor,
  webhookDeliveryTimeout,
  workerTimeout,
} from './timing.js';

/** Properties of the {@link StatefulStack}. */
export interface StatefulStackProps extends StackProps {
  config: StageConfig;
}

/**
 * Everything that holds data: tables, the results bucket, queues and their alarms. Kept apart from
 * the functions and the API so those can be replaced or destroyed without touching data.
 */
export class StatefulStack extends Stack {
  readonly jobsTable: DataTable;
  readonly apiKeysTable: DataTable;
  readonly idempotencyTable: DataTable;
  readonly webhooksTable: DataTable;
  readonly deliveriesTable: DataTable;
  readonly resultsBucket: ResultsBucket;
  /** The web console's bucket and distribution. */
  readonly consoleSite: ConsoleSite;
  /** Accepted asynchronous jobs, consumed by the analysis worker. */
  readonly jobsQueue: Queue;
  /** Where job messages end: after their receives are used up, or at once when malformed. */
  readonly jobsDeadLetterQueue: Queue;
  /** One message per webhook delivery attempt, consumed by the delivery function. */
  readonly deliveriesQueue: Queue;
  /** Where the job-events function's failed stream batches are kept whole. */
  readonly jobEventsFailureBucket: FailedEventsBucket;
  /** Receives every alarm's notifications (an email subscription when `alarmEmail` is set). */
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = removalPolicyOf(config);

    this.jobsTable = new DataTable(this, 'JobsTable', {
      schema: JOBS_TABLE,
      removalPolicy,
      // Old and new images let the stream filter select exactly `pending → completed|failed`.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
    });
    this.apiKeysTable = new DataTable(this, 'ApiKeysTable', { schema: API_KEYS_TABLE, removalPolicy });
    this.idempotencyTable = new DataTable(this, 'IdempotencyTable', { schema: IDEMPOTENCY_TABLE, removalPolicy });
    // Webhook signing secrets must be stored readable (every delivery signs with them), unlike API
    // keys (hashes only). A customer-managed key keeps them readable only by roles granted on the
    // key, logs every decryption in CloudTrail, and lets the secrets be made unreadable by
    // disabling the key. The other tables hold no secrets and use the AWS-managed key.
    const webhookSecretsKey = new Key(this, 'WebhookSecretsKey', {
      description: `Encrypts webhook subscriptions and their signing secrets (${config.stage})`,
      enableKeyRotation: true,
      removalPolicy,
    });
    this.webhooksTable = new DataTable(this, 'WebhooksTable', {
      schema: WEBHOOKS_TABLE,
      removalPolicy,
      encryptionKey: webhookSecretsKey,
    });
    this.deliveriesTable = new DataTable(this, 'DeliveriesTable', { schema: DELIVERIES_TABLE, removalPolicy });

    // A stage torn down completely (`destroy`) empties its buckets first; a retained one keeps them.
    const autoDeleteObjects = config.removalPolicy === 'destroy';
    this.resultsBucket = new ResultsBucket(this, 'ResultsBucket', { removalPolicy, autoDeleteObjects });
    this.consoleSite = new ConsoleSite(this, 'ConsoleSite', {
      resultsBucket: this.resultsBucket,
      corsOrigins: config.corsOrigins,
      removalPolicy,
      autoDeleteObjects,
    });

    // Always created, so every alarm has somewhere to go (subscribe a pager, chat or email to it);
    // `alarmEmail` only adds an email subscription.
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: `Text analysis alarms (${config.stage})`, enforceSSL: true });
    if (config.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(config.alarmEmail));

    const jobs = new QueueWithDeadLetter(this, 'Jobs', {
      visibilityTimeout: visibilityTimeoutFor(workerTimeout(config)),
      maxReceiveCount: jobsMaxReceiveCount(config),
      alarmTopic: this.alarmTopic,
      removalPolicy,
    });
    this.jobsQueue = jobs.queue;
    this.jobsDeadLetterQueue = jobs.deadLetterQueue;

    // Webhook retries wait up to 10 hours, beyond SQS's 15-minute `DelaySeconds` limit: the delivery
    // function re-enqueues a message with the largest delay until the attempt is due, so SQS's own
    // redelivery (and this dead-letter queue) only handles crashes.
    const deliveries = new QueueWithDeadLetter(this, 'Deliveries', {
      visibilityTimeout: visibilityTimeoutFor(webhookDeliveryTimeout(config)),
      maxReceiveCount: DELIVERIES_MAX_RECEIVE_COUNT,
      alarmTopic: this.alarmTopic,
      removalPolicy,
    });
    this.deliveriesQueue = deliveries.queue;

    // A stream batch that keeps failing is kept here whole (its records, not only pointers into
    // the stream, which expire after 24 h) for `tas webhooks replay`, instead of blocking the shard.
    this.jobEventsFailureBucket = new FailedEventsBucket(this, 'JobEventsFailureBucket', {
      removalPolicy,
      autoDeleteObjects,
      alarmTopic: this.alarmTopic,
    });
  }
}
