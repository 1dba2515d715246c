import { FileSystem } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, MODEL_LAYER, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { ModelLayer } from '../../lib/constructs/model-layer.js';
import { PROJECT_ROOT } from '../../lib/constructs/service-function.js';
import { bundleModelLayer } from '../../lib/model-layer-bundling.js';
import { MODEL_FUNCTIONS } from '../../lib/service-functions.js';
import { environmentOf, functionProperties, logicalIdOf, stageConfig, synthesizeStage, type SynthesizedStage } from './infra-helpers.js';

/**
 * One copy of the embedded models per deployment: a Lambda layer that every model function (and
 * only those) references. What the layer's asset and the functions' bundles contain is checked on
 * a real synth (`cdk-synth.test.ts`) and on the esbuild inputs (`function-bundles.test.ts`).
 */

const FUNCTION_IDS = Object.keys(HANDLER_ENTRIES) as FunctionId[];

const modelLayers = (stage: SynthesizedStage) => stage.service.node.findAll().filter((c): c is ModelLayer => c instanceof ModelLayer);

describe.each(['dev', 'prod'])('the model layer of the %s stage', (name) => {
  const stage = synthesizeStage(stageConfig(name));

  it('is one layer version for Node.js 22 on arm64, like the functions', () => {
    const layers = modelLayers(stage);
    expect(layers).toHaveLength(1);
    stage.serviceTemplate.hasResourceProperties('AWS::Lambda::LayerVersion', {
      CompatibleRuntimes: ['nodejs22.x'],
      CompatibleArchitectures: ['arm64'],
      Description: Match.stringLikeRegexp('/opt/models'),
    });
    for (const id of MODEL_FUNCTIONS) {
      expect(functionProperties(stage, id)).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    }
  });

  it('is referenced by every model function and by no other function', () => {
    const layer = { Ref: logicalIdOf(modelLayers(stage)[0]!) };
    for (const id of FUNCTION_IDS) {
      expect([id, functionProperties(stage, id).Layers]).toEqual([id, MODEL_FUNCTIONS.includes(id) ? [layer] : undefined]);
    }
  });

  it('is found at /opt by the deployed functions: no function is told another layer root', () => {
    for (const id of FUNCTION_IDS) expect(environmentOf(stage, id)).not.toHaveProperty(MODEL_LAYER.rootEnv);
  });
});

describe('a stage without embedded models', () => {
  it('has no model layer and no function references a layer', () => {
    const stage = synthesizeStage(stageConfig('dev', { modelBackends: ['bedrock'] }));
    expect(modelLayers(stage)).toHaveLength(0);
    for (const id of FUNCTION_IDS) expect([id, functionProperties(stage, id).Layers]).toEqual([id, undefined]);
  });
});

describe('a synth for a local run (localModelsFromProject)', () => {
  it('says on the layer that its model packages are not installed', () => {
    const stage = synthesizeStage(stageConfig('dev'), { localModelsFromProject: 'true' });
    stage.serviceTemplate.hasResourceProperties('AWS::Lambda::LayerVersion', { Description: Match.stringLikeRegexp('LOCAL RUN ONLY') });
  });
});

describe('the model layer asset', () => {
  it('has the same hash whichever synth output folder it is bundled in: the source map names sources from the project root', () => {
    const base = mkdtempSync(join(tmpdir(), 'tas-layer-hash-'));
    try {
      const near = join(base, 'a');
      const deep = join(base, 'b', 'c', 'd', 'cdk.out', 'bundling-temp-x');
      bundleModelLayer(PROJECT_ROOT, near, 'external');
      bundleModelLayer(PROJECT_ROOT, deep, 'external');
      expect(FileSystem.fingerprint(deep)).toBe(FileSystem.fingerprint(near));
      const map = JSON.parse(readFileSync(join(near, MODEL_LAYER.folder, 'index.mjs.map'), 'utf8')) as { sources: string[] };
      expect(map.sources).toContain('lambdas/models/local/provider.ts');
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  }, 120_000);
});
