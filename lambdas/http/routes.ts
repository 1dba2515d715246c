import { OPERATIONS, type Operation } from '../core/limits.js';
import { COMPOSITE_OPERATIONS, type RequestOperation } from '../core/request-operations.js';

/** Identifies what a route does; the app maps each id to a use case. */
export type RouteId =
  | RequestOperation
  | 'getJob'
  | 'getJobByPath'
  | 'listVersions'
  | 'health'
  | 'openapi'
  | 'page'
  | 'oauthToken'
  | 'createUpload'
  | WebhookRouteId;

/** Route ids of the webhook subscription API (contract §8). */
export type WebhookRouteId = 'createWebhook' | 'listWebhooks' | 'getWebhook' | 'deleteWebhook' | 'rotateWebhookSecret' | 'listWebhookDeliveries';

export interface Route {
  id: RouteId;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path template; `{name}` matches one URL segment. */
  path: string;
  /** Needs `Authorization: Bearer`. */
  auth: boolean;
  /** Takes a JSON body. */
  jsonBody: boolean;
  summary: string;
}

const ANALYSIS_SUMMARIES: Record<RequestOperation, string> = {
  embeddings: 'Dense vector embeddings of input strings',
  similarity: 'Pairwise cosine similarity (self or cross)',
  themes: 'Group open-ended responses into labelled themes',
  sentiment: 'Positive, negative, neutral or mixed, with confidence',
  extractions: 'Substrings of each input that talk about each theme',
  clustering: 'Group inputs into k clusters of their embeddings',
  summaries: 'A summary of the inputs that answers a question',
  'data-dictionary': 'A DDI codebook (variables, types, categories) of a table',
};

/** The routing table: the local server, the Lambda handlers and the OpenAPI document use it. */
export const ROUTES: readonly Route[] = [
  ...[...OPERATIONS, ...COMPOSITE_OPERATIONS].map((op): Route => ({ id: op, method: 'POST', path: `/v1/${op}`, auth: true, jsonBody: true, summary: ANALYSIS_SUMMARIES[op] })),
  { id: 'getJob', method: 'GET', path: '/v1/jobs', auth: true, jsonBody: false, summary: 'Status of an asynchronous job (`?jobId=`)' },
  { id: 'getJobByPath', method: 'GET', path: '/v1/jobs/{jobId}', auth: true, jsonBody: false, summary: 'Status of an asynchronous job' },
  { id: 'listVersions', method: 'GET', path: '/v1/versions', auth: true, jsonBody: false, summary: 'Model versions served, per operation' },
  { id: 'health', method: 'GET', path: '/v1/health', auth: false, jsonBody: false, summary: 'Readiness (503 while a store cannot take writes); `?probe=live` for liveness only' },
  { id: 'openapi', method: 'GET', path: '/v1/openapi.json', auth: false, jsonBody: false, summary: 'This OpenAPI document' },
  { id: 'createUpload', method: 'POST', path: '/v1/uploads', auth: true, jsonBody: false, summary: 'Where to upload a request body larger than the 6 MB an AWS deployment accepts inline (201)' },
  { id: 'createWebhook', method: 'POST', path: '/v1/webhooks', auth: true, jsonBody: true, summary: 'Subscribe a URL to job events (the secret is shown once)' },
  { id: 'listWebhooks', method: 'GET', path: '/v1/webhooks', auth: true, jsonBody: false, summary: "The tenant's webhook subscriptions" },
  { id: 'getWebhook', method: 'GET', path: '/v1/webhooks/{webhookId}', auth: true, jsonBody: false, summary: 'One webhook subscription (secret hidden)' },
  { id: 'deleteWebhook', method: 'DELETE', path: '/v1/webhooks/{webhookId}', auth: true, jsonBody: false, summary: 'Delete a webhook subscription' },
  { id: 'rotateWebhookSecret', method: 'POST', path: '/v1/webhooks/{webhookId}/rotate-secret', auth: true, jsonBody: false, summary: 'New signing secret (shown once); the old one also signs for 24 hours' },
  { id: 'listWebhookDeliveries', method: 'GET', path: '/v1/webhooks/{webhookId}/deliveries', auth: true, jsonBody: false, summary: 'Deliveries of a webhook with every attempt' },
  // The path the TypeScript SDK and the add-ins use for their identity provider's token endpoint.
  { id: 'oauthToken', method: 'POST', path: '/oauth/token', auth: false, jsonBody: false, summary: 'OAuth 2.0 client credentials → short-lived bearer token' },
];

/**
 * The web console and the API reference page: served where the host has them (the local server;
 * on AWS they live in their own bucket), never part of the API or its OpenAPI document.
 */
export const PAGE_ROUTES: readonly Route[] = [
  { id: 'page', method: 'GET', path: '/', auth: false, jsonBody: false, summary: 'Web console' },
  { id: 'page', method: 'GET', path: '/docs', auth: false, jsonBody: false, summary: 'API reference' },
  { id: 'page', method: 'GET', path: '/config.json', auth: false, jsonBody: false, summary: 'Where the pages find the API' },
  { id: 'page', method: 'GET', path: '/assets/{file}', auth: false, jsonBody: false, summary: 'Scripts and styles of the pages' },
];

export type RouteMatch = { route: Route; params: Record<string, string> } | { allow: string[] } | undefined;

/** The route for a method and path; `{ allow }` when the path exists with other methods. */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const segments = path.split('/');
  const allow: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path.split('/'), segments);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allow.push(route.method);
  }
  return allow.length > 0 ? { allow } : undefined;
}

function matchPath(template: string[], segments: string[]): Record<string, string> | undefined {
  if (template.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const t = template[i];
    if (t.startsWith('{') && t.endsWith('}')) {
      if (segments[i] === '') return undefined;
      try {
        params[t.slice(1, -1)] = decodeURIComponent(segments[i]);
      } catch {
        return undefined;
      }
    } else if (t !== segments[i]) return undefined;
  }
  return params;
}
