import type { RateDecision, RateLimiter } from '../../core/ports/access.js';

/** Per-tenant token bucket: `perMinute` requests a minute, bursts up to `burst`. */
export class TokenBucketLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
  ) {}

  take(tenantId: string, now: Date): RateDecision {
    const t = now.getTime();
    const ratePerMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(tenantId) ?? { tokens: this.burst, at: t };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (t - bucket.at) * ratePerMs);
    bucket.at = t;
    this.buckets.set(tenantId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000)) };
  }
}
