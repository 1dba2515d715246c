import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 and the constant-time comparison every signature and secret check uses (signed
 * result links, OAuth access tokens, webhook signatures, OAuth client secrets).
 */
export function hmacSha256(key: Buffer, input: string, encoding: 'base64url' | 'base64' = 'base64url'): string {
  return createHmac('sha256', key).update(input).digest(encoding);
}

/** Whether `given` equals `expected`, compared in constant time (a length mismatch is simply false). */
export function constantTimeEquals(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
