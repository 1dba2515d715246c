import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadStageConfig, type StageConfig } from './config.js';
import { ServiceStack } from './service-stack.js';
import { StatefulStack } from './stateful-stack.js';

/** CDK context keys the app reads (`-c stage=prod`). */
export const CONTEXT_KEYS = {
  stage: 'stage',
  alarmEmail: 'alarmEmail',
  corsOrigins: 'corsOrigins',
  localModelsFromProject: 'localModelsFromProject',
} as const;

/** The stage used when none is given. */
export const DEFAULT_STAGE = 'dev';

/** The two stacks of one stage. */
export interface ServiceStacks {
  config: StageConfig;
  stateful: StatefulStack;
  service: ServiceStack;
}

/** Stack names of a stage: `TextAnalysis-<stage>-Stateful` and `TextAnalysis-<stage>-Service`. */
export function stackNames(stage: string): { stateful: string; service: string } {
  return { stateful: `TextAnalysis-${stage}-Stateful`, service: `TextAnalysis-${stage}-Service` };
}

/**
 * Reads the stage and its overrides from context, creates both stacks and applies the cdk-nag
 * AwsSolutions checks to everything. Deploys to the account and region of the CLI's credentials;
 * without any, the templates are environment-agnostic (offline synth works).
 */
export function buildServiceApp(app: App, config?: StageConfig): ServiceStacks {
  const stage = String(app.node.tryGetContext(CONTEXT_KEYS.stage) ?? DEFAULT_STAGE);
  const alarmEmail = app.node.tryGetContext(CONTEXT_KEYS.alarmEmail) as string | undefined;
  const corsOrigins = listContext(app.node.tryGetContext(CONTEXT_KEYS.corsOrigins));
  const resolved = config ?? loadStageConfig(stage, { alarmEmail, corsOrigins });
  const localModelsFromProject = isTrue(app.node.tryGetContext(CONTEXT_KEYS.localModelsFromProject));
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const names = stackNames(resolved.stage);

  const stateful = new StatefulStack(app, names.stateful, {
    env,
    config: resolved,
    description: `Text analysis service (${resolved.stage}): tables, results bucket, queues`,
  });
  const service = new ServiceStack(app, names.service, {
    env,
    config: resolved,
    data: stateful,
    localModelsFromProject,
    // Bundles synthesized for a local run lack the model packages: say so where a deployment shows it.
    description: `Text analysis service (${resolved.stage}): HTTP API and functions${
      localModelsFromProject ? ' - LOCAL RUN ONLY, model packages not installed' : ''
    }`,
  });
  Tags.of(app).add('service', 'text-analysis');
  Tags.of(app).add('stage', resolved.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { config: resolved, stateful, service };
}

/** A list from context: comma-separated on the command line, an array in cdk.json. */
function listContext(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** Context values arrive as strings from the command line and as booleans from cdk.json. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
