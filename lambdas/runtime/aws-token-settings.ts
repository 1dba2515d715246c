import { secretString } from '../adapters/aws/secret-value.js';
import type { AccessTokenSettings } from '../operations/oauth-clients.js';
import type { AwsConfig } from './aws-config.js';
import { AWS_ENV } from './aws-env.js';

/** OAuth access tokens, signed with the stage's secret (read once per execution environment). */
export function tokenSettings(config: AwsConfig): { tokens?: AccessTokenSettings } {
  const secretId = config[AWS_ENV.tokenSigningSecret];
  if (!secretId) return {};
  const secret = secretString(secretId, { region: config.AWS_REGION });
  return { tokens: { signingKey: async () => Buffer.from(await secret(), 'utf8'), ttlSeconds: config[AWS_ENV.tokenTtlSeconds] } };
}
