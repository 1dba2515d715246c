import { describe, expect, it } from 'vitest';
import { ModelUnavailableError } from '../../../../lambdas/core/errors.js';
import type { Logger } from '../../../../lambdas/core/ports/logger.js';
import { BedrockRequestError } from '../../../../lambdas/models/bedrock/errors.js';
import { fanOut } from '../../../../lambdas/models/llm/fan-out.js';
import { createLimiter } from '../../../../lambdas/models/llm/limiter.js';
import { backoffMs, withRetry, type RetrySettings } from '../../../../lambdas/models/llm/retry.js';
import { BEDROCK_FAILURES, classifyFailure } from '../../../../lambdas/models/bedrock/failures.js';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const SETTINGS: RetrySettings = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 300, retryAfterSeconds: 9 };

function sdkError(name: string, status?: number): Error {
  return Object.assign(new Error(`${name} happened`), { name, $metadata: { httpStatusCode: status } });
}

describe('classifyFailure', () => {
  it.each([
    [sdkError('ThrottlingException', 429), 'retryable'],
    [sdkError('ServiceUnavailableException', 503), 'retryable'],
    [sdkError('ModelNotReadyException', 429), 'retryable'],
    [sdkError('SomethingNew', 502), 'retryable'],
    [Object.assign(new Error('reset'), { code: 'ECONNRESET' }), 'retryable'],
    [sdkError('AccessDeniedException', 403), 'access'],
    [sdkError('ResourceNotFoundException', 404), 'access'],
    [sdkError('ServiceQuotaExceededException', 400), 'quota'],
    [sdkError('ValidationException', 400), 'invalid'],
    [new TypeError('a bug of ours'), 'other'],
  ])('%s → %s', (error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });
});

describe('backoffMs', () => {
  it('doubles per attempt up to the ceiling, with half of each step random', () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(a, SETTINGS, () => 0))).toEqual([50, 100, 150, 150]);
    expect([1, 2, 3, 4].map((a) => backoffMs(a, SETTINGS, () => 0.999999))).toEqual([100, 200, 300, 300].map((v) => expect.closeTo(v, 3)));
  });
});

describe('withRetry', () => {
  it('sleeps the backoff between retryable failures and returns the first success', async () => {
    const slept: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async () => (++calls < 3 ? Promise.reject(sdkError('ThrottlingException', 429)) : 'ok'),
      { modelId: 'm', api: 'invoke' },
      { settings: SETTINGS, policy: BEDROCK_FAILURES, logger: silent, random: () => 0, sleep: async (ms) => void slept.push(ms) },
    );
    expect(result).toBe('ok');
    expect(slept).toEqual([50, 100]);
  });

  it('gives up after maxAttempts with model_unavailable and the configured Retry-After', async () => {
    let calls = 0;
    const error = await withRetry(
      async () => {
        calls++;
        throw sdkError('ThrottlingException', 429);
      },
      { modelId: 'm', api: 'invoke' },
      { settings: SETTINGS, policy: BEDROCK_FAILURES, logger: silent, sleep: async () => {} },
    ).catch((e: unknown) => e);
    expect(calls).toBe(4);
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error).toMatchObject({ retryAfterSeconds: 9 });
  });

  it('does not retry an invalid request, and aborts the shared controller', async () => {
    const cancel = new AbortController();
    let calls = 0;
    const error = await withRetry(
      async () => {
        calls++;
        throw sdkError('ValidationException', 400);
      },
      { modelId: 'm', api: 'converse' },
      { settings: SETTINGS, policy: BEDROCK_FAILURES, logger: silent },
      cancel,
    ).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(error).toBeInstanceOf(BedrockRequestError);
    expect(cancel.signal.reason).toBe(error);
  });

  it('passes our own errors through untouched', async () => {
    const bug = new TypeError('bug');
    await expect(withRetry(() => Promise.reject(bug), { modelId: 'm', api: 'invoke' }, { settings: SETTINGS, policy: BEDROCK_FAILURES, logger: silent })).rejects.toBe(bug);
  });
});

describe('createLimiter', () => {
  it('never runs more than the limit at once, even when slots are handed over', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
    };
    await Promise.all(Array.from({ length: 10 }, () => limit(task)));
    // A newcomer arriving while a finished task hands its slot over must still wait.
    await Promise.all([limit(task), limit(task), limit(task), (async () => { await Promise.resolve(); return limit(task); })()]);
    expect(peak).toBe(2);
  });

  it('rejects a limit below one', () => {
    expect(() => createLimiter(0)).toThrow(/positive integer/);
  });
});

describe('fanOut', () => {
  it('keeps the order, and queued tasks see a failure that aborted the shared controller', async () => {
    expect(await fanOut([3, 1, 2], async (n) => n * 10)).toEqual([30, 10, 20]);
    const seen: boolean[] = [];
    const limit = createLimiter(1);
    const error = await fanOut([0, 1, 2], (n, _i, cancel) =>
      limit(async () => {
        seen.push(cancel.signal.aborted);
        if (n > 0) return n;
        // As withRetry and callTool do: abort before the slot is handed on.
        const failure = new Error('first fails');
        cancel.abort(failure);
        throw failure;
      }),
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('first fails');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen).toEqual([false, true, true]);
  });

  it('aborts the controller itself when a task fails without doing so', async () => {
    let shared: AbortController | undefined;
    await fanOut([0], async (_n, _i, cancel) => {
      shared = cancel;
      throw new Error('boom');
    }).catch(() => undefined);
    expect(shared?.signal.aborted).toBe(true);
  });
});
