import { build } from 'esbuild';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_LAYER } from '../../lambdas/runtime/aws-env.js';
import { importModelLayer, modelLayerModulePath } from '../../lambdas/runtime/model-layer.js';
import type { AssemblyStack, CloudAssembly } from '../../scripts/aws-local/cloud-assembly.js';
import { FunctionPool } from '../../scripts/aws-local/function-pool.js';
import { functionEnvironment, type EmulatorAccess } from '../../scripts/aws-local/function-environment.js';
import { buildHelpers } from '../../scripts/aws-local/helper-build.js';
import { ResourceRegistry } from '../../scripts/aws-local/intrinsics.js';
import { readFunctions } from '../../scripts/aws-local/local-functions.js';

/**
 * Layers in the local run of the bundled handlers: Lambda unpacks a function's layer into /opt,
 * the local host hands the function its layer's asset folder in TAS_LAYER_ROOT, and the model
 * functions import the model layer's module from there (`lambdas/runtime/model-layer.ts`).
 */

const ACCESS: EmulatorAccess = { region: 'us-east-1', dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:2', sqs: 'http://127.0.0.1:3', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } };

/** A stand-in model layer: a provider whose encoder answers with the texts' lengths. */
const LAYER_SOURCE = `export class LocalModelProvider { encoder() { return { dimension: 1, embed: async (texts) => texts.map((t) => [t.length]) }; } }\n`;

/** A function bundle that loads the model layer the way the model functions do. */
const HANDLER_SOURCE = `
import { importModelLayer } from ${JSON.stringify(fileURLToPath(new URL('../../lambdas/runtime/model-layer.ts', import.meta.url)))};
export const handler = async (event) => {
  const { LocalModelProvider } = await importModelLayer();
  return { root: process.env.${MODEL_LAYER.rootEnv} ?? null, vectors: await new LocalModelProvider().encoder('embeddings', 'v').embed(event.texts) };
};
`;

function assemblyWith(resources: Record<string, unknown>, directory: string): { assembly: CloudAssembly; stack: AssemblyStack } {
  const stack = { name: 'Svc', dependencies: [], template: { Resources: resources } } as unknown as AssemblyStack;
  return { assembly: { directory, region: 'us-east-1', stacks: [stack] }, stack };
}

const fn = (extra: Record<string, unknown> = {}) => ({ Type: 'AWS::Lambda::Function', Metadata: { 'aws:asset:path': 'asset.fn' }, Properties: { Handler: 'index.handler', Runtime: 'nodejs22.x', ...extra } });
const layer = (path: string) => ({ Type: 'AWS::Lambda::LayerVersion', Metadata: { 'aws:asset:path': path }, Properties: {} });

let root: string;
let runtimeEntry: string;
const pools: FunctionPool[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tas-aws-local-layers-'));
  ({ functionRuntime: runtimeEntry } = await buildHelpers(join(root, 'helpers')));
  await mkdir(join(root, 'asset.layer', MODEL_LAYER.folder), { recursive: true });
  await writeFile(join(root, 'asset.layer', MODEL_LAYER.folder, 'index.mjs'), LAYER_SOURCE);
  await mkdir(join(root, 'asset.fn'));
  await writeFile(join(root, 'asset.zipped.zip'), 'PK');
  await build({ stdin: { contents: HANDLER_SOURCE, resolveDir: root, loader: 'js' }, bundle: true, platform: 'node', format: 'esm', outfile: join(root, 'asset.fn', 'index.mjs'), logLevel: 'silent' });
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await rm(root, { recursive: true, force: true });
});

