import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoKeyStore } from '../../lambdas/adapters/aws/dynamo-key-store.js';
import { cryptoRandom, systemClock } from '../../lambdas/adapters/local/system.js';
import { createApiKey } from '../../lambdas/operations/api-keys.js';

/** Tenant of the key the local run creates at start. */
export const LOCAL_TENANT = 'local';

/**
 * Creates an API key in the API keys table exactly as `tas keys create` does against AWS: the
 * same use case and DynamoDB adapter, so the authorizer finds it by its hash. Returns the key
 * (only its hash is stored).
 */
export async function createFirstApiKey(db: DynamoDBDocumentClient, tableName: string): Promise<string> {
  const keys = new DynamoKeyStore(db, tableName);
  const { key } = await createApiKey({ keys, clock: systemClock, random: cryptoRandom }, LOCAL_TENANT);
  return key;
}
