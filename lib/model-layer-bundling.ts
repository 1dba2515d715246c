import { execFileSync } from 'node:child_process';
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
