import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../../core/errors.js';
import type { IdempotencyRecord, IdempotencyStore } from '../../core/ports/access.js';
import { parseStoredIdempotencyRecord } from '../../core/schemas/stored.js';
import { callAws } from './aws-errors.js';
import { expiryEpochSeconds, IDEMPOTENCY_RETENTION_SECONDS, TTL_ATTRIBUTE } from './storage-layout.js';

/**
 * DynamoDB items are limited to 400 KB. The stored body is gzip-compressed; one still larger than
 * this (a big synchronous response) is not stored, and the request then simply runs again on a
 * retry: failing the already computed response over its replay copy would be worse.
 */
export const MAX_STORED_BODY_BYTES = 350_000;

/**
 * Idempotency records in DynamoDB (table shape: `IDEMPOTENCY_TABLE` in `storage-layout.ts`),
 * keyed by `<tenantId>#<sha256(key)>` so client keys never appear in the table. DynamoDB TTL
 * deletes expired items only eventually (often hours later), so `get` checks the age itself.
 */
export class DynamoIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(tenantId: string, key: string, now: Date): Promise<IdempotencyRecord | undefined> {
    const { Item } = await callAws('dynamodb:GetItem idempotency', () =>
      this.db.send(new GetCommand({ TableName: this.tableName, Key: { pk: partitionKey(tenantId, key) }, ConsistentRead: true })),
    );
    if (!Item) return undefined;
    const record = fromItem(Item);
    const ageMs = now.getTime() - Date.parse(record.createdAt);
    return ageMs > IDEMPOTENCY_RETENTION_SECONDS * 1000 ? undefined : record;
  }

  async put(tenantId: string, key: string, record: IdempotencyRecord): Promise<void> {
    const { body, ...rest } = record;
    const bodyGzip = gzipSync(body);
    if (bodyGzip.length > MAX_STORED_BODY_BYTES) return;
    const item = {
      ...rest,
      pk: partitionKey(tenantId, key),
      bodyGzip,
      [TTL_ATTRIBUTE]: expiryEpochSeconds(record.createdAt, IDEMPOTENCY_RETENTION_SECONDS),
    };
    await callAws('dynamodb:PutItem idempotency', () => this.db.send(new PutCommand({ TableName: this.tableName, Item: item })));
  }
}

/** The item key: the tenant in clear (for operations), the client's key only as a hash. */
export function partitionKey(tenantId: string, key: string): string {
  return `${tenantId}#${createHash('sha256').update(key).digest('hex')}`;
}

function fromItem(item: Record<string, unknown>): IdempotencyRecord {
  const { pk: _pk, [TTL_ATTRIBUTE]: _ttl, bodyGzip, ...rest } = item;
  if (!(bodyGzip instanceof Uint8Array)) throw new DomainError('internal_error', 'A stored idempotency record has no body.');
  let body: string;
  try {
    body = gunzipSync(bodyGzip).toString('utf8');
  } catch (error) {
    throw new DomainError('internal_error', 'A stored idempotency record body is corrupt.', { cause: error });
  }
  return parseStoredIdempotencyRecord({ ...rest, body });
}
