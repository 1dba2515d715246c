import { App, Stack, type AppProps, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServiceApp, type ServiceStacks } from '../../lib/app-builder.js';
import { loadStageConfig, parseStageConfig, type StageConfig, type StageConfigInput } from '../../lib/config.js';
import { STAGE_DEFAULTS } from '../../lib/stage-defaults.js';
import type { FunctionId } from '../../lambdas/runtime/aws-env.js';

/** The feature flags and context of `cdk.json`, so tests synthesize what the CLI synthesizes. */
export const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

/** Context that skips asset bundling (assertion tests only look at templates), on top of cdk.json's. */
export const SKIP_BUNDLING = { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] } as const;

/**
 * Every app a test file builds writes its cloud assembly under one folder of that file's, removed
 * when the file ends. Without an outdir each App makes its own /tmp/cdk.outXXXX that nothing
 * removes: about 300 per `npm test`, tens of GB over a day of runs.
 */
let assemblies: string | undefined;
/** Removes the folder of the assemblies built so far (after each file: `infra-setup.ts`). */
export function removeAssemblies(): void {
  if (assemblies) rmSync(assemblies, { recursive: true, force: true });
  assemblies = undefined;
}

/** An App like the CLI's (cdk.json context, no bundling) whose assembly is removed after the file. */
export function testApp(props: AppProps = {}): App {
  assemblies ??= mkdtempSync(join(tmpdir(), 'tas-cdk-test-'));
  const outdir = mkdtempSync(join(assemblies, 'app-'));
  return new App({ builtinCloudFormationValidation: false, ...props, context: { ...SKIP_BUNDLING, ...props.context }, outdir });
}

/** A synthesized stage: the stacks and their templates. */
export interface SynthesizedStage extends ServiceStacks {
  app: App;
  statefulTemplate: Template;
  serviceTemplate: Template;
}

/**
 * Builds both stacks of a stage without bundling and without CloudFormation's own template
 * validation (the real `cdk synth` test runs both). cdk-nag still runs as part of synthesis.
 */
export function synthesizeStage(config: StageConfig, context: Record<string, unknown> = {}): SynthesizedStage {
  const app = testApp({ context });
  const stacks = buildServiceApp(app, config);
  return {
    ...stacks,
    app,
    statefulTemplate: Template.fromStack(stacks.stateful),
    serviceTemplate: Template.fromStack(stacks.service),
  };
}

/** A built-in stage's configuration with some values replaced. */
export function stageConfig(stage: string, changes: Partial<StageConfigInput> = {}): StageConfig {
  const defaults = STAGE_DEFAULTS[stage];
  if (!defaults) return loadStageConfig(stage);
  return parseStageConfig({ ...defaults, ...changes });
}

/** The CloudFormation logical id of an L2 construct's main resource. */
export function logicalIdOf(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

/** One IAM statement, with its resources written as readable strings. */
export interface Statement {
  effect: string;
  actions: string[];
  resources: string[];
  condition?: unknown;
}

/**
 * Every statement that applies to a function's role: the policies attached to the role (and
 * inline ones). A role with managed policies fails the test: this app attaches none.
 */
export function statementsOf(stage: SynthesizedStage, functionId: FunctionId): Statement[] {
  const template = stage.serviceTemplate.toJSON() as { Resources: Record<string, CfnResourceJson> };
  const fn = template.Resources[logicalIdOf(stage.service.functions[functionId])]!;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const role = template.Resources[roleId]!;
  if (role.Properties.ManagedPolicyArns) throw new Error(`${functionId} has managed policies`);
  const documents = [
    ...((role.Properties.Policies as { PolicyDocument: PolicyDocument }[] | undefined) ?? []).map((p) => p.PolicyDocument),
    ...Object.values(template.Resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .filter((r) => (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId))
      .map((r) => r.Properties.PolicyDocument as PolicyDocument),
  ];
  return documents.flatMap((doc) =>
    doc.Statement.map((s) => ({
      effect: s.Effect,
      actions: toArray(s.Action),
      resources: toArray(s.Resource).map(renderValue),
      condition: s.Condition,
    })),
  );
}

/** Whether an IAM action pattern (`s3:GetObject*`, `*`) covers a concrete action. */
export function actionCovers(pattern: string, action: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegex).join('.*')}$`, 'i');
  return regex.test(action);
}

/** Statements that allow `action` on a resource whose rendering passes `resource`. */
export function allowing(statements: Statement[], action: string, resource: (r: string) => boolean = () => true) {
  return statements.filter(
    (s) => s.effect === 'Allow' && s.actions.some((a) => actionCovers(a, action)) && s.resources.some(resource),
  );
}

/** Allow statements with any action on a resource that passes `resource`. */
export function touching(statements: Statement[], resource: (r: string) => boolean): Statement[] {
  return statements.filter((s) => s.effect === 'Allow' && s.resources.some(resource));
}

/** Whether the statements allow `action` on some resource that passes `resource`. */
export function can(statements: Statement[], action: string, resource?: (r: string) => boolean): boolean {
  return allowing(statements, action, resource).length > 0;
}

/** A resource predicate: the rendering mentions this construct (by logical id, direct or imported). */
export function refersTo(construct: IConstruct): (rendered: string) => boolean {
  const id = logicalIdOf(construct);
  return (rendered) => rendered.includes(id);
}

/**
 * Renders a policy resource as text: `Fn::ImportValue` as `import(name)`, `Fn::GetAtt` as
 * `<Id.Attr>`, `Ref` as `<Id>`, `Fn::Join` as the concatenation.
 */
export function renderValue(value: unknown): string {
  if (typeof value === 'string') return value;
  const obj = value as Record<string, unknown>;
  if ('Fn::ImportValue' in obj) return `import(${renderValue(obj['Fn::ImportValue'])})`;
  if ('Fn::GetAtt' in obj) return `<${(obj['Fn::GetAtt'] as string[]).join('.')}>`;
  if ('Ref' in obj) return `<${String(obj.Ref)}>`;
  if ('Fn::Join' in obj) {
    const [separator, parts] = obj['Fn::Join'] as [string, unknown[]];
    return parts.map(renderValue).join(separator);
  }
  return JSON.stringify(value);
}

/** The environment variables of a function, as synthesized. */
export function environmentOf(stage: SynthesizedStage, functionId: FunctionId): Record<string, unknown> {
  const template = stage.serviceTemplate.toJSON() as { Resources: Record<string, CfnResourceJson> };
  const fn = template.Resources[logicalIdOf(stage.service.functions[functionId])]!;
  return (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

/** Properties of a function's resource, as synthesized. */
export function functionProperties(stage: SynthesizedStage, functionId: FunctionId): Record<string, unknown> {
  const template = stage.serviceTemplate.toJSON() as { Resources: Record<string, CfnResourceJson> };
  return template.Resources[logicalIdOf(stage.service.functions[functionId])]!.Properties;
}

interface CfnResourceJson {
  Type: string;
  Properties: Record<string, unknown>;
}

interface PolicyDocument {
  Statement: { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown }[];
}

function toArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
