import { statSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_LAYER } from '../../lambdas/runtime/aws-env.js';
import type { AssemblyStack, CloudAssembly, TemplateValue } from './cloud-assembly.js';

const LAYER_TYPE = 'AWS::Lambda::LayerVersion';
const ASSET_PATH_METADATA = 'aws:asset:path';

/**
 * The asset folders of a function's `Layers` (`{ Ref: <LayerVersion> }` of its own stack, built
 * from a local asset folder). Lambda unpacks them into `/opt`; the local run cannot, so a function gets
 * its layer's folder in `TAS_LAYER_ROOT` instead (`functionEnvironment`). A zip asset (the CDK's
 * AWS CLI layer of the bucket deployment) is not a folder the local run can hand over and is
 * skipped. Layers that are not local assets of the stack (an ARN of another account) cannot be hosted.
 */
export function layerDirectories(assembly: CloudAssembly, stack: AssemblyStack, layers: TemplateValue | undefined, functionId: string): string[] {
  if (layers === undefined) return [];
  if (!Array.isArray(layers)) throw new Error(`${stack.name}/${functionId}: Layers is not a list`);
  return layers.flatMap((layer) => {
    const ref = layer !== null && typeof layer === 'object' && !Array.isArray(layer) ? layer.Ref : undefined;
    const resource = typeof ref === 'string' ? stack.template.Resources[ref] : undefined;
    const assetPath = resource?.Type === LAYER_TYPE ? resource.Metadata?.[ASSET_PATH_METADATA] : undefined;
    if (typeof assetPath !== 'string') throw new Error(`${stack.name}/${functionId}: only layers built from a local asset of the same stack can be hosted (${JSON.stringify(layer)})`);
    const directory = join(assembly.directory, assetPath);
    return statSync(directory, { throwIfNoEntry: false })?.isDirectory() ? [directory] : [];
  });
}

/**
 * `TAS_LAYER_ROOT` for a function: its layer's folder. Lambda merges several layers into one
 * `/opt`; the local run hosts at most one.
 */
export function layerRootVariable(directories: readonly string[], label: string): Record<string, string> {
  if (directories.length > 1) throw new Error(`${label}: the local run hosts one layer per function, not ${directories.length}`);
  return directories.length === 1 ? { [MODEL_LAYER.rootEnv]: directories[0]! } : {};
}
