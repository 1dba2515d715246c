import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/local-service.js';
import { ErrorBody } from '../../lambdas/core/schemas/responses.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ RATE_LIMIT_BURST: '10000' });
});
afterAll(async () => service?.cleanup());

interface Case {
  name: string;
  method?: string;
  path: string;
  /** An object is sent as JSON; a string or Buffer is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  auth?: boolean | string;
  status: number;
  code: string;
}

const many = (n: number, s = 'a') => Array.from({ length: n }, () => s);
const longText = 'x'.repeat(20_001);

const CASES: Case[] = [
  // embeddings
  { name: 'embeddings: inputs missing', path: '/v1/embeddings', body: {}, status: 400, code: 'validation_error' },
  { name: 'embeddings: inputs is a string', path: '/v1/embeddings', body: { inputs: 'hello' }, status: 400, code: 'validation_error' },
  { name: 'embeddings: inputs holds a number', path: '/v1/embeddings', body: { inputs: [1] }, status: 400, code: 'validation_error' },
  { name: 'embeddings: inputs holds null', path: '/v1/embeddings', body: { inputs: [null] }, status: 400, code: 'validation_error' },
  { name: 'embeddings: inputs is null', path: '/v1/embeddings', body: { inputs: null }, status: 400, code: 'validation_error' },
  { name: 'embeddings: inputs empty', path: '/v1/embeddings', body: { inputs: [] }, status: 400, code: 'validation_error' },
  { name: 'embeddings: fast is a string', path: '/v1/embeddings', body: { inputs: ['a'], fast: 'true' }, status: 400, code: 'validation_error' },
  { name: 'embeddings: fast is null', path: '/v1/embeddings', body: { inputs: ['a'], fast: null }, status: 400, code: 'validation_error' },
  { name: 'embeddings: 201 inputs fast (sync limit + 1)', path: '/v1/embeddings', body: { inputs: many(201), fast: true }, status: 400, code: 'limit_exceeded' },
  { name: 'embeddings: 2001 inputs (async limit + 1)', path: '/v1/embeddings', body: { inputs: many(2001) }, status: 400, code: 'limit_exceeded' },
  { name: 'embeddings: a string of 20001 characters', path: '/v1/embeddings', body: { inputs: [longText], fast: true }, status: 400, code: 'limit_exceeded' },
  { name: 'embeddings: version is a number', path: '/v1/embeddings', body: { inputs: ['a'], version: 123 }, status: 400, code: 'validation_error' },
  { name: 'embeddings: version empty', path: '/v1/embeddings', body: { inputs: ['a'], version: '' }, status: 400, code: 'validation_error' },
  { name: 'embeddings: unknown version', path: '/v1/embeddings', body: { inputs: ['a'], version: '2001-01-01' }, status: 400, code: 'unknown_version' },
  { name: 'embeddings: ?fast=maybe', path: '/v1/embeddings?fast=maybe', body: { inputs: ['a'] }, status: 400, code: 'validation_error' },
  // similarity
  { name: 'similarity: no scenario', path: '/v1/similarity', body: {}, status: 400, code: 'validation_error' },
  { name: 'similarity: set of one (minimum 2)', path: '/v1/similarity', body: { set: ['a'] }, status: 400, code: 'validation_error' },
  { name: 'similarity: set and set_a/set_b together', path: '/v1/similarity', body: { set: ['a', 'b'], set_a: ['a'], set_b: ['b'] }, status: 400, code: 'validation_error' },
  { name: 'similarity: set_a alone', path: '/v1/similarity', body: { set_a: ['a'] }, status: 400, code: 'validation_error' },
  { name: 'similarity: set_b alone', path: '/v1/similarity', body: { set_b: ['b'] }, status: 400, code: 'validation_error' },
  { name: 'similarity: set_a empty', path: '/v1/similarity', body: { set_a: [], set_b: ['b'] }, status: 400, code: 'validation_error' },
  { name: 'similarity: set_a null', path: '/v1/similarity', body: { set_a: null, set_b: ['b'] }, status: 400, code: 'validation_error' },
  { name: 'similarity: 101 strings fast (sync limit + 1)', path: '/v1/similarity', body: { set: many(101), fast: true }, status: 400, code: 'limit_exceeded' },
  { name: 'similarity: 44722 strings (async limit + 1)', path: '/v1/similarity', body: { set: many(44_722) }, status: 400, code: 'limit_exceeded' },
  { name: 'similarity: cross 101 × 100 fast', path: '/v1/similarity', body: { set_a: many(101), set_b: many(100), fast: true }, status: 400, code: 'limit_exceeded' },
  { name: 'similarity: flatten is a string', path: '/v1/similarity', body: { set_a: ['a'], set_b: ['b'], flatten: 'yes' }, status: 400, code: 'validation_error' },
  { name: 'similarity: set of numbers', path: '/v1/similarity', body: { set: [1, 2] }, status: 400, code: 'validation_error' },
  { name: 'similarity: unknown version', path: '/v1/similarity', body: { set: ['a', 'b'], version: 'v999' }, status: 400, code: 'unknown_version' },
  { name: 'similarity: ?flatten=2', path: '/v1/similarity?flatten=2', body: { set_a: ['a'], set_b: ['b'] }, status: 400, code: 'validation_error' },
  // themes
  { name: 'themes: one input (minimum 2)', path: '/v1/themes', body: { inputs: ['a'] }, status: 400, code: 'validation_error' },
  { name: 'themes: 501 inputs (async limit + 1)', path: '/v1/themes', body: { inputs: many(501) }, status: 400, code: 'limit_exceeded' },
  { name: 'themes: 201 inputs fast (sync limit + 1)', path: '/v1/themes', body: { inputs: many(201), fast: true }, status: 400, code: 'limit_exceeded' },
  { name: 'themes: minThemes 0', path: '/v1/themes', body: { inputs: ['a', 'b'], minThemes: 0 }, status: 400, code: 'validation_error' },
  { name: 'themes: maxThemes 51', path: '/v1/themes', body: { inputs: ['a', 'b'], maxThemes: 51 }, status: 400, code: 'validation_error' },
  { name: 'themes: minThemes > maxThemes', path: '/v1/themes', body: { inputs: ['a', 'b'], minThemes: 5, maxThemes: 3 }, status: 400, code: 'validation_error' },
  { name: 'themes: minThemes not an integer', path: '/v1/themes', body: { inputs: ['a', 'b'], minThemes: 2.5 }, status: 400, code: 'validation_error' },
  { name: 'themes: maxThemes is a string', path: '/v1/themes', body: { inputs: ['a', 'b'], maxThemes: '10' }, status: 400, code: 'validation_error' },
  { name: 'themes: prune -1', path: '/v1/themes', body: { inputs: ['a', 'b'], prune: -1 }, status: 400, code: 'validation_error' },
  { name: 'themes: includeAssignments is a string', path: '/v1/themes', body: { inputs: ['a', 'b'], includeAssignments: 'true' }, status: 400, code: 'validation_error' },
  { name: 'themes: includeAssignments is a number', path: '/v1/themes', body: { inputs: ['a', 'b'], includeAssignments: 1, fast: true }, status: 400, code: 'validation_error' },
  { name: 'themes: prune 51', path: '/v1/themes', body: { inputs: ['a', 'b'], prune: 51 }, status: 400, code: 'validation_error' },
  { name: 'themes: prune is a string', path: '/v1/themes', body: { inputs: ['a', 'b'], prune: '10' }, status: 400, code: 'validation_error' },
  { name: 'themes: context is a number', path: '/v1/themes', body: { inputs: ['a', 'b'], context: 123 }, status: 400, code: 'validation_error' },
  { name: 'themes: context too long', path: '/v1/themes', body: { inputs: ['a', 'b'], context: 'c'.repeat(2001) }, status: 400, code: 'limit_exceeded' },
  { name: 'themes: unknown version', path: '/v1/themes', body: { inputs: ['a', 'b'], version: 'latest-ish' }, status: 400, code: 'unknown_version' },
  // sentiment
  { name: 'sentiment: inputs empty', path: '/v1/sentiment', body: { inputs: [] }, status: 400, code: 'validation_error' },
  { name: 'sentiment: 10001 inputs (async limit + 1)', path: '/v1/sentiment', body: { inputs: many(10_001) }, status: 400, code: 'limit_exceeded' },
  { name: 'sentiment: 201 inputs fast (sync limit + 1)', path: '/v1/sentiment', body: { inputs: many(201), fast: true }, status: 400, code: 'limit_exceeded' },
  { name: 'sentiment: inputs holds an object', path: '/v1/sentiment', body: { inputs: [{}] }, status: 400, code: 'validation_error' },
  { name: 'sentiment: inputs is a string', path: '/v1/sentiment', body: { inputs: 'text' }, status: 400, code: 'validation_error' },
  { name: 'sentiment: unknown version', path: '/v1/sentiment', body: { inputs: ['a'], version: '2020-01-01' }, status: 400, code: 'unknown_version' },
  // extractions
  { name: 'extractions: themes missing', path: '/v1/extractions', body: { inputs: ['a'] }, status: 400, code: 'validation_error' },
  { name: 'extractions: themes empty', path: '/v1/extractions', body: { inputs: ['a'], themes: [] }, status: 400, code: 'validation_error' },
  { name: 'extractions: 51 themes (limit + 1)', path: '/v1/extractions', body: { inputs: ['a'], themes: many(51, 'food') }, status: 400, code: 'limit_exceeded' },
  { name: 'extractions: 201 inputs async (limit + 1)', path: '/v1/extractions', body: { inputs: many(201), themes: ['food'] }, status: 400, code: 'limit_exceeded' },
  { name: 'extractions: 201 inputs fast (limit + 1)', path: '/v1/extractions', body: { inputs: many(201), themes: ['food'], fast: true }, status: 400, code: 'limit_exceeded' },
  { name: 'extractions: empty theme', path: '/v1/extractions', body: { inputs: ['a'], themes: [''] }, status: 400, code: 'validation_error' },
  { name: 'extractions: blank theme', path: '/v1/extractions', body: { inputs: ['a'], themes: ['   '] }, status: 400, code: 'validation_error' },
  { name: 'extractions: theme is a number', path: '/v1/extractions', body: { inputs: ['a'], themes: [5] }, status: 400, code: 'validation_error' },
  { name: 'extractions: inputs empty', path: '/v1/extractions', body: { inputs: [], themes: ['food'] }, status: 400, code: 'validation_error' },
  // bodies and transport
  { name: 'invalid JSON', path: '/v1/sentiment', body: '{"inputs": [', status: 400, code: 'invalid_json' },
  { name: 'empty body', path: '/v1/sentiment', body: '', headers: { 'content-type': 'application/json' }, status: 400, code: 'invalid_json' },
  { name: 'body is null', path: '/v1/sentiment', body: 'null', status: 400, code: 'validation_error' },
  { name: 'body is an array', path: '/v1/sentiment', body: '[]', status: 400, code: 'validation_error' },
  { name: 'body is a string', path: '/v1/sentiment', body: '"good"', status: 400, code: 'validation_error' },
  { name: 'body is a number', path: '/v1/themes', body: '42', status: 400, code: 'validation_error' },
  { name: 'content type text/plain', path: '/v1/sentiment', body: '{"inputs":["a"]}', headers: { 'content-type': 'text/plain' }, status: 415, code: 'unsupported_media_type' },
  { name: 'content type form', path: '/v1/sentiment', body: 'inputs=a', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, code: 'unsupported_media_type' },
  { name: 'body over 10 MiB', path: '/v1/embeddings', body: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), status: 413, code: 'payload_too_large' },
  { name: 'Idempotency-Key of 256 characters', path: '/v1/sentiment', body: { inputs: ['a'] }, headers: { 'idempotency-key': 'k'.repeat(256) }, status: 400, code: 'validation_error' },
  // authentication (checked before the body)
  { name: 'no API key', path: '/v1/sentiment', body: { inputs: ['a'] }, auth: false, status: 401, code: 'unauthorized' },
  { name: 'unknown API key', path: '/v1/sentiment', body: { inputs: ['a'] }, auth: 'tas_live_0000000000000000000000000000000000000', status: 401, code: 'unauthorized' },
  { name: 'Basic instead of Bearer', path: '/v1/sentiment', body: { inputs: ['a'] }, auth: false, headers: { authorization: 'Basic dXNlcjpwYXNz' }, status: 401, code: 'unauthorized' },
  { name: 'bad request without a key', path: '/v1/sentiment', body: '{', auth: false, status: 401, code: 'unauthorized' },
  { name: 'jobs without a key', method: 'GET', path: '/v1/jobs?jobId=job_x', auth: false, status: 401, code: 'unauthorized' },
  // jobs
  { name: 'jobs: jobId missing', method: 'GET', path: '/v1/jobs', status: 400, code: 'missing_parameter' },
  { name: 'jobs: jobId empty', method: 'GET', path: '/v1/jobs?jobId=', status: 400, code: 'missing_parameter' },
  { name: 'jobs: unknown jobId', method: 'GET', path: '/v1/jobs?jobId=nope', status: 404, code: 'not_found' },
  { name: 'jobs: well-formed unknown jobId by path', method: 'GET', path: `/v1/jobs/job_${'0'.repeat(26)}`, status: 404, code: 'not_found' },
  { name: 'jobs: huge jobId', method: 'GET', path: `/v1/jobs?jobId=${'j'.repeat(5000)}`, status: 404, code: 'not_found' },
  // routes
  { name: 'GET on an analysis operation', method: 'GET', path: '/v1/sentiment', status: 405, code: 'method_not_allowed' },
  { name: 'DELETE on jobs', method: 'DELETE', path: '/v1/jobs', status: 405, code: 'method_not_allowed' },
  { name: 'unknown route', path: '/v1/nothing', body: {}, status: 404, code: 'not_found' },
  { name: 'POST on the console page', path: '/', body: {}, status: 405, code: 'method_not_allowed' },
  { name: 'unknown console asset', method: 'GET', path: '/assets/nothing.js', status: 404, code: 'not_found' },
  { name: 'result link with a bad signature', method: 'GET', path: '/v1/results/job_x?expires=99999999999&signature=bad', auth: false, status: 401, code: 'unauthorized' },
];

describe('bad input: exact status and code, no job, never 5xx', () => {
  it('has at least 60 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('$name → $status $code', async (c) => {
    const before = await service.jobCount();
    const headers: Record<string, string> = { ...c.headers };
    let body: string | Buffer | undefined;
    if (c.body !== undefined && typeof c.body !== 'string' && !Buffer.isBuffer(c.body)) {
      body = JSON.stringify(c.body);
      headers['content-type'] ??= 'application/json';
    } else if (c.body !== undefined) {
      body = c.body as string | Buffer;
      headers['content-type'] ??= 'application/json';
    }
    const res = await service.call(c.path, { method: c.method ?? 'POST', headers, body, auth: c.auth ?? true });
    const json = (await res.json()) as Record<string, unknown>;
    expect({ status: res.status, code: json.code }).toEqual({ status: c.status, code: c.code });
    expect(ErrorBody.safeParse(json).success).toBe(true);
    expect(json.requestId).toBe(res.headers.get('x-request-id'));
    expect(typeof json.message).toBe('string');
    if (c.status === 401) expect(res.headers.get('www-authenticate')).toBe('Bearer');
    if (c.status === 405) expect(res.headers.get('allow')).toMatch(/GET|POST/);
    // docs/api.md: a 415 names the header it refuses.
    if (c.code === 'unsupported_media_type') expect(json.errors).toEqual([expect.objectContaining({ field: 'Content-Type', location: 'header' })]);
    expect(await service.jobCount()).toBe(before);
  });

  it('created no job at all', async () => {
    expect(await service.jobCount()).toBe(0);
  });
});
