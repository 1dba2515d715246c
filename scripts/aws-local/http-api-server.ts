import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthorizerCache, type AuthorizerDecision } from './authorizer-cache.js';
import type { Invoker } from './function-pool.js';
import {
  authorizerEvent,
  gatewayError,
  identityValues,
  integrationEvent,
  requestContext,
  responseOf,
  type ApiResponse,
  type IncomingApiRequest,
} from './http-api-events.js';
import { selectRoute, type ApiAuthorizer, type HttpApiDefinition } from './http-api-routes.js';
import type { LocalFunction } from './local-functions.js';

/** What the local API Gateway needs to serve requests. */
export interface HttpApiServerOptions {
  api: HttpApiDefinition;
  pool: (fn: LocalFunction) => Invoker;
  region: string;
  accountId: string;
  host: string;
  port: number;
  /** Receives one access-log line per request (no bodies, query strings or credentials). */
  log: (line: string) => void;
}

/** A running local API. */
export interface HttpApiServer {
  url: string;
  close(): Promise<void>;
}

/** API Gateway's request payload limit (HTTP APIs: 10 MB). */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** Lambda's limit for a synchronous invocation's event and its result (6 MB). */
const MAX_LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;

/** API Gateway's own answers. */
const MESSAGES = {
  notFound: [404, 'Not Found'],
  unauthorized: [401, 'Unauthorized'],
  forbidden: [403, 'Forbidden'],
  tooLarge: [413, 'Request Entity Too Large'],
  internal: [500, 'Internal Server Error'],
  timeout: [503, 'Service Unavailable'],
} as const;

/**
 * A local stand-in for an API Gateway HTTP API: routes requests as the template's routes say,
 * calls the route's Lambda authorizer first (with API Gateway's cache and its 401 when the
 * identity source is missing), invokes the integration's function with a payload 2.0 event and
 * writes the result back. Integration errors, timeouts and payload limits answer like API Gateway.
 */
export async function startHttpApi(options: HttpApiServerOptions): Promise<HttpApiServer> {
  const cache = new AuthorizerCache();
  const server = createServer((req, res) => {
    void handle(req, res, options, cache).catch((error: unknown) => {
      options.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      if (!res.headersSent) send(res, gatewayError(...MESSAGES.internal, ''));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, options: HttpApiServerOptions, cache: AuthorizerCache): Promise<void> {
  const started = Date.now();
  const body = await readBody(req);
  const target = req.url ?? '/';
  const queryAt = target.indexOf('?');
  const rawQueryString = queryAt >= 0 ? target.slice(queryAt + 1) : '';
  const url = new URL(target, 'http://local');
  const request: IncomingApiRequest = {
    method: req.method ?? 'GET',
    rawPath: stagePath(url.pathname, options.api.stageName) ?? '',
    rawQueryString,
    headers: req.headers,
    body: body ?? Buffer.alloc(0),
    sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
  };
  const selected = request.rawPath ? selectRoute(options.api.routes, request.method, request.rawPath) : undefined;
  const routeKey = selected?.route.routeKey ?? '-';
  const context = requestContext(request, options.api.apiId, options.accountId, options.api.stageName, routeKey);
  const finish = (response: ApiResponse, integrationMs?: number, integrationError?: string) => {
    send(res, response);
    options.log(
      JSON.stringify({ requestId: context.requestId, method: request.method, routeKey, status: response.statusCode, latencyMs: Date.now() - started, integrationMs, integrationError }),
    );
  };
  if (body === undefined) return finish(gatewayError(...MESSAGES.tooLarge, context.requestId));
  if (!selected) return finish(gatewayError(...MESSAGES.notFound, context.requestId));
  const { route, pathParameters } = selected;

  let authorizerContext: Record<string, unknown> | undefined;
  if (route.authorizer) {
    const decision = await authorize(route.authorizer, request, context, pathParameters, options, cache);
    if (decision === 'missing') return finish(gatewayError(...MESSAGES.unauthorized, context.requestId));
    if (decision === 'error') return finish(gatewayError(...MESSAGES.internal, context.requestId), undefined, 'authorizer failed');
    if (!decision.isAuthorized) return finish(gatewayError(...MESSAGES.forbidden, context.requestId));
    authorizerContext = decision.context;
  }

  const event = integrationEvent(request, context, pathParameters, authorizerContext);
  if (Buffer.byteLength(JSON.stringify(event)) > MAX_LAMBDA_PAYLOAD_BYTES) return finish(gatewayError(...MESSAGES.tooLarge, context.requestId));
  const invokedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), route.timeoutMs)));
  const outcome = await Promise.race([options.pool(route.fn).invoke(event), timedOut]);
  clearTimeout(timer);
  const integrationMs = Date.now() - invokedAt;
  if (outcome === 'timeout') return finish(gatewayError(...MESSAGES.timeout, context.requestId), integrationMs, 'integration timeout');
  if (!outcome.ok) return finish(gatewayError(...MESSAGES.internal, context.requestId), integrationMs, outcome.error.errorType);
  if (Buffer.byteLength(JSON.stringify(outcome.result ?? null)) > MAX_LAMBDA_PAYLOAD_BYTES) {
    return finish(gatewayError(...MESSAGES.internal, context.requestId), integrationMs, 'response payload too large');
  }
  const response = responseOf(outcome.result, context.requestId);
  if (!response) return finish(gatewayError(...MESSAGES.internal, context.requestId), integrationMs, 'malformed Lambda proxy response');
  finish(response, integrationMs);
}

/** The path under the stage, or undefined when a named stage's prefix is missing. */
function stagePath(pathname: string, stageName: string): string | undefined {
  if (stageName === '$default') return pathname;
  const prefix = `/${stageName}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  return pathname.slice(prefix.length) || '/';
}

async function authorize(
  authorizer: ApiAuthorizer,
  request: IncomingApiRequest,
  context: ReturnType<typeof requestContext>,
  pathParameters: Record<string, string>,
  options: HttpApiServerOptions,
  cache: AuthorizerCache,
): Promise<AuthorizerDecision | 'missing' | 'error'> {
  const identity = identityValues(request, authorizer.identitySource);
  if (!identity) return 'missing';
  const cached = cache.get(authorizer.name, identity);
  if (cached) return cached;
  const outcome = await options.pool(authorizer.fn).invoke(authorizerEvent(request, context, pathParameters, identity, options.region));
  if (!outcome.ok) return 'error';
  const result = outcome.result as { isAuthorized?: unknown; context?: unknown } | null;
  if (typeof result?.isAuthorized !== 'boolean') return 'error';
  const decision: AuthorizerDecision = {
    isAuthorized: result.isAuthorized,
    context: typeof result.context === 'object' && result.context !== null ? (result.context as Record<string, unknown>) : {},
  };
  cache.set(authorizer.name, identity, decision, authorizer.ttlSeconds);
  return decision;
}

/** The request body, or undefined when it exceeds API Gateway's limit. */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) tooLarge = true;
    else chunks.push(chunk);
  }
  return tooLarge ? undefined : Buffer.concat(chunks);
}

function send(res: ServerResponse, response: ApiResponse): void {
  const headers: Record<string, string | string[]> = { ...response.headers, 'content-length': String(response.body.length) };
  if (response.cookies.length > 0) headers['set-cookie'] = response.cookies;
  res.writeHead(response.statusCode, headers);
  res.end(response.body);
}
