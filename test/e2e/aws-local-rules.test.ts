import { describe, expect, it } from 'vitest';
import { AuthorizerCache } from '../../scripts/aws-local/authorizer-cache.js';
import type { AssemblyStack } from '../../scripts/aws-local/cloud-assembly.js';
import { compileFilters } from '../../scripts/aws-local/event-filter.js';
import { identityValues, integrationEvent, requestContext, responseOf, type IncomingApiRequest } from '../../scripts/aws-local/http-api-events.js';
import { selectRoute, type ApiRoute } from '../../scripts/aws-local/http-api-routes.js';
import { ResourceRegistry } from '../../scripts/aws-local/intrinsics.js';
import type { LocalFunction } from '../../scripts/aws-local/local-functions.js';

/** The rules the local host applies like AWS does: event filters, routing, intrinsics, payload 2.0. */

/** The job-events filter as the service stack synthesizes it. */
const JOB_FINISHED_PATTERN = JSON.stringify({
  eventName: ['MODIFY'],
  dynamodb: { OldImage: { status: { S: ['pending'] } }, NewImage: { status: { S: ['completed', 'failed'] } } },
});

const streamRecord = (eventName: string, oldStatus?: string, newStatus?: string) => ({
  eventName,
  dynamodb: {
    ...(oldStatus ? { OldImage: { status: { S: oldStatus } } } : {}),
    ...(newStatus ? { NewImage: { status: { S: newStatus } } } : {}),
  },
});

describe('event filters (Lambda FilterCriteria)', () => {
  const finished = compileFilters([JOB_FINISHED_PATTERN]);

  it('selects exactly the pending → completed|failed transition of the template filter', () => {
    expect(finished(streamRecord('MODIFY', 'pending', 'completed'))).toBe(true);
    expect(finished(streamRecord('MODIFY', 'pending', 'failed'))).toBe(true);
    expect(finished(streamRecord('INSERT', undefined, 'pending'))).toBe(false);
    expect(finished(streamRecord('MODIFY', 'pending', 'pending'))).toBe(false);
    expect(finished(streamRecord('MODIFY', 'completed', 'completed'))).toBe(false);
    expect(finished(streamRecord('REMOVE', 'completed'))).toBe(false);
    expect(finished({ eventName: 'MODIFY', dynamodb: { OldImage: { status: { N: '1' } }, NewImage: { status: { S: 'completed' } } } })).toBe(false);
    expect(finished({ eventName: 'MODIFY' })).toBe(false);
  });

  it('passes a record that matches any of several filters, and everything without filters', () => {
    const either = compileFilters([JSON.stringify({ eventName: ['INSERT'] }), JSON.stringify({ eventName: ['REMOVE'] })]);
    expect(either({ eventName: 'INSERT' })).toBe(true);
    expect(either({ eventName: 'REMOVE' })).toBe(true);
    expect(either({ eventName: 'MODIFY' })).toBe(false);
    expect(compileFilters([])({ anything: true })).toBe(true);
  });

  it('implements exists, prefix, suffix, equals-ignore-case, anything-but, numeric, null and arrays', () => {
    const match = (pattern: object, record: object) => compileFilters([JSON.stringify(pattern)])(record);
    expect(match({ a: [{ exists: true }] }, { a: 0 })).toBe(true);
    expect(match({ a: [{ exists: false }] }, { b: 1 })).toBe(true);
    expect(match({ a: [{ exists: false }] }, { a: 1 })).toBe(false);
    expect(match({ a: [{ prefix: 'job_' }] }, { a: 'job_1' })).toBe(true);
    expect(match({ a: [{ suffix: '.json' }] }, { a: 'x.json' })).toBe(true);
    expect(match({ a: [{ 'equals-ignore-case': 'Done' }] }, { a: 'DONE' })).toBe(true);
    expect(match({ a: [{ 'anything-but': ['x', 'y'] }] }, { a: 'z' })).toBe(true);
    expect(match({ a: [{ 'anything-but': ['x', 'y'] }] }, { a: 'x' })).toBe(false);
    expect(match({ a: [{ 'anything-but': { prefix: 'tmp' } }] }, { a: 'tmp1' })).toBe(false);
    expect(match({ a: [{ 'anything-but': 'x' }] }, {})).toBe(false);
    expect(match({ n: [{ numeric: ['>', 0, '<=', 5] }] }, { n: 5 })).toBe(true);
    expect(match({ n: [{ numeric: ['>', 0, '<=', 5] }] }, { n: 6 })).toBe(false);
    expect(match({ n: [{ numeric: ['>', 0] }] }, { n: '3' })).toBe(false);
    expect(match({ a: [null] }, { a: null })).toBe(true);
    expect(match({ a: [null] }, {})).toBe(false);
    expect(match({ a: ['x'] }, { a: ['w', 'x'] })).toBe(true);
    expect(match({ a: [5] }, { a: 5.0 })).toBe(true);
  });

  it('refuses operators it does not implement instead of letting records through', () => {
    expect(() => compileFilters([JSON.stringify({ a: [{ wildcard: '*x' }] })])).toThrow('not supported locally');
    expect(() => compileFilters([JSON.stringify({ a: [{ numeric: ['~', 1] }] })])).toThrow('Bad numeric filter');
  });
});

