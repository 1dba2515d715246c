import { constantTimeEquals, hmacSha256 } from './hmac.js';

/**
 * Signed download links for local results: HMAC-SHA256 over the path and the expiry, the way a
 * presigned S3 URL binds its object and expiry. Deterministic: the clock comes from the caller.
 */
export function signPath(secret: Buffer, path: string, expiresUnix: number): string {
  return hmacSha256(secret, `${path}\n${expiresUnix}`);
}

export type LinkCheck = 'ok' | 'expired' | 'bad_signature';

export function verifyPath(secret: Buffer, path: string, expiresUnix: number, signature: string, nowUnix: number): LinkCheck {
  if (!constantTimeEquals(signPath(secret, path, expiresUnix), signature)) return 'bad_signature';
  return nowUnix > expiresUnix ? 'expired' : 'ok';
}
