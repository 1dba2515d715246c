import { Duration, type Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { FunctionId } from '../lambdas/runtime/aws-env.js';
import { usesBedrock, type StageConfig } from './config.js';
import type { ServiceApi } from './constructs/service-api.js';
import type { ServiceFunctions } from './service-functions.js';
import type { StatefulStack } from './stateful-stack.js';

const PERIOD = Duration.minutes(5);
/** A job message waiting this long means the worker is stuck, throttled or far behind. */
export const JOBS_QUEUE_AGE_ALARM_SECONDS = 900;
/**
 * Delivery messages wait up to 15 minutes by design (re-enqueued with SQS's largest delay until a
 * retry is due), so their alarm starts above that.
 */
export const DELIVERIES_QUEUE_AGE_ALARM_SECONDS = 1800;
/** The job-events function this far behind the jobs stream delays webhooks noticeably. */
export const STREAM_ITERATOR_AGE_ALARM_MS = 60_000;
/** API 5xx responses in five minutes before the alarm fires (one may be a client's bad luck). */
export const API_5XX_ALARM_COUNT = 5;
/** Bedrock throttles in five minutes before the alarm fires (a few are retried away). */
export const BEDROCK_THROTTLE_ALARM_COUNT = 10;

/**
 * Alarms (each notifying the stage's alarm topic) and one dashboard: function errors and
 * throttles, API 5xx, the age of the oldest job and delivery message, the job-events function's
 * stream iterator age and, on stages that call Bedrock, Bedrock throttling. The dead-letter
 * queues' alarms live with the queues in the stateful stack.
 */
export function addServiceObservability(stack: Stack, props: { config: StageConfig; data: StatefulStack; functions: ServiceFunctions; api: ServiceApi }): { alarms: Alarm[]; dashboard: Dashboard } {
  const { config, data, functions, api } = props;
  const action = new SnsAction(data.alarmTopic);
  const alarms: Alarm[] = [];
  const alarm = (id: string, metric: IMetric, threshold: number, description: string) => {
    const created = new Alarm(stack, id, {
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    created.addAlarmAction(action);
    alarms.push(created);
    return created;
  };

  const ids = Object.keys(functions) as FunctionId[];
  for (const id of ids) {
    const fn = functions[id];
    const name = `${id[0]!.toUpperCase()}${id.slice(1)}`;
    alarm(`${name}ErrorsAlarm`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), 1, `The ${id} function failed (unhandled errors or timeouts).`);
    alarm(`${name}ThrottlesAlarm`, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }), 1, `The ${id} function was throttled (its reserved concurrency or the account limit).`);
  }
  const api5xx = api.api.metricServerError({ period: PERIOD, statistic: 'Sum' });
  alarm('Api5xxAlarm', api5xx, API_5XX_ALARM_COUNT, 'The API answered 5xx responses.');
  const jobsAge = data.jobsQueue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: 'Maximum' });
  alarm('JobsQueueAgeAlarm', jobsAge, JOBS_QUEUE_AGE_ALARM_SECONDS, 'A job message has waited 15 minutes: the worker is stuck, throttled or far behind.');
  const deliveriesAge = data.deliveriesQueue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: 'Maximum' });
  alarm('DeliveriesQueueAgeAlarm', deliveriesAge, DELIVERIES_QUEUE_AGE_ALARM_SECONDS, 'A webhook delivery message has waited 30 minutes.');
  const iteratorAge = new Metric({ namespace: 'AWS/Lambda', metricName: 'IteratorAge', dimensionsMap: { FunctionName: functions.jobEvents.functionName }, period: PERIOD, statistic: 'Maximum' });
  alarm('JobEventsIteratorAgeAlarm', iteratorAge, STREAM_ITERATOR_AGE_ALARM_MS, 'The job-events function is more than a minute behind the jobs stream: webhooks are late.');
  const bedrockThrottles = usesBedrock(config)
    ? new MathExpression({
        expression: 'SUM(METRICS())',
        usingMetrics: Object.fromEntries(
          [config.bedrock.embeddingModelId, config.bedrock.textModelId].map((modelId, i) => [
            `m${i}`,
            new Metric({ namespace: 'AWS/Bedrock', metricName: 'InvocationThrottles', dimensionsMap: { ModelId: modelId }, period: PERIOD, statistic: 'Sum' }),
          ]),
        ),
        period: PERIOD,
        label: 'Bedrock throttles',
      })
    : undefined;
  if (bedrockThrottles) alarm('BedrockThrottlesAlarm', bedrockThrottles, BEDROCK_THROTTLE_ALARM_COUNT, 'Bedrock throttled the service: raise the quota or lower the concurrency.');

  const dashboard = new Dashboard(stack, 'Dashboard', { dashboardName: `TextAnalysis-${config.stage}` });
  const perFunction = (metric: (id: FunctionId) => IMetric) => ids.map(metric);
  dashboard.addWidgets(new TextWidget({ markdown: `# Text analysis (${config.stage})\nAlarms notify the stage's alarm topic.`, width: 24, height: 2 }));
  dashboard.addWidgets(
    new GraphWidget({ title: 'API requests and 5xx', left: [api.api.metricCount({ period: PERIOD }), api5xx], width: 12 }),
    new GraphWidget({ title: 'API latency (p50, p99)', left: [api.api.metricLatency({ period: PERIOD, statistic: 'p50' }), api.api.metricLatency({ period: PERIOD, statistic: 'p99' })], width: 12 }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'Function errors', left: perFunction((id) => functions[id].metricErrors({ period: PERIOD, label: id })), width: 8 }),
    new GraphWidget({ title: 'Function throttles', left: perFunction((id) => functions[id].metricThrottles({ period: PERIOD, label: id })), width: 8 }),
    new GraphWidget({ title: 'Function duration (p99)', left: perFunction((id) => functions[id].metricDuration({ period: PERIOD, statistic: 'p99', label: id })), width: 8 }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'Oldest message age (s)', left: [jobsAge.with({ label: 'jobs' }), deliveriesAge.with({ label: 'deliveries' })], width: 8 }),
    new GraphWidget({
      title: 'Queue depth',
      left: [
        data.jobsQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, label: 'jobs' }),
        data.jobsDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, label: 'jobs dead-letter' }),
        data.deliveriesQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, label: 'deliveries' }),
      ],
      width: 8,
    }),
    new GraphWidget({ title: bedrockThrottles ? 'Stream iterator age (ms), Bedrock throttles' : 'Stream iterator age (ms)', left: [iteratorAge], right: bedrockThrottles ? [bedrockThrottles] : [], width: 8 }),
  );
  return { alarms, dashboard };
}
