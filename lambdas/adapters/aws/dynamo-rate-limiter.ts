import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RateDecision, RateLimiter } from '../../core/ports/access.js';
import { isConditionalCheckFailed, toDomainError } from './aws-errors.js';
import { TTL_ATTRIBUTE } from './storage-layout.js';

/** Counters outlive their window by this much before TTL may remove them (TTL is lazy anyway). */
const COUNTER_GRACE_SECONDS = 60;

/**
 * A per-tenant rate limit shared by every function instance: fixed windows of
 * `burst / perMinute` minutes (600 a minute with bursts of 120: 120 requests per 12 s window),
 * each counted by one conditional `UpdateItem` (`ADD hits 1` while `hits < burst`). So a tenant
 * gets `perMinute` requests a minute on average, at most `burst` in one window, whatever the
 * number of warm instances; one more DynamoDB write per authenticated request.
 */
export class DynamoRateLimiter implements RateLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    perMinute: number,
    private readonly burst: number,
  ) {
    if (!(perMinute > 0) || !(Number.isInteger(burst) && burst > 0)) throw new RangeError('perMinute and burst must be positive.');
    this.windowMs = Math.max(1000, Math.round((burst / perMinute) * 60_000));
  }

  async take(tenantId: string, now: Date): Promise<RateDecision> {
    const start = Math.floor(now.getTime() / this.windowMs) * this.windowMs;
    const end = start + this.windowMs;
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: `${tenantId}#${start / 1000}` },
          UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :burst',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':one': 1, ':burst': this.burst, ':ttl': Math.ceil(end / 1000) + COUNTER_GRACE_SECONDS },
        }),
      );
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (error) {
      if (isConditionalCheckFailed(error)) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)) };
      throw toDomainError(error, 'dynamodb:UpdateItem rate limits');
    }
  }
}
