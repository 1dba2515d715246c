import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AWS_ENV, HANDLER_ENTRIES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { JOB_LEASE_SECONDS, JOBS_MESSAGE_VISIBILITY_SECONDS } from '../../lib/timing.js';
import { can, environmentOf, functionProperties, logicalIdOf, refersTo, renderValue, stageConfig, statementsOf, synthesizeStage, touching, type SynthesizedStage } from './infra-helpers.js';

const FUNCTION_IDS = Object.keys(HANDLER_ENTRIES) as FunctionId[];

/** One run per job and prompt retries: what the worker is given and may do. */
describe('jobs queue: short held visibility, job lease, malformed messages to the dead-letter queue', () => {
  let stage: SynthesizedStage;

  beforeAll(() => {
    stage = synthesizeStage(stageConfig('prod'));
  });

  it('gives the worker the dead-letter queue, a 60 s held visibility and a 60 s lease', () => {
    const env = environmentOf(stage, 'analysisWorker');
    expect(renderValue(env[AWS_ENV.jobsDeadLetterQueueUrl])).toContain(logicalIdOf(stage.stateful.jobsDeadLetterQueue));
    expect(env[AWS_ENV.jobsVisibilitySeconds]).toBe(String(JOBS_MESSAGE_VISIBILITY_SECONDS));
    expect(env[AWS_ENV.jobLeaseSeconds]).toBe(String(JOB_LEASE_SECONDS));
    for (const id of FUNCTION_IDS.filter((f) => f !== 'analysisWorker')) expect(environmentOf(stage, id)[AWS_ENV.jobsDeadLetterQueueUrl]).toBeUndefined();
  });

  it('the held visibility is far below the queue visibility, which stays at least the worker timeout (Lambda requires it)', () => {
    const queue = Template.fromStack(stage.stateful).toJSON().Resources[logicalIdOf(stage.stateful.jobsQueue)].Properties as { VisibilityTimeout: number };
    const workerTimeout = functionProperties(stage, 'analysisWorker').Timeout as number;
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(workerTimeout);
    expect(JOBS_MESSAGE_VISIBILITY_SECONDS * 10).toBeLessThanOrEqual(queue.VisibilityTimeout);
  });

  it('only the worker may send to the jobs dead-letter queue and change the visibility of job messages', () => {
    const worker = statementsOf(stage, 'analysisWorker');
    expect(can(worker, 'sqs:SendMessage', refersTo(stage.stateful.jobsDeadLetterQueue))).toBe(true);
    expect(can(worker, 'sqs:ChangeMessageVisibility', refersTo(stage.stateful.jobsQueue))).toBe(true);
    expect(can(worker, 'sqs:ReceiveMessage', refersTo(stage.stateful.jobsDeadLetterQueue))).toBe(false);
    for (const id of FUNCTION_IDS.filter((f) => f !== 'analysisWorker')) {
      const statements = statementsOf(stage, id);
      expect(touching(statements, refersTo(stage.stateful.jobsDeadLetterQueue))).toEqual([]);
      expect(can(statements, 'sqs:ChangeMessageVisibility', refersTo(stage.stateful.jobsQueue))).toBe(false);
    }
  });
});
