import { PULSE_BASE_PATH } from './base-paths.js';
import { z } from 'zod';
import { OPERATIONS } from '../core/limits.js';
import { REQUEST_SCHEMAS } from '../core/schemas/requests.js';
import * as responses from '../core/schemas/responses.js';
import { ROUTES, type Route } from './routes.js';
import '../core/schemas/oauth.js';
import { ExtractionsDictionaryResponse } from '../core/schemas/extractions-dictionary.js';
import { COMPOSITE_REQUEST_SCHEMAS } from '../core/schemas/composite-requests.js';
import { COMPOSITE_RESPONSES, ThemeSetsResponse } from '../core/schemas/composite-responses.js';
import { isCompositeOperation, type RequestOperation } from '../core/request-operations.js';
import { oauthTokenOperation } from './oauth-token.js';
import { isWebhookRoute, webhookEventsDoc, webhookOperation } from './webhook-openapi.js';
import { analysisRequestBody, UPLOAD_ERRORS, uploadOperation } from './upload-openapi.js';

const SYNC_RESPONSES: Record<RequestOperation, z.ZodType> = {
  ...COMPOSITE_RESPONSES,
  embeddings: responses.EmbeddingsResponse,
  similarity: responses.SimilarityResult,
  themes: responses.ThemesResponse,
  sentiment: responses.SentimentResponse,
  extractions: responses.ExtractionsResponse,
};

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });

function idOf(schema: z.ZodType): string {
  const meta = z.globalRegistry.get(schema) as { id?: string } | undefined;
  if (!meta?.id) throw new Error('schema without an id');
  return meta.id;
}

/** The 200 body of an operation; extractions and themes have a second shape (the clients' newer fields). */
function syncBody(op: RequestOperation): object {
  if (op === 'extractions') return { oneOf: [ref(idOf(SYNC_RESPONSES[op])), ref(idOf(ExtractionsDictionaryResponse))] };
  if (op === 'themes') return { oneOf: [ref(idOf(SYNC_RESPONSES[op])), ref(idOf(ThemeSetsResponse))] };
  return ref(idOf(SYNC_RESPONSES[op]));
}

function operationFor(route: Route): object {
  const common = { operationId: route.id, summary: route.summary, ...(route.auth ? {} : { security: [] }) };
  const authErrors = route.auth ? { 401: error('No or bad API key (`unauthorized`).'), 429: error('Rate or job quota exceeded (`rate_limited`); see Retry-After.') } : {};
  if ((OPERATIONS as readonly string[]).includes(route.id) || isCompositeOperation(route.id)) {
    const op = route.id as RequestOperation;
    return {
      ...common,
      parameters: [
        { name: 'fast', in: 'query', required: false, schema: { type: 'boolean' }, description: 'Same as the body field `fast`; the body wins.' },
        ...(op === 'similarity' ? [{ name: 'flatten', in: 'query', required: false, schema: { type: 'boolean' }, description: 'Same as the body field `flatten`.' }] : []),
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 } },
      ],
      requestBody: { required: true, ...json(analysisRequestBody(ref(idOf(isCompositeOperation(op) ? COMPOSITE_REQUEST_SCHEMAS[op] : REQUEST_SCHEMAS[op])))) },
      responses: {
        200: { description: 'Synchronous result (`fast: true`).', ...json(syncBody(op)) },
        202: { description: 'Accepted as a job; poll `GET /v1/jobs?jobId=`.', ...json(ref('JobAccepted')) },
        400: error('invalid_json, validation_error, limit_exceeded or unknown_version.'),
        409: error('Idempotency-Key reused with a different request (`idempotency_key_reused`), or its first request still running (`idempotency_key_in_use`, with Retry-After).'),
        ...UPLOAD_ERRORS,
        413: error('Body (or the uploaded body) over 10 MiB.'),
        415: error('Body is not JSON.'),
        ...authErrors,
        503: error('Model backend unavailable (`model_unavailable`), or storage unavailable (`service_unavailable`); see Retry-After.'),
      },
    };
  }
  if (isWebhookRoute(route.id)) return webhookOperation(route, common, authErrors);
  if (route.id === 'oauthToken') return oauthTokenOperation(common);
  if (route.id === 'createUpload') return uploadOperation(common, authErrors);
  const bodies: Record<string, object> = {
    getJob: ref('JobStatus'),
    getJobByPath: ref('JobStatus'),
    listVersions: ref('Versions'),
    health: ref('Health'),
    openapi: { type: 'object' },
  };
  const parameters =
    route.id === 'getJob'
      ? [{ name: 'jobId', in: 'query', required: true, schema: { type: 'string' } }]
      : route.id === 'getJobByPath'
        ? [{ name: 'jobId', in: 'path', required: true, schema: { type: 'string' } }]
        : [];
  const jobErrors = route.id.startsWith('getJob') ? { 400: error('`jobId` missing (`missing_parameter`).'), 404: error('No such job for this tenant.') } : {};
  return { ...common, parameters, responses: { 200: { description: 'OK', ...json(bodies[route.id]) }, ...jobErrors, ...authErrors } };
}

/** The OpenAPI 3.1 document, generated from the routing table and the zod schemas. */
export function buildOpenApi(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { uri: (id) => `#/components/schemas/${id}`, io: 'input', unrepresentable: 'any' }) as { schemas: Record<string, Record<string, unknown>> };
  for (const schema of Object.values(schemas)) delete schema.$schema;
  const paths: Record<string, Record<string, object>> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operationFor(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Text Analysis API',
      version: '1.0.0',
      description: 'Embeddings, similarity, themes, sentiment and extractions, synchronous (`fast: true`) or as jobs polled through `/v1/jobs`.',
    },
    servers: [{ url: '/' }, { url: PULSE_BASE_PATH, description: 'Every path is also served under `/pulse` (the base path of the existing public clients).' }],
    security: [{ bearerAuth: [] }],
    paths,
    webhooks: webhookEventsDoc(),
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key (`tas_live_…`, from `tas keys create`) or an access token from `POST /oauth/token`.' } }, schemas },
  };
}
