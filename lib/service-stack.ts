import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { HTTP_FUNCTION_ROUTES } from '../lambdas/runtime/aws-env.js';
import { logRetentionOf, removalPolicyOf, type StageConfig } from './config.js';
import { ServiceApi } from './constructs/service-api.js';
import { ConsoleContent } from './constructs/console-site.js';
import { connectEventSources } from './service-events.js';
import { createServiceFunctions, type ServiceFunctions } from './service-functions.js';
import { applyReservedConcurrency } from './service-concurrency.js';
import { addServiceObservability } from './service-observability.js';
import { grantServicePermissions } from './service-permissions.js';
import type { StatefulStack } from './stateful-stack.js';

/** Properties of the {@link ServiceStack}. */
export interface ServiceStackProps extends StackProps {
  config: StageConfig;
  /** The tables, bucket and queues the functions use. */
  data: StatefulStack;
  /** Keep the model packages external without installing them (a local run of the bundles). */
  localModelsFromProject?: boolean;
}

/** Names of the stack outputs (the CLI and the README refer to them). */
export const SERVICE_OUTPUTS = {
  apiUrl: 'ApiUrl',
  resultsBucket: 'ResultsBucketName',
  apiKeysTable: 'ApiKeysTableName',
  region: 'Region',
  consoleUrl: 'ConsoleUrl',
  jobEventsFailureBucket: 'JobEventsFailureBucketName',
  webhooksTable: 'WebhooksTableName',
  deliveriesTable: 'DeliveriesTableName',
  deliveriesQueue: 'DeliveriesQueueUrl',
} as const;

/**
 * Everything stateless: the functions, their permissions and event sources, and the HTTP API.
 */
export class ServiceStack extends Stack {
  readonly functions: ServiceFunctions;
  readonly api: ServiceApi;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const { config, data } = props;
    this.addStackDependency(data);

    this.functions = createServiceFunctions(this, {
      config,
      data,
      localModelsFromProject: props.localModelsFromProject ?? false,
    });
    grantServicePermissions(this, this.functions, data, config);
    applyReservedConcurrency(this.functions, config);
    connectEventSources(this.functions, data, config);

    this.api = new ServiceApi(this, 'Api', {
      functions: this.functions,
      routes: HTTP_FUNCTION_ROUTES,
      fallback: this.functions.meta,
      authorizer: this.functions.authorizer,
      authorizerCacheTtl: Duration.seconds(config.authorizerCacheTtlSeconds),
      throttling: config.throttling,
      logRetention: logRetentionOf(config),
      removalPolicy: removalPolicyOf(config),
    });

    addServiceObservability(this, { config, data, functions: this.functions, api: this.api });

    new CfnOutput(this, SERVICE_OUTPUTS.apiUrl, { value: this.api.url, description: 'Base URL of the API' });
    new CfnOutput(this, SERVICE_OUTPUTS.resultsBucket, {
      value: data.resultsBucket.bucketName,
      description: 'Bucket of job requests and results',
    });
    new CfnOutput(this, SERVICE_OUTPUTS.apiKeysTable, {
      value: data.apiKeysTable.tableName,
      description: 'Table of API keys (tas keys create --aws --table …)',
    });
    // What `tas webhooks replay --aws` needs.
    const replayOutputs: [string, string, string][] = [
      [SERVICE_OUTPUTS.jobEventsFailureBucket, data.jobEventsFailureBucket.bucketName, 'Job-event stream batches that kept failing (tas webhooks replay --aws --bucket …)'],
      [SERVICE_OUTPUTS.webhooksTable, data.webhooksTable.tableName, 'Table of webhook subscriptions'],
      [SERVICE_OUTPUTS.deliveriesTable, data.deliveriesTable.tableName, 'Table of webhook deliveries'],
      [SERVICE_OUTPUTS.deliveriesQueue, data.deliveriesQueue.queueUrl, 'Queue of webhook delivery attempts'],
    ];
    for (const [id, value, description] of replayOutputs) new CfnOutput(this, id, { value, description });
    new ConsoleContent(this, 'Console', { site: data.consoleSite, api: this.api.api, apiUrl: this.api.url });
    new CfnOutput(this, SERVICE_OUTPUTS.consoleUrl, { value: data.consoleSite.origin, description: 'Web console (API reference at /docs)' });
    new CfnOutput(this, SERVICE_OUTPUTS.region, { value: this.region, description: 'Region of the deployment' });

  }
}
