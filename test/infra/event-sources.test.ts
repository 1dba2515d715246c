import { beforeAll, describe, expect, it } from 'vitest';
import { logicalIdOf, stageConfig, synthesizeStage, type SynthesizedStage } from './infra-helpers.js';

type Mapping = Record<string, any>;

describe('event sources', () => {
  let stage: SynthesizedStage;
  let mappings: Mapping[];

  beforeAll(() => {
    stage = synthesizeStage(stageConfig('prod'));
    mappings = Object.values(stage.serviceTemplate.findResources('AWS::Lambda::EventSourceMapping')).map(
      (r) => (r as { Properties: Mapping }).Properties,
    );
  });

  const mappingOf = (functionId: 'analysisWorker' | 'jobEvents' | 'webhookDelivery') => {
    const found = mappings.filter((m) => m.FunctionName.Ref === logicalIdOf(stage.service.functions[functionId]));
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('connects exactly three event sources', () => {
    expect(mappings).toHaveLength(3);
  });

  it('runs the worker on the jobs queue, one job at a time, reporting failed items, with bounded concurrency', () => {
    const mapping = mappingOf('analysisWorker');
    expect(JSON.stringify(mapping.EventSourceArn)).toContain(logicalIdOf(stage.stateful.jobsQueue));
    expect(mapping).toMatchObject({
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: stage.config.jobs.workerMaxConcurrency },
    });
  });

  it('runs the delivery function on the deliveries queue, reporting failed items', () => {
    const mapping = mappingOf('webhookDelivery');
    expect(JSON.stringify(mapping.EventSourceArn)).toContain(logicalIdOf(stage.stateful.deliveriesQueue));
    expect(mapping).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
  });

  it('runs the job-events function on the jobs stream from the latest record, with bisection, retries and a failed-events bucket', () => {
    const mapping = mappingOf('jobEvents');
    expect(JSON.stringify(mapping.EventSourceArn)).toContain(`${logicalIdOf(stage.stateful.jobsTable)}StreamArn`);
    expect(mapping).toMatchObject({
      StartingPosition: 'LATEST',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: stage.config.streamRetryAttempts,
    });
    expect(JSON.stringify(mapping.DestinationConfig.OnFailure.Destination)).toContain(
      logicalIdOf(stage.stateful.jobEventsFailureBucket),
    );
  });

  it('filters the stream to MODIFY records that move a job from pending to completed or failed', () => {
    const filters = mappingOf('jobEvents').FilterCriteria.Filters as { Pattern: string }[];
    expect(filters).toHaveLength(1);
    expect(JSON.parse(filters[0]!.Pattern)).toEqual({
      eventName: ['MODIFY'],
      dynamodb: {
        OldImage: { status: { S: ['pending'] } },
        NewImage: { status: { S: ['completed', 'failed'] } },
      },
    });
  });
});
