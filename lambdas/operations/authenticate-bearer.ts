import { looksLikeAccessToken, tokenExpiry } from '../core/access-token.js';
import type { KeyStore } from '../core/ports/access.js';
import type { Clock } from '../core/ports/system.js';
import { authenticate } from './api-keys.js';
import { authenticateToken, type AccessTokenSettings } from './oauth-clients.js';

/**
 * The tenant of an `Authorization: Bearer` credential, which is either an API key (`tas_…`) or
 * an access token from `POST /oauth/token` (a JWT: three dot-separated parts); otherwise 401.
 */
export async function authenticateBearer(deps: { keys: KeyStore; clock: Clock; tokens?: AccessTokenSettings }, authorization: string | undefined): Promise<string> {
  const credential = bearerCredential(authorization);
  if (credential !== undefined && looksLikeAccessToken(credential)) return authenticateToken(deps, credential);
  return authenticate(deps.keys, authorization);
}

/** The credential of a `Bearer` header, or undefined. */
export function bearerCredential(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

/**
 * True when the bearer credential is an access token past its expiry. For requests an upstream
 * authorizer already verified (API Gateway caches its answer per header for a while), so a cached
 * authorization never outlives the token.
 */
export function bearerTokenExpired(authorization: string | undefined, now: Date): boolean {
  const credential = bearerCredential(authorization);
  const exp = credential !== undefined ? tokenExpiry(credential) : undefined;
  return exp !== undefined && Math.floor(now.getTime() / 1000) >= exp;
}
