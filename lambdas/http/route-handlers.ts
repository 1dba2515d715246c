import { DomainError } from '../core/errors.js';
import { REQUEST_OPERATIONS, type RequestOperation } from '../core/request-operations.js';
import { describeCatalog } from '../core/versions.js';
import type { ServiceDeps } from '../operations/deps.js';
import { getJob } from '../operations/get-job.js';
import { submitAnalysis } from '../operations/submit-analysis.js';
import { headerList } from './header-values.js';
import { preferredResultDtype } from './matrix-negotiation.js';
import { oauthToken } from './oauth-token.js';
import { jsonResponse, rawJsonResponse } from './responses.js';
import type { RouteId } from './routes.js';
import type { HttpRequest, HttpResponse } from './types.js';
import { WEBHOOK_HANDLERS } from './webhook-handlers.js';
import { analysisBody, claimUpload, consumeUpload, createUploadHandler } from './uploads.js';

export interface RouteContext {
  deps: ServiceDeps;
  request: HttpRequest;
  params: Record<string, string>;
  requestId: string;
  /** Empty for routes without authentication. */
  tenantId: string;
  openapi: () => unknown;
  pages?: (path: string) => Promise<HttpResponse | undefined>;
  /** The base path the request used (`''` or `/pulse`, see base-paths.ts); links keep it. */
  basePath: string;
}

type Handler = (context: RouteContext) => Promise<HttpResponse>;

/** Seconds a client should wait before polling a new job. */
const POLL_AFTER_SECONDS = 1;

function analysisHandler(operation: RequestOperation): Handler {
  return async (context) => {
    const { deps, request, requestId, tenantId, basePath } = context;
    const { body, uploadId } = await analysisBody(context);
    const release = await claimUpload(context, uploadId);
    let outcome: Awaited<ReturnType<typeof submitAnalysis>>;
    try {
      outcome = await submitAnalysis(deps, { tenantId, operation, body, query: { fast: request.query.fast, flatten: request.query.flatten }, requestId });
    } catch (error) {
      await release();
      throw error;
    }
    await consumeUpload(context, uploadId);
    const headers: Record<string, string> = {};
    if (outcome.ignoredFields.length > 0) headers['x-ignored-fields'] = headerList(outcome.ignoredFields);
    if (outcome.kind === 'sync') {
      if (outcome.warning) headers['x-themes-warning'] = outcome.warning;
      return rawJsonResponse(200, outcome.body, headers);
    }
    const { jobId } = outcome.job;
    headers.location = `${basePath}/v1/jobs?jobId=${encodeURIComponent(jobId)}`;
    headers['retry-after'] = String(POLL_AFTER_SECONDS);
    return jsonResponse(202, { jobId, job_id: jobId, status: 'pending' }, headers);
  };
}

async function jobStatus({ deps, tenantId, basePath, request }: RouteContext, jobId: string | undefined): Promise<HttpResponse> {
  if (jobId === undefined || jobId === '') {
    throw new DomainError('missing_parameter', `Send the job id: \`GET ${basePath}/v1/jobs?jobId=<id>\`.`, {
      details: [{ path: ['jobId'], field: 'jobId', location: 'query', message: '`jobId` is required.' }],
    });
  }
  return jsonResponse(200, await getJob(deps, tenantId, jobId, basePath, preferredResultDtype(request.headers.accept)));
}

/** Seconds a client should wait when a readiness check fails. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

/**
 * `GET /v1/health`: readiness (200, or 503 with Retry-After when a store check fails), with the
 * checks in the body. `?probe=live` is liveness only: 200 whenever the process answers.
 */
async function health({ deps, request }: RouteContext): Promise<HttpResponse> {
  if (request.query.probe === 'live' || !deps.readiness) return jsonResponse(200, { status: 'ok' });
  const checks = await deps.readiness();
  const ready = Object.values(checks).every((c) => c === 'ok');
  return jsonResponse(ready ? 200 : 503, { status: ready ? 'ok' : 'unavailable', checks }, ready ? {} : { 'retry-after': String(NOT_READY_RETRY_AFTER_SECONDS) });
}

const analysisHandlers = Object.fromEntries(REQUEST_OPERATIONS.map((op) => [op, analysisHandler(op)])) as Record<RequestOperation, Handler>;

/** Route id → use case. */
export const ROUTE_HANDLERS: Record<RouteId, Handler> = {
  ...analysisHandlers,
  getJob: (context) => jobStatus(context, context.request.query.jobId ?? context.request.query.job_id),
  getJobByPath: (context) => jobStatus(context, context.params.jobId),
  listVersions: async ({ deps }) => jsonResponse(200, describeCatalog(deps.catalog)),
  health: health,
  openapi: async ({ openapi }) => jsonResponse(200, openapi()),
  page: async ({ pages, request }) => {
    const page = await pages?.(request.path);
    if (!page) throw new DomainError('not_found', `No page ${request.path.slice(0, 100)}.`);
    return page;
  },
  oauthToken,
  createUpload: createUploadHandler,
  ...WEBHOOK_HANDLERS,
};
