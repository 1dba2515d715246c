import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, MODEL_LAYER } from '../../lambdas/runtime/aws-env.js';
import { stackNames } from '../../lib/app-builder.js';
import { LOCAL_MODEL_FILES } from '../../lib/bundling.js';
import { readPrebuiltUseLite, useLiteSource } from '../../lambdas/models/local/use-lite-prebuilt.js';
import { MODEL_FUNCTIONS } from '../../lib/service-functions.js';
import { PROJECT_ROOT } from '../../lib/constructs/service-function.js';

const run = promisify(execFile);

/** Lambda's limit on a function's unzipped code and layers together. */
const LAMBDA_UNZIPPED_LIMIT_BYTES = 250 * 1024 * 1024;
/** A function's own asset: its bundle and source map (about 3.5 MB; the models are in the layer). */
const FUNCTION_ASSET_MAX_BYTES = 8 * 1024 * 1024;

function folderBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** The prod stage with an alarm email has every kind of resource (Bedrock grants, SNS topic). */
const ALARM_EMAIL = 'ops@example.com';

/** Bundling twelve functions on two shared cores can take a while. */
const SYNTH_TIMEOUT_MS = 300_000;

type TemplateJson = { Resources: Record<string, { Type: string; Properties: Record<string, any>; Metadata?: Record<string, string> }> };

/**
 * The real thing: `npx cdk synth` with local esbuild bundling, offline and without credentials.
 * The model layer gets the model packages copied from the project's `node_modules` (no npm
 * install, so it works offline); every function has the models compiled out of its bundle.
 * CloudFormation's own template checks are skipped here to save about ten seconds (they run on
 * every `npm run synth`); cdk-nag still runs.
 */
