/**
 * Cold start of each deployed function, run from a synthesized cloud assembly by the local Lambda
 * host (`npm run start:aws-local -- --assembly <dir>`): each function's first invocation in a fresh
 * execution environment, as the host's REPORT lines give it (Init Duration: importing the bundle;
 * Duration: the first invocation, which builds the clients and loads the models it needs).
 * Also prints each function's and layer's asset size (unpacked and zipped as CDK uploads it).
 *
 *   npx cdk synth -c stage=dev --quiet -o /tmp/assembly
 *   nice -n 10 node --import tsx bench/function-cold-starts.ts /tmp/assembly --sizes-only
 *   npx cdk synth -c stage=dev -c localModelsFromProject=true --quiet -o .data/assembly
 *   nice -n 10 node --import tsx bench/function-cold-starts.ts .data/assembly
 *
 * Sizes come from the deployable synth; cold starts need the synth for a local run, inside the
 * project (its model packages resolve from the project's `node_modules`: a deployable asset holds
 * the Linux arm64 binding of onnxruntime only).
 *
 * Times are of this machine's cores (no CPU share applied), so compare figures of one run or of
 * runs on the same machine; the asset sizes do not depend on the machine.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startAwsLocalHost } from '../test/helpers/aws-local-host.js';

interface Report {
  label: string;
  initMs: number;
  firstMs: number;
}

const [assembly, option] = process.argv.slice(2);
if (!assembly) throw new Error('usage: bench/function-cold-starts.ts <cloud assembly directory> [--sizes-only]');

function folderBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

function zippedBytes(dir: string): number {
  return Number(execFileSync('sh', ['-c', `cd "${dir}" && zip -qr -X - . | wc -c`]).toString().trim());
}

function assetTable(): void {
  const template = readdirSync(assembly).find((f) => /-Service\.template\.json$/.test(f));
  if (!template) throw new Error(`no service template in ${assembly}`);
  const resources = JSON.parse(readFileSync(join(assembly, template), 'utf8')).Resources as Record<string, { Type: string; Metadata?: Record<string, string>; Properties: { MemorySize?: number } }>;
  const rows: string[] = [];
  let total = 0;
  for (const [id, resource] of Object.entries(resources)) {
    const path = resource.Metadata?.['aws:asset:path'];
    const layer = resource.Type === 'AWS::Lambda::LayerVersion';
    // The CDK's own bucket-deployment function and its AWS CLI layer (a zip) upload the console, not this app's code.
    if ((resource.Type !== 'AWS::Lambda::Function' && !layer) || !path || id.startsWith('Custom') || path.endsWith('.zip')) continue;
    const dir = join(assembly, path);
    const { bytes, files } = folderBytes(dir);
    const zipped = zippedBytes(dir);
    total += zipped;
    rows.push(`| ${layer ? `${id.replace(/[0-9A-F]{8}$/, '')} (layer, shared)` : id.replace(/Function[0-9A-F]{8}$/, '')} | ${resource.Properties.MemorySize ?? '-'} | ${(bytes / 1e6).toFixed(2)} | ${(zipped / 1e6).toFixed(2)} | ${files} |`);
  }
  console.log(`| Function | Memory (MB) | Asset (MB) | Zipped (MB) | Files |\n|---|---|---|---|---|\n${rows.sort().join('\n')}`);
  console.log(`Uploaded per deploy (zipped function and layer assets): ${(total / 1e6).toFixed(1)} MB (${relative(process.cwd(), assembly) || assembly})`);
}

async function coldStarts(): Promise<Report[]> {
  const host = await startAwsLocalHost(['--assembly', assembly, '--concurrency', '1']);
  try {
    const post = async (path: string, json: unknown) => {
      const response = await host.call(path, { method: 'POST', json });
      if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}\n${host.tail().split("\n").slice(-30).join("\n")}`);
      const body = (await response.json()) as Record<string, unknown>;
      collect();
      return body;
    };
    const reports = new Map<string, Report>();
    // The host keeps only its last lines: read the REPORT lines after every request.
    const collect = () => {
      for (const line of host.tail().split('\n')) {
        const match = /^\[([^\]]+)\] REPORT .*\tDuration: ([\d.]+) ms.*\tInit Duration: (\d+) ms/.exec(line);
        if (match && !reports.has(match[1])) reports.set(match[1], { label: match[1], firstMs: Number(match[2]), initMs: Number(match[3]) });
      }
    };
    const get = async (path: string) => {
      const status = (await host.call(path)).status;
      collect();
      return status;
    };
    await get('/v1/versions');
    await get('/v1/jobs/job_0000000000000000000000000');
    await get('/v1/webhooks');
    const comments = ['The delivery took three weeks', 'Support never answered my emails', 'Great value for the price', 'The parcel arrived damaged'];
    await post('/v1/embeddings', { inputs: comments, fast: true });
    await post('/v1/similarity', { set: comments, fast: true });
    await post('/v1/themes', { inputs: comments, fast: true });
    await post('/v1/sentiment', { inputs: comments, fast: true });
    await post('/v1/extractions', { inputs: comments, themes: ['delivery', 'support', 'price'], fast: true });
    const job = await post('/v1/sentiment', { inputs: comments });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const status = (await (await host.call(`/v1/jobs/${job.jobId as string}`)).json()) as { status: string };
      if (status.status !== 'pending') break;
      collect();
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1000));
    collect();
    return [...reports.values()];
  } finally {
    await host.stop();
  }
}

assetTable();
if (option === '--sizes-only') process.exit(0);
const reports = await coldStarts();
console.log('\n| Function | Init (ms) | First invocation (ms) | Cold start (ms) |\n|---|---|---|---|');
for (const r of reports.sort((a, b) => a.label.localeCompare(b.label))) console.log(`| ${r.label} | ${r.initMs} | ${Math.round(r.firstMs)} | ${Math.round(r.initMs + r.firstMs)} |`);
