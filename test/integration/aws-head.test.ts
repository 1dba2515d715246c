import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpApi, type HttpApiServer } from '../../scripts/aws-local/http-api-server.js';
import type { ApiRoute, HttpApiDefinition } from '../../scripts/aws-local/http-api-routes.js';
import type { LocalFunction } from '../../scripts/aws-local/local-functions.js';
import { splitReplies } from '../helpers/raw-http-replies.js';
import { apiEvent, callApi as call, lambdaContext, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';

/**
 * `HEAD` on the AWS routes. The HTTP function answers a `HEAD` (its own API Gateway route beside
 * each `GET` route) with the `GET`'s whole result: API Gateway sends the head of that result and
 * no body, with the `Content-Length` of the result's body, the `GET`'s (docs/design-notes.md,
 * "HEAD"). Checked twice: the function's results for API Gateway proxy events, and the bytes a
 * client receives when the same in-process handlers answer behind the local API Gateway stand-in
 * of `npm run start:aws-local` (scripts/aws-local/http-api-server.ts).
 */

let harness: HandlerHarness;
let api: HttpApiServer;
beforeAll(async () => {
  harness = await startHandlerHarness({ MODEL_BACKEND: 'local' });
  const { handlers } = harness;
  const fn = (name: string) => ({ name, label: name }) as LocalFunction;
  const meta = fn('meta');
  const jobs = fn('jobs');
  const authorizer = { name: 'keys', fn: fn('authorizer'), identitySource: ['$request.header.Authorization'], ttlSeconds: 0 };
  const invokers = new Map<LocalFunction, (event: never) => Promise<unknown>>([
    [meta, (event) => handlers.httpFunction('meta')(event, lambdaContext('meta'))],
    [jobs, (event) => handlers.httpFunction('jobs')(event, lambdaContext('jobs'))],
    [authorizer.fn, (event) => handlers.authorizerFunction()(event, lambdaContext('authorizer'))],
  ]);
  const route = (method: string, path: string, target: LocalFunction, auth: boolean): ApiRoute => ({
    routeKey: `${method} ${path}`,
    method,
    segments: path.slice(1).split('/'),
    fn: target,
    ...(auth ? { authorizer } : {}),
    timeoutMs: 30_000,
  });
  const definition: HttpApiDefinition = {
    apiId: 'api',
    stageName: '$default',
    routes: [
      ...['GET', 'HEAD'].flatMap((m) => [route(m, '/v1/health', meta, false), route(m, '/v1/versions', meta, true), route(m, '/v1/jobs/{jobId}', jobs, true)]),
    ],
  };
  api = await startHttpApi({
    api: definition,
    pool: (target) => ({ invoke: async (event) => ({ ok: true, result: await invokers.get(target)!(event as never) }) }),
    region: 'eu-west-1',
    accountId: '123456789012',
    host: '127.0.0.1',
    port: 0,
    log: () => undefined,
  });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await harness?.close();
});

/** Headers that differ between any two answers (ids, the date). */
const PER_REQUEST = ['x-request-id', 'apigw-requestid', 'date'];
function comparable(headers: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !PER_REQUEST.includes(name)));
}

/** The bytes of a result's body as the client would receive them (decoded from base64 when so marked). */
function bodyBytes(result: APIGatewayProxyStructuredResultV2): Buffer {
  return Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
}

describe('HEAD on the AWS routes: the function (API Gateway proxy events)', () => {
  it('answers a HEAD with the status, headers and body bytes of the GET, gzip when asked, with an Origin header (a CORS request) too, and the 401 and 404 of the GET', async () => {
    const { handlers, tenantId } = harness;
    const meta = handlers.httpFunction('meta');
    const jobs = handlers.httpFunction('jobs');
    const cases: [typeof meta, string, { tenant?: string; headers?: Record<string, string> }, number][] = [
      [meta, '/v1/health', {}, 200],
      [meta, '/v1/versions', { tenant: tenantId }, 200],
      [meta, '/pulse/v1/versions', { tenant: tenantId, headers: { 'accept-encoding': 'gzip' } }, 200],
      [meta, '/v1/versions', { tenant: tenantId, headers: { origin: 'https://console.example.com' } }, 200],
      [jobs, '/v1/jobs/job_unknown', { tenant: tenantId }, 404],
      [jobs, '/v1/jobs/job_unknown', { tenant: '' }, 401],
    ];
    for (const [fn, path, options, status] of cases) {
      const get = await call(fn, apiEvent('GET', path, options));
      const head = await call(fn, apiEvent('HEAD', path, options));
      // The GET is the answer the case names (a 404 for an unknown job, a 401 without a tenant), so the HEAD is compared with it.
      expect(get.statusCode, `GET ${path}`).toBe(status);
      expect([head.statusCode, comparable(head.headers), head.isBase64Encoded], `HEAD ${path}`).toEqual([get.statusCode, comparable(get.headers), get.isBase64Encoded]);
      // The same bytes (API Gateway takes Content-Length from them, then drops them for a HEAD).
      expect(bodyBytes(head).length, `HEAD ${path}`).toBe(bodyBytes(get).length);
      expect(head.json).toEqual({ ...get.json, ...(get.json.requestId ? { requestId: head.json.requestId } : {}) });
    }
  });
});

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `text` on one connection and splits what comes back into replies; `heads` are the indexes of the replies to HEAD requests, which carry no body. */
function exchange(text: string, heads: number[]): Promise<{ replies: Reply[]; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(api.url);
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const { replies, rest } = splitReplies(Buffer.concat(chunks), heads);
      resolve({ replies: replies.map(({ statusLine, headers, body }) => ({ status: Number(statusLine.split(' ')[1]), headers, body })), rest });
    });
    socket.write(text);
  });
}

describe('HEAD on the AWS routes: what a client receives behind the local API Gateway', () => {
  it('gets the status and headers of the GET, the Content-Length of its body, and no body byte: the next answer on the connection follows the head at once', async () => {
    const auth = `authorization: Bearer ${harness.key}\r\n`;
    const request = (method: string, path: string, extra = '') => `${method} ${path} HTTP/1.1\r\nhost: x\r\n${extra}\r\n`;
    const gzip = 'accept-encoding: gzip\r\n';
    const { replies, rest } = await exchange(
      [
        request('HEAD', '/v1/health'),
        request('GET', '/v1/health'),
        request('HEAD', '/v1/versions', auth),
        request('GET', '/v1/versions', auth),
        request('HEAD', '/v1/versions', `${auth}${gzip}`),
        request('GET', '/v1/versions', `${auth}${gzip}`),
        request('HEAD', '/v1/jobs/job_unknown', auth),
        request('GET', '/v1/jobs/job_unknown', `${auth}connection: close\r\n`),
      ].join(''),
      [0, 2, 4, 6],
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 404]);
    expect(rest.length).toBe(0);
    for (let i = 0; i < replies.length; i += 2) {
      const [head, get] = [replies[i], replies[i + 1]];
      // Apart from the connection's own headers (the last GET closes it).
      const own = { connection: undefined, 'keep-alive': undefined };
      expect(comparable({ ...head.headers, ...own }), `reply ${i}`).toEqual(comparable({ ...get.headers, ...own }));
      expect(Number(head.headers['content-length']), `reply ${i}`).toBe(get.body.length);
      expect(get.body.length, `reply ${i}`).toBeGreaterThan(0);
    }
    // The compressed GET is what its Content-Length counts, and the HEAD announces the same.
    expect(replies[4].headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(replies[5].body).toString('utf8'))).toEqual(JSON.parse(replies[3].body.toString('utf8')));
  });
});