describe('route selection (API Gateway HTTP API)', () => {
  const fn = { label: 'f' } as LocalFunction;
  const route = (routeKey: string): ApiRoute => {
    const [method, path] = routeKey === '$default' ? [undefined, ''] : routeKey.split(' ');
    return { routeKey, method, segments: path ? path.split('/').slice(1) : [], fn, timeoutMs: 30_000 };
  };
  const routes = ['GET /v1/jobs', 'GET /v1/jobs/{jobId}', 'GET /v1/jobs/latest', 'ANY /v1/files/{path+}', 'POST /v1/files/{path+}', '$default'].map(route);

  it('prefers literal segments, then variables, then greedy ones, and the method over ANY', () => {
    expect(selectRoute(routes, 'GET', '/v1/jobs/latest')?.route.routeKey).toBe('GET /v1/jobs/latest');
    expect(selectRoute(routes, 'GET', '/v1/jobs/job_1')).toMatchObject({ route: { routeKey: 'GET /v1/jobs/{jobId}' }, pathParameters: { jobId: 'job_1' } });
    expect(selectRoute(routes, 'POST', '/v1/files/a/b')).toMatchObject({ route: { routeKey: 'POST /v1/files/{path+}' }, pathParameters: { path: 'a/b' } });
    expect(selectRoute(routes, 'GET', '/v1/files/a/b')?.route.routeKey).toBe('ANY /v1/files/{path+}');
  });

  it('falls back to $default, or to nothing without one', () => {
    expect(selectRoute(routes, 'DELETE', '/v1/jobs')?.route.routeKey).toBe('$default');
    expect(selectRoute(routes, 'GET', '/v1/jobs/')?.route.routeKey).toBe('$default');
    expect(selectRoute(routes.slice(0, 3), 'GET', '/nope')).toBeUndefined();
  });
});

describe('intrinsic functions', () => {
  const stateful = { name: 'Data', dependencies: [], template: { Resources: {}, Outputs: { Q: { Value: { Ref: 'Queue' }, Export: { Name: 'Data:Queue' } } } } } as AssemblyStack;
  const service = { name: 'Svc', dependencies: ['Data'], template: { Resources: {}, Parameters: { Version: { Type: 'String', Default: '6' } } } } as AssemblyStack;
  const registry = new ResourceRegistry('eu-west-1');
  registry.set(stateful, 'Queue', { ref: 'http://127.0.0.1:1/123456789012/q', attributes: { Arn: 'arn:aws:sqs:eu-west-1:123456789012:q' } });
  registry.set(service, 'Fn', { ref: 'svc-fn', attributes: { Arn: 'arn:aws:lambda:eu-west-1:123456789012:function:svc-fn' } });
  registry.addExports(stateful);

  it('resolves Ref, GetAtt, ImportValue, Join, Sub, Select, Split and pseudo parameters', () => {
    expect(registry.resolve({ 'Fn::ImportValue': 'Data:Queue' }, service)).toBe('http://127.0.0.1:1/123456789012/q');
    expect(registry.resolve({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':', { 'Fn::GetAtt': ['Fn', 'Arn'] }]] }, service)).toBe(
      'arn:aws:arn:aws:lambda:eu-west-1:123456789012:function:svc-fn',
    );
    expect(registry.resolve({ 'Fn::Sub': 'x-${AWS::Region}-${Fn}-${Fn.Arn}-${Version}' }, service)).toBe('x-eu-west-1-svc-fn-arn:aws:lambda:eu-west-1:123456789012:function:svc-fn-6');
    expect(registry.resolve({ 'Fn::Sub': ['${A}/${AWS::AccountId}', { A: { Ref: 'Fn' } }] }, service)).toBe('svc-fn/123456789012');
    expect(registry.resolve({ 'Fn::Select': [1, { 'Fn::Split': [',', 'a,b,c'] }] }, service)).toBe('b');
    expect(registry.resolve({ Variables: { N: 3, Q: { Ref: 'Fn' } } }, service)).toEqual({ Variables: { N: 3, Q: 'svc-fn' } });
  });

  it('fails with the reference when a value is not provided locally', () => {
    expect(() => registry.resolve({ Ref: 'Missing' }, service)).toThrow('Ref Missing');
    expect(() => registry.resolve({ 'Fn::GetAtt': ['Fn', 'Nope'] }, service)).toThrow('Fn.Nope');
    expect(() => registry.resolve({ 'Fn::ImportValue': 'Other:X' }, service)).toThrow('which no stack exports');
    expect(() => registry.resolve({ 'Fn::If': ['C', 1, 2] }, service)).toThrow('does not support Fn::If');
  });
});

