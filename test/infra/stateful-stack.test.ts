import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEYS_TABLE,
  DELIVERIES_TABLE,
  IDEMPOTENCY_TABLE,
  JOBS_TABLE,
  RATE_LIMITS_TABLE,
  RESULT_RETENTION_DAYS,
  TTL_ATTRIBUTE,
  WEBHOOKS_TABLE,
  type TableSchema,
} from '../../lambdas/adapters/aws/storage-layout.js';
import { jobsMaxReceiveCount, VISIBILITY_TIMEOUT_FACTOR } from '../../lib/timing.js';
import { logicalIdOf, stageConfig, synthesizeStage, type SynthesizedStage } from './infra-helpers.js';

const ALARM_EMAIL = 'ops@example.com';

describe('stateful stack', () => {
  let dev: SynthesizedStage;
  let prod: SynthesizedStage;

  beforeAll(() => {
    dev = synthesizeStage(stageConfig('dev'));
    prod = synthesizeStage(stageConfig('prod', { alarmEmail: ALARM_EMAIL }));
  });

  const tableOf = (stage: SynthesizedStage, name: keyof typeof TABLES) => {
    const table = stage.stateful[name];
    return stage.statefulTemplate.toJSON().Resources[logicalIdOf(table)] as {
      Properties: Record<string, any>;
      DeletionPolicy: string;
    };
  };

  const TABLES = {
    jobsTable: JOBS_TABLE,
    apiKeysTable: API_KEYS_TABLE,
    idempotencyTable: IDEMPOTENCY_TABLE,
    webhooksTable: WEBHOOKS_TABLE,
    deliveriesTable: DELIVERIES_TABLE,
    rateLimitsTable: RATE_LIMITS_TABLE,
  } satisfies Record<string, TableSchema>;

  describe.each(Object.entries(TABLES) as [keyof typeof TABLES, TableSchema][])('%s', (name, schema) => {
    it('has the key schema and indexes of the storage layout', () => {
      const props = tableOf(dev, name).Properties;
      expect(props.KeySchema).toEqual([{ AttributeName: schema.partitionKey.name, KeyType: 'HASH' }]);
      const indexes = (props.GlobalSecondaryIndexes ?? []) as any[];
      expect(indexes.map((i) => i.IndexName)).toEqual(schema.indexes.map((i) => i.name));
      for (const index of schema.indexes) {
        const synthesized = indexes.find((i) => i.IndexName === index.name);
        expect(synthesized.KeySchema).toEqual([
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' }] : []),
        ]);
        expect(synthesized.Projection.ProjectionType).toBe(index.projection);
      }
    });

    it('bills on demand, with point-in-time recovery and KMS encryption', () => {
      const props = tableOf(dev, name).Properties;
      expect(props.BillingMode).toBe('PAY_PER_REQUEST');
      expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      // `SSEEnabled` alone is KMS with the AWS-managed key; a key id means a customer-managed key.
      expect(props.SSESpecification).toMatchObject({ SSEEnabled: true });
    });

    it(schema.ttlAttribute ? 'expires items on the TTL attribute' : 'has no TTL', () => {
      const ttl = tableOf(dev, name).Properties.TimeToLiveSpecification;
      if (schema.ttlAttribute) expect(ttl).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
      else expect(ttl).toBeUndefined();
    });

    it('is deleted with the dev stage, retained and protected from deletion with prod', () => {
      expect(tableOf(dev, name).DeletionPolicy).toBe('Delete');
      expect(tableOf(dev, name).Properties.DeletionProtectionEnabled).toBe(false);
      expect(tableOf(prod, name).DeletionPolicy).toBe('Retain');
      expect(tableOf(prod, name).Properties.DeletionProtectionEnabled).toBe(true);
    });
  });

  it('streams old and new images of jobs only', () => {
    expect(tableOf(dev, 'jobsTable').Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    for (const name of ['apiKeysTable', 'idempotencyTable', 'webhooksTable', 'deliveriesTable'] as const) {
      expect(tableOf(dev, name).Properties.StreamSpecification).toBeUndefined();
    }
  });

  it('encrypts webhook secrets with a rotating customer-managed key, the rest with the AWS-managed key', () => {
    dev.statefulTemplate.resourceCountIs('AWS::KMS::Key', 1);
    dev.statefulTemplate.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    const keyId = Object.keys(dev.statefulTemplate.findResources('AWS::KMS::Key'))[0];
    expect(tableOf(dev, 'webhooksTable').Properties.SSESpecification.KMSMasterKeyId).toEqual({
      'Fn::GetAtt': [keyId, 'Arn'],
    });
    for (const name of ['jobsTable', 'apiKeysTable', 'idempotencyTable', 'deliveriesTable'] as const) {
      expect(tableOf(dev, name).Properties.SSESpecification.KMSMasterKeyId).toBeUndefined();
    }
  });

  it('generates the OAuth token signing key in Secrets Manager (never in the template), kept with prod', () => {
    dev.statefulTemplate.resourceCountIs('AWS::SecretsManager::Secret', 1);
    dev.statefulTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
      SecretString: Match.absent(),
    });
    const secretOf = (stage: SynthesizedStage) => stage.statefulTemplate.toJSON().Resources[logicalIdOf(stage.stateful.tokenSigningSecret)] as { DeletionPolicy: string };
    expect(secretOf(dev).DeletionPolicy).toBe('Delete');
    expect(secretOf(prod).DeletionPolicy).toBe('Retain');
  });

  describe('results bucket', () => {
    it('blocks all public access, encrypts, and is not versioned', () => {
      dev.statefulTemplate.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: Match.absent(),
      });
    });

    it('expires requests/ and results/ after the retention, work/ and uploaded bodies (uploads/) after a day, and aborts stale multipart uploads', () => {
      const rules = dev.statefulTemplate.findResources('AWS::S3::Bucket');
      const lifecycle = (Object.values(rules)[0] as any).Properties.LifecycleConfiguration.Rules;
      expect(lifecycle).toEqual(
        [['requests/', RESULT_RETENTION_DAYS], ['results/', RESULT_RETENTION_DAYS], ['work/', 1], ['uploads/', 1]].map(([prefix, days]) =>
          expect.objectContaining({
            Prefix: prefix,
            Status: 'Enabled',
            ExpirationInDays: days,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          }),
        ),
      );
    });

    it('is deleted with the dev stage and retained with prod, like the webhook secrets key', () => {
      for (const type of ['AWS::S3::Bucket', 'AWS::KMS::Key']) {
        expect((Object.values(dev.statefulTemplate.findResources(type))[0] as any).DeletionPolicy).toBe('Delete');
        expect((Object.values(prod.statefulTemplate.findResources(type))[0] as any).DeletionPolicy).toBe('Retain');
      }
    });

    it('refuses requests without TLS 1.2', () => {
      const policy = Object.values(dev.statefulTemplate.findResources('AWS::S3::BucketPolicy'))[0] as any;
      const statements = policy.Properties.PolicyDocument.Statement as any[];
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
      );
    });
  });

  describe('queues', () => {
    const queueProps = (stage: SynthesizedStage, queue: object) =>
      (stage.statefulTemplate.toJSON().Resources[logicalIdOf(queue as never)] as any).Properties;

    it('give the jobs and deliveries queues a dead-letter queue', () => {
      const jobs = queueProps(dev, dev.stateful.jobsQueue);
      expect(jobs.RedrivePolicy.maxReceiveCount).toBe(jobsMaxReceiveCount(dev.config));
      expect(jobs.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]).toMatch(/^JobsDeadLetterQueue/);
      const deliveries = queueProps(dev, dev.stateful.deliveriesQueue);
      expect(deliveries.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]).toMatch(/^DeliveriesDeadLetterQueue/);
    });

    it('keep messages hidden for six times the consumer timeout', () => {
      expect(queueProps(dev, dev.stateful.jobsQueue).VisibilityTimeout).toBe(
        dev.config.timeoutSeconds.worker * VISIBILITY_TIMEOUT_FACTOR,
      );
      expect(queueProps(dev, dev.stateful.deliveriesQueue).VisibilityTimeout).toBeGreaterThanOrEqual(
        dev.config.webhooks.receiverTimeoutSeconds * VISIBILITY_TIMEOUT_FACTOR,
      );
    });

    it('are all encrypted and refuse requests without TLS', () => {
      const queues = dev.statefulTemplate.findResources('AWS::SQS::Queue');
      // Jobs and deliveries, each with its dead-letter queue.
      expect(Object.keys(queues)).toHaveLength(4);
      for (const queue of Object.values(queues) as any[]) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
      const policies = Object.values(dev.statefulTemplate.findResources('AWS::SQS::QueuePolicy')) as any[];
      expect(policies).toHaveLength(4);
      for (const policy of policies) {
        expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        );
      }
    });

    it('alarm as soon as a dead-letter or failure queue holds a message', () => {
      const alarms = (Object.values(dev.statefulTemplate.findResources('AWS::CloudWatch::Alarm')) as any[]).filter(
        (alarm) => alarm.Properties.Namespace === 'AWS/SQS',
      );
      expect(alarms).toHaveLength(2);
      const watched = alarms.map((alarm) => {
        expect(alarm.Properties).toMatchObject({
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Namespace: 'AWS/SQS',
          Threshold: 0,
          ComparisonOperator: 'GreaterThanThreshold',
          EvaluationPeriods: 1,
          TreatMissingData: 'notBreaching',
        });
        return alarm.Properties.Dimensions[0].Value['Fn::GetAtt'][0] as string;
      });
      expect(watched.some((id) => id.startsWith('JobsDeadLetterQueue'))).toBe(true);
      expect(watched.some((id) => id.startsWith('DeliveriesDeadLetterQueue'))).toBe(true);
    });

    it('keep failed job-event batches whole in a private bucket that alarms on every write and expires them', () => {
      const bucketId = logicalIdOf(dev.stateful.jobEventsFailureBucket);
      const bucket = dev.statefulTemplate.toJSON().Resources[bucketId];
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        MetricsConfigurations: [{ Id: 'FailedBatches' }],
        LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: RESULT_RETENTION_DAYS, Status: 'Enabled' })] },
      });
      const s3Alarms = (Object.values(dev.statefulTemplate.findResources('AWS::CloudWatch::Alarm')) as any[]).filter(
        (alarm) => alarm.Properties.Namespace === 'AWS/S3',
      );
      expect(s3Alarms).toHaveLength(1);
      expect(s3Alarms[0].Properties).toMatchObject({ MetricName: 'PutRequests', Statistic: 'Sum', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expect(s3Alarms[0].Properties.Dimensions).toEqual(
        expect.arrayContaining([{ Name: 'BucketName', Value: { Ref: bucketId } }, { Name: 'FilterId', Value: 'FailedBatches' }]),
      );
      expect(dev.statefulTemplate.toJSON().Resources[bucketId].DeletionPolicy).toBe('Delete');
      expect(prod.statefulTemplate.toJSON().Resources[logicalIdOf(prod.stateful.jobEventsFailureBucket)].DeletionPolicy).toBe('Retain');
    });

    it('notify an SNS topic that always exists; the alarm email only adds a subscription', () => {
      for (const stage of [dev, prod]) {
        stage.statefulTemplate.resourceCountIs('AWS::SNS::Topic', 1);
        const topicId = Object.keys(stage.statefulTemplate.findResources('AWS::SNS::Topic'))[0];
        for (const alarm of Object.values(stage.statefulTemplate.findResources('AWS::CloudWatch::Alarm')) as any[]) {
          expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
        }
      }
      dev.statefulTemplate.resourceCountIs('AWS::SNS::Subscription', 0);
      prod.statefulTemplate.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ALARM_EMAIL });
    });
  });
});
