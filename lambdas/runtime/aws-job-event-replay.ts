import { createDynamoDocumentClient, createS3Client, createSqsClient } from '../adapters/aws/aws-clients.js';
import { DynamoDeliveryStore } from '../adapters/aws/dynamo-delivery-store.js';
import { DynamoWebhookStore } from '../adapters/aws/dynamo-webhook-store.js';
import { S3FailedJobEvents } from '../adapters/aws/s3-failed-job-events.js';
import { SqsDeliveryQueue } from '../adapters/aws/sqs-delivery-queue.js';
import { JsonLogger } from '../adapters/local/json-logger.js';
import { systemClock } from '../adapters/local/system.js';
import { replayFailedJobEvents, type ReplayReport } from '../operations/replay-job-events.js';

/** The resources of a deployment the replay touches (stack outputs of the service stack). */
export interface JobEventReplayTarget {
  failedEventsBucket: string;
  webhooksTable: string;
  deliveriesTable: string;
  deliveriesQueueUrl: string;
  region?: string;
}

/**
 * `tas webhooks replay --aws`: re-dispatches the job-event batches the stream function gave up
 * on, with the operator's AWS credentials (standard environment, profile or SSO).
 */
export async function replayAwsJobEvents(target: JobEventReplayTarget, options: { keep: boolean }): Promise<ReplayReport> {
  const clientOptions = target.region ? { region: target.region } : {};
  const db = createDynamoDocumentClient(clientOptions);
  const s3 = createS3Client({ ...clientOptions, forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  const sqs = createSqsClient(clientOptions);
  try {
    const deps = {
      clock: systemClock,
      logger: new JsonLogger('warn'),
      webhooks: {
        subscriptions: new DynamoWebhookStore(db, target.webhooksTable),
        deliveries: new DynamoDeliveryStore(db, target.deliveriesTable),
        queue: new SqsDeliveryQueue(sqs, target.deliveriesQueueUrl, systemClock),
      },
    };
    return await replayFailedJobEvents(deps, new S3FailedJobEvents(s3, target.failedEventsBucket), options);
  } finally {
    for (const client of [db, s3, sqs]) client.destroy();
  }
}
