import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import type { KeyAttribute, TableSchema } from '../../lambdas/adapters/aws/storage-layout.js';

/** Properties of a {@link DataTable}. */
export interface DataTableProps {
  /** Keys, indexes and TTL attribute, shared with the adapters. */
  schema: TableSchema;
  removalPolicy: RemovalPolicy;
  /** Set to encrypt with this customer-managed key instead of the AWS-managed DynamoDB key. */
  encryptionKey?: IKey;
  /** Set to publish a change stream. */
  stream?: StreamViewType;
}

const ATTRIBUTE_TYPES: Record<KeyAttribute['type'], AttributeType> = {
  S: AttributeType.STRING,
  N: AttributeType.NUMBER,
  B: AttributeType.BINARY,
};

/**
 * A DynamoDB table built from the adapters' schema, with the house defaults: on-demand billing
 * (traffic is bursty and unknown), point-in-time recovery, and KMS encryption (the AWS-managed
 * key unless a customer-managed one is given), so access shows in CloudTrail.
 */
export class DataTable extends Table {
  /** Names of the table's global secondary indexes. */
  readonly indexNames: readonly string[];

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id, {
      partitionKey: toAttribute(props.schema.partitionKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: props.encryptionKey ? TableEncryption.CUSTOMER_MANAGED : TableEncryption.AWS_MANAGED,
      encryptionKey: props.encryptionKey,
      timeToLiveAttribute: props.schema.ttlAttribute,
      stream: props.stream,
      removalPolicy: props.removalPolicy,
      // A table the stage keeps is also protected from deletion by hand or by another tool.
      deletionProtection: props.removalPolicy === RemovalPolicy.RETAIN,
    });
    this.indexNames = props.schema.indexes.map((index) => index.name);
    for (const index of props.schema.indexes) {
      this.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: toAttribute(index.partitionKey),
        sortKey: index.sortKey ? toAttribute(index.sortKey) : undefined,
        projectionType: ProjectionType[index.projection],
      });
    }
  }
}

function toAttribute(key: KeyAttribute) {
  return { name: key.name, type: ATTRIBUTE_TYPES[key.type] };
}
