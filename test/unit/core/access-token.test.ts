import { describe, expect, it } from 'vitest';
import { looksLikeAccessToken, signAccessToken, TOKEN_ISSUER, tokenExpiry, verifyAccessToken } from '../../../lambdas/core/access-token.js';

const KEY = Buffer.from('0123456789abcdef0123456789abcdef');
const CLAIMS = { iss: TOKEN_ISSUER, sub: 'cli_abc', tid: 'acme', iat: 1_000, exp: 4_600, jti: 'j1' };

describe('access tokens (HS256 JWT)', () => {
  it('round-trips its claims while valid; the header says HS256 JWT', () => {
    const token = signAccessToken(KEY, CLAIMS);
    expect(looksLikeAccessToken(token)).toBe(true);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyAccessToken(KEY, token, 1_001)).toEqual({ ok: true, claims: CLAIMS });
    expect(tokenExpiry(token)).toBe(4_600);
  });

  it('is expired from exp on', () => {
    const token = signAccessToken(KEY, CLAIMS);
    expect(verifyAccessToken(KEY, token, 4_599).ok).toBe(true);
    expect(verifyAccessToken(KEY, token, 4_600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, changed claims, another algorithm and non-tokens', () => {
    const token = signAccessToken(KEY, CLAIMS);
    expect(verifyAccessToken(Buffer.from('another key of thirty-two bytes!'), token, 1_001)).toEqual({ ok: false, reason: 'bad_signature' });
    const [h, , s] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...CLAIMS, tid: 'globex' })).toString('base64url');
    expect(verifyAccessToken(KEY, `${h}.${changed}.${s}`, 1_001)).toEqual({ ok: false, reason: 'bad_signature' });
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyAccessToken(KEY, `${none}.${token.split('.')[1]}.${s}`, 1_001)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyAccessToken(KEY, 'tas_live_abc', 1_001)).toEqual({ ok: false, reason: 'malformed' });
    expect(looksLikeAccessToken('tas_live_0123456789abcdefghjkmnpqrstvwxyz0123')).toBe(false);
  });

  it('refuses a correctly signed token of another issuer or without a tenant', () => {
    expect(verifyAccessToken(KEY, signAccessToken(KEY, { ...CLAIMS, iss: 'someone-else' }), 1_001)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyAccessToken(KEY, signAccessToken(KEY, { ...CLAIMS, tid: '' }), 1_001)).toEqual({ ok: false, reason: 'malformed' });
  });
});
