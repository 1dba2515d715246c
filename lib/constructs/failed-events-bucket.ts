import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { DlqDestinationConfig, IEventSourceDlq, IEventSourceMapping, IFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { FAILED_EVENTS_RETENTION_DAYS } from '../../lambdas/adapters/aws/storage-layout.js';
import { NAG_RULES, acknowledgeFinding, acknowledgeGrantFinding, principalConstruct, wildcardResourceFindings } from '../nag-suppressions.js';

/** The request-metrics filter whose `PutRequests` the alarm watches (the whole bucket). */
export const FAILED_EVENTS_METRICS_ID = 'FailedBatches';

/** Properties of a {@link FailedEventsBucket}. */
export interface FailedEventsBucketProps {
  removalPolicy: RemovalPolicy;
  autoDeleteObjects: boolean;
  /** Notified when a failed batch is written. */
  alarmTopic: ITopic;
}

/**
 * Where Lambda writes a job-events stream batch it gave up on: its S3 on-failure destination
 * stores the whole invocation record (the stream records with their job images), not only the
 * shard and sequence numbers an SQS destination gets, which are useless once the stream's 24 h
 * retention has passed. `tas webhooks replay` re-dispatches them. Every write raises an alarm
 * (S3 request metrics: `PutRequests` > 0). Private, TLS-only, encrypted, objects expire with
 * the job results.
 */
export class FailedEventsBucket extends Bucket {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: FailedEventsBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.autoDeleteObjects,
      lifecycleRules: [{ id: 'expire-failed-batches', expiration: Duration.days(FAILED_EVENTS_RETENTION_DAYS) }],
      metrics: [{ id: FAILED_EVENTS_METRICS_ID }],
    });
    acknowledgeFinding(
      this,
      NAG_RULES.bucketAccessLogs,
      'Only Lambda writes here (failed stream batches) and only the operator replays them; every write raises an alarm.',
    );
    this.alarm = new Alarm(this, 'WrittenAlarm', {
      alarmDescription: `A job-events stream batch kept failing and was kept in ${this.node.path}: fix the cause, then run tas webhooks replay.`,
      metric: new Metric({
        namespace: 'AWS/S3',
        metricName: 'PutRequests',
        dimensionsMap: { BucketName: this.bucketName, FilterId: FAILED_EVENTS_METRICS_ID },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }

  /**
   * The stream's on-failure destination. Lambda writes with the function's role, which needs
   * `s3:PutObject` and `s3:ListBucket` on this bucket; the CDK's `S3OnFailureDestination` would
   * grant read, write and delete instead.
   */
  asOnFailureDestination(): IEventSourceDlq {
    const bucket = this;
    return {
      bind(_mapping: IEventSourceMapping, fn: IFunction): DlqDestinationConfig {
        fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects('*')] }));
        fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
        acknowledgeGrantFinding(
          fn,
          wildcardResourceFindings('<Arn>/*', { construct: bucket, arn: bucket.bucketArn }, principalConstruct(fn)),
          'Lambda names the objects of failed stream batches itself; the grant is put-only, on this bucket.',
        );
        return { destination: bucket.bucketArn };
      },
    };
  }
}
