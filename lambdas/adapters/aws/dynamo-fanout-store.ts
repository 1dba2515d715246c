import { GetCommand, UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { FanoutState, FanoutStore, FanoutTaskKind, TaskFinish } from '../../core/ports/fanout.js';
import { parseStored, StoredFanout } from '../../core/schemas/stored.js';
import type { FanoutPlan } from '../../core/similarity/fanout-plan.js';
import { callAws, isConditionalCheckFailed, toDomainError } from './aws-errors.js';
import { conditionalPut } from './dynamo-writes.js';
import { fanoutItemKey, FANOUT_RETENTION_SECONDS, TTL_ATTRIBUTE } from './storage-layout.js';

type Item = Record<string, unknown>;

/**
 * Top-level attributes of each kind of task (ADD works on top-level attributes only): the counter
 * of unfinished tasks, the set of finished task numbers (strings: a number set cannot be empty
 * either) and the prefix of the per-task attempt counters (`attempts7`, `embedAttempts7`).
 */
const ATTRIBUTES: Record<FanoutTaskKind, { remaining: string; finished: string; attempts: string }> = {
  similarity: { remaining: 'remaining', finished: 'finished', attempts: 'attempts' },
  embed: { remaining: 'embedRemaining', finished: 'embedFinished', attempts: 'embedAttempts' },
};

/**
 * Fan-out state as one item of the jobs table, keyed `<jobId>#fanout` (`fanoutItemKey`). It has no
 * `status` and no tenant, so the tenant/status index, the pending-jobs scan and the jobs stream's
 * filter (a `status` transition) all pass it by; it expires with its TTL.
 *
 * Each phase's counter is an atomic `ADD remaining -1` conditioned on the task not being in the
 * phase's finished set, which the same update extends: a duplicate delivery is refused by the
 * condition and never counts twice. The item stays small (a few numbers per task and chunk), so
 * each write costs a few WCU at most.
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

  async markEmbedding(jobId: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { jobId: fanoutItemKey(jobId) },
          UpdateExpression: 'SET phase = :embedding',
          // Never back: the embedding may have ended (and the phase moved on) before a resumed coordinator gets here.
          ConditionExpression: 'phase = :embedStarting',
          ExpressionAttributeValues: { ':embedding': 'embedding', ':embedStarting': 'embedStarting' },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw toDomainError(error, 'dynamodb:UpdateItem fan-out phase');
    }
  }

  async startSimilarity(jobId: string, uploadId: string): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { jobId: fanoutItemKey(jobId) },
          UpdateExpression: 'SET uploadId = :uploadId, phase = :starting',
          ConditionExpression: 'attribute_exists(jobId) AND attribute_not_exists(uploadId)',
          ExpressionAttributeValues: { ':uploadId': uploadId, ':starting': 'starting' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw toDomainError(error, 'dynamodb:UpdateItem fan-out upload');
    }
  }

  async markRunning(jobId: string): Promise<void> {
    await this.update(jobId, 'dynamodb:UpdateItem fan-out phase', { UpdateExpression: 'SET phase = :running', ExpressionAttributeValues: { ':running': 'running' } });
  }

  async startTask(jobId: string, task: number, kind: FanoutTaskKind = 'similarity'): Promise<number> {
    const name = `${ATTRIBUTES[kind].attempts}${task}`;
    const reply = await this.update(jobId, 'dynamodb:UpdateItem fan-out attempts', {
      UpdateExpression: 'ADD #attempts :one',
      ExpressionAttributeNames: { '#attempts': name },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(reply?.[name]);
  }

  async finishTask(jobId: string, task: number, kind: FanoutTaskKind = 'similarity'): Promise<TaskFinish> {
    const names = ATTRIBUTES[kind];
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { jobId: fanoutItemKey(jobId) },
          UpdateExpression: 'ADD #remaining :minusOne, #finished :task',
          ConditionExpression: 'attribute_exists(jobId) AND NOT contains(#finished, :taskId)',
          ExpressionAttributeNames: { '#remaining': names.remaining, '#finished': names.finished },
          ExpressionAttributeValues: { ':minusOne': -1, ':task': new Set([String(task)]), ':taskId': String(task) },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { counted: true, remaining: Number(Attributes?.[names.remaining]) };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw toDomainError(error, 'dynamodb:UpdateItem fan-out finish');
    }
    const state = await this.get(jobId);
    return { counted: false, remaining: (kind === 'embed' ? state?.embed?.remaining : state?.remaining) ?? 0 };
  }

  private async update(jobId: string, action: string, input: Omit<UpdateCommandInput, 'TableName' | 'Key'>): Promise<Item | undefined> {
    const reply = await callAws(action, () =>
      this.db.send(new UpdateCommand({ TableName: this.tableName, Key: { jobId: fanoutItemKey(jobId) }, ConditionExpression: 'attribute_exists(jobId)', ...input })),
    );
    return reply.Attributes;
  }
}

function toItem(state: FanoutState): Item {
  const { plan, embed } = state;
  const rowStarts = [...plan.ranges.map((r) => r.rowStart), plan.ranges.at(-1)!.rowEnd];
  const stored: StoredFanout = {
    jobId: state.jobId,
    ...(state.uploadId ? { uploadId: state.uploadId } : {}),
    dimension: state.dimension,
    remaining: state.remaining,
    finished: [...state.finished],
    phase: state.phase,
    plan: { scenario: plan.shape.scenario, rows: plan.shape.rows, cols: plan.shape.cols, requestId: plan.requestId, flatten: plan.flatten, sections: plan.sections, rowStarts, partBytes: plan.partBytes, partsPerSegment: plan.partsPerSegment },
  };
  // The finished sets start absent: DynamoDB has no empty sets (`create` records a fan-out before any task finished).
  const { finished: _finished, ...rest } = stored;
  const embedItem = embed ? { embed: { texts: embed.texts, chunkTexts: embed.chunkTexts, chunks: embed.chunks, lanes: embed.lanes }, [ATTRIBUTES.embed.remaining]: embed.remaining } : {};
  return { ...rest, ...embedItem, jobId: fanoutItemKey(state.jobId), job: state.jobId };
}

/** Tasks of a kind with an attempt counter. */
function attempted(item: Item, kind: FanoutTaskKind): number[] {
  const prefix = ATTRIBUTES[kind].attempts;
  return Object.keys(item).flatMap((key) => (key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length)) ? [Number(key.slice(prefix.length))] : []));
}

function numberSet(value: unknown): number[] {
  return value instanceof Set ? [...(value as Set<string>)].map(Number) : [];
}

function fromItem(item: Item): FanoutState {
  const finished = numberSet(item[ATTRIBUTES.similarity.finished]);
  const chunking = item.embed as Item | undefined;
  const embed = chunking && { ...chunking, remaining: item[ATTRIBUTES.embed.remaining], finished: numberSet(item[ATTRIBUTES.embed.finished]), started: attempted(item, 'embed') };
  const stored = parseStored(StoredFanout, { ...item, jobId: item.job, finished, embed }, 'fan-out');
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
  return {
    jobId: stored.jobId,
    ...(stored.uploadId ? { uploadId: stored.uploadId } : {}),
    plan: fanoutPlan,
    dimension: stored.dimension,
    remaining: stored.remaining,
    finished: stored.finished,
    phase: stored.phase,
    ...(stored.embed ? { embed: stored.embed } : {}),
  };
}