describe('payload 2.0 events and responses', () => {
  const request = (headers: Record<string, string | string[]>, body = '', query = ''): IncomingApiRequest => ({
    method: 'POST',
    rawPath: '/v1/sentiment',
    rawQueryString: query,
    headers,
    body: Buffer.from(body),
    sourceIp: '127.0.0.1',
  });

  it('lower-cases headers, splits cookies, joins repeated query values and keeps JSON bodies as text', () => {
    const incoming = request({ 'Content-Type': 'application/json', cookie: 'a=1; b=2', host: '127.0.0.1:9' }, '{"x":1}', 'fast=true&tag=a&tag=b');
    const context = requestContext(incoming, 'api', '123456789012', '$default', 'POST /v1/sentiment');
    const event = integrationEvent(incoming, context, {}, { tenantId: 't1' });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /v1/sentiment',
      rawQueryString: 'fast=true&tag=a&tag=b',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { fast: 'true', tag: 'a,b' },
      body: '{"x":1}',
      isBase64Encoded: false,
      requestContext: { authorizer: { lambda: { tenantId: 't1' } }, http: { method: 'POST', path: '/v1/sentiment' }, stage: '$default' },
    });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.cookie).toBeUndefined();
    expect(context.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
  });

  it('base64-encodes binary and compressed bodies', () => {
    const incoming = request({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, 'zipped');
    const event = integrationEvent(incoming, requestContext(incoming, 'api', '1', '$default', '$default'), {}, undefined);
    expect(event).toMatchObject({ body: Buffer.from('zipped').toString('base64'), isBase64Encoded: true });
  });

  it('reads identity sources and reports a missing one', () => {
    expect(identityValues(request({ authorization: 'Bearer k' }), ['$request.header.Authorization'])).toEqual(['Bearer k']);
    expect(identityValues(request({}), ['$request.header.Authorization'])).toBeUndefined();
    expect(identityValues(request({}, '', 'token=t'), ['$request.querystring.token'])).toEqual(['t']);
  });

  it('maps structured, inferred and malformed results like API Gateway', () => {
    const structured = responseOf({ statusCode: 201, headers: { 'X-A': 1 }, cookies: ['s=1'], body: Buffer.from('hi').toString('base64'), isBase64Encoded: true }, 'r');
    expect(structured).toMatchObject({ statusCode: 201, headers: { 'x-a': '1', 'apigw-requestid': 'r' }, cookies: ['s=1'] });
    expect(structured?.body.toString()).toBe('hi');
    const inferred = responseOf({ ok: true }, 'r');
    expect(inferred).toMatchObject({ statusCode: 200, headers: { 'content-type': 'application/json' } });
    expect(inferred?.body.toString()).toBe('{"ok":true}');
    expect(responseOf({ statusCode: 'x' }, 'r')).toBeUndefined();
    expect(responseOf({ statusCode: 200, body: { not: 'a string' } }, 'r')).toBeUndefined();
  });
});

describe('authorizer cache', () => {
  it('keeps answers per identity for the TTL, and nothing with a TTL of 0', () => {
    let now = 0;
    const cache = new AuthorizerCache(() => now);
    const decision = { isAuthorized: true, context: { tenantId: 't' } };
    cache.set('auth', ['Bearer a'], decision, 300);
    cache.set('auth', ['Bearer b'], decision, 0);
    expect(cache.get('auth', ['Bearer a'])).toEqual(decision);
    expect(cache.get('auth', ['Bearer b'])).toBeUndefined();
    expect(cache.get('other', ['Bearer a'])).toBeUndefined();
    now = 300_000;
    expect(cache.get('auth', ['Bearer a'])).toBeUndefined();
  });
});
