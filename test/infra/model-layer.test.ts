import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, MODEL_LAYER, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { ModelLayer } from '../../lib/constructs/model-layer.js';
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
