import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption, type DeadLetterQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Dead letters are kept as long as SQS allows, to leave time to inspect and redrive them. */
const DEAD_LETTER_RETENTION = Duration.days(14);

/** SQS publishes queue metrics every minute; one period above zero is enough to act on. */
const ALARM_PERIOD = Duration.minutes(1);

/** Properties of a {@link SecureQueue}. */
export interface SecureQueueProps {
  /** How long a received message stays hidden; see `visibilityTimeoutFor`. */
  visibilityTimeout?: Duration;
  /** Where messages go after `maxReceiveCount` receives; none for a queue that is itself a dead end. */
  deadLetterQueue?: DeadLetterQueue;
  removalPolicy: RemovalPolicy;
}

/**
 * An SQS queue with the house defaults: SSE with SQS-owned keys (no KMS key to manage or pay
 * for, and consumers need no `kms:*` permission) and a policy that refuses non-TLS requests.
 */
export class SecureQueue extends Queue {
  constructor(scope: Construct, id: string, props: SecureQueueProps) {
    super(scope, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: props.visibilityTimeout,
      deadLetterQueue: props.deadLetterQueue,
      retentionPeriod: props.deadLetterQueue ? undefined : DEAD_LETTER_RETENTION,
      removalPolicy: props.removalPolicy,
    });
  }
}

/** Properties of a {@link QueueWithDeadLetter}. */
export interface QueueWithDeadLetterProps {
  visibilityTimeout: Duration;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Notified when the dead-letter queue holds messages. */
  alarmTopic?: ITopic;
  removalPolicy: RemovalPolicy;
}

/** A work queue, its dead-letter queue, and an alarm as soon as anything lands there. */
export class QueueWithDeadLetter extends Construct {
  /** The work queue. */
  readonly queue: Queue;
  /** Where messages end after too many receives. */
  readonly deadLetterQueue: Queue;
  /** In alarm while the dead-letter queue holds messages. */
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: QueueWithDeadLetterProps) {
    super(scope, id);
    this.deadLetterQueue = new SecureQueue(this, 'DeadLetterQueue', { removalPolicy: props.removalPolicy });
    this.queue = new SecureQueue(this, 'Queue', {
      visibilityTimeout: props.visibilityTimeout,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
      removalPolicy: props.removalPolicy,
    });
    this.alarm = alarmWhenNotEmpty(this, 'DeadLetterAlarm', this.deadLetterQueue, props.alarmTopic);
  }
}

/**
 * An alarm while `queue` has visible messages. Missing data (an idle queue publishes none) is
 * treated as fine, so the alarm does not flap to INSUFFICIENT_DATA.
 */
export function alarmWhenNotEmpty(scope: Construct, id: string, queue: Queue, topic?: ITopic): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: `Messages are waiting in ${queue.node.path}: inspect them, fix the cause and redrive.`,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  if (topic) alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}
