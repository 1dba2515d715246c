import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from '../../../lambdas/http/routes.js';
import { signPath, verifyPath } from '../../../lambdas/core/signed-link.js';
import { acceptsGzip } from '../../../lambdas/http/compression.js';
import { TokenBucketLimiter } from '../../../lambdas/adapters/local/token-bucket-limiter.js';

describe('routing table', () => {
  it('matches paths with parameters and decodes them', () => {
    const m = matchRoute(ROUTES, 'GET', '/v1/jobs/job%5Fabc');
    expect(m && 'route' in m && m.route.id).toBe('getJobByPath');
    expect(m && 'route' in m && m.params.jobId).toBe('job_abc');
  });

  it('tells a wrong method (with the allowed ones) from an unknown path', () => {
    expect(matchRoute(ROUTES, 'GET', '/v1/sentiment')).toEqual({ allow: ['POST'] });
    expect(matchRoute(ROUTES, 'GET', '/v1/nothing')).toBeUndefined();
    expect(matchRoute(ROUTES, 'GET', '/v1/jobs/%E0%A4%A')).toBeUndefined();
  });
});

describe('signed links', () => {
  const secret = Buffer.alloc(32, 7);
  it('accepts its own signature until expiry, then says expired', () => {
    const sig = signPath(secret, '/v1/results/job_a', 1000);
    expect(verifyPath(secret, '/v1/results/job_a', 1000, sig, 999)).toBe('ok');
    expect(verifyPath(secret, '/v1/results/job_a', 1000, sig, 1001)).toBe('expired');
  });
  it('rejects another path, expiry or secret', () => {
    const sig = signPath(secret, '/v1/results/job_a', 1000);
    expect(verifyPath(secret, '/v1/results/job_b', 1000, sig, 0)).toBe('bad_signature');
    expect(verifyPath(secret, '/v1/results/job_a', 2000, sig, 0)).toBe('bad_signature');
    expect(verifyPath(Buffer.alloc(32, 8), '/v1/results/job_a', 1000, sig, 0)).toBe('bad_signature');
  });
});

describe('gzip negotiation', () => {
  it('reads Accept-Encoding with qualities', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('token bucket', () => {
  it('allows a burst, then refuses with a retry time, then refills', () => {
    const limiter = new TokenBucketLimiter(60, 2);
    const t = new Date(0);
    expect(limiter.take('a', t).allowed).toBe(true);
    expect(limiter.take('a', t).allowed).toBe(true);
    const refused = limiter.take('a', t);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('b', t).allowed).toBe(true);
    expect(limiter.take('a', new Date(1000)).allowed).toBe(true);
  });
});
