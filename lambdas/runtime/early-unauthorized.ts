import { cryptoRandom } from '../adapters/local/system.js';
import { DomainError } from '../core/errors.js';
import { requestIdFor } from '../http/request-id.js';
import { errorResponse } from '../http/responses.js';
import { matchRoute, ROUTES } from '../http/routes.js';
import { splitBasePath } from '../http/base-paths.js';
import type { HttpRequest, HttpResponse } from '../http/types.js';

/**
 * The contract's 401 for a request the authorizer found no valid key for, answered before the
 * function builds its composition root: a bad key never loads a model, opens a data client or
 * waits for a model function's heavy initialisation. (The authorizer passes such requests on
 * with an empty tenant only because API Gateway could not answer them with the contract's body.)
 * Undefined when the request is authenticated or its route needs no key.
 */
export function earlyUnauthorized(request: HttpRequest): HttpResponse | undefined {
  if (request.upstreamTenant !== '') return undefined;
  // HEAD of a GET route is that GET (the functions serve it so, as the local server does).
  const match = matchRoute(ROUTES, request.method === 'HEAD' ? 'GET' : request.method, splitBasePath(request.path).path);
  if (!match || 'allow' in match || !match.route.auth) return undefined;
  const requestId = requestIdFor(request.headers['x-request-id'], cryptoRandom);
  const response = errorResponse(new DomainError('unauthorized', 'The API key is missing or not valid.'), requestId);
  return { ...response, headers: { ...response.headers, 'x-request-id': requestId } };
}
