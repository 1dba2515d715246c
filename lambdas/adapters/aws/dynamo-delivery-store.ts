import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DeliveryStore } from '../../core/ports/webhooks.js';
import { parseStoredDelivery } from '../../core/schemas/stored-webhooks.js';
import type { Delivery } from '../../core/webhooks/delivery.js';
import { callAws } from './aws-errors.js';
import { afterRevision, conditionalPut, scanByStatus } from './dynamo-writes.js';
import { DELIVERIES_WEBHOOK_INDEX, DELIVERY_RETENTION_SECONDS, expiryEpochSeconds, TTL_ATTRIBUTE } from './storage-layout.js';

type Item = Record<string, unknown>;

/**
 * Webhook deliveries in DynamoDB (table shape: `DELIVERIES_TABLE` in `storage-layout.ts`).
 * Writes are conditioned on `revision` like jobs, so two attempts racing after a duplicate SQS
 * message cannot both record themselves.
 */
export class DynamoDeliveryStore implements DeliveryStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  create(delivery: Delivery): Promise<boolean> {
    const input = { TableName: this.tableName, Item: toItem(delivery), ConditionExpression: 'attribute_not_exists(id)' };
    return conditionalPut(this.db, input, 'dynamodb:PutItem deliveries');
  }

  async get(id: string): Promise<Delivery | undefined> {
    const { Item } = await callAws('dynamodb:GetItem deliveries', () =>
      this.db.send(new GetCommand({ TableName: this.tableName, Key: { id }, ConsistentRead: true })),
    );
    return Item ? fromItem(Item) : undefined;
  }

  update(next: Delivery): Promise<boolean> {
    return conditionalPut(this.db, { TableName: this.tableName, Item: toItem(next), ...afterRevision(next.revision) }, 'dynamodb:PutItem deliveries');
  }

  async listByWebhook(webhookId: string, limit: number): Promise<Delivery[]> {
    const { Items } = await callAws('dynamodb:Query deliveries', () =>
      this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: DELIVERIES_WEBHOOK_INDEX,
          KeyConditionExpression: 'webhookId = :webhook',
          ExpressionAttributeValues: { ':webhook': webhookId },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    );
    return (Items ?? []).map(fromItem).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }

  /**
   * A full-table scan, for recovery tooling only: on AWS a pending delivery always has a message
   * on the deliveries queue (or in its dead-letter queue), so nothing needs to list them.
   */
  async listPending(): Promise<Delivery[]> {
    return (await scanByStatus(this.db, this.tableName, 'pending', 'dynamodb:Scan deliveries')).map(fromItem);
  }
}

/** A finished delivery expires `DELIVERY_RETENTION_SECONDS` after it ended; a pending one never. */
function toItem(delivery: Delivery): Item {
  if (delivery.status === 'pending') return { ...delivery };
  return { ...delivery, [TTL_ATTRIBUTE]: expiryEpochSeconds(delivery.updatedAt, DELIVERY_RETENTION_SECONDS) };
}

function fromItem(item: Item): Delivery {
  const { [TTL_ATTRIBUTE]: _ttl, ...delivery } = item;
  return parseStoredDelivery(delivery);
}
