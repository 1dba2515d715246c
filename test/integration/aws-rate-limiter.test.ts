import { CreateTableCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoClient, createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoRateLimiter } from '../../lambdas/adapters/aws/dynamo-rate-limiter.js';
import { RATE_LIMITS_TABLE } from '../../lambdas/adapters/aws/storage-layout.js';
import { apiEvent, callApi, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { tenant } from '../contract/fixtures.js';
import { createTableInput, EMULATOR_CREDENTIALS, EMULATOR_REGION } from './emulators.js';

/**
 * The per-tenant rate limit on AWS is one counter per tenant and window in DynamoDB, so every
 * function instance counts against the same limit (the per-instance token bucket it replaces
 * let each warm instance grant the whole burst). Against dynalite, and through the real handlers.
 */

const TABLE = 'h-rate-limits';
const BURST = 5;
let harness: HandlerHarness;

beforeAll(async () => {
  harness = await startHandlerHarness({ MODEL_BACKEND: 'local', RATE_LIMITS_TABLE_NAME: TABLE, RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_BURST: String(BURST) });
  const raw = createDynamoClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
  await raw.send(new CreateTableCommand(createTableInput(TABLE, RATE_LIMITS_TABLE)));
  raw.destroy();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

/** A limiter as one function instance builds it: its own client. */
function instance(perMinute: number, burst: number) {
  const db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
  return { limiter: new DynamoRateLimiter(db, TABLE, perMinute, burst), close: () => db.destroy() };
}

describe('DynamoRateLimiter', () => {
  it('shares one budget across instances: 60 concurrent requests on three instances get exactly the burst', async () => {
    const instances = [instance(600, 20), instance(600, 20), instance(600, 20)];
    const who = tenant();
    const now = new Date(Date.UTC(2026, 0, 1, 0, 0, 1));
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[i % 3]!.limiter.take(who, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    // 600 a minute with bursts of 20: 2 s windows; this one ends 1 s after `now`.
    expect(new Set(decisions.filter((d) => !d.allowed).map((d) => d.retryAfterSeconds))).toEqual(new Set([1]));
    // Another tenant has its own budget; the next window starts afresh.
    expect((await instances[0]!.limiter.take(tenant(), now)).allowed).toBe(true);
    expect((await instances[1]!.limiter.take(who, new Date(now.getTime() + 1000))).allowed).toBe(true);
    for (const i of instances) i.close();
  });
});

describe('the API functions on AWS', () => {
  it('answer 429 rate_limited with Retry-After once the tenant used its burst, whichever function it called', { timeout: 60_000 }, async () => {
    const { handlers, tenantId } = harness;
    // One a minute with bursts of 5: 5-minute windows. Start well inside one, so all six calls count in it.
    const windowMs = (BURST / 1) * 60_000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 30_000) await new Promise((r) => setTimeout(r, left + 100));
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof callApi>> | undefined;
    // Two different functions (two instances on AWS) draw from the same budget.
    for (let i = 0; i < BURST + 1; i++) {
      const fn = handlers.httpFunction(i % 2 === 0 ? 'meta' : 'jobs');
      const result = await callApi(fn, apiEvent('GET', i % 2 === 0 ? '/v1/versions' : '/v1/jobs/job_none', { tenant: tenantId }));
      statuses.push(result.statusCode!);
      if (result.statusCode === 429) refused = result;
    }
    expect(statuses.slice(0, BURST).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(refused!.json).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused!.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    // The count lives in the table (what other instances see), not in this process.
    const raw = createDynamoClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
    const { Items = [] } = await raw.send(new ScanCommand({ TableName: TABLE }));
    raw.destroy();
    const mine = Items.filter((item) => item.pk?.S?.startsWith(`${tenantId}#`));
    expect(mine.map((item) => Number(item.hits?.N))).toEqual([BURST]);
    expect(Number(mine[0]!.ttl?.N)).toBeGreaterThan(Date.now() / 1000);
  });
});
