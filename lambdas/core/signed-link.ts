import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed download links for local results: HMAC-SHA256 over the path and the expiry, the way a
 * presigned S3 URL binds its object and expiry. Deterministic: the clock comes from the caller.
 */
export function signPath(secret: Buffer, path: string, expiresUnix: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expiresUnix}`).digest('base64url');
}

export type LinkCheck = 'ok' | 'expired' | 'bad_signature';

export function verifyPath(secret: Buffer, path: string, expiresUnix: number, signature: string, nowUnix: number): LinkCheck {
  const expected = Buffer.from(signPath(secret, path, expiresUnix));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  return nowUnix > expiresUnix ? 'expired' : 'ok';
}
