import { GetSecretValueCommand, SecretsManagerClient, type SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';

/**
 * A secret's string from AWS Secrets Manager, fetched on first use and kept for the life of the
 * execution environment (a rotated key reaches new environments; a failed fetch is tried again
 * on the next call). A JSON secret `{"apiKey": "..."}` is read by that field, as the console's
 * key/value secrets store it; any other secret is the key itself. The value is never logged.
 */
export function secretString(secretId: string, clientConfig: SecretsManagerClientConfig = {}): () => Promise<string> {
  let pending: Promise<string> | undefined;
  const client = new SecretsManagerClient(clientConfig);
  const fetchOnce = async (): Promise<string> => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new Error(`The secret ${secretId} holds no string.`);
    try {
      const parsed = JSON.parse(SecretString) as { apiKey?: unknown };
      if (typeof parsed?.apiKey === 'string') return parsed.apiKey;
    } catch {
      // not JSON: the whole string is the key
    }
    return SecretString;
  };
  return () =>
    (pending ??= fetchOnce().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
