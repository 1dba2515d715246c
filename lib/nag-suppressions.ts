import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';

/**
 * cdk-nag AwsSolutions findings this app acknowledges. Each acknowledgement is made next to the
 * code that causes the finding, on the narrowest construct, for one exact finding id (cdk-nag 3
 * matches ids exactly: `AwsSolutions-IAM5[Resource::…]` names one wildcard of one statement).
 */
export const NAG_RULES = {
  /** Server access logging on a bucket. */
  bucketAccessLogs: 'AwsSolutions-S1',
  /** A queue without a dead-letter queue. */
  queueWithoutDeadLetter: 'AwsSolutions-SQS3',
  /** A Lambda runtime older than the newest of its family. */
  latestRuntime: 'AwsSolutions-L1',
  /** An API Gateway route without authorization. */
  routeAuthorization: 'AwsSolutions-APIG4',
  /** A Secrets Manager secret without automatic rotation. */
  secretWithoutRotation: 'AwsSolutions-SMG4',
  /** A wildcard in an IAM statement; the finding names the action or resource. */
  wildcardPermission: 'AwsSolutions-IAM5',
} as const;

/** Records that `rule` was considered on `scope` (and everything under it), with the reason. */
export function acknowledgeFinding(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: rule, reason });
}

/**
 * Records acknowledged IAM findings on the role behind `grantee`: the role's policy is where
 * cdk-nag reports them, and the role is not necessarily inside the function's construct.
 */
export function acknowledgeGrantFinding(grantee: IGrantable, rules: string | readonly string[], reason: string): void {
  const principal = principalConstruct(grantee);
  for (const rule of typeof rules === 'string' ? [rules] : rules) acknowledgeFinding(principal, rule, reason);
}

/** The construct (a role of this app) behind a grantee. */
export function principalConstruct(grantee: IGrantable): Construct {
  const principal = grantee.grantPrincipal;
  if (!Construct.isConstruct(principal)) throw new Error('Grant findings need a principal defined in this app');
  return principal;
}

/** The IAM5 finding id of a wildcard action, e.g. `s3:GetObject*`. */
export function wildcardActionFinding(action: string): string {
  return `${NAG_RULES.wildcardPermission}[Action::${action}]`;
}

/** The IAM5 finding id of a wildcard resource written out in full (no reference in it). */
export function wildcardResourceFinding(resource: string): string {
  return `${NAG_RULES.wildcardPermission}[Resource::${resource}]`;
}

/**
 * A policy resource written the way cdk-nag writes it in a finding id: pseudo parameters as
 * `<AWS::Partition>`, attributes as `<LogicalId.Arn>`. Whether the partition is a literal
 * depends on feature flags, so the text is derived from the resolved value, not assumed.
 */
export function renderedResource(scope: IConstruct, value: string): string {
  return render(Stack.of(scope).resolve(value));
}

function render(value: unknown): string {
  if (typeof value === 'string') return value;
  const obj = value as Record<string, unknown>;
  if ('Ref' in obj) return `<${String(obj.Ref)}>`;
  if ('Fn::GetAtt' in obj) return `<${(obj['Fn::GetAtt'] as string[]).join('.')}>`;
  if ('Fn::Join' in obj) {
    const [separator, parts] = obj['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  throw new Error(`Cannot render ${JSON.stringify(value)} for a cdk-nag finding`);
}

/** A resource whose `Fn::GetAtt` ARN appears in a policy. */
export interface ArnOwner {
  construct: IConstruct;
  /** The ARN token (`table.tableArn`, `bucket.bucketArn`). */
  arn: string;
}

/**
 * The IAM5 finding ids of a wildcard resource built on another resource's ARN, for `template`
 * such as `<Arn>/index/*`. cdk-nag renders the ARN as `<LogicalId.Arn>` when it checks the
 * construct tree directly, but as the import name (`Stack:ExportsOutput…`) when it runs during
 * `cdk synth`, after cross-stack references became exports; both forms are returned. The export
 * is the one CDK creates for the reference anyway (`exportValue` reuses it).
 */
export function wildcardResourceFindings(template: string, owner: ArnOwner, consumer: IConstruct): string[] {
  const ownerStack = Stack.of(owner.construct);
  const logicalId = ownerStack.getLogicalId(owner.construct.node.defaultChild as CfnElement);
  const findings = [wildcardResourceFinding(template.replace('<Arn>', `<${logicalId}.Arn>`))];
  if (Stack.of(consumer) !== ownerStack) {
    const imported = ownerStack.resolve(ownerStack.exportValue(owner.arn)) as { 'Fn::ImportValue': string };
    findings.push(wildcardResourceFinding(template.replace('<Arn>', imported['Fn::ImportValue'])));
  }
  return findings;
}
