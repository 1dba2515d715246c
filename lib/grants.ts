import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { DataTable } from './constructs/data-table.js';
import type { ResultsBucket } from './constructs/results-bucket.js';
import {
  acknowledgeGrantFinding,
  principalConstruct,
  wildcardActionFinding,
  wildcardResourceFindings,
} from './nag-suppressions.js';

/** A function (or role) that receives grants; acknowledgements are recorded on its role. */
export type Grantee = IGrantable;

/**
 * Table access levels: the L2 `grantReadData` / `grantReadWriteData`, or exactly the listed
 * DynamoDB actions (on the table and its indexes).
 */
export type TableAccess = 'read' | 'readWrite' | readonly `dynamodb:${string}`[];

/** Accepting a job: put it, read it back, count the tenant's pending jobs; no scan, update or delete. */
export const JOB_SUBMIT_ACTIONS = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'] as const;
/** Reading a job (its status and result link): get only, no query, scan or batch read. */
export const JOB_READ_ACTIONS = ['dynamodb:GetItem'] as const;
/**
 * Running jobs: read, conditional puts of job state, updates of fan-out state; no scan, delete or
 * batch write (a finished job leaves through its TTL, which DynamoDB applies itself).
 */
export const JOB_RUN_ACTIONS = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;
/** Counting a request in the tenant's rate window: one conditional update, nothing else. */
export const RATE_LIMIT_ACTIONS = ['dynamodb:UpdateItem'] as const;
/** Idempotency claims: conditional put, read, and deleting the request's own claim. */
export const IDEMPOTENCY_ACTIONS = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'] as const;

/**
 * Grants item access to one table. The L2 grant also covers the table's indexes (`index/*`):
 * every index is one of the adapters' own (storage-layout) and only re-keys the same items.
 * With a customer-managed key it adds `kms:ReEncrypt*` and `kms:GenerateDataKey*` (writes need
 * data keys), scoped to that one key.
 */
export function grantTableData(table: DataTable, grantee: Grantee, access: TableAccess): void {
  if (access === 'read') table.grantReadData(grantee);
  else if (access === 'readWrite') table.grantReadWriteData(grantee);
  else table.grant(grantee, ...access);
  if (table.indexNames.length > 0) {
    acknowledgeGrantFinding(
      grantee,
      wildcardResourceFindings('<Arn>/index/*', { construct: table, arn: table.tableArn }, principalConstruct(grantee)),
      'The table grant covers its own secondary indexes (index/*), which only re-key the same items.',
    );
  }
  if (table.encryptionKey && access !== 'read') {
    for (const action of ['kms:ReEncrypt*', 'kms:GenerateDataKey*']) {
      acknowledgeGrantFinding(
        grantee,
        wildcardActionFinding(action),
        'DynamoDB needs data keys of the table key to write encrypted items; the statement names that one key.',
      );
    }
  }
}

/** Object access levels: `read` (GET, for presigned links and request bodies), `put`, or `delete` (`s3:DeleteObject` only). */
export type ObjectAccess = 'read' | 'put' | 'delete';

/**
 * Grants access to the objects under one key prefix (keys are job ids, unknown in advance, so
 * the resource must end in `*`). `read` is `s3:GetObject` on the prefix only: unlike the L2
 * `grantRead` it carries no `s3:List*` or `s3:GetBucket*`, so no role can list the bucket (S3
 * then answers a missing key with 403 instead of 404; the adapters treat both as a failed read).
 * `put` is the L2 `grantPut`, which carries `s3:Abort*` to abandon a failed multipart upload.
 */
export function grantObjects(bucket: ResultsBucket, grantee: Grantee, access: ObjectAccess, prefix: string): void {
  if (access === 'read' || access === 'delete') {
    const action = access === 'read' ? 's3:GetObject' : 's3:DeleteObject';
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: [action], resources: [bucket.arnForObjects(`${prefix}*`)] }));
  } else {
    bucket.grantPut(grantee, `${prefix}*`);
    acknowledgeGrantFinding(grantee, wildcardActionFinding('s3:Abort*'), 's3:Abort* is part of the L2 grantPut action set; upload-only, on this bucket and prefix.');
  }
  acknowledgeGrantFinding(
    grantee,
    wildcardResourceFindings(`<Arn>/${prefix}*`, { construct: bucket, arn: bucket.bucketArn }, principalConstruct(grantee)),
    `Objects under ${prefix} are named by job id; the grant is limited to that prefix.`,
  );
}
