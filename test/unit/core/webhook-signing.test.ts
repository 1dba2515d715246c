import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { formatSecret, isSecret, secretHint, sign, signatureHeader, signedHeaders, verifyWebhook } from '../../../lambdas/core/webhooks/signing.js';

const SECRET = formatSecret(new Uint8Array(32).map((_, i) => i * 7));
const OTHER = formatSecret(new Uint8Array(32).fill(9));
const ID = 'evt_0123456789abcdefghjkmnpqrs';
const BODY = '{"id":"evt_0123456789abcdefghjkmnpqrs","type":"analysis.completed","data":{"jobId":"job_x"}}';
const now = () => Math.floor(Date.now() / 1000);

describe('webhook secrets', () => {
  it('are whsec_ + base64 of 32 bytes, recognisable by their last 4 characters', () => {
    expect(SECRET).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(SECRET.slice(6), 'base64')).toHaveLength(32);
    expect(isSecret(SECRET)).toBe(true);
    expect(isSecret('whsec_not base64!')).toBe(false);
    expect(isSecret('sk_abc')).toBe(false);
    expect(secretHint(SECRET)).toBe(SECRET.slice(-4));
  });
});

describe('signatures (Standard Webhooks)', () => {
  it('equal what the standardwebhooks library computes', () => {
    const ts = 1_700_000_000;
    expect(sign(SECRET, ID, ts, BODY)).toBe(new Webhook(SECRET).sign(ID, new Date(ts * 1000), BODY));
  });

  it('verify with the standardwebhooks library under both header names', () => {
    const headers = signedHeaders([SECRET], ID, now(), BODY);
    expect(headers['webhook-signature']).toBe(headers['x-service-signature']);
    expect(new Webhook(SECRET).verify(BODY, headers)).toMatchObject({ id: ID });
    const viaServiceHeader = { ...headers, 'webhook-signature': headers['x-service-signature'] };
    expect(new Webhook(SECRET).verify(BODY, viaServiceHeader)).toMatchObject({ id: ID });
  });

  it('are rejected by the library for a tampered body, a wrong secret or a stale timestamp', () => {
    const headers = signedHeaders([SECRET], ID, now(), BODY);
    expect(() => new Webhook(SECRET).verify(BODY.replace('job_x', 'job_y'), headers)).toThrow(/signature/i);
    expect(() => new Webhook(OTHER).verify(BODY, headers)).toThrow(/signature/i);
    const stale = signedHeaders([SECRET], ID, now() - 10 * 60, BODY);
    expect(() => new Webhook(SECRET).verify(BODY, stale)).toThrow(/too old/i);
  });

  it('carry one signature per secret, newest first, each verifiable on its own', () => {
    const ts = now();
    const header = signatureHeader([OTHER, SECRET], ID, ts, BODY);
    expect(header.split(' ')).toEqual([sign(OTHER, ID, ts, BODY), sign(SECRET, ID, ts, BODY)]);
    const headers = { 'webhook-id': ID, 'webhook-timestamp': String(ts), 'webhook-signature': header };
    expect(new Webhook(OTHER).verify(BODY, headers)).toBeTruthy();
    expect(new Webhook(SECRET).verify(BODY, headers)).toBeTruthy();
  });
});

describe('verifyWebhook (the receiver side used by `tas webhooks listen`)', () => {
  const ts = 1_700_000_000;
  const headers = signedHeaders([SECRET], ID, ts, BODY);
  const check = (over: Partial<Parameters<typeof verifyWebhook>[0]>) => verifyWebhook({ secret: SECRET, headers, body: BODY, nowSeconds: ts + 1, ...over });

  it('accepts a good delivery, also with only X-Service-Signature', () => {
    expect(check({})).toBe('ok');
    const { 'webhook-signature': _sig, ...rest } = headers;
    expect(check({ headers: rest })).toBe('ok');
    expect(check({ headers: { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` } })).toBe('ok');
  });

  it('rejects tampering, a wrong secret, a stale or future timestamp and missing headers', () => {
    expect(check({ body: `${BODY} ` })).toBe('bad_signature');
    expect(check({ secret: OTHER })).toBe('bad_signature');
    expect(check({ headers: { ...headers, 'webhook-id': 'evt_other' } })).toBe('bad_signature');
    expect(check({ nowSeconds: ts + 301 })).toBe('stale_timestamp');
    expect(check({ nowSeconds: ts - 301 })).toBe('stale_timestamp');
    expect(check({ headers: { ...headers, 'webhook-timestamp': 'soon' } })).toBe('bad_timestamp');
    expect(check({ headers: { 'webhook-id': ID } })).toBe('missing_headers');
  });
});