describe('function layers in the local run', () => {
  it('gives a function with a local layer asset its folder as TAS_LAYER_ROOT, and one without none', () => {
    const { assembly } = assemblyWith({ Models: layer('asset.layer'), WithLayer: fn({ Layers: [{ Ref: 'Models' }] }), Plain: fn() }, root);
    const registry = new ResourceRegistry('us-east-1');
    const [withLayer, plain] = readFunctions(assembly, registry);
    expect(withLayer!.layerDirectories).toEqual([join(root, 'asset.layer')]);
    expect(plain!.layerDirectories).toEqual([]);
    expect(functionEnvironment(withLayer!, registry, ACCESS)[MODEL_LAYER.rootEnv]).toBe(join(root, 'asset.layer'));
    expect(functionEnvironment(plain!, registry, ACCESS)).not.toHaveProperty(MODEL_LAYER.rootEnv);
  });

  it('skips a zip layer asset (not a folder to hand over) and keeps the folder beside it', () => {
    const { assembly } = assemblyWith({ Z: layer('asset.zipped.zip'), Models: layer('asset.layer'), F: fn({ Layers: [{ Ref: 'Z' }, { Ref: 'Models' }] }) }, root);
    const [local] = readFunctions(assembly, new ResourceRegistry('us-east-1'));
    expect(local!.layerDirectories).toEqual([join(root, 'asset.layer')]);
  });

  it('refuses layers it cannot host: an ARN, a missing resource, and more than one layer per function', () => {
    const registry = new ResourceRegistry('us-east-1');
    const arn = assemblyWith({ F: fn({ Layers: ['arn:aws:lambda:us-east-1:123456789012:layer:x:1'] }) }, root);
    expect(() => readFunctions(arn.assembly, registry)).toThrow('only layers built from a local asset');
    const missing = assemblyWith({ F: fn({ Layers: [{ Ref: 'Nope' }] }) }, root);
    expect(() => readFunctions(missing.assembly, registry)).toThrow('only layers built from a local asset');
    const two = assemblyWith({ A: layer('asset.layer'), B: layer('asset.fn'), F: fn({ Layers: [{ Ref: 'A' }, { Ref: 'B' }] }) }, root);
    const [both] = readFunctions(two.assembly, registry);
    expect(() => functionEnvironment(both!, registry, ACCESS)).toThrow('one layer per function');
  });

  it('runs a bundle that imports the model layer from TAS_LAYER_ROOT in an execution environment', async () => {
    const { assembly } = assemblyWith({ Models: layer('asset.layer'), WithLayer: fn({ Layers: [{ Ref: 'Models' }] }) }, root);
    const registry = new ResourceRegistry('us-east-1');
    const [local] = readFunctions(assembly, registry);
    const env = functionEnvironment(local!, registry, ACCESS);
    const pool = new FunctionPool(local!, { label: local!.label, codeDirectory: local!.codeDirectory, handler: 'index.handler', env, runtimeEntry, output: () => undefined }, 1);
    pools.push(pool);
    expect(await pool.invoke({ texts: ['abc', 'hello'] })).toEqual({ ok: true, result: { root: join(root, 'asset.layer'), vectors: [[3], [5]] } });
  });
});

describe('the model layer import', () => {
  it('defaults to /opt/models/index.mjs, where Lambda unpacks the layer', () => {
    expect(modelLayerModulePath({})).toBe('/opt/models/index.mjs');
    expect(modelLayerModulePath({ [MODEL_LAYER.rootEnv]: '/tmp/layer' })).toBe('/tmp/layer/models/index.mjs');
  });

  it('says where it looked when the layer is missing or is not the model layer', async () => {
    const missing = join(root, 'no-such-layer', 'models', 'index.mjs');
    await expect(importModelLayer({ [MODEL_LAYER.rootEnv]: join(root, 'no-such-layer') })).rejects.toThrow(`The model layer was not found at ${missing}; is the function deployed with it?`);
    await mkdir(join(root, 'other', MODEL_LAYER.folder), { recursive: true });
    await writeFile(join(root, 'other', MODEL_LAYER.folder, 'index.mjs'), 'export const something = 1;\n');
    await expect(importModelLayer({ [MODEL_LAYER.rootEnv]: join(root, 'other') })).rejects.toThrow('does not export LocalModelProvider');
  });

  it('refuses a layer of another build than the function, naming both build ids', async () => {
    await mkdir(join(root, 'built', MODEL_LAYER.folder), { recursive: true });
    await writeFile(join(root, 'built', MODEL_LAYER.folder, 'index.mjs'), `${LAYER_SOURCE}export const MODEL_LAYER_BUILD = 'layer-build-a';\n`);
    const env = { [MODEL_LAYER.rootEnv]: join(root, 'built') };
    await expect(importModelLayer(env, 'function-build-b')).rejects.toThrow(/is build layer-build-a, but this function was built for layer build function-build-b/);
    await expect(importModelLayer({ [MODEL_LAYER.rootEnv]: join(root, 'asset.layer') }, 'function-build-b')).rejects.toThrow('is build (none), but this function was built for layer build function-build-b');
    expect(typeof (await importModelLayer(env, 'layer-build-a')).LocalModelProvider).toBe('function');
  });

  it('says why a layer that is there failed to load (a package missing from it), without blaming the deployment', async () => {
    await mkdir(join(root, 'incomplete', MODEL_LAYER.folder), { recursive: true });
    await writeFile(join(root, 'incomplete', MODEL_LAYER.folder, 'index.mjs'), "import 'tas-no-such-package';\nexport class LocalModelProvider {}\n");
    const failure = importModelLayer({ [MODEL_LAYER.rootEnv]: join(root, 'incomplete') });
    await expect(failure).rejects.toThrow(`The model layer at ${join(root, 'incomplete', 'models', 'index.mjs')} could not be loaded: Cannot find package 'tas-no-such-package'`);
    await expect(failure).rejects.not.toThrow('deployed');
  });
});
