import { describe, expect, it } from 'vitest';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import { apiEvent, callApi, type Handlers } from '../helpers/aws-handler-harness.js';

/**
 * A bad key is answered before the function builds anything: here the function's configuration
 * is broken on purpose (building its composition root, which loads the models, would fail), yet
 * a request without a valid key still gets the contract's 401, while a valid tenant reaches the
 * broken set-up.
 */
describe('HTTP functions answer unauthenticated requests before any set-up', () => {
  it('401 in the contract format without building the composition root', async () => {
    process.env[AWS_ENV.resultUrlTtlSeconds] = 'not-a-number';
    process.env[AWS_ENV.logLevel] = 'SILENT';
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    const handlers: Handlers = await import('../../lambdas/runtime/aws-handlers.js');
    const sentiment = handlers.httpFunction('sentiment');

    const denied = await callApi(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: ['a'] }, tenant: '', headers: { 'x-request-id': 'trace-1' } }));
    expect([denied.statusCode, denied.headers?.['www-authenticate'], denied.headers?.['x-request-id']]).toEqual([401, 'Bearer', 'trace-1']);
    expect(denied.json).toEqual({ code: 'unauthorized', message: 'The API key is missing or not valid.', requestId: 'trace-1' });

    const broken = await callApi(sentiment, apiEvent('POST', '/v1/sentiment', { body: { inputs: ['a'] }, tenant: 'tenant-a' }));
    expect([broken.statusCode, broken.json.code]).toEqual([500, 'internal_error']);

    // HEAD of an authenticated GET route is that GET: refused the same way, before any set-up.
    const head = await callApi(handlers.httpFunction('jobs'), apiEvent('HEAD', '/v1/jobs/job_x', { tenant: '' }));
    expect([head.statusCode, head.headers?.['www-authenticate'], head.json.code]).toEqual([401, 'Bearer', 'unauthorized']);

    // A route that needs no key is not refused.
    const health = await callApi(handlers.httpFunction('meta'), apiEvent('GET', '/v1/health', { tenant: '' }));
    expect(health.statusCode).not.toBe(401);
  });
});
