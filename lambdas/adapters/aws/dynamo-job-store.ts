import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../../core/errors.js';
import type { Job } from '../../core/jobs.js';
import type { JobStore } from '../../core/ports/jobs.js';
import { parseStoredJob } from '../../core/schemas/stored.js';
import { callAws, isConditionalCheckFailed, toDomainError } from './aws-errors.js';
import { afterRevision, conditionalPut, scanByStatus } from './dynamo-writes.js';
import { expiryEpochSeconds, JOB_RETENTION_SECONDS, JOBS_TENANT_STATUS_INDEX, TTL_ATTRIBUTE } from './storage-layout.js';

type Item = Record<string, unknown>;

/**
 * Jobs in DynamoDB (table shape: `JOBS_TABLE` in `storage-layout.ts`).
 *
 * Every write replaces the whole item under a condition on `revision`, so a stale worker or a
 * duplicate SQS delivery can never overwrite a newer state (for example a completed job).
 * Reads by id are strongly consistent: a worker may receive the message a few milliseconds
 * after the job was created.
 */
export class DynamoJobStore implements JobStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async create(job: Job): Promise<void> {
    try {
      await this.db.send(
        new PutCommand({ TableName: this.tableName, Item: toItem(job), ConditionExpression: 'attribute_not_exists(jobId)' }),
      );
    } catch (error) {
      if (isConditionalCheckFailed(error)) {
        throw new DomainError('internal_error', `Job ${job.jobId} already exists.`, { cause: error });
      }
      throw toDomainError(error, 'dynamodb:PutItem jobs');
    }
  }

  async get(jobId: string): Promise<Job | undefined> {
    const { Item } = await callAws('dynamodb:GetItem jobs', () =>
      this.db.send(new GetCommand({ TableName: this.tableName, Key: { jobId }, ConsistentRead: true })),
    );
    return Item ? fromItem(Item) : undefined;
  }

  update(next: Job): Promise<boolean> {
    return conditionalPut(this.db, { TableName: this.tableName, Item: toItem(next), ...afterRevision(next.revision) }, 'dynamodb:PutItem jobs');
  }

  /**
   * Counts through the `tenantId-status` index, reading only the tenant's pending keys. The index
   * is eventually consistent: a job created or finished a moment ago may not be counted yet,
   * which is acceptable for a quota.
   */
  async countPending(tenantId: string): Promise<number> {
    let count = 0;
    let startKey: Item | undefined;
    do {
      const page = await callAws('dynamodb:Query jobs', () =>
        this.db.send(
          new QueryCommand({
            TableName: this.tableName,
            IndexName: JOBS_TENANT_STATUS_INDEX,
            KeyConditionExpression: 'tenantId = :tenant AND #status = :pending',
            // `status` is a DynamoDB reserved word.
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':tenant': tenantId, ':pending': 'pending' },
            Select: 'COUNT',
            ExclusiveStartKey: startKey,
          }),
        ),
      );
      count += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return count;
  }

  /**
   * Every pending job, oldest first. A full-table scan: meant for recovery tooling only, never
   * for a request path (on AWS, pending jobs are resumed by SQS redelivery).
   */
  async listPending(): Promise<Job[]> {
    const jobs = (await scanByStatus(this.db, this.tableName, 'pending', 'dynamodb:Scan jobs')).map(fromItem);
    return jobs.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
}

/**
 * The item of a job. A finished job gets a TTL `JOB_RETENTION_SECONDS` after it finished (its
 * result is kept as long); a pending job has none, so it can never expire while a worker may
 * still pick it up.
 */
function toItem(job: Job): Item {
  if (job.status === 'pending') return { ...job };
  return { ...job, [TTL_ATTRIBUTE]: expiryEpochSeconds(job.updatedAt, JOB_RETENTION_SECONDS) };
}

function fromItem(item: Item): Job {
  const { [TTL_ATTRIBUTE]: _ttl, ...job } = item;
  return parseStoredJob(job);
}
