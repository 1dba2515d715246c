import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { API_5XX_ALARM_COUNT, JOBS_QUEUE_AGE_ALARM_SECONDS, STREAM_ITERATOR_AGE_ALARM_MS } from '../../lib/service-observability.js';
import { functionProperties, logicalIdOf, stageConfig, statementsOf, synthesizeStage, type SynthesizedStage } from './infra-helpers.js';

const FUNCTION_IDS = Object.keys(HANDLER_ENTRIES) as FunctionId[];

interface AlarmJson {
  Properties: { MetricName?: string; Namespace?: string; Threshold: number; AlarmActions: unknown[]; Dimensions?: { Name: string; Value: unknown }[]; Metrics?: unknown[] };
}

/** Alarms with a topic, a dashboard, tracing and access logs that carry the tenant and the Lambda request id. */
describe('observability', () => {
  let dev: SynthesizedStage;
  let prod: SynthesizedStage;
  const alarmsOf = (stage: SynthesizedStage) => Object.values(stage.serviceTemplate.findResources('AWS::CloudWatch::Alarm')) as AlarmJson[];
  const topicRef = (stage: SynthesizedStage) => JSON.stringify(stage.serviceTemplate.toJSON()).length > 0 && logicalIdOf(stage.stateful.alarmTopic);

  beforeAll(() => {
    dev = synthesizeStage(stageConfig('dev'));
    prod = synthesizeStage(stageConfig('prod'));
  });

  it('alarms on errors and throttles of every function, each notifying the alarm topic', () => {
    for (const stage of [dev, prod]) {
      const alarms = alarmsOf(stage);
      for (const metric of ['Errors', 'Throttles']) {
        const watched = alarms.filter((a) => a.Properties.Namespace === 'AWS/Lambda' && a.Properties.MetricName === metric);
        expect(watched).toHaveLength(FUNCTION_IDS.length);
        const names = watched.map((a) => JSON.stringify(a.Properties.Dimensions));
        for (const id of FUNCTION_IDS) expect(names.some((n) => n.includes(logicalIdOf(stage.service.functions[id])))).toBe(true);
      }
      for (const alarm of alarms) expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain(topicRef(stage) as string);
    }
  });

  it('alarms on API 5xx, the oldest job and delivery message, and the jobs stream iterator age', () => {
    const alarms = alarmsOf(dev);
    const find = (namespace: string, metric: string) => alarms.filter((a) => a.Properties.Namespace === namespace && a.Properties.MetricName === metric);
    expect(find('AWS/ApiGateway', '5xx').map((a) => a.Properties.Threshold)).toEqual([API_5XX_ALARM_COUNT]);
    const ages = find('AWS/SQS', 'ApproximateAgeOfOldestMessage');
    expect(ages).toHaveLength(2);
    expect(ages.map((a) => a.Properties.Threshold)).toContain(JOBS_QUEUE_AGE_ALARM_SECONDS);
    const iterator = find('AWS/Lambda', 'IteratorAge');
    expect(iterator.map((a) => a.Properties.Threshold)).toEqual([STREAM_ITERATOR_AGE_ALARM_MS]);
    expect(JSON.stringify(iterator[0]!.Properties.Dimensions)).toContain(logicalIdOf(dev.service.functions.jobEvents));
  });

  it('alarms on Bedrock throttling only where Bedrock is used, over both configured models', () => {
    const bedrock = (stage: SynthesizedStage) => alarmsOf(stage).filter((a) => JSON.stringify(a.Properties.Metrics ?? []).includes('InvocationThrottles'));
    expect(bedrock(dev)).toEqual([]);
    expect(bedrock(prod)).toHaveLength(1);
    const metrics = JSON.stringify(bedrock(prod)[0]!.Properties.Metrics);
    expect(metrics).toContain(prod.config.bedrock.embeddingModelId);
    expect(metrics).toContain(prod.config.bedrock.textModelId);
  });

  it('has one dashboard per stage', () => {
    prod.serviceTemplate.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    prod.serviceTemplate.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'TextAnalysis-prod' });
  });

  it('traces every function with X-Ray, which is the only wildcard resource a role gets', () => {
    for (const id of FUNCTION_IDS) {
      expect(functionProperties(prod, id).TracingConfig).toEqual({ Mode: 'Active' });
      // Powertools Tracer never records a handler's response (it holds texts and vectors).
      expect((functionProperties(prod, id).Environment as { Variables: Record<string, string> }).Variables.POWERTOOLS_TRACER_CAPTURE_RESPONSE).toBe('false');
      const wildcard = statementsOf(prod, id).filter((s) => s.resources.includes('*'));
      expect(wildcard.some((s) => s.actions.includes('xray:PutTraceSegments'))).toBe(true);
      // dynamodb:ListStreams (the stream event source) has no resource level either.
      for (const statement of wildcard) expect(statement.actions.filter((a) => !a.startsWith('xray:') && a !== 'dynamodb:ListStreams')).toEqual([]);
    }
  });

  it('writes access logs with the tenant and the Lambda request id, never the key', () => {
    const stage = Object.values(prod.serviceTemplate.findResources('AWS::ApiGatewayV2::Stage'))[0] as { Properties: { AccessLogSettings: { Format: string } } };
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({ tenantId: '$context.authorizer.tenantId', lambdaRequestId: '$context.integration.requestId', requestId: '$context.requestId' });
    expect(JSON.stringify(format).toLowerCase()).not.toContain('authorization');
  });
});

describe('reserved concurrency (bulkheads) from the stage config', () => {
  it('prod reserves slots for each analysis function, the worker and the delivery function; dev reserves none', () => {
    const prod = synthesizeStage(stageConfig('prod'));
    const dev = synthesizeStage(stageConfig('dev'));
    const reserved = (stage: SynthesizedStage, id: FunctionId) => functionProperties(stage, id).ReservedConcurrentExecutions;
    for (const id of ['embeddings', 'similarity', 'themes', 'sentiment', 'extractions'] as const) expect(reserved(prod, id)).toBe(prod.config.reservedConcurrency!.analysis);
    expect(reserved(prod, 'analysisWorker')).toBe(prod.config.reservedConcurrency!.worker);
    expect(reserved(prod, 'analysisWorker')).toBeGreaterThanOrEqual(prod.config.jobs.workerMaxConcurrency);
    expect(reserved(prod, 'webhookDelivery')).toBe(prod.config.reservedConcurrency!.webhookDelivery);
    for (const id of ['authorizer', 'jobs', 'meta', 'webhooks', 'jobEvents'] as const) expect(reserved(prod, id)).toBeUndefined();
    for (const id of FUNCTION_IDS) expect(reserved(dev, id)).toBeUndefined();
  });

  it('refuses a worker reservation below the jobs queue\'s maximum concurrency', () => {
    expect(() => synthesizeStage(stageConfig('prod', { reservedConcurrency: { worker: 5 } }))).toThrow(/reservedConcurrency.worker \(5\) is below/);
  });
});
