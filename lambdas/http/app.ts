import { DomainError } from '../core/errors.js';
import type { ServiceDeps } from '../operations/deps.js';
import { authenticateBearer, bearerTokenExpired } from '../operations/authenticate-bearer.js';
import { splitBasePath } from './base-paths.js';
import { safeHeaders } from './header-values.js';
import { withIdempotency } from './idempotency.js';
import { errorResponse } from './responses.js';
import { requestIdFor } from './request-id.js';
import { matchRoute, PAGE_ROUTES, ROUTES } from './routes.js';
import { ROUTE_HANDLERS, type RouteContext } from './route-handlers.js';
import type { HttpRequest, HttpResponse } from './types.js';

/** Tenant of every request when authentication is disabled (local loopback only). */
export const LOCAL_TENANT = 'local';

export interface HttpAppOptions {
  /** The generated OpenAPI document (served at /v1/openapi.json). */
  openapi: () => unknown;
  /** The console and reference pages by path, where this host serves them (see `PAGE_ROUTES`). */
  pages?: (path: string) => Promise<HttpResponse | undefined>;
  /**
   * `HEAD` of a `GET` route is served as that `GET` (the host sends the headers without the
   * body), and `Allow` lists `HEAD` beside `GET`. Both hosts set it: the local server, and the
   * Lambda functions, which API Gateway reaches by a `HEAD` route beside each `GET` route
   * (docs/design-notes.md).
   */
  headAsGet?: boolean;
  /**
   * The host's refusal of a request whose body it could not take as sent (the local server: a
   * transfer coding other than `chunked`), or undefined. Asked once the route is found and the
   * request authenticated, so that a request without a valid key still gets 401 first (contract
   * §6). The Lambda functions have none: API Gateway receives the body.
   */
  refuseBody?: (request: HttpRequest) => DomainError | undefined;
}

/**
 * The whole HTTP API as one function of a transport-neutral request: route (404/405), then
 * authentication (401), a body the host could not read (`refuseBody`), rate (429), idempotency, the use case, and the one error mapping.
 */
export function createHttpApp(deps: ServiceDeps, options: HttpAppOptions): (request: HttpRequest) => Promise<HttpResponse> {
  return async (request) => {
    const requestId = requestIdFor(request.headers['x-request-id'], deps.random);
    const started = performance.now();
    let response: HttpResponse;
    let routeId = 'unmatched';
    try {
      const { basePath, path } = splitBasePath(request.path);
      const method = options.headAsGet && request.method === 'HEAD' ? 'GET' : request.method;
      const match = matchRoute(options.pages ? [...ROUTES, ...PAGE_ROUTES] : ROUTES, method, path);
      if (!match) throw new DomainError('not_found', `No route ${request.method} ${request.path.slice(0, 100)}.`);
      if ('allow' in match) {
        const allow = options.headAsGet ? match.allow.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])) : match.allow;
        throw new DomainError('method_not_allowed', `${request.method} is not allowed here; use ${allow.join(' or ')}.`, { allow });
      }
      routeId = match.route.id;
      const tenantId = match.route.auth ? await tenantOf(deps, request) : undefined;
      const refusal = options.refuseBody?.(request);
      if (refusal) throw refusal;
      if (tenantId !== undefined) {
        const rate = await deps.rateLimiter.take(tenantId, deps.clock.now());
        if (!rate.allowed) throw new DomainError('rate_limited', 'Too many requests; slow down.', { retryAfterSeconds: rate.retryAfterSeconds });
      }
      const context: RouteContext = { deps, request, params: match.params, requestId, tenantId: tenantId ?? '', openapi: options.openapi, pages: options.pages, basePath };
      const handler = ROUTE_HANDLERS[match.route.id];
      const run = async () => withRequestId(withSafeHeaders(await handler(context)), requestId);
      response = tenantId !== undefined ? await withIdempotency(deps, tenantId, request, run) : await run();
    } catch (error) {
      response = errorResponse(asDomainError(deps, error, requestId), requestId);
    }
    response = withRequestId(withSafeHeaders(response), requestId);
    deps.logger.info('request', { requestId, route: routeId, method: request.method, status: response.status, ms: Math.round(performance.now() - started) });
    return response;
  };
}

async function tenantOf(deps: ServiceDeps, request: HttpRequest): Promise<string> {
  if (deps.settings.authDisabled) return LOCAL_TENANT;
  if (request.upstreamTenant !== undefined) {
    if (request.upstreamTenant === '') throw new DomainError('unauthorized', 'The API key is missing or not valid.');
    if (bearerTokenExpired(request.headers.authorization, deps.clock.now())) throw new DomainError('unauthorized', 'The access token has expired; request a new one.');
    return request.upstreamTenant;
  }
  return authenticateBearer(deps, request.headers.authorization);
}

function withRequestId(response: HttpResponse, requestId: string): HttpResponse {
  if (response.headers['x-request-id']) return response;
  return { ...response, headers: { ...response.headers, 'x-request-id': requestId } };
}

/** Every header value encodable by any HTTP stack, before the response is stored for replay or sent. */
function withSafeHeaders(response: HttpResponse): HttpResponse {
  const headers = safeHeaders(response.headers);
  return headers === response.headers ? response : { ...response, headers };
}

function asDomainError(deps: ServiceDeps, error: unknown, requestId: string): DomainError {
  if (error instanceof DomainError) return error;
  deps.logger.error('unexpected error', { requestId, error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unknown' });
  return new DomainError('internal_error', 'unexpected', { cause: error });
}
