import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModelProvider } from '../core/ports/models.js';
import { MODEL_LAYER } from './aws-env.js';

/** What the model layer's module exports (`lambdas/models/local/model-layer-entry.ts`). */
export interface ModelLayerExports {
  LocalModelProvider: new () => ModelProvider;
  /** The build id the layer was bundled with (`MODEL_LAYER.buildDefine`). */
  MODEL_LAYER_BUILD?: string;
}

/** This function's build id: defined at bundle time in the model functions, unset when unbundled. */
const FUNCTION_BUILD: string | undefined = process.env.TAS_MODEL_LAYER_BUILD;

/** The layer's module: under `TAS_LAYER_ROOT` when set (local runs), else under `/opt`. */
export function modelLayerModulePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env[MODEL_LAYER.rootEnv] || MODEL_LAYER.lambdaRoot, MODEL_LAYER.module);
}

/**
 * Imports the embedded models from the model layer. An absolute path, not a package name: Node
 * resolves bare names of ES module imports only from `node_modules` folders above the importing
 * file, never from a layer's `/opt/nodejs/node_modules` (`NODE_PATH` is for CommonJS only). The
 * layer's own packages sit in its `models/node_modules`, beside its module. `build` (this
 * function's build id) must be the layer's.
 */
export async function importModelLayer(env: NodeJS.ProcessEnv = process.env, build: string | undefined = FUNCTION_BUILD): Promise<ModelLayerExports> {
  const path = modelLayerModulePath(env);
  let loaded: Partial<ModelLayerExports>;
  try {
    loaded = (await import(pathToFileURL(path).href)) as Partial<ModelLayerExports>;
  } catch (error) {
    throw new Error(layerLoadFailure(path, error), { cause: error });
  }
  if (typeof loaded.LocalModelProvider !== 'function') throw new Error(`${path} does not export LocalModelProvider`);
  // The version catalog is in the function, the model code in the layer: a layer of another
  // build (a deploy that paired them wrongly, a stale local assembly) could answer for versions
  // it does not implement as the function means them.
  if (build !== undefined && loaded.MODEL_LAYER_BUILD !== build) {
    throw new Error(`The model layer at ${path} is build ${loaded.MODEL_LAYER_BUILD ?? '(none)'}, but this function was built for layer build ${build}; deploy the function and its layer from the same synth.`);
  }
  return loaded as ModelLayerExports;
}

/**
 * Why the layer did not load, in the message itself (the logs keep only the message): the
 * deployment hint only when the layer's module itself is missing; otherwise the reason (a package
 * missing from the layer, a syntax error, a native binding that failed to load).
 */
export function layerLoadFailure(path: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_MODULE_NOT_FOUND' && !existsSync(path)) {
    return `The model layer was not found at ${path}; is the function deployed with it?`;
  }
  return `The model layer at ${path} could not be loaded: ${reason}`;
}
