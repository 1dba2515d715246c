import type { AssemblyStack, CloudAssembly, TemplateValue } from './cloud-assembly.js';
import { resourcesOfType } from './cloud-assembly.js';
import type { ResourceRegistry } from './intrinsics.js';
import { functionByArn, type LocalFunction } from './local-functions.js';

/** A Lambda authorizer of the API (REQUEST type, payload 2.0, simple responses). */
export interface ApiAuthorizer {
  name: string;
  fn: LocalFunction;
  /** `$request.header.Authorization` and the like. */
  identitySource: string[];
  ttlSeconds: number;
}

/** One route: `POST /v1/jobs/{jobId}` or `$default`, its function and authorizer. */
export interface ApiRoute {
  routeKey: string;
  /** Upper-case method, `ANY`, or undefined for `$default`. */
  method?: string;
  /** Path template segments (after the leading `/`). */
  segments: string[];
  fn: LocalFunction;
  authorizer?: ApiAuthorizer;
  timeoutMs: number;
}

/** The HTTP API of the assembly as the local host serves it. */
export interface HttpApiDefinition {
  apiId: string;
  /** `$default` serves the root; another stage name prefixes every path. */
  stageName: string;
  routes: ApiRoute[];
}

/** API Gateway's integration timeout when the template sets none (HTTP APIs: 30 s, the maximum). */
const DEFAULT_INTEGRATION_TIMEOUT_MS = 30_000;
const SUPPORTED_PAYLOAD_VERSION = '2.0';
const DEFAULT_STAGE = '$default';

/** API Gateway resource types whose `Ref` is their own id (the local run names them by logical id). */
const API_TYPES = ['AWS::ApiGatewayV2::Api', 'AWS::ApiGatewayV2::Integration', 'AWS::ApiGatewayV2::Authorizer', 'AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Stage'];

/**
 * Reads the first HTTP API of the assembly: its routes (`RouteKey`), the Lambda proxy integration
 * of each, and the authorizer of the routes with `AuthorizationType: CUSTOM`. Anything the local
 * host cannot serve faithfully (other integration types, payload 1.0, IAM-policy authorizer
 * responses) fails here instead of behaving differently from API Gateway.
 */
export function readHttpApi(assembly: CloudAssembly, registry: ResourceRegistry, functions: LocalFunction[]): HttpApiDefinition | undefined {
  for (const stack of assembly.stacks) {
    for (const type of API_TYPES) for (const [id] of resourcesOfType(stack, type)) registry.set(stack, id, { ref: id, attributes: {} });
  }
  for (const stack of assembly.stacks) {
    const api = resourcesOfType(stack, 'AWS::ApiGatewayV2::Api').find(([, r]) => r.Properties?.ProtocolType === 'HTTP');
    if (!api) continue;
    const [apiId] = api;
    const belongs = (props: Record<string, TemplateValue> | undefined) => props && registry.resolve(props.ApiId, stack) === apiId;
    const stage = resourcesOfType(stack, 'AWS::ApiGatewayV2::Stage').find(([, r]) => belongs(r.Properties));
    const routes = resourcesOfType(stack, 'AWS::ApiGatewayV2::Route')
      .filter(([, r]) => belongs(r.Properties))
      .map(([id, r]) => readRoute(stack, id, r.Properties ?? {}, registry, functions));
    return { apiId, stageName: stage ? String(stage[1].Properties?.StageName ?? DEFAULT_STAGE) : DEFAULT_STAGE, routes };
  }
  return undefined;
}

