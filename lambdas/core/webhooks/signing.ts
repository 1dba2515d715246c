import { constantTimeEquals, hmacSha256 } from '../hmac.js';

/**
 * Webhook signatures in the Standard Webhooks scheme: `v1,` + base64 HMAC-SHA256 over
 * `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the
 * `whsec_` secret. Receivers can verify with any Standard Webhooks library.
 */

export const SECRET_PREFIX = 'whsec_';
/** Random bytes in a signing secret. */
export const SECRET_BYTES = 32;
/** Characters of a secret shown after creation (`secretHint`). */
export const SECRET_HINT_CHARS = 4;
/** How far a timestamp may be from the receiver's clock (the Standard Webhooks default). */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

const SIGNATURE_VERSION = 'v1';
const SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

/** A new secret from random bytes (the caller's random source). */
export function formatSecret(bytes: Uint8Array): string {
  return SECRET_PREFIX + Buffer.from(bytes).toString('base64');
}

/** True when the text has the shape of a signing secret. */
export function isSecret(text: string): boolean {
  return SECRET_PATTERN.test(text);
}

/** The last characters of a secret, to recognise it without revealing it. */
export function secretHint(secret: string): string {
  return secret.slice(-SECRET_HINT_CHARS);
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** One `v1,<base64>` signature. */
export function sign(secret: string, webhookId: string, timestampSeconds: number, body: string): string {
  const mac = hmacSha256(keyOf(secret), `${webhookId}.${timestampSeconds}.${body}`, 'base64');
  return `${SIGNATURE_VERSION},${mac}`;
}

/** The signature header value: one signature per secret, space-separated, in the given order. */
export function signatureHeader(secrets: readonly string[], webhookId: string, timestampSeconds: number, body: string): string {
  return secrets.map((s) => sign(s, webhookId, timestampSeconds, body)).join(' ');
}

/** The headers of one delivery attempt (lower-case names). */
export function signedHeaders(secrets: readonly string[], webhookId: string, timestampSeconds: number, body: string): Record<string, string> {
  const signature = signatureHeader(secrets, webhookId, timestampSeconds, body);
  return {
    'content-type': 'application/json',
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signature,
    'x-service-signature': signature,
  };
}

export type VerifyResult = 'ok' | 'missing_headers' | 'bad_timestamp' | 'stale_timestamp' | 'bad_signature';

export interface VerifyInput {
  secret: string;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}

/**
 * Verifies a delivery the way a Standard Webhooks receiver does: the timestamp within the
 * tolerance, then any `v1` signature of the header equal (in constant time) to the expected one.
 * Reads `webhook-signature`, or `x-service-signature` when that is the only one sent.
 */
export function verifyWebhook(input: VerifyInput): VerifyResult {
  const id = input.headers['webhook-id'];
  const timestamp = input.headers['webhook-timestamp'];
  const header = input.headers['webhook-signature'] ?? input.headers['x-service-signature'];
  if (!id || !timestamp || !header) return 'missing_headers';
  if (!/^\d{1,12}$/.test(timestamp)) return 'bad_timestamp';
  if (Math.abs(input.nowSeconds - Number(timestamp)) > (input.toleranceSeconds ?? TIMESTAMP_TOLERANCE_SECONDS)) return 'stale_timestamp';
  const expected = sign(input.secret, id, Number(timestamp), input.body);
  return header.split(' ').some((candidate) => constantTimeEquals(expected, candidate)) ? 'ok' : 'bad_signature';
}
