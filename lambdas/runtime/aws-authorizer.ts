import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { createDynamoDocumentClient } from '../adapters/aws/dynamo-clients.js';
import { DynamoKeyStore } from '../adapters/aws/dynamo-key-store.js';
import { PowertoolsLoggerAdapter } from '../adapters/aws/powertools-logger.js';
import { systemClock } from '../adapters/local/system.js';
import { DomainError } from '../core/errors.js';
import type { KeyStore } from '../core/ports/access.js';
import type { Clock } from '../core/ports/system.js';
import { authenticateBearer } from '../operations/authenticate-bearer.js';
import type { AccessTokenSettings } from '../operations/oauth-clients.js';
import { loadAwsConfig } from './aws-config.js';
import { AUTHORIZER_CONTEXT, AWS_ENV } from './aws-env.js';
import { tokenSettings } from './aws-token-settings.js';
import { unconfigured } from './unconfigured.js';

/**
 * The HTTP API's Lambda authorizer, in a module of its own so that its bundle holds only what it
 * uses: the keys table (DynamoDB) and the token-signing secret (Secrets Manager). No S3, SQS or
 * Bedrock client, no HTTP app, no model code (`test/infra/function-bundles.test.ts`).
 */

const logger = new PowertoolsLoggerAdapter(process.env.LOG_LEVEL ?? 'INFO');

interface AuthorizerDeps {
  keys: KeyStore;
  clock: Clock;
  tokens?: AccessTokenSettings;
}

let deps: AuthorizerDeps | undefined;

function authorizerDeps(): AuthorizerDeps {
  if (deps) return deps;
  const config = loadAwsConfig();
  const table = config[AWS_ENV.apiKeysTable];
  deps = {
    keys: table ? new DynamoKeyStore(createDynamoDocumentClient({ region: config.AWS_REGION }), table) : unconfigured<KeyStore>('API keys table'),
    clock: systemClock,
    ...tokenSettings(config),
  };
  return deps;
}

/**
 * It always authorizes and passes the key's tenant (empty for a bad key) so the operation
 * function answers with the contract's 401 body; API Gateway caches the answer per Authorization
 * header for the configured TTL.
 */
export function authorizerFunction() {
  return middy<APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult<Record<string, string>>>()
    .use(injectLambdaContext(logger.powertools, { resetKeys: true }))
    .handler(async (event) => {
      const d = authorizerDeps();
      try {
        // An API key or an access token from `POST /oauth/token` (the function rechecks a token's expiry).
        const tenantId = await authenticateBearer(d, event.headers?.authorization);
        return { isAuthorized: true, context: { [AUTHORIZER_CONTEXT.tenantId]: tenantId } };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'unauthorized') return { isAuthorized: true, context: { [AUTHORIZER_CONTEXT.tenantId]: '' } };
        throw error;
      }
    });
}
