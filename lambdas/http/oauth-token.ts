import { DomainError, type ErrorCode } from '../core/errors.js';
import { TokenRequest } from '../core/schemas/oauth.js';
import { issueAccessToken } from '../operations/oauth-clients.js';
import { parseJsonBody, payloadTooLarge } from './body.js';
import { decodedBody } from './request-encoding.js';
import { errorResponse, jsonResponse } from './responses.js';
import type { RouteContext } from './route-handlers.js';
import type { HttpRequest, HttpResponse } from './types.js';

/** A token request is a few hundred bytes; anything larger is not one. */
const MAX_TOKEN_REQUEST_BYTES = 16 * 1024;
const FORM_MEDIA = /^application\/x-www-form-urlencoded\s*(?:;.*)?$/i;

/** The OAuth error of RFC 6749 §5.2 beside the contract's code, so OAuth libraries can read it too. */
const OAUTH_ERRORS: Partial<Record<ErrorCode, string>> = {
  unauthorized: 'invalid_client',
  validation_error: 'invalid_request',
  invalid_json: 'invalid_request',
  unsupported_media_type: 'invalid_request',
  payload_too_large: 'invalid_request',
};

/**
 * `POST /oauth/token`: the client-credentials grant. The client id and secret come in the body
 * (JSON or form) or in an HTTP Basic header (RFC 6749 §2.3.1); the answer is
 * `{access_token, token_type: "Bearer", expires_in}` with `Cache-Control: no-store`.
 */
export async function oauthToken({ deps, request, requestId }: RouteContext): Promise<HttpResponse> {
  try {
    if (!deps.tokens) throw new DomainError('not_found', 'This deployment issues no access tokens; use an API key.');
    const { clientId, clientSecret } = credentialsOf(request);
    const grant = await issueAccessToken({ ...deps, tokens: deps.tokens }, clientId, clientSecret);
    return jsonResponse(200, grant, { 'cache-control': 'no-store', pragma: 'no-cache' });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return withOAuthError(errorResponse(error, requestId), error);
  }
}

function credentialsOf(request: HttpRequest): { clientId: string; clientSecret: string } {
  const body = TokenRequest.safeParse(bodyOf(request));
  if (!body.success) {
    const issue = body.error.issues[0]!;
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    const message = path[0] === 'grant_type' ? 'Only `grant_type=client_credentials` is supported.' : `\`${path.join('.') || 'body'}\`: ${issue.message}`;
    throw new DomainError('validation_error', message, { details: [{ path, field: String(path[0] ?? ''), location: 'body', message: issue.message }] });
  }
  const basic = basicCredentials(request.headers.authorization);
  const clientId = body.data.client_id ?? basic?.clientId;
  const clientSecret = body.data.client_secret ?? basic?.clientSecret;
  if (!clientId || !clientSecret) throw new DomainError('unauthorized', 'Send `client_id` and `client_secret` (in the body or as HTTP Basic credentials).');
  return { clientId, clientSecret };
}

/** The body as an object: JSON, or a form (`application/x-www-form-urlencoded`). */
function bodyOf(request: HttpRequest): unknown {
  if (request.body.length > MAX_TOKEN_REQUEST_BYTES) throw payloadTooLarge();
  const type = request.headers['content-type']?.trim() ?? '';
  if (FORM_MEDIA.test(type)) {
    const text = decodedBody(request);
    if (text.length > MAX_TOKEN_REQUEST_BYTES) throw payloadTooLarge();
    return Object.fromEntries(new URLSearchParams(text.toString('utf8')));
  }
  const body = parseJsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('validation_error', 'The request body must be a JSON object or a form.');
  return body;
}

/** `Authorization: Basic base64(urlencoded id ":" urlencoded secret)`, or undefined. */
function basicCredentials(authorization: string | undefined): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return { clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

function withOAuthError(response: HttpResponse, error: DomainError): HttpResponse {
  const oauthError = error.details?.[0]?.field === 'grant_type' ? 'unsupported_grant_type' : OAUTH_ERRORS[error.code];
  if (!oauthError) return response;
  const body = { ...(JSON.parse(response.body) as object), error: oauthError, error_description: error.message };
  return { ...response, body: JSON.stringify(body), headers: { ...response.headers, 'cache-control': 'no-store' } };
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const error = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });

/** The OpenAPI operation of `POST /oauth/token`. */
export function oauthTokenOperation(common: object): object {
  const schema = ref('TokenRequest');
  return {
    ...common,
    description:
      'OAuth 2.0 client-credentials grant. Create a client with `tas clients create --tenant <name>`; send its id and secret here (JSON or form body, or HTTP Basic), then send the token as `Authorization: Bearer <access_token>` to any operation until it expires. Revoking the client (`tas clients revoke`) stops its tokens. Errors carry the OAuth `error` field (`invalid_client`, `invalid_request`, `unsupported_grant_type`) beside the contract `code`.',
    requestBody: { required: true, content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } },
    responses: {
      200: { description: 'A bearer token.', content: { 'application/json': { schema: ref('TokenResponse') } } },
      400: error('Bad body or `grant_type` (`validation_error`).'),
      401: error('Unknown or revoked client, or wrong secret (`unauthorized`, OAuth `invalid_client`).'),
      415: error('Body neither JSON nor a form.'),
    },
  };
}
