import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { bundlingOptions, ESBUILD_TARGET } from '../../lib/bundling.js';

/**
 * The inputs that contribute code to a function's bundle (esbuild lists imported modules whose
 * code is shaken out too), built with the options the stacks bundle it with.
 */
async function bundleInputs(id: FunctionId): Promise<string[]> {
  const options = bundlingOptions('none');
  const result = await build({
    entryPoints: [HANDLER_ENTRIES[id]],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ESBUILD_TARGET,
    mainFields: options.mainFields,
    define: options.define,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

const has = (inputs: string[], part: string) => inputs.some((input) => input.includes(part));

describe('function bundles', () => {
  it.each(['jobs', 'sentiment', 'analysisWorker', 'jobEvents', 'webhookDelivery'] as const)('%s bundles Powertools Tracer with the X-Ray SDK (its invocations, model inference and AWS calls are traced)', async (id) => {
    const inputs = await bundleInputs(id);
    expect(has(inputs, '@aws-lambda-powertools/tracer/')).toBe(true);
    expect(has(inputs, 'aws-xray-sdk-core/')).toBe(true);
    expect(has(inputs, 'lambdas/adapters/aws/powertools-tracer.ts')).toBe(true);
  }, 60_000);

  it('the authorizer bundles the DynamoDB and Secrets Manager clients only: no S3, SQS or Bedrock client, no HTTP app, no model code', async () => {
    const inputs = await bundleInputs('authorizer');
    expect(has(inputs, '@aws-sdk/client-dynamodb/')).toBe(true);
    expect(has(inputs, '@aws-sdk/client-secrets-manager/')).toBe(true);
    for (const absent of ['@aws-sdk/client-s3/', '@aws-sdk/client-sqs/', '@aws-sdk/client-bedrock-runtime/', 'lambdas/http/', 'lambdas/models/local/', 'lambdas/models/bedrock/client', 'lambdas/runtime/aws-root.ts', '@aws-lambda-powertools/tracer/', 'aws-xray-sdk-core/']) {
      expect([absent, has(inputs, absent)]).toEqual([absent, false]);
    }
  }, 60_000);

  it('an API-only function bundles the model catalog (version names) but no embedded model code', async () => {
    const inputs = await bundleInputs('jobs');
    expect(has(inputs, 'lambdas/http/')).toBe(true);
    expect(has(inputs, 'lambdas/models/local/catalog.ts')).toBe(true);
    for (const absent of ['lambdas/models/local/provider.ts', 'lambdas/models/local/onnx-', 'lambdas/models/local/use-encoder.ts', 'wink-nlp', 'onnxruntime']) {
      expect([absent, has(inputs, absent)]).toEqual([absent, false]);
    }
  }, 60_000);
});
