import { join } from 'node:path';
import type { AssemblyStack, CloudAssembly, TemplateValue } from './cloud-assembly.js';
import { resourcesOfType } from './cloud-assembly.js';
import { layerDirectories } from './function-layers.js';
import type { ResourceRegistry } from './intrinsics.js';
import { physicalName } from './provision.js';

/** A Lambda function of the assembly, as the local run hosts it. */
export interface LocalFunction {
  stack: AssemblyStack;
  logicalId: string;
  /** Construct id (`SentimentFunction`), for log prefixes. */
  label: string;
  name: string;
  arn: string;
  /** `index.handler`. */
  handler: string;
  /** The bundled asset folder inside the cloud assembly. */
  codeDirectory: string;
  /** The asset folders of its layers (what Lambda unpacks into `/opt`). */
  layerDirectories: string[];
  runtime: string;
  timeoutSeconds: number;
  memoryMb: number;
  /** `Environment.Variables` as in the template (resolved once the resources exist). */
  variables: Record<string, TemplateValue>;
}

/** CloudFormation's defaults for a function without these properties. */
const DEFAULT_TIMEOUT_SECONDS = 3;
const DEFAULT_MEMORY_MB = 128;
const MAX_FUNCTION_NAME = 64;
const ASSET_PATH_METADATA = 'aws:asset:path';
const CDK_PATH_METADATA = 'aws:cdk:path';
/** Logical ids of the CDK's custom-resource provider functions (`CustomS3AutoDeleteObjectsCustomResourceProvider…`). */
const CDK_PROVIDER_PREFIX = 'Custom';

/**
 * Reads every `AWS::Lambda::Function` of the assembly and records its name and ARN in the
 * registry. Only functions whose code is a local bundle (CDK asset metadata) can be hosted.
 */
export function readFunctions(assembly: CloudAssembly, registry: ResourceRegistry): LocalFunction[] {
  const functions: LocalFunction[] = [];
  for (const stack of assembly.stacks) {
    for (const [logicalId, resource] of resourcesOfType(stack, 'AWS::Lambda::Function')) {
      const props = resource.Properties ?? {};
      const assetPath = resource.Metadata?.[ASSET_PATH_METADATA];
      // The CDK's own custom-resource providers (emptying buckets on stack deletion) only run
      // during CloudFormation operations, which the local run does not have.
      if (typeof assetPath !== 'string' && logicalId.startsWith(CDK_PROVIDER_PREFIX)) continue;
      if (typeof assetPath !== 'string') throw new Error(`${stack.name}/${logicalId} has no local asset to run`);
      const name = typeof props.FunctionName === 'string' ? props.FunctionName : physicalName(stack, logicalId, MAX_FUNCTION_NAME);
      const arn = `arn:aws:lambda:${registry.region}:${registry.accountId}:function:${name}`;
      registry.set(stack, logicalId, { ref: name, attributes: { Arn: arn } });
      const cdkPath = resource.Metadata?.[CDK_PATH_METADATA];
      functions.push({
        stack,
        logicalId,
        label: typeof cdkPath === 'string' ? (cdkPath.split('/').at(-2) ?? logicalId) : logicalId,
        name,
        arn,
        handler: String(props.Handler ?? 'index.handler'),
        codeDirectory: join(assembly.directory, assetPath),
        layerDirectories: layerDirectories(assembly, stack, props.Layers, logicalId),
        runtime: String(props.Runtime ?? ''),
        timeoutSeconds: Number(props.Timeout ?? DEFAULT_TIMEOUT_SECONDS),
        memoryMb: Number(props.MemorySize ?? DEFAULT_MEMORY_MB),
        variables: ((props.Environment as Record<string, TemplateValue> | undefined)?.Variables ?? {}) as Record<string, TemplateValue>,
      });
    }
  }
  return functions;
}

/** The function whose ARN (or an ARN inside an API Gateway invocation URI) is `arn`. */
export function functionByArn(functions: LocalFunction[], arn: string): LocalFunction {
  const found = functions.find((fn) => arn === fn.arn || arn.includes(`${fn.arn}/`));
  if (!found) throw new Error(`No hosted function for ${arn}`);
  return found;
}
