import { Duration } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { JOBS_TABLE, JOBS_TENANT_STATUS_INDEX } from '../lambdas/adapters/aws/storage-layout.js';
import type { StageConfig } from './config.js';
import { acknowledgeGrantFinding, wildcardResourceFinding } from './nag-suppressions.js';
import type { ServiceFunctions } from './service-functions.js';
import type { StatefulStack } from './stateful-stack.js';

/** One job per invocation: a job can take minutes, and its timeout is sized for one. */
const JOBS_BATCH_SIZE = 1;

/** One delivery per invocation, so the function timeout bounds a single receiver's wait. */
const DELIVERIES_BATCH_SIZE = 1;

/** Stream records per invocation: each is a few small writes and one message per subscription. */
const JOB_EVENTS_BATCH_SIZE = 10;

/** Job states the stream filter selects (the core job state machine's names). */
const JOB_PENDING = 'pending';
const JOB_FINISHED = ['completed', 'failed'];

/**
 * The job item attribute holding its state: the sort key of the tenant/status index, so the
 * filter below and the adapters cannot drift apart.
 */
export const JOB_STATUS_ATTRIBUTE =
  JOBS_TABLE.indexes.find((index) => index.name === JOBS_TENANT_STATUS_INDEX)?.sortKey?.name ?? 'status';

/**
 * The stream filter: only a job's one transition `pending → completed|failed` invokes the
 * function; inserts, retries (attempt counters), TTL deletes and any later write are dropped by
 * Lambda before they cost an invocation.
 */
export const JOB_FINISHED_FILTER = FilterCriteria.filter({
  eventName: FilterRule.isEqual('MODIFY'),
  dynamodb: {
    OldImage: { [JOB_STATUS_ATTRIBUTE]: { S: FilterRule.isEqual(JOB_PENDING) } },
    NewImage: { [JOB_STATUS_ATTRIBUTE]: { S: FilterRule.or(...JOB_FINISHED) } },
  },
});

/**
 * Connects the worker to the jobs queue, the job-events function to the jobs stream and the
 * delivery function to the deliveries queue. Each handler reports failed items individually, so
 * one bad message or record is retried without redoing its batch.
 */
export function connectEventSources(fns: ServiceFunctions, data: StatefulStack, config: StageConfig): void {
  fns.analysisWorker.addEventSource(
    new SqsEventSource(data.jobsQueue, {
      batchSize: JOBS_BATCH_SIZE,
      reportBatchItemFailures: true,
      maxConcurrency: config.jobs.workerMaxConcurrency,
    }),
  );
  fns.jobEvents.addEventSource(
    new DynamoEventSource(data.jobsTable, {
      startingPosition: StartingPosition.LATEST,
      batchSize: JOB_EVENTS_BATCH_SIZE,
      maxBatchingWindow: Duration.seconds(0),
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      retryAttempts: config.streamRetryAttempts,
      onFailure: data.jobEventsFailureBucket.asOnFailureDestination(),
      filters: [JOB_FINISHED_FILTER],
    }),
  );
  acknowledgeGrantFinding(
    fns.jobEvents,
    wildcardResourceFinding('*'),
    'The stream event source needs dynamodb:ListStreams, which has no resource-level permissions; the other stream actions name the jobs stream.',
  );
  fns.webhookDelivery.addEventSource(
    new SqsEventSource(data.deliveriesQueue, {
      batchSize: DELIVERIES_BATCH_SIZE,
      reportBatchItemFailures: true,
    }),
  );
}
