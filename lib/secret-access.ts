import type { Stack } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';

/**
 * Lets a function read the secret holding the OpenAI-compatible server's key (name or full
 * ARN): `secretsmanager:GetSecretValue` on that secret only (and `kms:Decrypt` through Secrets
 * Manager when the secret uses a customer key, which CDK adds for an imported key it knows).
 */
export function grantSecretRead(stack: Stack, grantee: IGrantable, secret: string | undefined): void {
  if (!secret) return;
  const id = 'LlmApiKeySecret';
  const imported =
    (stack.node.tryFindChild(id) as ISecret | undefined) ??
    (secret.startsWith('arn:') ? Secret.fromSecretCompleteArn(stack, id, secret) : Secret.fromSecretNameV2(stack, id, secret));
  imported.grantRead(grantee);
}