function readRoute(stack: AssemblyStack, id: string, props: Record<string, TemplateValue>, registry: ResourceRegistry, functions: LocalFunction[]): ApiRoute {
  const routeKey = String(props.RouteKey);
  const target = registry.resolveString(props.Target, stack);
  const integrationId = target.replace(/^integrations\//, '');
  const integration = stack.template.Resources[integrationId]?.Properties ?? {};
  if (integration.IntegrationType !== 'AWS_PROXY' || String(integration.PayloadFormatVersion ?? '') !== SUPPORTED_PAYLOAD_VERSION) {
    throw new Error(`${stack.name}/${id}: only Lambda proxy integrations with payload 2.0 are served locally`);
  }
  const fn = functionByArn(functions, registry.resolveString(integration.IntegrationUri, stack));
  const authorizer = props.AuthorizationType === 'CUSTOM' ? readAuthorizer(stack, registry.resolveString(props.AuthorizerId, stack), registry, functions) : undefined;
  const [method, path] = routeKey === '$default' ? [undefined, ''] : routeKey.split(' ');
  return {
    routeKey,
    method: method?.toUpperCase(),
    segments: path ? path.split('/').slice(1) : [],
    fn,
    authorizer,
    timeoutMs: Number(integration.TimeoutInMillis ?? DEFAULT_INTEGRATION_TIMEOUT_MS),
  };
}

function readAuthorizer(stack: AssemblyStack, id: string, registry: ResourceRegistry, functions: LocalFunction[]): ApiAuthorizer {
  const props = stack.template.Resources[id]?.Properties ?? {};
  if (props.AuthorizerType !== 'REQUEST' || String(props.AuthorizerPayloadFormatVersion) !== SUPPORTED_PAYLOAD_VERSION || props.EnableSimpleResponses !== true) {
    throw new Error(`${stack.name}/${id}: only REQUEST authorizers with payload 2.0 and simple responses are served locally`);
  }
  const identitySource = (props.IdentitySource as string[] | undefined) ?? [];
  for (const source of identitySource) {
    if (!/^\$request\.(header|querystring)\.[^.]+$/.test(source)) throw new Error(`${stack.name}/${id}: identity source ${source} is not supported locally`);
  }
  return {
    name: String(props.Name ?? id),
    fn: functionByArn(functions, registry.resolveString(props.AuthorizerUri, stack)),
    identitySource,
    ttlSeconds: Number(props.AuthorizerResultTtlInSeconds ?? 0),
  };
}

/** Precedence of a template segment: literal over `{variable}` over greedy `{proxy+}`. */
function segmentRank(segment: string): number {
  if (segment.startsWith('{') && segment.endsWith('+}')) return 0;
  return segment.startsWith('{') ? 1 : 2;
}

/** Path parameters when `template` matches `segments`, undefined otherwise. */
function matchSegments(template: string[], segments: string[]): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const part = template[i];
    const rank = segmentRank(part);
    if (rank === 0) {
      if (i >= segments.length || segments.slice(i).join('/') === '') return undefined;
      parameters[part.slice(1, -2)] = safeDecode(segments.slice(i).join('/'));
      return parameters;
    }
    if (i >= segments.length) return undefined;
    if (rank === 1) {
      if (segments[i] === '') return undefined;
      parameters[part.slice(1, -1)] = safeDecode(segments[i]);
    } else if (part !== segments[i]) return undefined;
  }
  return template.length === segments.length ? parameters : undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The route API Gateway selects for a request: the most specific matching path (literal
 * segments before variables before greedy ones), a route for the method before `ANY`, and
 * `$default` when nothing else matches.
 */
export function selectRoute(routes: ApiRoute[], method: string, path: string): { route: ApiRoute; pathParameters: Record<string, string> } | undefined {
  const segments = path.split('/').slice(1);
  let best: { route: ApiRoute; pathParameters: Record<string, string>; score: number[] } | undefined;
  for (const route of routes) {
    if (route.method === undefined || (route.method !== 'ANY' && route.method !== method.toUpperCase())) continue;
    const pathParameters = matchSegments(route.segments, segments);
    if (!pathParameters) continue;
    const score = [...route.segments.map(segmentRank), route.method === 'ANY' ? 0 : 1];
    if (!best || compareScores(score, best.score) > 0) best = { route, pathParameters, score };
  }
  if (best) return { route: best.route, pathParameters: best.pathParameters };
  const fallback = routes.find((r) => r.routeKey === '$default');
  return fallback ? { route: fallback, pathParameters: {} } : undefined;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
