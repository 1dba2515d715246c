import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../../core/errors.js';
import type { ApiKeyRecord, KeyStore } from '../../core/ports/access.js';
import { parseStoredApiKey } from '../../core/schemas/stored.js';
import { callAws, isConditionalCheckFailed, toDomainError } from './aws-errors.js';
import { API_KEYS_KEY_ID_INDEX } from './storage-layout.js';

type Item = Record<string, unknown>;

/**
 * API key records in DynamoDB (table shape: `API_KEYS_TABLE` in `storage-layout.ts`), keyed by
 * the SHA-256 hash so the lookup on every request is one GetItem. Revocation goes through the
 * `keyId` index, which is eventually consistent: a key revoked within a second of its creation
 * may be reported as unknown (retry).
 */
export class DynamoKeyStore implements KeyStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Never overwrites an existing record: that could silently un-revoke a key. */
  async add(record: ApiKeyRecord): Promise<void> {
    try {
      await this.db.send(
        new PutCommand({ TableName: this.tableName, Item: { ...record }, ConditionExpression: 'attribute_not_exists(#hash)', ExpressionAttributeNames: { '#hash': 'hash' } }),
      );
    } catch (error) {
      if (isConditionalCheckFailed(error)) throw new DomainError('internal_error', `Key ${record.keyId} collides with a stored key.`, { cause: error });
      throw toDomainError(error, 'dynamodb:PutItem keys');
    }
  }

  /** Strongly consistent, so a revocation takes effect on the next request. */
  async findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    const { Item } = await callAws('dynamodb:GetItem keys', () =>
      this.db.send(new GetCommand({ TableName: this.tableName, Key: { hash }, ConsistentRead: true })),
    );
    return Item ? parseStoredApiKey(Item) : undefined;
  }

  /** Every key, oldest first. A scan: the table is small and this is an admin command. */
  async list(): Promise<ApiKeyRecord[]> {
    const records: ApiKeyRecord[] = [];
    let startKey: Item | undefined;
    do {
      const page = await callAws('dynamodb:Scan keys', () =>
        this.db.send(new ScanCommand({ TableName: this.tableName, ConsistentRead: true, ExclusiveStartKey: startKey })),
      );
      for (const item of page.Items ?? []) records.push(parseStoredApiKey(item));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.keyId.localeCompare(b.keyId));
  }

  /** Keeps the first revocation time when revoked twice, like the local store. */
  async revoke(keyId: string, at: Date): Promise<boolean> {
    const hash = await this.hashOf(keyId);
    if (hash === undefined) return false;
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { hash },
          UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
          ConditionExpression: 'attribute_exists(#hash)',
          ExpressionAttributeNames: { '#hash': 'hash' },
          ExpressionAttributeValues: { ':at': at.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw toDomainError(error, 'dynamodb:UpdateItem keys');
    }
  }

  private async hashOf(keyId: string): Promise<string | undefined> {
    const { Items } = await callAws('dynamodb:Query keys', () =>
      this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: API_KEYS_KEY_ID_INDEX,
          KeyConditionExpression: 'keyId = :keyId',
          ExpressionAttributeValues: { ':keyId': keyId },
        }),
      ),
    );
    const hash = Items?.[0]?.hash;
    return typeof hash === 'string' ? hash : undefined;
  }
}
