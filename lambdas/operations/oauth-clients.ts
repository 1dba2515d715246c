import { signAccessToken, TOKEN_ISSUER, verifyAccessToken } from '../core/access-token.js';
import { DomainError } from '../core/errors.js';
import { constantTimeEquals } from '../core/hmac.js';
import { base32, formatId, ID_BYTES } from '../core/ids.js';
import type { ApiKeyRecord, KeyStore } from '../core/ports/access.js';
import type { Clock, RandomSource } from '../core/ports/system.js';
import { checkTenantName, hashApiKey } from './api-keys.js';

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4) for the clients that sign in that way (the
 * TypeScript SDK, the spreadsheet add-ins). A tenant's client id and secret are exchanged at
 * `POST /oauth/token` for a short-lived signed bearer token that every operation accepts like an
 * API key. Clients live in the key store beside the keys (the secret hashed, revoked the same way).
 */

/** Where tokens are signed and how long they live; absent in `ServiceDeps`: no token endpoint. */
export interface AccessTokenSettings {
  /** The signing key (a file in the data folder locally, the stage's secret on AWS). */
  signingKey: () => Promise<Buffer>;
  /** Lifetime of an issued token. */
  ttlSeconds: number;
}

/** Default token lifetime: one hour, like most identity providers' client-credentials tokens. */
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** Random bytes in a client secret: 192 bits, like an API key. */
const SECRET_BYTES = 24;
const CLIENT_ID_PATTERN = /^cli_[0-9a-z]{26}$/;

/** The store handle of a client: not a secret, so it must never pass as a key (see `kind`). */
export function clientHandle(clientId: string): string {
  return hashApiKey(`oauth-client:${clientId}`);
}

/** Creates a client for a tenant; the secret is returned once, only its hash is stored. */
export async function createOAuthClient(
  deps: { keys: KeyStore; clock: Clock; random: RandomSource },
  tenantId: string,
): Promise<{ clientId: string; clientSecret: string; record: ApiKeyRecord }> {
  checkTenantName(tenantId);
  const clientId = formatId('client', deps.random.bytes(ID_BYTES));
  const clientSecret = `tas_cs_${base32(deps.random.bytes(SECRET_BYTES))}`;
  const record: ApiKeyRecord = {
    keyId: clientId,
    tenantId,
    hash: clientHandle(clientId),
    prefix: clientId,
    createdAt: deps.clock.now().toISOString(),
    kind: 'oauth_client',
    secretHash: hashApiKey(clientSecret),
  };
  await deps.keys.add(record);
  return { clientId, clientSecret, record };
}

/** The tenant's clients (every client when no tenant is given), oldest first. */
export async function listOAuthClients(keys: KeyStore, tenantId?: string): Promise<ApiKeyRecord[]> {
  return (await keys.list()).filter((r) => r.kind === 'oauth_client' && (tenantId === undefined || r.tenantId === tenantId));
}

/** The live client record of a client id, or undefined (unknown, revoked, or not a client). */
async function liveClient(keys: KeyStore, clientId: string): Promise<ApiKeyRecord | undefined> {
  if (!CLIENT_ID_PATTERN.test(clientId)) return undefined;
  const record = await keys.findByHash(clientHandle(clientId));
  return record && record.kind === 'oauth_client' && record.keyId === clientId && !record.revokedAt ? record : undefined;
}

export interface TokenGrant {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** The client-credentials grant: a valid, unrevoked client id and secret → a signed token. */
export async function issueAccessToken(
  deps: { keys: KeyStore; clock: Clock; random: RandomSource; tokens: AccessTokenSettings },
  clientId: string,
  clientSecret: string,
): Promise<TokenGrant> {
  // Hashed before the lookup so an unknown client id costs the same as a wrong secret.
  const presented = hashApiKey(clientSecret);
  const record = await liveClient(deps.keys, clientId);
  if (!record || !constantTimeEquals(record.secretHash ?? '', presented)) {
    throw new DomainError('unauthorized', 'The client id or client secret is not valid.');
  }
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const ttl = deps.tokens.ttlSeconds;
  const claims = { iss: TOKEN_ISSUER, sub: clientId, tid: record.tenantId, iat: now, exp: now + ttl, jti: base32(deps.random.bytes(ID_BYTES)) };
  return { access_token: signAccessToken(await deps.tokens.signingKey(), claims), token_type: 'Bearer', expires_in: ttl };
}

/**
 * The tenant of a bearer token: signature, expiry, and a client that still exists, is not
 * revoked and belongs to the tenant the token names; otherwise 401.
 */
export async function authenticateToken(deps: { keys: KeyStore; clock: Clock; tokens?: AccessTokenSettings }, token: string): Promise<string> {
  if (!deps.tokens) throw new DomainError('unauthorized', 'The API key is not valid.');
  const check = verifyAccessToken(await deps.tokens.signingKey(), token, Math.floor(deps.clock.now().getTime() / 1000));
  if (!check.ok) throw new DomainError('unauthorized', check.reason === 'expired' ? 'The access token has expired; request a new one.' : 'The access token is not valid.');
  const record = await liveClient(deps.keys, check.claims.sub);
  if (!record || record.tenantId !== check.claims.tid) throw new DomainError('unauthorized', 'The access token is not valid (its client was revoked).');
  return record.tenantId;
}
