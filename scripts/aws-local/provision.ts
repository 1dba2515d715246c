import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { AssemblyStack, CloudAssembly, TemplateResource, TemplateValue } from './cloud-assembly.js';
import type { ResourceRegistry } from './intrinsics.js';

/** The emulator clients resources are created with. */
export interface ProvisionClients {
  dynamodb: DynamoDBClient;
  s3: S3Client;
  sqs: SQSClient;
}

/** What the local run created: ARNs mapped to queue URLs and stream ARNs to tables. */
export interface ProvisionedResources {
  queueUrlByArn: Map<string, string>;
  tableNames: string[];
  bucketNames: string[];
}

type Props = Record<string, TemplateValue>;
type Creator = (stack: AssemblyStack, logicalId: string, props: Props) => Promise<void>;

/** Longest names the services accept. */
const MAX_QUEUE_NAME = 80;
const MAX_BUCKET_NAME = 63;
const MAX_TABLE_NAME = 255;
const MAX_SECRET_NAME = 512;

/** Queue attributes with a meaning on the emulator (encryption settings have none). */
const QUEUE_ATTRIBUTES = ['DelaySeconds', 'MaximumMessageSize', 'MessageRetentionPeriod', 'ReceiveMessageWaitTimeSeconds', 'VisibilityTimeout', 'FifoQueue', 'ContentBasedDeduplication'];

/**
 * Creates every table, bucket and queue of the assembly on the emulators, as CloudFormation
 * would: key schemas, indexes, streams and TTL from the template, queues with their redrive
 * policy (the emulator moves messages to the dead-letter queue after `maxReceiveCount`).
 * Physical names are `<stack>-<logicalId>` (deterministic, so `--keep-data` finds them again);
 * resources that already exist are reused. Each is recorded in `registry` for `Ref`/`GetAtt`.
 */
export async function provisionResources(assembly: CloudAssembly, registry: ResourceRegistry, clients: ProvisionClients): Promise<ProvisionedResources> {
  const provisioned: ProvisionedResources = { queueUrlByArn: new Map(), tableNames: [], bucketNames: [] };
  const creators: Record<string, Creator> = {
    'AWS::DynamoDB::Table': (stack, id, props) => createTable(stack, id, props, registry, clients.dynamodb, provisioned),
    'AWS::S3::Bucket': (stack, id, props) => createBucket(stack, id, props, registry, clients.s3, provisioned),
    'AWS::SQS::Queue': (stack, id, props) => createQueue(stack, id, props, registry, clients.sqs, provisioned),
    // No Secrets Manager emulator: the token signing secret gets its name and ARN only, so the
    // functions start; OAuth tokens (`POST /oauth/token`) are not served by the local run.
    'AWS::SecretsManager::Secret': async (stack, id) => {
      const name = physicalName(stack, id, MAX_SECRET_NAME);
      const arn = `arn:aws:secretsmanager:${registry.region}:${registry.accountId}:secret:${name}`;
      registry.set(stack, id, { ref: arn, attributes: { Id: arn, Name: name } });
    },
  };
  for (const stack of assembly.stacks) {
    for (const [logicalId, resource] of dependencyOrder(stack, Object.keys(creators))) {
      await creators[resource.Type](stack, logicalId, resource.Properties ?? {});
    }
    registry.addExports(stack);
  }
  return provisioned;
}

/** The resources of the given types, each after the ones of those types it references. */
function dependencyOrder(stack: AssemblyStack, types: string[]): [string, TemplateResource][] {
  const selected = new Map(Object.entries(stack.template.Resources).filter(([, r]) => types.includes(r.Type)));
  const ordered: [string, TemplateResource][] = [];
  const visit = (id: string, seen: Set<string>) => {
    if (ordered.some(([done]) => done === id) || seen.has(id)) return;
    seen.add(id);
    for (const dependency of referencedIds(selected.get(id)!.Properties ?? {})) if (selected.has(dependency)) visit(dependency, seen);
    ordered.push([id, selected.get(id)!]);
  };
  for (const id of selected.keys()) visit(id, new Set());
  return ordered;
}

/** Logical ids a value references through `Ref` or `Fn::GetAtt`. */
function referencedIds(value: TemplateValue): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedIds);
  if (value === null || typeof value !== 'object') return [];
  if (typeof value.Ref === 'string') return [value.Ref];
  const getAtt = value['Fn::GetAtt'];
  if (getAtt !== undefined) return [Array.isArray(getAtt) ? String(getAtt[0]) : String(getAtt).split('.')[0]];
  return Object.values(value).flatMap(referencedIds);
}

/** Table properties with a meaning on the emulator (encryption, recovery and tags have none). */
const TABLE_FIELDS = [
  'TableName',
  'AttributeDefinitions',
  'KeySchema',
  'GlobalSecondaryIndexes',
  'LocalSecondaryIndexes',
  'StreamSpecification',
  'TimeToLiveSpecification',
];

/**
 * Resolves only the listed properties: the others (a KMS key ARN, tags) reference resources
 * the emulators do not have, and resolving them would fail for nothing.
 */
function resolveFields(registry: ResourceRegistry, stack: AssemblyStack, props: Props, fields: string[]): Record<string, TemplateValue> {
  return Object.fromEntries(fields.filter((f) => props[f] !== undefined).map((f) => [f, registry.resolve(props[f], stack)]));
}

