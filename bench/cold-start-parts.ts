/**
 * The parts of a cold start that lighter functions change, measured apart from the rest (on a
 * shared machine a whole cold start varies by a second between runs): before and after are run
 * alternately in fresh processes, `runs` times each, and compared by their medians.
 *
 * - Init of the authorizer: importing its bundle (`index.mjs` of the asset) in a new Node process.
 * - USE Lite's ONNX model: converting it from the TF.js files (what every cold start of a model
 *   function did) against reading the file converted at bundle time.
 *
 *   nice -n 10 node --import tsx bench/cold-start-parts.ts <assembly before> <assembly after> [runs]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { median } from './lib/timing.js';

const [before, after, runsText] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: bench/cold-start-parts.ts <assembly before> <assembly after> [runs]');
const runs = Number(runsText ?? 10);

function assetOf(assembly: string, functionPrefix: string): string {
  const template = readdirSync(assembly).find((f) => /-Service\.template\.json$/.test(f))!;
  const resources = JSON.parse(readFileSync(join(assembly, template), 'utf8')).Resources as Record<string, { Type: string; Metadata?: Record<string, string> }>;
  const [, resource] = Object.entries(resources).find(([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(functionPrefix))!;
  return resolve(assembly, resource.Metadata!['aws:asset:path']!);
}

function layerModelsOf(assembly: string): string | undefined {
  const template = readdirSync(assembly).find((f) => /-Service\.template\.json$/.test(f))!;
  const resources = JSON.parse(readFileSync(join(assembly, template), 'utf8')).Resources as Record<string, { Type: string; Metadata?: Record<string, string> }>;
  const layer = Object.entries(resources).find(([id, r]) => r.Type === 'AWS::Lambda::LayerVersion' && id.startsWith('ModelLayer'));
  return layer ? resolve(assembly, layer[1].Metadata!['aws:asset:path']!, 'models') : undefined;
}

const IMPORT = 'const t0 = performance.now(); await import(process.argv[1]); console.log(performance.now() - t0);';
const importMs = (file: string) => Number(execFileSync(process.execPath, ['--input-type=module', '-e', IMPORT, file], { env: { ...process.env, LOG_LEVEL: 'silent' } }).toString().trim());

const CONVERT = `import { convertUseLiteToOnnx } from './lambdas/models/local/onnx-use-lite.ts';
const t0 = performance.now(); convertUseLiteToOnnx(); console.log(performance.now() - t0);`;
const READ = (folder: string) => `import { readPrebuiltUseLite, useLiteSource } from './lambdas/models/local/use-lite-prebuilt.ts';
const t0 = performance.now(); if (!readPrebuiltUseLite(${JSON.stringify(folder)}, useLiteSource())) throw new Error('no prebuilt model'); console.log(performance.now() - t0);`;
const scriptMs = (code: string) => Number(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]).toString().trim());

const rows: string[] = [];
const compare = (label: string, a: () => number, b: () => number, names: [string, string]) => {
  const [x, y]: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    x.push(a());
    y.push(b());
  }
  const [mx, my] = [median(x), median(y)];
  rows.push(`| ${label} | ${names[0]}: ${mx.toFixed(0)} ms | ${names[1]}: ${my.toFixed(0)} ms | ${(my / mx).toFixed(2)} |`);
};

const authorizer = [join(assetOf(before, 'AuthorizerFunction'), 'index.mjs'), join(assetOf(after, 'AuthorizerFunction'), 'index.mjs')];
compare('authorizer init (import of its bundle)', () => importMs(authorizer[0]!), () => importMs(authorizer[1]!), ['before', 'after']);
// The model files sit in the model layer's models/ folder, or (earlier layouts) beside each model function's bundle.
const layerModels = layerModelsOf(after);
const modelFiles = join(layerModels ?? assetOf(after, 'EmbeddingsFunction'), 'model-files');
compare('USE Lite ONNX model at a cold start', () => scriptMs(CONVERT), () => scriptMs(READ(modelFiles)), ['converted (before)', 'read prebuilt (after)']);
console.log(`Medians of ${runs} alternating runs each (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} at the end)\n`);
console.log(`| what | before | after | after / before |\n|---|---|---|---|\n${rows.join('\n')}`);
