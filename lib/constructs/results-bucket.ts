import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { NAG_RULES, acknowledgeFinding } from '../nag-suppressions.js';
import {
  REQUESTS_PREFIX,
  RESULT_RETENTION_DAYS,
  RESULTS_PREFIX,
  UPLOAD_RETENTION_DAYS,
  UPLOADS_PREFIX,
  WORK_PREFIX,
  WORK_RETENTION_DAYS,
} from '../../lambdas/adapters/aws/storage-layout.js';

/** An upload that has not completed within a day was abandoned by a crashed function. */
const ABORT_INCOMPLETE_UPLOAD_AFTER = Duration.days(1);

/** Oldest TLS version the bucket policy accepts. */
const MINIMUM_TLS_VERSION = 1.2;

/** Properties of a {@link ResultsBucket}. */
export interface ResultsBucketProps {
  removalPolicy: RemovalPolicy;
  /**
   * Empty the bucket when the stack is destroyed (the CDK's auto-delete custom resource, whose
   * role may list and delete objects during stack deletion only). For stages torn down completely.
   */
  autoDeleteObjects: boolean;
}

/**
 * Accepted job requests (`requests/`) and job results (`results/`), read by callers only through
 * presigned GET URLs. Private, TLS-only, encrypted at rest; both prefixes expire after the result
 * retention of the contract. `work/` holds what the tasks of a fanned-out similarity job share
 * (vectors, part receipts) and expires after a day, longer than any job runs. `uploads/` holds
 * request bodies uploaded through presigned PUTs (usable for an hour, removed when submitted) and
 * expires after a day.
 *
 * Versioning stays off: each object is written once under its job id, nothing is overwritten on
 * purpose, and a version history would keep deleted data beyond the retention the contract promises.
 */
export class ResultsBucket extends Bucket {
  constructor(scope: Construct, id: string, props: ResultsBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: MINIMUM_TLS_VERSION,
      versioned: false,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.autoDeleteObjects,
      lifecycleRules: [
        ...[REQUESTS_PREFIX, RESULTS_PREFIX].map((prefix) => ({ prefix, days: RESULT_RETENTION_DAYS })),
        { prefix: WORK_PREFIX, days: WORK_RETENTION_DAYS },
        { prefix: UPLOADS_PREFIX, days: UPLOAD_RETENTION_DAYS },
      ].map(({ prefix, days }) => ({
        id: `expire-${prefix.replace('/', '')}`,
        prefix,
        expiration: Duration.days(days),
        abortIncompleteMultipartUploadAfter: ABORT_INCOMPLETE_UPLOAD_AFTER,
      })),
    });
    acknowledgeFinding(
      this,
      NAG_RULES.bucketAccessLogs,
      'Objects are written and read only by the service roles and through short-lived presigned links; API access logs and CloudTrail (data events, if enabled) record who asked for them. A log bucket would outlive the 7-day data it describes.',
    );
  }
}
