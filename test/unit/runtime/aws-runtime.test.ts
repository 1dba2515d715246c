import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ModelProvider } from '../../../lambdas/core/ports/models.js';
import type { VersionCatalog } from '../../../lambdas/core/versions.js';
import { OPERATIONS } from '../../../lambdas/core/limits.js';
import { LAMBDA_RESPONSE_MAX_BYTES, toApiResult, toHttpRequest, toLambdaResult, type ApiEvent } from '../../../lambdas/runtime/api-gateway-mapping.js';
import { loadAwsConfig } from '../../../lambdas/runtime/aws-config.js';
import { RETRY_PROFILES, type RetrySettings } from '../../../lambdas/models/bedrock/index.js';
import { API_BASE_PATHS, AWS_ENV, HTTP_FUNCTION_ROUTES } from '../../../lambdas/runtime/aws-env.js';
import { earlyUnauthorized } from '../../../lambdas/runtime/early-unauthorized.js';
import { PULSE_BASE_PATH } from '../../../lambdas/http/base-paths.js';
import { combineBackends } from '../../../lambdas/runtime/model-backends.js';
import { unconfigured } from '../../../lambdas/runtime/unconfigured.js';
import { ROUTES } from '../../../lambdas/http/routes.js';

function event(overrides: Partial<ApiEvent> & { authorizer?: Record<string, unknown> }): ApiEvent {
  const { authorizer, ...rest } = overrides;
  return {
    rawPath: '/v1/sentiment',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    ...rest,
    requestContext: { http: { method: 'post' }, requestId: 'r1', ...(authorizer ? { authorizer: { lambda: authorizer } } : {}) },
  } as unknown as ApiEvent;
}

function catalog(id: string, backend: 'local' | 'bedrock'): VersionCatalog {
  return Object.fromEntries(OPERATIONS.map((op) => [op, { default: id, versions: [{ id, backend, description: backend }] }])) as VersionCatalog;
}

function fakeProvider(name: string): ModelProvider {
  const model = { name } as never;
  return { encoder: () => model, sentiment: () => model, themes: () => model, extractions: () => model };
}

describe('API Gateway mapping', () => {
  it('maps method, path, first query values, lower-case headers and a base64 body', () => {
    const request = toHttpRequest(
      event({ rawQueryString: 'fast=true&fast=false&flatten=1', headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{"a":1}').toString('base64'), isBase64Encoded: true }),
      'tenantId',
    );
    expect(request).toMatchObject({ method: 'POST', path: '/v1/sentiment', query: { fast: 'true', flatten: '1' }, headers: { 'content-type': 'application/json' } });
    expect(request.body.toString()).toBe('{"a":1}');
    expect(request.upstreamTenant).toBeUndefined();
  });

  it("passes the authorizer's tenant on, and an empty one when the context lacks it", () => {
    expect(toHttpRequest(event({ authorizer: { tenantId: 'acme' } }), 'tenantId').upstreamTenant).toBe('acme');
    expect(toHttpRequest(event({ authorizer: { other: 'x' } }), 'tenantId').upstreamTenant).toBe('');
  });

  it('gzips bodies of 1 KiB or more for clients that accept it, and only those', () => {
    const big = { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ v: 'x'.repeat(2000) }) };
    const zipped = toApiResult(big, 'br, gzip');
    expect(zipped).toMatchObject({ isBase64Encoded: true, headers: { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } });
    expect(gunzipSync(Buffer.from(zipped.body!, 'base64')).toString()).toBe(big.body);
    expect(toApiResult(big, undefined)).toMatchObject({ isBase64Encoded: false, body: big.body });
    expect(toApiResult({ ...big, body: '{}' }, 'gzip')).toMatchObject({ isBase64Encoded: false, body: '{}' });
  });
});

describe("Lambda's response limit", () => {
  const huge = { status: 200, headers: { 'x-request-id': 'req_1' }, body: JSON.stringify({ extractions: [[Array.from({ length: 7000 }, (_, i) => `${i} ${'abcdefghij'.repeat(100)}`)]] }) };

  it('turns a result over 6 MB into a 400 limit_exceeded that says to run a job', () => {
    const result = toLambdaResult(huge, undefined, 'req_1');
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!)).toMatchObject({ code: 'limit_exceeded', message: expect.stringContaining('job'), requestId: 'req_1' });
  });

  it('lets the same result through when the client accepts gzip and it then fits', () => {
    const result = toLambdaResult(huge, 'gzip', 'req_1');
    expect(result.statusCode).toBe(200);
    expect(Buffer.byteLength(result.body!)).toBeLessThan(LAMBDA_RESPONSE_MAX_BYTES);
  });
});

