import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type {
  APIGatewayProxyStructuredResultV2,
  DynamoDBBatchResponse,
  DynamoDBStreamEvent,
  SQSBatchItemFailure,
  SQSBatchResponse,
  SQSEvent,
  SQSRecord,
} from 'aws-lambda';
import { jobFromStreamRecord } from '../adapters/aws/job-stream-records.js';
import { PowertoolsLoggerAdapter, SERVICE_NAME } from '../adapters/aws/powertools-logger.js';
import { tracer } from '../adapters/aws/powertools-tracer.js';
import { parseDeliveryMessage } from '../adapters/aws/sqs-delivery-queue.js';
import { DomainError } from '../core/errors.js';
import { createHttpApp } from '../http/app.js';
import { buildOpenApi } from '../http/openapi.js';
import { errorResponse } from '../http/responses.js';
import type { HttpRequest, HttpResponse } from '../http/types.js';
import { attemptDelivery } from '../operations/deliver-webhook.js';
import type { ServiceDeps } from '../operations/deps.js';
import { dispatchJobEvent } from '../operations/dispatch-job-event.js';
import { toApiResult, toHttpRequest, toLambdaResult, type ApiEvent } from './api-gateway-mapping.js';
import { loadAwsConfig } from './aws-config.js';
import { AUTHORIZER_CONTEXT, type FunctionId } from './aws-env.js';
import { createAwsRoot, type AwsRoot } from './aws-root.js';
import { cachedUntilFailure } from './cached-until-failure.js';
import { handleJobMessages } from './aws-job-messages.js';
import { earlyUnauthorized } from './early-unauthorized.js';

/**
 * The Lambda entry points: each parses its event, calls one use case and maps the outcome.
 * The composition root is built once per execution environment, on the first invocation.
 */

const DEFAULT_METRICS_NAMESPACE = 'TextAnalysis';
const logger = new PowertoolsLoggerAdapter(process.env.LOG_LEVEL ?? 'INFO');
const metrics = new Metrics({ namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? DEFAULT_METRICS_NAMESPACE, serviceName: SERVICE_NAME });
/** Built on the first invocation; a failed set-up is retried on the next one, not kept. */
const awsRoot: () => Promise<AwsRoot> = cachedUntilFailure(async () => createAwsRoot(loadAwsConfig(), logger));

async function deps(): Promise<ServiceDeps> {
  return (await awsRoot()).deps;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unknown';
}

/** An HTTP API function serving the routes `HTTP_FUNCTION_ROUTES[id]` through the shared app. */
export function httpFunction(id: FunctionId) {
  let app: ((request: HttpRequest) => Promise<HttpResponse>) | undefined;
  const openapi = () => buildOpenApi();
  return middy<ApiEvent, APIGatewayProxyStructuredResultV2>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(logger.powertools, { resetKeys: true }))
    .handler(async (event) => {
      const request = toHttpRequest(event, AUTHORIZER_CONTEXT.tenantId);
      const denied = earlyUnauthorized(request);
      if (denied) return toLambdaResult(denied, request.headers['accept-encoding'], denied.headers['x-request-id']!);
      try {
        // API Gateway routes HEAD beside each GET (lib/constructs/service-api.ts) and sends no
        // body for it: the function answers the GET, so its Content-Length is the GET's.
        app ??= createHttpApp(await deps(), { openapi, headAsGet: true });
      } catch (error) {
        logger.error('function set-up failed', { function: id, error: errorText(error) });
        const requestId = event.requestContext.requestId;
        return toApiResult(errorResponse(new DomainError('internal_error', 'unexpected', { cause: error }), requestId), undefined);
      }
      const response = await app(request);
      return toLambdaResult(response, request.headers['accept-encoding'], response.headers['x-request-id'] ?? event.requestContext.requestId);
    });
}

/** The authorizer lives in its own module so its bundle stays small; re-exported for the tests' harness. */
export { authorizerFunction } from './aws-authorizer.js';

/** Runs each SQS message through `handle`; failed messages are returned for redelivery. */
async function eachMessage(event: Pick<SQSEvent, 'Records'>, what: string, handle: (body: string, record: SQSRecord) => Promise<string>): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records) {
    try {
      const outcome = await handle(record.body, record);
      metrics.addMetric(`${what}${outcome[0].toUpperCase()}${outcome.slice(1)}`, MetricUnit.Count, 1);
    } catch (error) {
      logger.error(`${what} message failed`, { messageId: record.messageId, error: errorText(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

/**
 * Jobs queue → one attempt of each job, or one embedding or similarity task of a fanned-out
 * similarity job (retries are re-enqueued by the use cases). The batch's messages are held with
 * a short, extended visibility while they run, and malformed ones go to the dead-letter queue at
 * once (`aws-job-messages.ts`).
 */
export function analysisWorkerFunction() {
  return middy<SQSEvent, SQSBatchResponse>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(logger.powertools, { resetKeys: true }))
    .use(logMetrics(metrics))
    .handler(async (event) => {
      const r = await awsRoot();
      return handleJobMessages(r, event, (records, handle) => eachMessage({ Records: records }, 'JobAttempts', handle), metrics);
    });
}

/**
 * Jobs table stream → deliveries for each finished job. Stops at the first failure and reports
 * it, so the stream retries from there in order (dispatch is idempotent for the records after).
 */
export function jobEventsFunction() {
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(logger.powertools, { resetKeys: true }))
    .handler(async (event) => {
      const d = await deps();
      for (const record of event.Records) {
        try {
          const job = jobFromStreamRecord(record);
          if (job) await dispatchJobEvent(d, job);
        } catch (error) {
          logger.error('job event failed', { sequenceNumber: record.dynamodb?.SequenceNumber, error: errorText(error) });
          return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
        }
      }
      return { batchItemFailures: [] };
    });
}

/** Deliveries queue → one signed attempt per message. */
export function webhookDeliveryFunction() {
  return middy<SQSEvent, SQSBatchResponse>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(logger.powertools, { resetKeys: true }))
    .use(logMetrics(metrics))
    .handler(async (event) => {
      const d = await deps();
      return eachMessage(event, 'WebhookAttempts', (body) => attemptDelivery(d, parseDeliveryMessage(body).deliveryId));
    });
}
