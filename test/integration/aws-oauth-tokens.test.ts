import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoKeyStore } from '../../lambdas/adapters/aws/dynamo-key-store.js';
import { cryptoRandom, systemClock } from '../../lambdas/adapters/local/system.js';
import { signAccessToken, TOKEN_ISSUER } from '../../lambdas/core/access-token.js';
import { createOAuthClient } from '../../lambdas/operations/oauth-clients.js';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import { apiEvent, callApi as call, HARNESS_TABLES, lambdaContext as context, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { EMULATOR_CREDENTIALS, EMULATOR_REGION } from './emulators.js';

/**
 * OAuth client credentials on AWS: the token endpoint (meta function) signs with the stage's
 * secret read from Secrets Manager (a local stand-in speaking its JSON protocol), the authorizer
 * accepts the token and passes its tenant, revocation and expiry are enforced. Clients are stored
 * in the API keys table (dynalite).
 */
const SIGNING_SECRET = 'tas/token-signing';
const SECRET_VALUE = 'a-generated-64-character-secret-from-secrets-manager-0123456789ab';
const fetched: string[] = [];
const secrets = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId: string };
  fetched.push(body.SecretId);
  const ok = body.SecretId === SIGNING_SECRET;
  res.writeHead(ok ? 200 : 400, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(ok ? { ARN: `arn:aws:secretsmanager:${EMULATOR_REGION}:111111111111:secret:${body.SecretId}`, Name: body.SecretId, SecretString: SECRET_VALUE } : { __type: 'ResourceNotFoundException', message: 'not found' }));
});

let harness: HandlerHarness;
let keys: DynamoKeyStore;
let db: ReturnType<typeof createDynamoDocumentClient>;

beforeAll(async () => {
  await new Promise<void>((resolve) => secrets.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(secrets.address() as AddressInfo).port}`;
  harness = await startHandlerHarness({ MODEL_BACKEND: 'local', [AWS_ENV.tokenSigningSecret]: SIGNING_SECRET, AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint });
  db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
  keys = new DynamoKeyStore(db, HARNESS_TABLES.keys);
});

afterAll(async () => {
  db?.destroy();
  await harness?.close();
  await new Promise((resolve) => secrets.close(resolve));
});

const authorizerEvent = (authorization: string) => ({ type: 'REQUEST', headers: { authorization } }) as never;

describe('OAuth tokens on AWS', () => {
  it('token endpoint → authorizer → operation, then revocation; the secret is read from Secrets Manager', async () => {
    const client = await createOAuthClient({ keys, clock: systemClock, random: cryptoRandom }, 'globex');
    const meta = harness.handlers.httpFunction('meta');
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }).toString();
    const issued = await call(meta, { ...apiEvent('POST', '/oauth/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), body: form });
    expect(issued.statusCode).toBe(200);
    expect(issued.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const token = issued.json.access_token as string;
    expect(fetched).toContain(SIGNING_SECRET);

    const authorizer = harness.handlers.authorizerFunction();
    expect(await authorizer(authorizerEvent(`Bearer ${token}`), context('authorizer'))).toEqual({ isAuthorized: true, context: { tenantId: 'globex' } });
    expect(await authorizer(authorizerEvent(`Bearer ${token.slice(0, -2)}xx`), context('authorizer'))).toEqual({ isAuthorized: true, context: { tenantId: '' } });

    const sentiment = harness.handlers.httpFunction('sentiment');
    const ok = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: ['Great support'], fast: true }, tenant: 'globex', headers: { authorization: `Bearer ${token}` } }));
    expect(ok.statusCode).toBe(200);

    expect(await keys.revoke(client.clientId, new Date())).toBe(true);
    expect(await authorizer(authorizerEvent(`Bearer ${token}`), context('authorizer'))).toEqual({ isAuthorized: true, context: { tenantId: '' } });
    const refused = await call(meta, { ...apiEvent('POST', '/oauth/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), body: form });
    expect(refused.statusCode).toBe(401);
  });

  it('an authorization API Gateway cached past the token expiry is refused by the function', async () => {
    const client = await createOAuthClient({ keys, clock: systemClock, random: cryptoRandom }, 'globex');
    const now = Math.floor(Date.now() / 1000);
    const expired = signAccessToken(Buffer.from(SECRET_VALUE), { iss: TOKEN_ISSUER, sub: client.clientId, tid: 'globex', iat: now - 3700, exp: now - 100, jti: 'x' });
    const authorizer = harness.handlers.authorizerFunction();
    expect(await authorizer(authorizerEvent(`Bearer ${expired}`), context('authorizer'))).toEqual({ isAuthorized: true, context: { tenantId: '' } });
    // As if the authorizer's answer for this header had been cached while the token was valid.
    const sentiment = harness.handlers.httpFunction('sentiment');
    const res = await call(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: ['fine'], fast: true }, tenant: 'globex', headers: { authorization: `Bearer ${expired}` } }));
    expect(res.statusCode).toBe(401);
    expect(res.json.message).toMatch(/expired/);
  });
});
