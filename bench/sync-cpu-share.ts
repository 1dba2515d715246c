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
 * Wall times on a shared machine mostly measure the other load; the CPU time a request uses does
 * not depend on it, so each case also reports its CPU time (every thread of the process) and the
 * wall time it implies at each memory's share (CPU time ÷ share, at least CPU time ÷ 2 threads).
 * The quota run (`--memory`) checks the estimate where the quota, not the load, binds.
 *
 *   sudo nice -n 10 node --import tsx bench/sync-cpu-share.ts [--memory 2048] [--estimate 1024,2048,3008] [--runs 2] [--only similarity]
 *
 * Needs root (it creates `/sys/fs/cgroup/cpu/tas-bench-*`); removes its cgroups when done.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
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
  /** CPU time of the process (every thread) during each warm request: what a CPU share divides. */
  warmCpuMs: number[];
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
    let cpuMs = 0;
    const once = async () => {
      const raw = JSON.parse(JSON.stringify({ ...body(serial++), fast: true })) as Record<string, unknown>;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const { request } = validateAnalysisRequest(operation, raw, {});
      const outcome = await executor.run(request, resolveVersion(LOCAL_CATALOG, operation, 'version' in request ? request.version : undefined), `req_${serial}`);
      const text = typeof outcome.body === 'string' ? outcome.body : JSON.stringify(outcome.body);
      if (text.length === 0) throw new Error(`${label}: empty body`);
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      cpuMs = (cpu.user + cpu.system) / 1000;
      return wall;
    };
    const sample = body(0) as { inputs?: string[]; set?: string[]; set_a?: string[]; set_b?: string[] };
    const texts = (sample.inputs ?? sample.set ?? [...(sample.set_a ?? []), ...(sample.set_b ?? [])]).length;
    const firstMs = await once();
    const warmMs: number[] = [];
    const warmCpuMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      warmMs.push(await once());
      warmCpuMs.push(cpuMs);
    }
    const result: CaseResult = { label, texts, firstMs, warmMs, warmCpuMs };
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
  options: { child: { type: 'boolean' }, runs: { type: 'string' }, memory: { type: 'string' }, estimate: { type: 'string' }, only: { type: 'string' } },
});
const runs = Number(values.runs ?? 2);
if (values.child) {
  await child(runs, values.only);
} else {
  const memories = (values.memory ?? '2048').split(',').map(Number);
  const estimates = (values.estimate ?? '1024,2048,3008,3538,4096').split(',').map(Number);
  const reference = await measure(undefined, runs, values.only);
  const worst = (xs: number[]) => Math.max(...xs);
  console.log(`Load average at the start of the quota runs: ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}\n`);
  // Lambda divides CPU time by the share: a request that needs c CPU-ms takes about c / share ms
  // when it could use more than its share (two threads), and its single-thread time otherwise.
  const estimateMs = (r: CaseResult, mb: number) => Math.max(worst(r.warmCpuMs) / (mb / MB_PER_VCPU), worst(r.warmCpuMs) / 2);
  const header = ['operation (max synchronous size)', 'texts', 'no quota: worst wall ms', 'worst CPU ms', 'CPU ms/text', ...estimates.map((mb) => `est. ${mb} MB (${(mb / MB_PER_VCPU).toFixed(2)} vCPU) ms`)];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const r of reference) {
    console.log(`| ${[r.label, r.texts, worst(r.warmMs).toFixed(0), worst(r.warmCpuMs).toFixed(0), (worst(r.warmCpuMs) / r.texts).toFixed(2), ...estimates.map((mb) => estimateMs(r, mb).toFixed(0))].join(' | ')} |`);
  }
  for (const mb of memories) {
    const share = mb / MB_PER_VCPU;
    const measured = await measure(share, runs, values.only);
    console.log(`\nMeasured in a cgroup with a CFS quota of ${share.toFixed(3)} core (${mb} MB):\n`);
    console.log('| operation | worst wall ms | worst CPU ms | estimate from the no-quota CPU time ms | first request (model load) ms |\n|---|---|---|---|---|');
    for (const r of measured) {
      const ref = reference.find((x) => x.label === r.label)!;
      console.log(`| ${r.label} | ${worst(r.warmMs).toFixed(0)} | ${worst(r.warmCpuMs).toFixed(0)} | ${estimateMs(ref, mb).toFixed(0)} | ${r.firstMs.toFixed(0)} |`);
    }
  }
}
