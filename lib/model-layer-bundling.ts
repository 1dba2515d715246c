import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { MODEL_LAYER } from '../lambdas/runtime/aws-env.js';
import { ESBUILD_TARGET, ESM_REQUIRE_BANNER, LOCAL_MODEL_PACKAGES, modelFileCommands, packageClosure } from './bundling.js';

/**
 * How the model layer gets the model packages: `copy` installs them in the layer from the
 * project's `node_modules` (trimmed, with their dependencies: `TRIMMED_PACKAGES`); `external`
 * leaves them out, for a local run whose assembly sits inside the project, where Node finds them
 * in the project's `node_modules`.
 */
export type ModelLayerPackaging = 'copy' | 'external';

/** The esbuild options of the layer's module: those of the function bundles (`bundlingOptions`). */
export function modelLayerBuildOptions(projectRoot: string, outfile: string): BuildOptions {
  return { ...layerSourceOptions(projectRoot, outfile), define: { [MODEL_LAYER.buildDefine]: JSON.stringify(modelLayerBuildId(projectRoot)) } };
}

function layerSourceOptions(projectRoot: string, outfile: string): BuildOptions {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, MODEL_LAYER.entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ESBUILD_TARGET,
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    minify: true,
    sourcemap: true,
    // Maps name files and lines; embedding every source would double the file for no gain.
    sourcesContent: false,
    external: [...LOCAL_MODEL_PACKAGES],
    logLevel: 'warning',
  };
}

const buildIds = new Map<string, string>();

/**
 * The build id of the model layer and of the model functions of one synth (`MODEL_LAYER.buildDefine`):
 * a hash of the layer module's sources (every file esbuild bundles into it) and of the lockfile
 * (the model packages installed beside it). It changes exactly when the layer's code does, so an
 * unchanged layer keeps its asset hash, and a function refuses a layer of another build.
 */
export function modelLayerBuildId(projectRoot: string): string {
  const known = buildIds.get(projectRoot);
  if (known) return known;
  const { metafile } = buildSync({ ...layerSourceOptions(projectRoot, 'index.mjs'), write: false, metafile: true, minify: false, sourcemap: false, logLevel: 'silent' });
  const hash = createHash('sha256');
  for (const input of [...Object.keys(metafile!.inputs).sort(), 'package-lock.json']) {
    hash.update(`${input}\0`).update(readFileSync(resolve(projectRoot, input))).update('\0');
  }
  const id = hash.digest('hex').slice(0, 16);
  buildIds.set(projectRoot, id);
  return id;
}

/**
 * Builds the model layer's content into `outputDir`: `models/index.mjs` (the model code, one
 * minified ES module with its source map, the model packages kept external), `models/model-files`
 * (data files and USE Lite converted to ONNX) and, with `copy`, `models/node_modules`.
 */
export function bundleModelLayer(projectRoot: string, outputDir: string, packaging: ModelLayerPackaging): void {
  const folder = join(outputDir, MODEL_LAYER.folder);
  mkdirSync(folder, { recursive: true });
  buildSync(modelLayerBuildOptions(projectRoot, join(folder, 'index.mjs')));
  sourcesFromProjectRoot(projectRoot, join(folder, 'index.mjs.map'));
  const packages = packaging === 'copy' ? packageClosure(projectRoot, LOCAL_MODEL_PACKAGES) : [];
  for (const command of modelFileCommands(projectRoot, folder, packages)) {
    execFileSync('bash', ['-c', command], { cwd: projectRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  }
}

/**
 * esbuild writes the map's `sources` relative to the output folder, which the CDK places inside
 * the synth's output folder: the same build synthesized with another `--output` would get another
 * map, so another asset hash, and republish the layer and every model function. Relative to the
 * project root instead (`lambdas/models/local/provider.ts`), the layer's asset depends on its
 * sources only.
 */
function sourcesFromProjectRoot(projectRoot: string, mapFile: string): void {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  map.sources = map.sources.map((source) => relative(projectRoot, resolve(dirname(mapFile), source)).split(sep).join('/'));
  writeFileSync(mapFile, JSON.stringify(map));
}
