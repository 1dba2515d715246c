import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, MODEL_LAYER, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { bundlingOptions, ESBUILD_TARGET, LOCAL_MODEL_PACKAGES, type LocalModelPackaging } from '../../lib/bundling.js';
import { modelLayerBuildOptions } from '../../lib/model-layer-bundling.js';
import { PROJECT_ROOT } from '../../lib/constructs/service-function.js';

/**
 * The inputs that contribute code to a function's bundle (esbuild lists imported modules whose
 * code is shaken out too), built with the options the stacks bundle it with.
 */
function bundleInputs(id: FunctionId, models: LocalModelPackaging = 'none'): Promise<string[]> {
  // One build per function and packaging for the whole file (several tests read the same bundle's inputs).
  const key = `${id}:${models}`;
  let inputs = builtInputs.get(key);
  if (!inputs) builtInputs.set(key, (inputs = buildInputs(id, models)));
  return inputs;
}
const builtInputs = new Map<string, Promise<string[]>>();

async function buildInputs(id: FunctionId, models: LocalModelPackaging): Promise<string[]> {
  const options = bundlingOptions(models);
  const result = await build({
    entryPoints: [HANDLER_ENTRIES[id]],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ESBUILD_TARGET,
    mainFields: options.mainFields,
    define: options.define,
    external: options.externalModules,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return contributingInputs(result.metafile);
}

function contributingInputs(metafile: Metafile): string[] {
  const [, output] = Object.entries(metafile.outputs).find(([path]) => !path.endsWith('.map'))!;
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

  it.each(['sentiment', 'analysisWorker'] as const)('%s, a model function, bundles no model code or packages: it imports the model layer by path', async (id) => {
    const inputs = await bundleInputs(id, 'layer');
    expect(has(inputs, 'lambdas/runtime/model-layer.ts')).toBe(true);
    expect(has(inputs, 'lambdas/operations/run-analysis.ts')).toBe(true);
    for (const absent of ['lambdas/models/local/provider.ts', 'lambdas/models/local/onnx-', 'lambdas/models/local/use-encoder.ts', 'lambdas/models/local/sentiment-weights.ts', ...LOCAL_MODEL_PACKAGES]) {
      expect([absent, has(inputs, absent)]).toEqual([absent, false]);
    }
  }, 60_000);

  it('the model layer bundles the model code and none of the contract error classes, HTTP app or AWS clients', async () => {
    const result = await build({ ...modelLayerBuildOptions(PROJECT_ROOT, 'layer.mjs'), write: false, metafile: true, logLevel: 'silent' });
    const inputs = contributingInputs(result.metafile);
    expect(Object.keys(result.metafile.inputs)).toContain(MODEL_LAYER.entry);
    for (const present of ['lambdas/models/local/provider.ts', 'lambdas/models/local/use-encoder.ts', 'lambdas/models/local/onnx-matrix-product.ts']) expect([present, has(inputs, present)]).toEqual([present, true]);
    // instanceof DomainError in the function must never meet a second copy of the class.
    for (const absent of ['lambdas/core/errors.ts', 'lambdas/http/', 'lambdas/runtime/', '@aws-sdk/', '@aws-lambda-powertools/', ...LOCAL_MODEL_PACKAGES]) {
      expect([absent, has(inputs, absent)]).toEqual([absent, false]);
    }
    const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text;
    expect(code).not.toContain('DomainError');
    expect(code).toMatch(/export\s*\{[^}]*LocalModelProvider/);
  }, 60_000);
});
