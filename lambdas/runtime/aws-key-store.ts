import { createDynamoDocumentClient } from '../adapters/aws/aws-clients.js';
import { DynamoKeyStore } from '../adapters/aws/dynamo-key-store.js';
import type { KeyStore } from '../core/ports/access.js';

/**
 * The API keys table of a deployment, for the admin CLI (`tas keys … --aws`). Credentials and,
 * unless given, the region come from the standard AWS environment (profile, SSO, variables).
 */
export function awsKeyStore(tableName: string, region?: string): { keys: KeyStore; close: () => void } {
  const db = createDynamoDocumentClient(region ? { region } : {});
  return { keys: new DynamoKeyStore(db, tableName), close: () => db.destroy() };
}
