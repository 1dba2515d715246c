import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../../core/errors.js';
import type { IdempotencyClaim, IdempotencyClaimRequest, IdempotencyRecord, IdempotencyStore } from '../../core/ports/access.js';
import { parseStoredIdempotencyRecord } from '../../core/schemas/stored.js';
import { callAws, isConditionalCheckFailed, toDomainError } from './aws-errors.js';
import { conditionalPut } from './dynamo-writes.js';
import { expiryEpochSeconds, IDEMPOTENCY_RETENTION_SECONDS, TTL_ATTRIBUTE } from './storage-layout.js';

/**
 * DynamoDB items are limited to 400 KB. The stored body is gzip-compressed; one still larger than
 * this (a big synchronous response) is not stored, and the request then simply runs again on a
 * retry: failing the already computed response over its replay copy would be worse.
 */
export const MAX_STORED_BODY_BYTES = 350_000;

/** `state` of an item whose request is still running; completed items have no `state`. */
const IN_PROGRESS = 'in_progress';
/** Claims that find the key taken re-read it; a claim released in between is retried this often. */
const CLAIM_ATTEMPTS = 3;

/**
 * Idempotency records in DynamoDB (table shape: `IDEMPOTENCY_TABLE` in `storage-layout.ts`),
 * keyed by `<tenantId>#<sha256(key)>` so client keys never appear in the table. A request first
 * claims its key with a conditional PutItem (an in-progress item with `expiresAtMs`), does the
 * work, then replaces the claim with the response, the pattern of the Powertools idempotency
 * utility; concurrent requests under one key therefore run the work once, on any number of
 * execution environments. Every item carries `expiresAtMs` (claim expiry, or the end of the
 * replay window) so the claim condition needs no clock arithmetic on stored strings. DynamoDB
 * TTL deletes expired items only eventually (often hours later), so reads check the age too.
 */
export class DynamoIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(tenantId: string, key: string, now: Date): Promise<IdempotencyRecord | undefined> {
    const item = await this.read(tenantId, key);
    if (!item || item.state === IN_PROGRESS) return undefined;
    const record = fromItem(item);
    return isExpired(record, now) ? undefined : record;
  }

  async put(tenantId: string, key: string, record: IdempotencyRecord): Promise<void> {
    const { body, ...rest } = record;
    const bodyGzip = gzipSync(body);
    if (bodyGzip.length > MAX_STORED_BODY_BYTES) return this.release(tenantId, key, record.fingerprint);
    const item = {
      ...rest,
      pk: partitionKey(tenantId, key),
      bodyGzip,
      expiresAtMs: Date.parse(record.createdAt) + IDEMPOTENCY_RETENTION_SECONDS * 1000,
      [TTL_ATTRIBUTE]: expiryEpochSeconds(record.createdAt, IDEMPOTENCY_RETENTION_SECONDS),
    };
    await callAws('dynamodb:PutItem idempotency', () => this.db.send(new PutCommand({ TableName: this.tableName, Item: item })));
  }

  async claim(tenantId: string, key: string, request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    const nowMs = request.now.getTime();
    const item = {
      pk: partitionKey(tenantId, key),
      state: IN_PROGRESS,
      fingerprint: request.fingerprint,
      createdAt: request.now.toISOString(),
      expiresAtMs: request.expiresAt.getTime(),
      // Abandoned claims are removed by TTL like responses, a day after they were taken.
      [TTL_ATTRIBUTE]: expiryEpochSeconds(request.now.toISOString(), IDEMPOTENCY_RETENTION_SECONDS),
    };
    for (let attempt = 1; ; attempt++) {
      const claimed = await conditionalPut(
        this.db,
        {
          TableName: this.tableName,
          Item: item,
          // Free, an expired claim or response, or a response stored before items had `expiresAtMs`.
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAtMs < :now OR (attribute_not_exists(expiresAtMs) AND createdAt < :windowStart)',
          ExpressionAttributeValues: { ':now': nowMs, ':windowStart': new Date(nowMs - IDEMPOTENCY_RETENTION_SECONDS * 1000).toISOString() },
        },
        'dynamodb:PutItem idempotency claim',
      );
      if (claimed) return { state: 'claimed' };
      const existing = await this.read(tenantId, key);
      if (existing?.state === IN_PROGRESS) return { state: 'in_progress', fingerprint: String(existing.fingerprint) };
      if (existing) {
        const record = fromItem(existing);
        if (!isExpired(record, request.now)) return { state: 'completed', record };
      }
      // Released or expired between the write and the read: try again.
      if (attempt >= CLAIM_ATTEMPTS) throw new DomainError('internal_error', 'An idempotency claim kept changing under the request.');
    }
  }

  async release(tenantId: string, key: string, fingerprint: string): Promise<void> {
    try {
      await this.db.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { pk: partitionKey(tenantId, key) },
          // Only our own claim: never a stored response, never a later request's claim.
          ConditionExpression: '#state = :inProgress AND fingerprint = :fingerprint',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':inProgress': IN_PROGRESS, ':fingerprint': fingerprint },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw toDomainError(error, 'dynamodb:DeleteItem idempotency');
    }
  }

  private async read(tenantId: string, key: string): Promise<Record<string, unknown> | undefined> {
    const { Item } = await callAws('dynamodb:GetItem idempotency', () =>
      this.db.send(new GetCommand({ TableName: this.tableName, Key: { pk: partitionKey(tenantId, key) }, ConsistentRead: true })),
    );
    return Item;
  }
}

/** The item key: the tenant in clear (for operations), the client's key only as a hash. */
export function partitionKey(tenantId: string, key: string): string {
  return `${tenantId}#${createHash('sha256').update(key).digest('hex')}`;
}

function isExpired(record: IdempotencyRecord, now: Date): boolean {
  return now.getTime() - Date.parse(record.createdAt) > IDEMPOTENCY_RETENTION_SECONDS * 1000;
}

function fromItem(item: Record<string, unknown>): IdempotencyRecord {
  const { pk: _pk, [TTL_ATTRIBUTE]: _ttl, bodyGzip, expiresAtMs: _expires, ...rest } = item;
  if (!(bodyGzip instanceof Uint8Array)) throw new DomainError('internal_error', 'A stored idempotency record has no body.');
  let body: string;
  try {
    body = gunzipSync(bodyGzip).toString('utf8');
  } catch (error) {
    throw new DomainError('internal_error', 'A stored idempotency record body is corrupt.', { cause: error });
  }
  return parseStoredIdempotencyRecord({ ...rest, body });
}
