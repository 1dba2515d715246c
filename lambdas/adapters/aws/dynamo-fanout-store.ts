import { GetCommand, UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { FanoutState, FanoutStore, TaskFinish } from '../../core/ports/fanout.js';
import { parseStored, StoredFanout } from '../../core/schemas/stored.js';
import type { FanoutPlan } from '../../core/similarity/fanout-plan.js';
import { callAws, isConditionalCheckFailed, toDomainError } from './aws-errors.js';
import { conditionalPut } from './dynamo-writes.js';
import { fanoutItemKey, FANOUT_RETENTION_SECONDS, TTL_ATTRIBUTE } from './storage-layout.js';

type Item = Record<string, unknown>;

/** Attribute of the set of finished task numbers (strings: a number set cannot be empty either). */
const FINISHED = 'finished';
/** Prefix of the per-task attempt counters (`attempts7`): ADD works on top-level attributes only. */
const ATTEMPTS_PREFIX = 'attempts';

/**
 * Fan-out state as one item of the jobs table, keyed `<jobId>#fanout` (`fanoutItemKey`). It has no
 * `status` and no tenant, so the tenant/status index, the pending-jobs scan and the jobs stream's
 * filter (a `status` transition) all pass it by; it expires with its TTL.
 *
 * The counter is an atomic `ADD remaining -1` conditioned on the task not being in the finished
 * set, which the same update extends: a duplicate delivery is refused by the condition and never
 * counts twice. The item stays small (a few numbers per task), so each write costs about 1 WCU.
 */
export class DynamoFanoutStore implements FanoutStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date,
  ) {}

  create(state: FanoutState): Promise<boolean> {
    const item = { ...toItem(state), [TTL_ATTRIBUTE]: Math.floor(this.now().getTime() / 1000) + FANOUT_RETENTION_SECONDS };
    return conditionalPut(this.db, { TableName: this.tableName, Item: item, ConditionExpression: 'attribute_not_exists(jobId)' }, 'dynamodb:PutItem fan-out');
  }

  async get(jobId: string): Promise<FanoutState | undefined> {
    const { Item } = await callAws('dynamodb:GetItem fan-out', () =>
      this.db.send(new GetCommand({ TableName: this.tableName, Key: { jobId: fanoutItemKey(jobId) }, ConsistentRead: true })),
    );
    return Item ? fromItem(Item) : undefined;
  }

  async markRunning(jobId: string): Promise<void> {
    await this.update(jobId, 'dynamodb:UpdateItem fan-out phase', { UpdateExpression: 'SET phase = :running', ExpressionAttributeValues: { ':running': 'running' } });
  }

  async startTask(jobId: string, task: number): Promise<number> {
    const reply = await this.update(jobId, 'dynamodb:UpdateItem fan-out attempts', {
      UpdateExpression: 'ADD #attempts :one',
      ExpressionAttributeNames: { '#attempts': `${ATTEMPTS_PREFIX}${task}` },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(reply?.[`${ATTEMPTS_PREFIX}${task}`]);
  }

  async finishTask(jobId: string, task: number): Promise<TaskFinish> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { jobId: fanoutItemKey(jobId) },
          UpdateExpression: 'ADD remaining :minusOne, #finished :task',
          ConditionExpression: 'attribute_exists(jobId) AND NOT contains(#finished, :taskId)',
          ExpressionAttributeNames: { '#finished': FINISHED },
          ExpressionAttributeValues: { ':minusOne': -1, ':task': new Set([String(task)]), ':taskId': String(task) },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { counted: true, remaining: Number(Attributes?.remaining) };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw toDomainError(error, 'dynamodb:UpdateItem fan-out finish');
    }
    const state = await this.get(jobId);
    return { counted: false, remaining: state?.remaining ?? 0 };
  }

  private async update(jobId: string, action: string, input: Omit<UpdateCommandInput, 'TableName' | 'Key'>): Promise<Item | undefined> {
    const reply = await callAws(action, () =>
      this.db.send(new UpdateCommand({ TableName: this.tableName, Key: { jobId: fanoutItemKey(jobId) }, ConditionExpression: 'attribute_exists(jobId)', ...input })),
    );
    return reply.Attributes;
  }
}

function toItem(state: FanoutState): Item {
  const { plan } = state;
  const rowStarts = [...plan.ranges.map((r) => r.rowStart), plan.ranges.at(-1)!.rowEnd];
  const stored: StoredFanout = {
    jobId: state.jobId,
    uploadId: state.uploadId,
    dimension: state.dimension,
    remaining: state.remaining,
    finished: [...state.finished],
    phase: state.phase,
    plan: { scenario: plan.shape.scenario, rows: plan.shape.rows, cols: plan.shape.cols, requestId: plan.requestId, flatten: plan.flatten, sections: plan.sections, rowStarts, partBytes: plan.partBytes, partsPerSegment: plan.partsPerSegment },
  };
  // The finished set starts absent: DynamoDB has no empty sets.
  const { finished: _finished, ...rest } = stored;
  return { ...rest, jobId: fanoutItemKey(state.jobId), job: state.jobId };
}

function fromItem(item: Item): FanoutState {
  const finished = item[FINISHED] instanceof Set ? [...(item[FINISHED] as Set<string>)].map(Number) : [];
  const stored = parseStored(StoredFanout, { ...item, jobId: item.job, finished }, 'fan-out');
  const { plan } = stored;
  const ranges = plan.rowStarts.slice(0, -1).map((rowStart, t) => ({ rowStart, rowEnd: plan.rowStarts[t + 1] }));
  const fanoutPlan: FanoutPlan = {
    shape: { scenario: plan.scenario, rows: plan.rows, cols: plan.cols },
    requestId: plan.requestId,
    flatten: plan.flatten,
    sections: plan.sections,
    ranges,
    partBytes: plan.partBytes,
    partsPerSegment: plan.partsPerSegment,
  };
  return { jobId: stored.jobId, uploadId: stored.uploadId, plan: fanoutPlan, dimension: stored.dimension, remaining: stored.remaining, finished: stored.finished, phase: stored.phase };
}
