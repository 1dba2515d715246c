import { describe, expect, it } from 'vitest';
import { firstJsonObject, ModeState } from '../../../../lambdas/models/openai/chat-model.js';
import { classifyOpenAiFailure } from '../../../../lambdas/models/openai/failures.js';
import { OpenAiHttpError, parseRetryAfter, RequestTimeoutError } from '../../../../lambdas/models/openai/http-errors.js';

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores nonsense', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('failure classes', () => {
  it.each([
    [new OpenAiHttpError(429, 1000, 'rate_limit_exceeded'), 'retryable'],
    [new OpenAiHttpError(429, undefined, 'insufficient_quota'), 'quota'],
    [new OpenAiHttpError(503, undefined, undefined), 'retryable'],
    [new OpenAiHttpError(401, undefined, 'invalid_api_key'), 'access'],
    [new OpenAiHttpError(404, undefined, 'model_not_found'), 'access'],
    [new OpenAiHttpError(400, undefined, undefined), 'invalid'],
    [new RequestTimeoutError(10), 'retryable'],
    [Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }), 'retryable'],
    [new Error('a bug'), 'other'],
  ])('%s is %s', (error, kind) => {
    expect(classifyOpenAiFailure(error)).toBe(kind);
  });
});

describe('reading JSON answers', () => {
  it('finds the object in plain JSON, a code fence or prose', () => {
    expect(firstJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(firstJsonObject('Here it is:\n```json\n{"a":[1,2]}\n```\nDone.')).toEqual({ a: [1, 2] });
    expect(firstJsonObject('Sure! {"a":true} Hope that helps.')).toEqual({ a: true });
    expect(firstJsonObject('[1,2]')).toBeUndefined();
    expect(firstJsonObject('no json here')).toBeUndefined();
  });
});

describe('structured-output mode', () => {
  it('falls back json_schema → tools → json under auto only, once per rejected mode', () => {
    const auto = new ModeState('auto');
    expect(auto.mode).toBe('json_schema');
    expect(auto.fallBack('json_schema')).toBe(true);
    expect(auto.fallBack('json_schema')).toBe(true); // a sibling already moved on: no second step
    expect(auto.mode).toBe('tools');
    expect(auto.fallBack('tools')).toBe(true);
    expect(auto.mode).toBe('json');
    expect(auto.fallBack('json')).toBe(false);
    const fixed = new ModeState('tools');
    expect(fixed.fallBack('tools')).toBe(false);
    expect(fixed.mode).toBe('tools');
  });
});
