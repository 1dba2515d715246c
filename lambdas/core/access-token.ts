import { constantTimeEquals, hmacSha256 } from './hmac.js';

/**
 * Short-lived bearer tokens of the OAuth 2.0 client-credentials grant: compact JWTs signed with
 * HMAC-SHA256 (RFC 7519, `alg: HS256`), so any JWT library can read them and only the service,
 * which holds the signing key, can make them. Pure: the clock and the key come from the caller.
 */

/** The claims a token carries: who (`sub`, the client id), whose data (`tid`), and until when. */
export interface AccessTokenClaims {
  /** Issuer: always {@link TOKEN_ISSUER}. */
  iss: string;
  /** The OAuth client id. */
  sub: string;
  /** The tenant the client belongs to. */
  tid: string;
  /** Issued at, unix seconds. */
  iat: number;
  /** Expires at, unix seconds. */
  exp: number;
  /** Unique token id (random). */
  jti: string;
}

export const TOKEN_ISSUER = 'text-analysis-service';

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** True when a bearer credential has the shape of a token (three base64url parts), not of an API key. */
export function looksLikeAccessToken(credential: string): boolean {
  return TOKEN_SHAPE.test(credential);
}

export function signAccessToken(secret: Buffer, claims: AccessTokenClaims): string {
  const input = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${hmacSha256(secret, input)}`;
}

export type TokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

/** Verifies the signature first, then the claims' shape and the expiry (`exp` is exclusive). */
export function verifyAccessToken(secret: Buffer, token: string, nowUnix: number): TokenCheck {
  if (!looksLikeAccessToken(token)) return { ok: false, reason: 'malformed' };
  const [header, payload, given] = token.split('.') as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'malformed' };
  if (!constantTimeEquals(hmacSha256(secret, `${header}.${payload}`), given)) return { ok: false, reason: 'bad_signature' };
  const claims = readClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  return nowUnix >= claims.exp ? { ok: false, reason: 'expired' } : { ok: true, claims };
}

/**
 * The expiry of a token whose signature was already verified upstream (the API Gateway
 * authorizer), so a cached authorization never outlives the token; undefined when unreadable.
 */
export function tokenExpiry(token: string): number | undefined {
  if (!looksLikeAccessToken(token)) return undefined;
  return readClaims(token.split('.')[1]!)?.exp;
}

function readClaims(payload: string): AccessTokenClaims | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessTokenClaims>;
    const strings = [value.iss, value.sub, value.tid, value.jti].every((v) => typeof v === 'string' && v.length > 0);
    const numbers = [value.iat, value.exp].every((v) => typeof v === 'number' && Number.isFinite(v));
    return strings && numbers && value.iss === TOKEN_ISSUER ? (value as AccessTokenClaims) : undefined;
  } catch {
    return undefined;
  }
}
