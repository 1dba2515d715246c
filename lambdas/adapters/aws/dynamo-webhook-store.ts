import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../../core/errors.js';
import type { WebhookStore } from '../../core/ports/webhooks.js';
import { parseStoredSubscription } from '../../core/schemas/stored-webhooks.js';
import type { WebhookSubscription } from '../../core/webhooks/subscription.js';
import { callAws, isConditionalCheckFailed, toDomainError } from './aws-errors.js';
import { conditionalPut } from './dynamo-writes.js';
import { WEBHOOKS_TENANT_INDEX } from './storage-layout.js';

type Item = Record<string, unknown>;

/**
 * Webhook subscriptions in DynamoDB (table shape: `WEBHOOKS_TABLE` in `storage-layout.ts`).
 * The signing secrets are item attributes: the table is encrypted with its own KMS key and only
 * the webhook and delivery functions may read it.
 */
export class DynamoWebhookStore implements WebhookStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async create(sub: WebhookSubscription): Promise<void> {
    try {
      await this.db.send(new PutCommand({ TableName: this.tableName, Item: { ...sub }, ConditionExpression: 'attribute_not_exists(id)' }));
    } catch (error) {
      if (isConditionalCheckFailed(error)) throw new DomainError('internal_error', `Webhook ${sub.id} already exists.`, { cause: error });
      throw toDomainError(error, 'dynamodb:PutItem webhooks');
    }
  }

  async get(id: string): Promise<WebhookSubscription | undefined> {
    const { Item } = await callAws('dynamodb:GetItem webhooks', () =>
      this.db.send(new GetCommand({ TableName: this.tableName, Key: { id }, ConsistentRead: true })),
    );
    return Item ? parseStoredSubscription(Item) : undefined;
  }

  put(sub: WebhookSubscription): Promise<boolean> {
    return conditionalPut(this.db, { TableName: this.tableName, Item: { ...sub }, ConditionExpression: 'attribute_exists(id)' }, 'dynamodb:PutItem webhooks');
  }

  async delete(id: string): Promise<boolean> {
    try {
      await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: { id }, ConditionExpression: 'attribute_exists(id)' }));
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw toDomainError(error, 'dynamodb:DeleteItem webhooks');
    }
  }

  /**
   * Through the tenant index (eventually consistent: a subscription created a moment ago may be
   * missing for an instant). A tenant holds at most `MAX_WEBHOOKS_PER_TENANT`, but pages are
   * followed anyway.
   */
  async listByTenant(tenantId: string): Promise<WebhookSubscription[]> {
    const subs: WebhookSubscription[] = [];
    let startKey: Item | undefined;
    do {
      const page = await callAws('dynamodb:Query webhooks', () =>
        this.db.send(
          new QueryCommand({
            TableName: this.tableName,
            IndexName: WEBHOOKS_TENANT_INDEX,
            KeyConditionExpression: 'tenantId = :tenant',
            ExpressionAttributeValues: { ':tenant': tenantId },
            ScanIndexForward: true,
            ExclusiveStartKey: startKey,
          }),
        ),
      );
      for (const item of page.Items ?? []) subs.push(parseStoredSubscription(item));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return subs.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }
}
