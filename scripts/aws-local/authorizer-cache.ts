import { createHash } from 'node:crypto';

/** An authorizer's answer as API Gateway keeps it: allowed or not, and the context passed on. */
export interface AuthorizerDecision {
  isAuthorized: boolean;
  context: Record<string, unknown>;
}

/**
 * API Gateway's authorizer cache: answers kept per authorizer and identity-source values for the
 * authorizer's TTL (a revoked key keeps working until its entry expires, as in AWS). Keys are
 * stored hashed, so the cache never holds a bearer key in clear.
 */
export class AuthorizerCache {
  private readonly entries = new Map<string, { decision: AuthorizerDecision; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(authorizer: string, identity: string[]): AuthorizerDecision | undefined {
    const key = cacheKey(authorizer, identity);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.decision;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `decision` for `ttlSeconds` (0 disables caching, as in API Gateway). */
  set(authorizer: string, identity: string[], decision: AuthorizerDecision, ttlSeconds: number): void {
    if (ttlSeconds <= 0) return;
    this.entries.set(cacheKey(authorizer, identity), { decision, expiresAt: this.now() + ttlSeconds * 1000 });
  }
}

function cacheKey(authorizer: string, identity: string[]): string {
  return createHash('sha256').update(JSON.stringify([authorizer, ...identity])).digest('hex');
}