describe('cdk synth', () => {
  let outdir: string;
  let output: string;
  const names = stackNames('prod');
  const template = (stack: string) => JSON.parse(readFileSync(join(outdir, `${stack}.template.json`), 'utf8')) as TemplateJson;
  const modelLayerId = () => Object.keys(template(names.service).Resources).find((id) => id.startsWith('ModelLayer'))!;
  const functionAssets = () =>
    Object.entries(template(names.service).Resources)
      .filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && !id.startsWith('Custom'))
      .map(([, r]) => join(outdir, r.Metadata!['aws:asset:path']!));

  beforeAll(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'tas-synth-'));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_')));
    const result = await run(
      'npx',
      ['cdk', 'synth', '--quiet', '--no-notices', '--output', outdir, '-c', 'stage=prod', '-c', `alarmEmail=${ALARM_EMAIL}`],
      { cwd: PROJECT_ROOT, env: { ...env, CDK_DISABLE_CLI_TELEMETRY: 'true', CDK_VALIDATION: 'false' }, maxBuffer: 64 * 1024 * 1024 },
    );
    output = `${result.stdout}\n${result.stderr}`;
  }, SYNTH_TIMEOUT_MS);

  afterAll(() => {
    if (outdir) rmSync(outdir, { recursive: true, force: true });
  });

  it('writes both stacks', () => {
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as { artifacts: Record<string, { type: string }> };
    const stacks = Object.entries(manifest.artifacts)
      .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
      .map(([name]) => name);
    expect(stacks.sort()).toEqual([names.service, names.stateful].sort());
    const statefulTypes = Object.values(template(names.stateful).Resources).map((r) => r.Type);
    expect(statefulTypes).toEqual(expect.arrayContaining(['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::SQS::Queue', 'AWS::SNS::Topic']));
  });

  it('bundles every handler into an ES module with a source map', () => {
    const functions = Object.entries(template(names.service).Resources)
      // The CDK's own bucket-deployment function (it uploads the console) is not a handler of this app.
      .filter(([logicalId, r]) => r.Type === 'AWS::Lambda::Function' && !logicalId.startsWith('CustomCDKBucketDeployment'))
      .map(([logicalId, r]) => ({ logicalId, ...r }));
    expect(functions).toHaveLength(Object.keys(HANDLER_ENTRIES).length);
    const assets = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
    for (const fn of functions) {
      const key = fn.Properties.Code.S3Key as string;
      const asset = assets.find((name) => key.startsWith(name.slice('asset.'.length)));
      expect(asset, key).toBeDefined();
      const files = readdirSync(join(outdir, asset!));
      expect(files).toEqual(expect.arrayContaining(['index.mjs', 'index.mjs.map']));
      // No function carries model packages or data files any more: the model functions get them
      // from the model layer (next test) and reference it.
      const runsModels = MODEL_FUNCTIONS.some((id) => fn.logicalId.startsWith(`${id[0]!.toUpperCase()}${id.slice(1)}Function`));
      expect(files.sort()).toEqual(['index.mjs', 'index.mjs.map']);
      expect(fn.Properties.Layers).toEqual(runsModels ? [{ Ref: modelLayerId() }] : undefined);
      expect(folderBytes(join(outdir, asset!))).toBeLessThan(FUNCTION_ASSET_MAX_BYTES);
      const bundle = readFileSync(join(outdir, asset!, 'index.mjs'), 'utf8');
      expect([fn.logicalId, /wink-nlp|@energetic-ai|vader-sentiment|onnxruntime/.test(bundle)]).toEqual([fn.logicalId, false]);
      // The model functions import the layer's module from /opt (or TAS_LAYER_ROOT), the others never.
      expect([fn.logicalId, bundle.includes(MODEL_LAYER.rootEnv)]).toEqual([fn.logicalId, runsModels]);
      expect(bundle.startsWith("import { createRequire as")).toBe(true);
      expect(existsSync(join(outdir, asset!, 'index.js'))).toBe(false);
    }
  });

  it('builds the model layer once: the model module, the model packages with the arm64 binding and the data files under models/', () => {
    const resource = template(names.service).Resources[modelLayerId()]!;
    expect(resource.Properties.CompatibleRuntimes).toEqual(['nodejs22.x']);
    const layer = join(outdir, resource.Metadata!['aws:asset:path']!);
    const models = join(layer, MODEL_LAYER.folder);
    expect(readdirSync(layer)).toEqual([MODEL_LAYER.folder]);
    expect(readdirSync(models).sort()).toEqual(['index.mjs', 'index.mjs.map', LOCAL_MODEL_FILES.to, 'node_modules'].sort());
    expect(existsSync(join(models, 'node_modules', '@energetic-ai', 'core', 'package.json'))).toBe(true);
    expect(existsSync(join(models, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6', 'linux', 'arm64', 'onnxruntime_binding.node'))).toBe(true);
    expect(existsSync(join(models, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6', 'linux', 'x64'))).toBe(false);
    // USE Lite converted at bundle time; the TF.js weights it was converted from stay out.
    expect(readPrebuiltUseLite(join(models, LOCAL_MODEL_FILES.to), useLiteSource())?.dimension).toBe(512);
    expect(existsSync(join(models, 'node_modules', '@energetic-ai', 'model-embeddings-en', 'dist', 'vocab.json'))).toBe(true);
    expect(existsSync(join(models, 'node_modules', '@energetic-ai', 'model-embeddings-en', 'dist', 'group1-shard1of7'))).toBe(false);
    const code = readFileSync(join(models, 'index.mjs'), 'utf8');
    expect(code).toMatch(/export\s*\{[^}]*LocalModelProvider/);
    expect(code).not.toContain('DomainError');
    // Lambda refuses a function whose unzipped code and layers are over 250 MB together.
    const largestFunction = Math.max(...functionAssets().map((dir) => folderBytes(dir)));
    expect(folderBytes(layer) + largestFunction).toBeLessThan(LAMBDA_UNZIPPED_LIMIT_BYTES);
  });

  it("imports as deployed: the layer's module loads with its own models/node_modules, outside the project, and carries the model functions' build id", async () => {
    const resource = template(names.service).Resources[modelLayerId()]!;
    const module = join(outdir, resource.Metadata!['aws:asset:path']!, MODEL_LAYER.module);
    // A fresh Node outside the project (the synth folder is in the temp folder), so no package
    // can come from the project's node_modules. onnxruntime loads its binding lazily, so the
    // import needs no binding for this machine's platform.
    const script = `const m = await import(${JSON.stringify(pathToFileURL(module).href)}); console.log(JSON.stringify({ provider: typeof m.LocalModelProvider, build: m.MODEL_LAYER_BUILD }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir() });
    const exported = JSON.parse(stdout) as { provider: string; build?: string };
    expect(exported).toEqual({ provider: 'function', build: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const modelFunctionBundles = Object.entries(template(names.service).Resources)
      .filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && !id.startsWith('Custom') && Array.isArray(r.Properties.Layers))
      .map(([, r]) => readFileSync(join(outdir, r.Metadata!['aws:asset:path']!, 'index.mjs'), 'utf8'));
    expect(modelFunctionBundles).toHaveLength(MODEL_FUNCTIONS.length);
    for (const bundle of modelFunctionBundles) expect(bundle).toContain(JSON.stringify(exported.build));
  });

  it('passes cdk-nag without findings or warnings', () => {
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
    expect(output).not.toMatch(/AwsSolutions-|\[Warning at|\[Error at/);
  });
});
