import { ArnFormat, Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { acknowledgeGrantFinding, renderedResource, wildcardResourceFinding } from './nag-suppressions.js';

/**
 * Geography prefixes of Bedrock's system-defined (cross-region) inference profiles:
 * `us.anthropic.claude-…` routes to the model `anthropic.claude-…` in several regions.
 */
const INFERENCE_PROFILE_PREFIXES = ['us', 'us-gov', 'eu', 'apac', 'jp', 'au', 'ca', 'global'] as const;

const PROFILE_ID = new RegExp(`^(${INFERENCE_PROFILE_PREFIXES.join('|')})\\.(.+)$`);

/**
 * The one action model calls need: the Converse API is authorised by `bedrock:InvokeModel` too
 * (Bedrock API reference, Converse: "requires permission for the bedrock:InvokeModel action").
 */
export const BEDROCK_INVOKE_ACTIONS = ['bedrock:InvokeModel'] as const;

/** A configured model id split into what IAM needs. */
export interface BedrockModelRef {
  /** The id as configured. */
  id: string;
  /** The foundation model that answers (the id itself, or the profile's model). */
  foundationModelId: string;
  /** Set when the id is a system-defined inference profile. */
  inferenceProfileId?: string;
}

/** Classifies a model id as a foundation model or a cross-region inference profile. */
export function parseBedrockModelId(id: string): BedrockModelRef {
  const match = PROFILE_ID.exec(id);
  if (!match) return { id, foundationModelId: id };
  return { id, foundationModelId: match[2]!, inferenceProfileId: id };
}

/**
 * Lets `grantee` invoke exactly the given models, and nothing else in Bedrock.
 *
 * - A foundation model id: its ARN in the stack's region.
 * - An inference profile id: the profile's ARN in this account and region, plus its foundation
 *   model in every region the profile may route to. Those regions are Bedrock's choice and change
 *   over time, so the model ARN has a `*` region; a condition on `bedrock:InferenceProfileArn`
 *   allows those model calls only when they come through this profile.
 *
 * IAM has no L2 grant for Bedrock, so this is the one place that builds a statement by hand.
 */
export function grantBedrockInvoke(scope: Stack, grantee: IGrantable, modelIds: readonly string[]): void {
  const refs = [...new Set(modelIds)].map(parseBedrockModelId);
  const direct = refs.filter((ref) => !ref.inferenceProfileId);
  const profiles = refs.filter((ref) => ref.inferenceProfileId);
  const directArns = [
    ...direct.map((ref) => foundationModelArn(scope, ref.foundationModelId, scope.region)),
    ...profiles.map((ref) => inferenceProfileArn(scope, ref.inferenceProfileId!)),
  ];
  Grant.addToPrincipal({ grantee, actions: [...BEDROCK_INVOKE_ACTIONS], resourceArns: directArns });
  for (const profile of profiles) {
    const routedModelArn = foundationModelArn(scope, profile.foundationModelId, '*');
    Grant.addToPrincipal({
      grantee,
      actions: [...BEDROCK_INVOKE_ACTIONS],
      resourceArns: [routedModelArn],
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': inferenceProfileArn(scope, profile.id) } },
    });
    acknowledgeGrantFinding(
      grantee,
      wildcardResourceFinding(renderedResource(scope, routedModelArn)),
      'A cross-region inference profile routes to this one model in regions Bedrock chooses; the statement only allows calls made through the configured profile (bedrock:InferenceProfileArn condition).',
    );
  }
}

/** `arn:<partition>:bedrock:<region>::foundation-model/<id>` (foundation models have no account). */
export function foundationModelArn(scope: Stack, modelId: string, region: string): string {
  return scope.formatArn({
    service: 'bedrock',
    region,
    account: '',
    resource: 'foundation-model',
    resourceName: modelId,
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
}

/** `arn:<partition>:bedrock:<region>:<account>:inference-profile/<id>`. */
export function inferenceProfileArn(scope: Stack, profileId: string): string {
  return scope.formatArn({
    service: 'bedrock',
    resource: 'inference-profile',
    resourceName: profileId,
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
}