describe('AWS configuration', () => {
  it('has working defaults and parses the backend list', () => {
    const config = loadAwsConfig({ [AWS_ENV.modelBackend]: 'bedrock,local' });
    expect(config[AWS_ENV.modelBackend]).toEqual(['bedrock', 'local']);
    expect(config[AWS_ENV.jobsTable]).toBeUndefined();
    expect(config.WEBHOOKS_ALLOW_LOOPBACK).toBe(false);
  });

  it('chooses how Bedrock calls are retried: quickly for requests, waiting out throttling for jobs', () => {
    expect(loadAwsConfig({})[AWS_ENV.bedrockRetryProfile]).toBe('request');
    expect(loadAwsConfig({ [AWS_ENV.bedrockRetryProfile]: 'job' })[AWS_ENV.bedrockRetryProfile]).toBe('job');
    expect(() => loadAwsConfig({ [AWS_ENV.bedrockRetryProfile]: 'forever' })).toThrow(AWS_ENV.bedrockRetryProfile);
    // Longest total backoff of each profile (before jitter shortens it).
    const totalBackoffMs = (r: RetrySettings) =>
      Array.from({ length: r.maxAttempts - 1 }, (_, i) => Math.min(r.maxDelayMs, r.baseDelayMs * 2 ** i)).reduce((a, b) => a + b, 0);
    expect(totalBackoffMs(RETRY_PROFILES.request)).toBeLessThan(29_000 / 2);
    expect(totalBackoffMs(RETRY_PROFILES.job)).toBeGreaterThan(120_000);
    // A chunk of an embedding fan-out still ends well inside the worker's 10-minute timeout.
    expect(totalBackoffMs(RETRY_PROFILES.job)).toBeLessThan(5 * 60_000);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadAwsConfig({ [AWS_ENV.modelBackend]: 'openai' })).toThrow(AWS_ENV.modelBackend);
    expect(() => loadAwsConfig({ [AWS_ENV.resultUrlTtlSeconds]: '0' })).toThrow(AWS_ENV.resultUrlTtlSeconds);
  });
});

describe('model backends', () => {
  it('serves the versions of every backend, the first one giving the defaults, and routes by version', () => {
    const { catalog: merged, provider } = combineBackends([
      { catalog: catalog('bedrock-1', 'bedrock'), provider: () => fakeProvider('bedrock') },
      { catalog: catalog('2026-01-01', 'local'), provider: () => fakeProvider('local') },
    ]);
    expect(merged.sentiment.default).toBe('bedrock-1');
    expect(merged.sentiment.versions.map((v) => v.id)).toEqual(['bedrock-1', '2026-01-01']);
    expect(provider.sentiment('2026-01-01')).toEqual({ name: 'local' });
    expect(provider.encoder('embeddings', 'bedrock-1')).toEqual({ name: 'bedrock' });
    expect(() => provider.themes('2020-01-01')).toThrow('No backend');
  });

  it('refuses two backends serving the same version id', () => {
    expect(() => combineBackends([{ catalog: catalog('v', 'local'), provider: () => fakeProvider('a') }, { catalog: catalog('v', 'bedrock'), provider: () => fakeProvider('b') }])).toThrow('two backends');
  });
});

describe('unconfigured ports', () => {
  it('fail every call with an internal error naming the resource, and are not thenable', async () => {
    const store = unconfigured<{ get(id: string): Promise<unknown> }>('jobs table');
    expect(() => store.get('x')).toThrow(expect.objectContaining({ code: 'internal_error', message: expect.stringContaining('jobs table') }));
    await expect(Promise.resolve(store)).resolves.toBe(store);
  });
});

describe('function routes', () => {
  it('cover every route of the HTTP app exactly once under each base path, with the same auth requirement', () => {
    expect(API_BASE_PATHS).toEqual(['', PULSE_BASE_PATH]);
    const served = Object.values(HTTP_FUNCTION_ROUTES).flat().map((r) => `${r!.method} ${r!.path} ${r!.auth}`);
    // `/oauth/token` is where the clients' OAuth libraries look: at the root only.
    const expected = ['', '/pulse'].flatMap((base) => ROUTES.filter((r) => base === '' || r.path.startsWith('/v1/')).map((r) => `${r.method} ${base}${r.path} ${r.auth}`));
    expect(served.sort()).toEqual(expected.sort());
  });

  it('serve /pulse/v1 paths by the same function as their /v1 path', () => {
    for (const routes of Object.values(HTTP_FUNCTION_ROUTES)) {
      const v1 = routes!.filter((r) => r.path.startsWith('/v1/')).map((r) => `${r.method} ${r.path}`);
      const pulse = routes!.filter((r) => r.path.startsWith('/pulse/v1/')).map((r) => `${r.method} ${r.path.slice('/pulse'.length)}`);
      expect(pulse).toEqual(v1);
    }
  });

  it('answer a request under /pulse/v1 without a valid key with the contract 401 before set-up, like /v1', () => {
    for (const path of ['/v1/sentiment', '/pulse/v1/sentiment']) {
      const denied = earlyUnauthorized(toHttpRequest(event({ rawPath: path, authorizer: { tenantId: '' } }), 'tenantId'));
      expect(denied?.status).toBe(401);
    }
  });
});