/** `<stack>-<logicalId>`, shortened to the service's limit. */
export function physicalName(stack: AssemblyStack, logicalId: string, maxLength: number): string {
  return `${stack.name}-${logicalId}`.slice(0, maxLength);
}

function alreadyExists(error: unknown, names: string[]): boolean {
  return typeof error === 'object' && error !== null && names.includes((error as { name?: string }).name ?? '');
}

async function createTable(
  stack: AssemblyStack,
  logicalId: string,
  props: Props,
  registry: ResourceRegistry,
  db: DynamoDBClient,
  provisioned: ProvisionedResources,
): Promise<void> {
  const resolved = resolveFields(registry, stack, props, TABLE_FIELDS) as Record<string, never>;
  const tableName: string = resolved.TableName ?? physicalName(stack, logicalId, MAX_TABLE_NAME);
  const index = (i: Record<string, never>) => ({ IndexName: i.IndexName, KeySchema: i.KeySchema, Projection: i.Projection });
  const stream = resolved.StreamSpecification as { StreamViewType?: string } | undefined;
  const input = {
    TableName: tableName,
    AttributeDefinitions: resolved.AttributeDefinitions,
    KeySchema: resolved.KeySchema,
    BillingMode: 'PAY_PER_REQUEST',
    GlobalSecondaryIndexes: (resolved.GlobalSecondaryIndexes as Record<string, never>[] | undefined)?.map(index),
    LocalSecondaryIndexes: (resolved.LocalSecondaryIndexes as Record<string, never>[] | undefined)?.map(index),
    StreamSpecification: stream?.StreamViewType ? { StreamEnabled: true, StreamViewType: stream.StreamViewType } : undefined,
  } as CreateTableCommandInput;
  try {
    await db.send(new CreateTableCommand(input));
  } catch (error) {
    if (!alreadyExists(error, ['ResourceInUseException'])) throw error;
  }
  const ttl = resolved.TimeToLiveSpecification as { AttributeName?: string; Enabled?: boolean } | undefined;
  if (ttl?.Enabled && ttl.AttributeName) {
    await db
      .send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: ttl.AttributeName, Enabled: true } }))
      .catch((error: unknown) => {
        // A kept table has TTL on already, and enabling it twice is refused.
        if (!(error instanceof Error && /already enabled/i.test(error.message))) throw error;
      });
  }
  const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
  const attributes: Record<string, string> = { Arn: Table?.TableArn ?? `arn:aws:dynamodb:${registry.region}:${registry.accountId}:table/${tableName}` };
  if (Table?.LatestStreamArn) attributes.StreamArn = Table.LatestStreamArn;
  registry.set(stack, logicalId, { ref: tableName, attributes });
  provisioned.tableNames.push(tableName);
}

async function createBucket(
  stack: AssemblyStack,
  logicalId: string,
  props: Props,
  registry: ResourceRegistry,
  s3: S3Client,
  provisioned: ProvisionedResources,
): Promise<void> {
  const explicit = props.BucketName === undefined ? undefined : registry.resolveString(props.BucketName, stack);
  const bucket = explicit ?? physicalName(stack, logicalId, MAX_BUCKET_NAME).toLowerCase();
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!alreadyExists(error, ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'])) throw error;
  }
  registry.set(stack, logicalId, {
    ref: bucket,
    attributes: { Arn: `arn:aws:s3:::${bucket}`, DomainName: `${bucket}.s3.amazonaws.com`, RegionalDomainName: `${bucket}.s3.${registry.region}.amazonaws.com` },
  });
  provisioned.bucketNames.push(bucket);
}

async function createQueue(
  stack: AssemblyStack,
  logicalId: string,
  props: Props,
  registry: ResourceRegistry,
  sqs: SQSClient,
  provisioned: ProvisionedResources,
): Promise<void> {
  const resolved = resolveFields(registry, stack, props, [...QUEUE_ATTRIBUTES, 'QueueName', 'RedrivePolicy']);
  const fifo = resolved.FifoQueue === true || resolved.FifoQueue === 'true';
  const base = physicalName(stack, logicalId, MAX_QUEUE_NAME - (fifo ? '.fifo'.length : 0));
  const queueName = typeof resolved.QueueName === 'string' ? resolved.QueueName : fifo ? `${base}.fifo` : base;
  const attributes: Record<string, string> = {};
  for (const name of QUEUE_ATTRIBUTES) if (resolved[name] !== undefined) attributes[name] = String(resolved[name]);
  if (resolved.RedrivePolicy) attributes.RedrivePolicy = JSON.stringify(resolved.RedrivePolicy);
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: queueName, Attributes: attributes }));
  if (!QueueUrl) throw new Error(`No URL for queue ${queueName}`);
  // Legacy `AttributeNames` as well: the emulator reads that name of the field.
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
  const arn = Attributes?.QueueArn ?? `arn:aws:sqs:${registry.region}:${registry.accountId}:${queueName}`;
  registry.set(stack, logicalId, { ref: QueueUrl, attributes: { Arn: arn, QueueName: queueName, QueueUrl } });
  provisioned.queueUrlByArn.set(arn, QueueUrl);
}
