import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { MODEL_LAYER } from '../../lambdas/runtime/aws-env.js';
import { bundleModelLayer, type ModelLayerPackaging } from '../model-layer-bundling.js';
import { FUNCTION_RUNTIME, PROJECT_ROOT } from './service-function.js';

/** Properties of the {@link ModelLayer}. */
export interface ModelLayerProps {
  /** `copy`: the model packages in the layer (deployments); `external`: resolved from the project (local runs). */
  packaging: ModelLayerPackaging;
}

/**
 * The embedded models, once per deployment instead of once per model function: a Lambda layer
 * (unpacked into `/opt`) whose `models/` folder holds the model code as one ES module, the model
 * packages it loads at run time and the model data files, with USE Lite converted to ONNX at
 * bundle time. Built with the local esbuild like the functions (no Docker); the asset is hashed
 * by its content, which does not depend on the synth's output folder (the source map names its
 * sources from the project root), so an unchanged build keeps the layer version and uploads
 * nothing.
 */
export class ModelLayer extends LayerVersion {
  constructor(scope: Construct, id: string, props: ModelLayerProps) {
    super(scope, id, {
      code: Code.fromAsset(PROJECT_ROOT, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never pulled: the local bundling below always succeeds or throws.
          image: DockerImage.fromRegistry('local-bundling-only'),
          local: {
            tryBundle: (outputDir) => {
              bundleModelLayer(PROJECT_ROOT, outputDir, props.packaging);
              return true;
            },
          },
        },
      }),
      compatibleRuntimes: [FUNCTION_RUNTIME],
      compatibleArchitectures: [Architecture.ARM_64],
      description: `Embedded models of the text analysis service (/opt/${MODEL_LAYER.folder})${props.packaging === 'external' ? ' - LOCAL RUN ONLY, model packages not installed' : ''}`,
    });
  }
}
