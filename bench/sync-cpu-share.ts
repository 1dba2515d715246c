/**
 * The synchronous worst cases at a Lambda function's CPU share. Lambda gives a function CPU in
 * proportion to its memory: one vCPU at 1,769 MB (AWS's documented figure), so 1,024 MB gets about
 * 0.58 vCPU and 2,048 MB about 1.16. Each memory setting runs in its own child process inside a
 * cgroup (v1 `cpu` controller) whose CFS quota is that share of one core per period; the same
 * cases also run without a quota in the same run, as the reference the ratios are taken against.
 *
 * The child does what an analysis function does with a `fast` request: validate the body,
 * resolve the version, run it on the embedded models in the calling thread (`InlineExecutor`,
 * as `lambdas/runtime/aws-root.ts` wires it) and serialise the body. The first request of each
 * operation also loads its models (reported apart); then `runs` timed requests, new texts each.
 *
 *   sudo nice -n 10 node --import tsx bench/sync-cpu-share.ts [--memory 1024,2048,3008] [--runs 2] [--only similarity]
 *
 * Needs root (it creates `/sys/fs/cgroup/cpu/tas-bench-*`); removes its cgroups when done.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Memory at which Lambda gives a function one full vCPU. */
const MB_PER_VCPU = 1769;
const CFS_PERIOD_US = 100_000;
const CGROUP_ROOT = '/sys/fs/cgroup/cpu';

interface CaseResult {
  label: string;
  texts: number;
  firstMs: number;
  warmMs: number[];
}

async function child(runs: number, only: string | undefined): Promise<void> {
  const { CASES } = await import('./sync-latency.js');
  const { validateAnalysisRequest } = await import('../lambdas/core/validation.js');
  const { resolveVersion } = await import('../lambdas/core/versions.js');
  const { LOCAL_CATALOG } = await import('../lambdas/models/local/catalog.js');
  const { LocalModelProvider } = await import('../lambdas/models/local/provider.js');
  const { InlineExecutor } = await import('../lambdas/runtime/inline-executor.js');
  const executor = new InlineExecutor(new LocalModelProvider());
  let serial = 1000;
  for (const [label, path, body] of CASES) {
    if (only && !label.startsWith(only)) continue;
    const operation = path.slice('/v1/'.length) as Parameters<typeof resolveVersion>[1];
    const once = async () => {
      const raw = JSON.parse(JSON.stringify({ ...body(serial++), fast: true })) as Record<string, unknown>;
      const t0 = performance.now();
      const { request } = validateAnalysisRequest(operation, raw, {});
      const outcome = await executor.run(request, resolveVersion(LOCAL_CATALOG, operation, 'version' in request ? request.version : undefined), `req_${serial}`);
      const text = typeof outcome.body === 'string' ? outcome.body : JSON.stringify(outcome.body);
      if (text.length === 0) throw new Error(`${label}: empty body`);
      return performance.now() - t0;
    };
    const sample = body(0) as { inputs?: string[]; set?: string[]; set_a?: string[]; set_b?: string[] };
    const texts = (sample.inputs ?? sample.set ?? [...(sample.set_a ?? []), ...(sample.set_b ?? [])]).length;
    const firstMs = await once();
    const warmMs: number[] = [];
    for (let i = 0; i < runs; i++) warmMs.push(await once());
    const result: CaseResult = { label, texts, firstMs, warmMs };
    console.log(JSON.stringify(result));
  }
}

/** Runs the child in a cgroup with `share` of a core (undefined: no quota). */
async function measure(share: number | undefined, runs: number, only: string | undefined): Promise<CaseResult[]> {
  const group = share === undefined ? undefined : `${CGROUP_ROOT}/tas-bench-${process.pid}-${Math.round(share * 1000)}`;
  if (group) {
    mkdirSync(group);
    writeFileSync(`${group}/cpu.cfs_period_us`, String(CFS_PERIOD_US));
    writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(share! * CFS_PERIOD_US)));
  }
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', '--runs', String(runs), ...(only ? ['--only', only] : [])];
  const command = group ? `echo $$ > ${group}/cgroup.procs && exec "${process.execPath}" ${args.map((a) => `"${a}"`).join(' ')}` : `exec "${process.execPath}" ${args.map((a) => `"${a}"`).join(' ')}`;
  const proc = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'inherit'] });
  const results: CaseResult[] = [];
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) results.push(JSON.parse(line) as CaseResult);
  });
  const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
  if (group) rmdirSync(group);
  if (code !== 0) throw new Error(`child exited with ${code}`);
  return results;
}

const { values } = parseArgs({
  options: { child: { type: 'boolean' }, runs: { type: 'string' }, memory: { type: 'string' }, only: { type: 'string' } },
});
const runs = Number(values.runs ?? 2);
if (values.child) {
  await child(runs, values.only);
} else {
  const memories = (values.memory ?? '1024,2048,3008').split(',').map(Number);
  const reference = await measure(undefined, runs, values.only);
  const byMemory = new Map<number, CaseResult[]>();
  for (const mb of memories) byMemory.set(mb, await measure(mb / MB_PER_VCPU, runs, values.only));
  const worst = (r: CaseResult) => Math.max(...r.warmMs);
  const header = ['operation (max synchronous size)', 'texts', 'no quota: worst ms', ...memories.flatMap((mb) => [`${mb} MB (${(mb / MB_PER_VCPU).toFixed(2)} vCPU): worst ms`, 'ms/text', 'ratio', 'first (model load) ms'])];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const ref of reference) {
    const cells = [ref.label, String(ref.texts), worst(ref).toFixed(0)];
    for (const mb of memories) {
      const r = byMemory.get(mb)!.find((x) => x.label === ref.label)!;
      cells.push(worst(r).toFixed(0), (worst(r) / ref.texts).toFixed(2), (worst(r) / worst(ref)).toFixed(2), r.firstMs.toFixed(0));
    }
    console.log(`| ${cells.join(' | ')} |`);
  }
}
