import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayEventRequestContextV2, APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';

/** What API Gateway knows of a request before routing. */
export interface IncomingApiRequest {
  method: string;
  /** Path as sent, without the query string. */
  rawPath: string;
  rawQueryString: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

/** The HTTP response API Gateway sends. */
export interface ApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/** Content types API Gateway passes to Lambda as text; any other body arrives base64-encoded. */
const TEXT_CONTENT_TYPE = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|[^;]*\+(json|xml))/i;

/** API Gateway's request ids look like `Ab1Cd2Ef3Gh4Ij=`. */
function apiRequestId(): string {
  return `${randomBytes(10).toString('base64url').slice(0, 14)}=`;
}

/** `21/Nov/2025:17:45:00 +0000`, the format of `requestContext.time`. */
function requestTime(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${String(date.getUTCDate()).padStart(2, '0')}/${month}/${date.getUTCFullYear()}:${date.toISOString().slice(11, 19)} +0000`;
}

/** Header names lower-cased, repeated headers comma-joined, cookies apart (payload 2.0 rules). */
function eventHeaders(headers: IncomingHttpHeaders): { headers: Record<string, string>; cookies: string[] } {
  const result: Record<string, string> = {};
  let cookies: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name.toLowerCase() === 'cookie') cookies = joined.split(/;\s*/).filter(Boolean);
    else result[name.toLowerCase()] = joined;
  }
  return { headers: result, cookies };
}

/** Query parameters with repeated names comma-joined, or undefined without a query string. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) result[name] = name in result ? `${result[name]},${value}` : value;
  return result;
}

/** The request context shared by the integration and authorizer events. */
export function requestContext(request: IncomingApiRequest, apiId: string, accountId: string, stage: string, routeKey: string): APIGatewayEventRequestContextV2 {
  const now = new Date();
  const domainName = String(request.headers.host ?? 'localhost');
  return {
    accountId,
    apiId,
    domainName,
    domainPrefix: domainName.split('.')[0],
    http: { method: request.method, path: request.rawPath, protocol: 'HTTP/1.1', sourceIp: request.sourceIp, userAgent: String(request.headers['user-agent'] ?? '') },
    requestId: apiRequestId(),
    routeKey,
    stage,
    time: requestTime(now),
    timeEpoch: now.getTime(),
  };
}

/** The headers API Gateway adds before calling the integration. */
function forwardedHeaders(request: IncomingApiRequest, requestId: string): Record<string, string> {
  return {
    'x-forwarded-for': request.sourceIp,
    'x-forwarded-proto': 'http',
    'x-amzn-trace-id': `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${requestId.replace(/[^0-9a-zA-Z]/g, '').padEnd(24, '0').slice(0, 24)}`,
  };
}

/** The Lambda proxy event (payload 2.0) of a request. */
export function integrationEvent(
  request: IncomingApiRequest,
  context: APIGatewayEventRequestContextV2,
  pathParameters: Record<string, string>,
  authorizer: Record<string, unknown> | undefined,
): APIGatewayProxyEventV2 & { requestContext: { authorizer?: { lambda: Record<string, unknown> } } } {
  const { headers, cookies } = eventHeaders(request.headers);
  const text = request.body.length === 0 || (TEXT_CONTENT_TYPE.test(headers['content-type'] ?? '') && !headers['content-encoding']);
  return {
    version: '2.0',
    routeKey: context.routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers: { ...headers, ...forwardedHeaders(request, context.requestId) },
    ...(request.rawQueryString ? { queryStringParameters: queryParameters(request.rawQueryString) } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: { ...context, ...(authorizer ? { authorizer: { lambda: authorizer } } : {}) },
    ...(request.body.length > 0 ? { body: text ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: !text,
  };
}

/** The REQUEST authorizer event (payload 2.0) of a request. */
export function authorizerEvent(
  request: IncomingApiRequest,
  context: APIGatewayEventRequestContextV2,
  pathParameters: Record<string, string>,
  identitySource: string[],
  region: string,
): APIGatewayRequestAuthorizerEventV2 {
  const { headers, cookies } = eventHeaders(request.headers);
  const [method, ...path] = context.routeKey.split(' ');
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:${region}:${context.accountId}:${context.apiId}/${context.stage}/${method}${path.join(' ')}`,
    identitySource,
    routeKey: context.routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    cookies,
    headers: { ...headers, ...forwardedHeaders(request, context.requestId) },
    ...(request.rawQueryString ? { queryStringParameters: queryParameters(request.rawQueryString) } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: context,
  };
}

/** The values of an authorizer's identity sources, or undefined when one is missing or empty. */
export function identityValues(request: IncomingApiRequest, identitySource: string[]): string[] | undefined {
  const { headers } = eventHeaders(request.headers);
  const query = queryParameters(request.rawQueryString) ?? {};
  const values = identitySource.map((source) => {
    const [, where, name] = source.split('.');
    return where === 'header' ? headers[name.toLowerCase()] : query[name];
  });
  return values.every((v) => v !== undefined && v !== '') ? (values as string[]) : undefined;
}

/** API Gateway's own JSON error responses. */
export function gatewayError(statusCode: number, message: string, requestId: string): ApiResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'apigw-requestid': requestId },
    cookies: [],
    body: Buffer.from(JSON.stringify({ message })),
  };
}

/**
 * The HTTP response of a function's payload 2.0 result: a structured result (`statusCode`,
 * `headers`, `cookies`, `body`, `isBase64Encoded`) is sent as is; any other JSON value means
 * status 200 with that value as the JSON body. Undefined for a result API Gateway rejects.
 */
export function responseOf(result: unknown, requestId: string): ApiResponse | undefined {
  const base = { 'apigw-requestid': requestId };
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    return { statusCode: 200, headers: { 'content-type': 'application/json', ...base }, cookies: [], body: Buffer.from(body) };
  }
  const structured = result as { statusCode: unknown; headers?: Record<string, unknown>; cookies?: unknown; body?: unknown; isBase64Encoded?: unknown };
  if (typeof structured.statusCode !== 'number' || !Number.isInteger(structured.statusCode) || structured.statusCode < 100 || structured.statusCode > 599) return undefined;
  if (structured.body !== undefined && structured.body !== null && typeof structured.body !== 'string') return undefined;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const body = typeof structured.body === 'string' ? Buffer.from(structured.body, structured.isBase64Encoded === true ? 'base64' : 'utf8') : Buffer.alloc(0);
  const cookies = Array.isArray(structured.cookies) ? structured.cookies.map(String) : [];
  return { statusCode: structured.statusCode, headers: { ...headers, ...base }, cookies, body };
}
