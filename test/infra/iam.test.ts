import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { ANALYSIS_FUNCTIONS, MODEL_FUNCTIONS } from '../../lib/service-functions.js';
import {
  actionCovers,
  allowing,
  environmentOf,
  logicalIdOf,
  touching,
  can,
  refersTo,
  stageConfig,
  statementsOf,
  synthesizeStage,
  type Statement,
  type SynthesizedStage,
} from './infra-helpers.js';

const FUNCTION_IDS = Object.keys(HANDLER_ENTRIES) as FunctionId[];

/** Services whose actions touch data (logs are each function's own). */
const DATA_SERVICES = /^(dynamodb|s3|sqs|kms|bedrock|sns|secretsmanager|ssm):/i;

/** DynamoDB actions that change items. */
const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const endsWith = (suffix: string) => (resource: string) => resource.endsWith(suffix);

describe('IAM: least privilege per function', () => {
  let stage: SynthesizedStage;
  let policies: Record<FunctionId, Statement[]>;
  let data: SynthesizedStage['stateful'];

  beforeAll(() => {
    stage = synthesizeStage(stageConfig('prod'));
    data = stage.stateful;
    policies = Object.fromEntries(FUNCTION_IDS.map((id) => [id, statementsOf(stage, id)])) as Record<
      FunctionId,
      Statement[]
    >;
  });

  const onTable = (name: 'jobsTable' | 'apiKeysTable' | 'idempotencyTable' | 'webhooksTable' | 'deliveriesTable' | 'rateLimitsTable') =>
    refersTo(data[name]);

  describe.each(FUNCTION_IDS)('%s', (id) => {
    it('writes only to its own log group', () => {
      const logs = policies[id].filter((s) => s.actions.some((a) => a.startsWith('logs:')));
      expect(logs).toHaveLength(1);
      expect(logs[0]!.actions.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      expect(logs[0]!.resources).toHaveLength(1);
      expect(logs[0]!.resources[0]).toMatch(/^<\w+FunctionLogs\w+\.Arn>$/);
    });

    it('has no wildcard resource on a data action (except dynamodb:ListStreams, which has no resource level)', () => {
      for (const statement of policies[id]) {
        const dataActions = statement.actions.filter((a) => DATA_SERVICES.test(a) && a !== 'dynamodb:ListStreams');
        if (dataActions.length > 0) expect(statement.resources).not.toContain('*');
        expect(statement.actions).not.toContain('*');
        expect(statement.actions.filter((a) => /^[a-z0-9-]+:\*$/i.test(a))).toEqual([]);
      }
    });

    it('can never delete results, requests or work files, nor touch bucket configuration; only the analysis functions delete uploads', () => {
      for (const action of ['s3:DeleteObjectVersion', 's3:PutBucketPolicy', 's3:PutLifecycleConfiguration']) {
        expect(can(policies[id], action)).toBe(false);
      }
      expect(can(policies[id], 's3:DeleteObject', (r) => !r.endsWith('/uploads/*'))).toBe(false);
      expect(can(policies[id], 's3:DeleteObject', endsWith('/uploads/*'))).toBe((ANALYSIS_FUNCTIONS as readonly string[]).includes(id));
    });

    it('only the jobs function may put uploads (it presigns upload URLs); only the analysis functions read them', () => {
      expect(can(policies[id], 's3:PutObject', endsWith('/uploads/*'))).toBe(id === 'jobs');
      expect(can(policies[id], 's3:GetObject', endsWith('/uploads/*'))).toBe((ANALYSIS_FUNCTIONS as readonly string[]).includes(id));
    });
  });

  describe.each(ANALYSIS_FUNCTIONS)('analysis function %s', (id) => {
    it('reads and writes jobs and idempotency records', () => {
      for (const table of ['jobsTable', 'idempotencyTable'] as const) {
        expect(can(policies[id], 'dynamodb:GetItem', onTable(table))).toBe(true);
        expect(can(policies[id], 'dynamodb:PutItem', onTable(table))).toBe(true);
      }
    });

    it('can neither scan nor batch-write nor update the jobs or idempotency table, nor delete jobs', () => {
      for (const table of ['jobsTable', 'idempotencyTable'] as const) {
        for (const action of ['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:UpdateItem', 'dynamodb:BatchGetItem']) expect(can(policies[id], action, onTable(table))).toBe(false);
        expect(can(policies[id], 'dynamodb:DeleteItem', onTable(table))).toBe(table === 'idempotencyTable');
      }
      expect(can(policies[id], 'dynamodb:Query', (r) => onTable('jobsTable')(r) && r.endsWith('/index/*'))).toBe(true);
    });

    it('puts request bodies under requests/ only, and reads no object but uploaded bodies', () => {
      expect(can(policies[id], 's3:PutObject', endsWith('/requests/*'))).toBe(true);
      expect(can(policies[id], 's3:PutObject', endsWith('/results/*'))).toBe(false);
      expect(can(policies[id], 's3:PutObject', endsWith('/uploads/*'))).toBe(false);
      expect(can(policies[id], 's3:GetObject', (r) => !r.endsWith('/uploads/*'))).toBe(false);
      expect(can(policies[id], 's3:GetObject', endsWith('/uploads/*'))).toBe(true);
    });

    it('enqueues jobs but does not consume them', () => {
      expect(can(policies[id], 'sqs:SendMessage', refersTo(data.jobsQueue))).toBe(true);
      expect(can(policies[id], 'sqs:ReceiveMessage')).toBe(false);
      expect(can(policies[id], 'sqs:SendMessage', refersTo(data.deliveriesQueue))).toBe(false);
    });

    it('cannot read API keys, webhooks (signing secrets) or deliveries', () => {
      for (const table of ['apiKeysTable', 'webhooksTable', 'deliveriesTable'] as const) {
        expect(touching(policies[id], onTable(table))).toEqual([]);
      }
      expect(can(policies[id], 'kms:Decrypt')).toBe(false);
    });
  });

  it('no function can scan, query-all or delete from the jobs table, nor list or read the whole results bucket', () => {
    for (const id of FUNCTION_IDS) {
      for (const action of ['dynamodb:Scan', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
        expect(can(policies[id], action, onTable('jobsTable'))).toBe(false);
      }
      for (const action of ['s3:ListBucket', 's3:ListBucketVersions', 's3:ListBucketMultipartUploads', 's3:GetBucketLocation']) {
        expect(can(policies[id], action, refersTo(data.resultsBucket))).toBe(false);
      }
      // Object grants name a prefix, never every object of the bucket.
      expect(can(policies[id], 's3:GetObject', (r) => refersTo(data.resultsBucket)(r) && r.endsWith('.Arn>/*'))).toBe(false);
    }
  });

  it('no role of either stack lists the results bucket', () => {
    const policiesOf = (template: SynthesizedStage['serviceTemplate']) =>
      Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
        (r) => (r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]),
      );
    const statements = [...policiesOf(stage.serviceTemplate), ...policiesOf(stage.statefulTemplate)];
    const lists = statements.filter((s) => [s.Action].flat().some((a) => actionCovers(a, 's3:ListBucket')));
    for (const statement of lists) expect(JSON.stringify(statement.Resource)).not.toContain(logicalIdOf(data.resultsBucket));
  });

  it('jobs: reads jobs and result objects (to presign links), puts only uploads (to presign upload URLs), writes nothing but its rate-limit counter', () => {
    const p = policies.jobs;
    expect(can(p, 'dynamodb:GetItem', onTable('jobsTable'))).toBe(true);
    expect(can(p, 'dynamodb:Query', onTable('jobsTable'))).toBe(false);
    for (const write of TABLE_WRITES) expect(can(p, write, (r) => !onTable('rateLimitsTable')(r))).toBe(false);
    expect(can(p, 's3:GetObject', endsWith('/results/*'))).toBe(true);
    expect(can(p, 's3:GetObject', endsWith('/requests/*'))).toBe(false);
    expect(can(p, 's3:GetObject', endsWith('/uploads/*'))).toBe(false);
    expect(can(p, 's3:PutObject', (r) => !r.endsWith('/uploads/*'))).toBe(false);
    expect(can(p, 's3:PutObject', endsWith('/uploads/*'))).toBe(true);
    expect(can(p, 'sqs:SendMessage')).toBe(false);
    expect(can(p, 'bedrock:InvokeModel')).toBe(false);
  });

  it('meta: reads only the API keys table (OAuth clients) and the token signing secret (POST /oauth/token); updates only rate-limit counters', () => {
    const dataStatements = policies.meta.filter((s) => s.actions.some((a) => DATA_SERVICES.test(a)));
    expect(dataStatements.length).toBeGreaterThan(0);
    for (const statement of dataStatements) {
      const counters = statement.resources.every(onTable('rateLimitsTable'));
      for (const resource of statement.resources) expect(onTable('apiKeysTable')(resource) || refersTo(data.tokenSigningSecret)(resource) || counters).toBe(true);
      // Its only write is counting the tenant's requests.
      for (const write of TABLE_WRITES) expect(statement.actions.some((a) => a === write)).toBe(counters && write === 'dynamodb:UpdateItem');
      expect(statement.actions.some((a) => /^secretsmanager:(Put|Update|Delete|Create)/.test(a))).toBe(false);
    }
    expect(can(policies.meta, 'dynamodb:GetItem', onTable('apiKeysTable'))).toBe(true);
    expect(can(policies.meta, 'secretsmanager:GetSecretValue', refersTo(data.tokenSigningSecret))).toBe(true);
  });

  it('rate limits: the functions of authenticated routes only update counters; nobody else touches them', () => {
    const counting: FunctionId[] = [...ANALYSIS_FUNCTIONS, 'jobs', 'meta', 'webhooks'];
    for (const id of FUNCTION_IDS) {
      const onCounters = touching(policies[id], onTable('rateLimitsTable'));
      if (!counting.includes(id)) {
        expect([id, onCounters]).toEqual([id, []]);
        continue;
      }
      expect(onCounters.flatMap((s) => s.actions)).toEqual(['dynamodb:UpdateItem']);
      for (const action of ['dynamodb:Scan', 'dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem']) {
        expect(can(policies[id], action, onTable('rateLimitsTable'))).toBe(false);
      }
      expect(environmentOf(stage, id).RATE_LIMITS_TABLE_NAME).toBeDefined();
    }
  });

  it('webhooks: manages subscriptions, lists deliveries, records idempotency', () => {
    const p = policies.webhooks;
    expect(can(p, 'dynamodb:PutItem', onTable('webhooksTable'))).toBe(true);
    expect(can(p, 'dynamodb:Query', onTable('deliveriesTable'))).toBe(true);
    expect(can(p, 'dynamodb:PutItem', onTable('deliveriesTable'))).toBe(false);
    expect(can(p, 'dynamodb:PutItem', onTable('idempotencyTable'))).toBe(true);
    expect(can(p, 'kms:Decrypt')).toBe(true);
    expect(touching(p, onTable('jobsTable'))).toEqual([]);
    expect(touching(p, onTable('apiKeysTable'))).toEqual([]);
    expect(can(p, 's3:GetObject')).toBe(false);
    expect(can(p, 'sqs:SendMessage')).toBe(false);
  });

  it('authorizer: can only read the API keys table and the token signing secret', () => {
    const dataStatements = policies.authorizer.filter((s) => s.actions.some((a) => DATA_SERVICES.test(a)));
    expect(dataStatements.length).toBeGreaterThan(0);
    for (const statement of dataStatements) {
      for (const resource of statement.resources) expect(onTable('apiKeysTable')(resource) || refersTo(data.tokenSigningSecret)(resource)).toBe(true);
      for (const write of TABLE_WRITES) expect(statement.actions.some((a) => a === write)).toBe(false);
      expect(statement.actions.some((a) => /^secretsmanager:(Put|Update|Delete|Create)/.test(a))).toBe(false);
    }
    expect(can(policies.authorizer, 'dynamodb:GetItem', onTable('apiKeysTable'))).toBe(true);
    expect(can(policies.authorizer, 'secretsmanager:GetSecretValue', refersTo(data.tokenSigningSecret))).toBe(true);
  });

  it('only the authorizer and the token endpoint (meta) can read the token signing secret', () => {
    for (const [id, statements] of Object.entries(policies)) {
      expect(can(statements, 'secretsmanager:GetSecretValue', refersTo(data.tokenSigningSecret)), id).toBe(id === 'authorizer' || id === 'meta');
    }
  });

  it('analysis worker: runs jobs from the queue, reads requests, writes results and reads them back (binary forms), records job state', () => {
    const p = policies.analysisWorker;
    expect(can(p, 'dynamodb:UpdateItem', onTable('jobsTable'))).toBe(true);
    expect(can(p, 'dynamodb:PutItem', onTable('jobsTable'))).toBe(true);
    expect(can(p, 'dynamodb:Query', onTable('jobsTable'))).toBe(false);
    expect(can(p, 's3:GetObject', endsWith('/requests/*'))).toBe(true);
    expect(can(p, 's3:PutObject', endsWith('/results/*'))).toBe(true);
    expect(can(p, 's3:PutObject', endsWith('/requests/*'))).toBe(false);
    // A similarity result's binary forms are converted from its stored JSON; still no listing.
    expect(can(p, 's3:GetObject', endsWith('/results/*'))).toBe(true);
    expect(can(p, 's3:ListBucket', () => true)).toBe(false);
    // Fan-out of large similarity jobs: shared vectors and part receipts, aborting a failed upload.
    expect(can(p, 's3:GetObject', endsWith('/work/*'))).toBe(true);
    expect(can(p, 's3:PutObject', endsWith('/work/*'))).toBe(true);
    expect(can(p, 's3:AbortMultipartUpload', endsWith('/results/*'))).toBe(true);
    expect(can(p, 's3:ListMultipartUploadParts', endsWith('/results/*'))).toBe(false);
    expect(can(p, 'sqs:ReceiveMessage', refersTo(data.jobsQueue))).toBe(true);
    expect(can(p, 'sqs:DeleteMessage', refersTo(data.jobsQueue))).toBe(true);
    expect(can(p, 'sqs:SendMessage', refersTo(data.jobsQueue))).toBe(true);
    expect(touching(p, onTable('apiKeysTable'))).toEqual([]);
    expect(touching(p, onTable('webhooksTable'))).toEqual([]);
    expect(touching(p, onTable('idempotencyTable'))).toEqual([]);
  });

  it('job events: reads the jobs stream, fans out deliveries, cannot change jobs', () => {
    const p = policies.jobEvents;
    expect(can(p, 'dynamodb:GetRecords', (r) => r.includes(`${stage.stateful.jobsTable.node.id}`))).toBe(true);
    expect(can(p, 'dynamodb:Query', onTable('webhooksTable'))).toBe(true);
    expect(can(p, 'dynamodb:PutItem', onTable('webhooksTable'))).toBe(false);
    expect(can(p, 'dynamodb:PutItem', onTable('deliveriesTable'))).toBe(true);
    expect(can(p, 'sqs:SendMessage', refersTo(data.deliveriesQueue))).toBe(true);
    // Lambda's S3 on-failure destination writes the whole failed batch with the function's role.
    const failureBucket = refersTo(data.jobEventsFailureBucket);
    expect(can(p, 's3:PutObject', (r) => failureBucket(r) && r.endsWith('/*'))).toBe(true);
    expect(can(p, 's3:ListBucket', failureBucket)).toBe(true);
    for (const action of ['s3:GetObject', 's3:DeleteObject', 's3:PutObject', 's3:ListBucket']) {
      expect(allowing(p, action).every((s) => s.resources.every(failureBucket))).toBe(true);
    }
    for (const write of TABLE_WRITES) expect(can(p, write, onTable('jobsTable'))).toBe(false);
    expect(can(p, 's3:GetObject')).toBe(false);
    expect(can(p, 'kms:Encrypt')).toBe(false);
  });

  it('webhook delivery: consumes and re-enqueues deliveries, updates deliveries and subscriptions, links results', () => {
    const p = policies.webhookDelivery;
    expect(can(p, 'sqs:ReceiveMessage', refersTo(data.deliveriesQueue))).toBe(true);
    expect(can(p, 'sqs:SendMessage', refersTo(data.deliveriesQueue))).toBe(true);
    expect(can(p, 'dynamodb:UpdateItem', onTable('deliveriesTable'))).toBe(true);
    expect(can(p, 'dynamodb:UpdateItem', onTable('webhooksTable'))).toBe(true);
    expect(can(p, 's3:GetObject', endsWith('/results/*'))).toBe(true);
    expect(can(p, 's3:GetObject', endsWith('/requests/*'))).toBe(false);
    expect(touching(p, onTable('jobsTable'))).toEqual([]);
    expect(touching(p, onTable('apiKeysTable'))).toEqual([]);
    expect(can(p, 'sqs:SendMessage', refersTo(data.jobsQueue))).toBe(false);
  });

  it('only the model functions may call Bedrock', () => {
    for (const id of FUNCTION_IDS) {
      expect(can(policies[id], 'bedrock:InvokeModel')).toBe(MODEL_FUNCTIONS.includes(id));
    }
  });
});

