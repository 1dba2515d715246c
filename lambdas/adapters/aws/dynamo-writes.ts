import { PutCommand, ScanCommand, type DynamoDBDocumentClient, type PutCommandInput, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { callAws, isConditionalCheckFailed, toDomainError } from './aws-errors.js';

type Item = Record<string, unknown>;

/**
 * A PutItem under a condition: true when written, false when the condition refused it; any other
 * failure becomes a domain error naming `action`. The stores' create/update semantics build on it.
 */
export async function conditionalPut(db: DynamoDBDocumentClient, input: PutCommandInput, action: string): Promise<boolean> {
  try {
    await db.send(new PutCommand(input));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw toDomainError(error, action);
  }
}

/**
 * The condition of an optimistic write: the stored item's revision is the one before `revision`.
 * A missing item has no revision, so the condition also refuses to resurrect a deleted record.
 */
export function afterRevision(revision: number): Pick<PutCommandInput, 'ConditionExpression' | 'ExpressionAttributeValues'> {
  return { ConditionExpression: 'revision = :previous', ExpressionAttributeValues: { ':previous': revision - 1 } };
}

/**
 * Every item of a table whose `status` is `status`, through a consistent full scan. For recovery
 * tooling only, never a request path.
 */
export async function scanByStatus(db: DynamoDBDocumentClient, tableName: string, status: string, action: string): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const input: ScanCommandInput = {
      TableName: tableName,
      FilterExpression: '#status = :status',
      // `status` is a DynamoDB reserved word.
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status },
      ConsistentRead: true,
      ExclusiveStartKey: startKey,
    };
    const page = await callAws(action, () => db.send(new ScanCommand(input)));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
