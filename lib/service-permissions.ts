import type { Stack } from 'aws-cdk-lib';
import { REQUESTS_PREFIX, RESULTS_PREFIX, UPLOADS_PREFIX, WORK_PREFIX } from '../lambdas/adapters/aws/storage-layout.js';
import { grantBedrockInvoke } from './bedrock-access.js';
import { grantObjects, grantTableData, IDEMPOTENCY_ACTIONS, JOB_READ_ACTIONS, JOB_RUN_ACTIONS, JOB_SUBMIT_ACTIONS, RATE_LIMIT_ACTIONS } from './grants.js';
import { usesBedrock, usesOpenAiCompatible, type StageConfig } from './config.js';
import { grantSecretRead } from './secret-access.js';
import { ANALYSIS_FUNCTIONS, type ServiceFunctions } from './service-functions.js';
import type { StatefulStack } from './stateful-stack.js';

/**
 * Least privilege, through L2 `grant*` methods only. What each function may touch:
 *
 * | function | access |
 * |---|---|
 * | analysis operations | jobs get/put item and query (no scan, update or delete), idempotency get/put/delete item, put `requests/*`, read and delete `uploads/*` (submitted bodies), send jobs, Bedrock |
 * | jobs | jobs get item, read `results/*` (presigns result links), put `uploads/*` (presigns upload URLs) |
 * | meta | API keys read and the token signing secret (`POST /oauth/token`), rate-limit counters |
 * | webhooks | webhooks read/write, deliveries read, idempotency read/write |
 * | authorizer | API keys read, the token signing secret |
 * | analysis worker | jobs get/put/update item (jobs and fan-out state; no scan, query or delete), read `requests/*`, read and put `results/*` (a similarity result is read back once to store its binary forms), read and put `work/*` (fan-out vectors and part receipts), send jobs (retries, fan-out tasks), send to the jobs dead-letter queue (malformed messages), Bedrock |
 * | job events | jobs stream (event source), webhooks read, deliveries read/write, send deliveries |
 * | webhook delivery | deliveries + webhooks read/write (a 410 disables a subscription), send deliveries, read `results/*` |
 *
 * The analysis, jobs, meta and webhooks functions may also UpdateItem (only) on the rate-limits table.
 *
 * Object reads are `s3:GetObject` on a prefix: no role lists the results bucket. No role scans
 * or deletes from the jobs table.
 *
 * Queue consumption and the stream read are granted by the event sources themselves.
 */
export function grantServicePermissions(
  stack: Stack,
  fns: ServiceFunctions,
  data: StatefulStack,
  config: StageConfig,
): void {
  const bedrockModels = [config.bedrock.embeddingModelId, config.bedrock.textModelId];
  for (const id of ANALYSIS_FUNCTIONS) {
    const fn = fns[id];
    // Accepting a job: put it, count the tenant's pending jobs; idempotency claims and responses.
    // No scans, updates or batch writes.
    grantTableData(data.jobsTable, fn, JOB_SUBMIT_ACTIONS);
    grantTableData(data.idempotencyTable, fn, IDEMPOTENCY_ACTIONS);
    grantObjects(data.resultsBucket, fn, 'put', REQUESTS_PREFIX);
    // A request that names an upload reads its body, and removes it once the job is accepted.
    grantObjects(data.resultsBucket, fn, 'read', UPLOADS_PREFIX);
    grantObjects(data.resultsBucket, fn, 'delete', UPLOADS_PREFIX);
    data.jobsQueue.grantSendMessages(fn);
    if (usesBedrock(config)) grantBedrockInvoke(stack, fn, bedrockModels);
    if (usesOpenAiCompatible(config)) grantSecretRead(stack, fn, config.openAiCompatible?.apiKeySecret);
  }

  // Every function that serves authenticated routes counts the tenant's requests.
  for (const fn of [...ANALYSIS_FUNCTIONS.map((id) => fns[id]), fns.jobs, fns.meta, fns.webhooks]) grantTableData(data.rateLimitsTable, fn, RATE_LIMIT_ACTIONS);

  grantTableData(data.jobsTable, fns.jobs, JOB_READ_ACTIONS);
  grantObjects(data.resultsBucket, fns.jobs, 'read', RESULTS_PREFIX);
  // `POST /v1/uploads` presigns PUTs: a presigned URL carries the signer's permission.
  grantObjects(data.resultsBucket, fns.jobs, 'put', UPLOADS_PREFIX);

  grantTableData(data.webhooksTable, fns.webhooks, 'readWrite');
  grantTableData(data.deliveriesTable, fns.webhooks, 'read');
  grantTableData(data.idempotencyTable, fns.webhooks, 'readWrite');

  grantTableData(data.apiKeysTable, fns.authorizer, 'read');
  data.tokenSigningSecret.grantRead(fns.authorizer);
  grantTableData(data.apiKeysTable, fns.meta, 'read');
  data.tokenSigningSecret.grantRead(fns.meta);

  const worker = fns.analysisWorker;
  grantTableData(data.jobsTable, worker, JOB_RUN_ACTIONS);
  grantObjects(data.resultsBucket, worker, 'read', REQUESTS_PREFIX);
  grantObjects(data.resultsBucket, worker, 'put', RESULTS_PREFIX);
  // The binary forms of a similarity result are converted from its stored JSON.
  grantObjects(data.resultsBucket, worker, 'read', RESULTS_PREFIX);
  // Fan-out: the coordinator stores the vectors, tasks read them and exchange part receipts.
  grantObjects(data.resultsBucket, worker, 'read', WORK_PREFIX);
  grantObjects(data.resultsBucket, worker, 'put', WORK_PREFIX);
  data.jobsQueue.grantSendMessages(worker);
  data.jobsDeadLetterQueue.grantSendMessages(worker);
  if (usesBedrock(config)) grantBedrockInvoke(stack, worker, bedrockModels);
  if (usesOpenAiCompatible(config)) grantSecretRead(stack, worker, config.openAiCompatible?.apiKeySecret);

  grantTableData(data.webhooksTable, fns.jobEvents, 'read');
  grantTableData(data.deliveriesTable, fns.jobEvents, 'readWrite');
  data.deliveriesQueue.grantSendMessages(fns.jobEvents);

  const delivery = fns.webhookDelivery;
  grantTableData(data.deliveriesTable, delivery, 'readWrite');
  grantTableData(data.webhooksTable, delivery, 'readWrite');
  data.deliveriesQueue.grantSendMessages(delivery);
  grantObjects(data.resultsBucket, delivery, 'read', RESULTS_PREFIX);
}