describe('IAM: Bedrock scoped to the configured models', () => {
  let profileStage: SynthesizedStage;
  let foundationStage: SynthesizedStage;
  let localStage: SynthesizedStage;

  beforeAll(() => {
    profileStage = synthesizeStage(stageConfig('prod'));
    foundationStage = synthesizeStage(
      stageConfig('prod', {
        modelBackends: ['bedrock'],
        bedrock: {
          embeddingModelId: 'amazon.titan-embed-text-v2:0',
          textModelId: 'anthropic.claude-3-haiku-20240307-v1:0',
          concurrency: 4,
        },
      }),
    );
    localStage = synthesizeStage(stageConfig('dev'));
  });

  const bedrockStatements = (stage: SynthesizedStage, id: FunctionId) =>
    statementsOf(stage, id).filter((s) => s.actions.some((a) => a.startsWith('bedrock:')));

  it('allows only bedrock:InvokeModel (which also authorises Converse)', () => {
    for (const statement of bedrockStatements(profileStage, 'analysisWorker')) {
      expect(statement.actions).toEqual(['bedrock:InvokeModel']);
    }
  });

  it('names foundation models by ARN in the stack region', () => {
    const [statement, ...rest] = bedrockStatements(foundationStage, 'themes');
    expect(rest).toEqual([]);
    expect(statement!.condition).toBeUndefined();
    expect(statement!.resources.sort()).toEqual(
      [
        'arn:<AWS::Partition>:bedrock:<AWS::Region>::foundation-model/amazon.titan-embed-text-v2:0',
        'arn:<AWS::Partition>:bedrock:<AWS::Region>::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
      ].sort(),
    );
  });

  it('names an inference profile by ARN, and its model in any region only through that profile', () => {
    const profileArn =
      'arn:<AWS::Partition>:bedrock:<AWS::Region>:<AWS::AccountId>:inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0';
    const statements = bedrockStatements(profileStage, 'sentiment');
    expect(statements).toHaveLength(2);
    const direct = statements.find((s) => !s.condition)!;
    expect(direct.resources.sort()).toEqual(
      ['arn:<AWS::Partition>:bedrock:<AWS::Region>::foundation-model/amazon.titan-embed-text-v2:0', profileArn].sort(),
    );
    const routed = statements.find((s) => s.condition)!;
    expect(routed.resources).toEqual([
      'arn:<AWS::Partition>:bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
    ]);
    expect(JSON.stringify(routed.condition)).toContain('bedrock:InferenceProfileArn');
    expect(JSON.stringify(routed.condition)).toContain(':inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0');
  });

  it('grants no Bedrock access when the stage runs only the embedded models', () => {
    for (const id of FUNCTION_IDS) expect(bedrockStatements(localStage, id)).toEqual([]);
  });
});
