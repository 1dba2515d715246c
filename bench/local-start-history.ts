/**
 * Start-up of the local service on a data folder with a long job history, against the same
 * start on an empty data folder in the same run. Each start runs in a fresh process
 * (`bench/reference/start-probe.ts`): the time `startLocalService` takes and the process memory
 * after a full GC. The history is finished jobs within the result retention (kept, so neither
 * swept nor read). Standalone: `node --import tsx bench/local-start-history.ts [--quick] [--jobs N]`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { writeJobHistory } from './lib/job-history.js';
import { median } from './lib/timing.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const run = promisify(execFile);
const PROBE = fileURLToPath(new URL('./reference/start-probe.ts', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;

interface Probe {
  startMs: number;
  rssMiB: number;
  heapUsedMiB: number;
}

async function probe(dataDir: string): Promise<Probe> {
  const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', PROBE, dataDir], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Probe;
}

async function runBenchmark({ quick, log }: BenchContext, jobs = quick ? 5_000 : 20_000): Promise<string> {
  const rounds = quick ? 1 : 3;
  const empty = await mkdtemp(join(tmpdir(), 'tas-bench-empty-'));
  const history = await mkdtemp(join(tmpdir(), 'tas-bench-history-'));
  try {
    await writeJobHistory(history, { count: jobs, tenantId: 'bench', finishedAt: new Date(Date.now() - DAY_MS), results: true });
    log(`wrote ${jobs} finished jobs (record + result each)`);
    await probe(empty); // warm-up (tsx transform cache)
    const emptyRuns: Probe[] = [];
    const historyRuns: Probe[] = [];
    const upgradeRuns: Probe[] = [];
    for (let round = 0; round < rounds; round++) {
      emptyRuns.push(await probe(empty));
      historyRuns.push(await probe(history));
      // A folder written before the pending-job markers: the first start reads every record once.
      await rm(join(history, 'jobs', 'pending'), { recursive: true, force: true });
      upgradeRuns.push(await probe(history));
    }
    const m = (runs: Probe[], key: keyof Probe) => median(runs.map((r) => r[key]));
    const rows = (['startMs', 'rssMiB', 'heapUsedMiB'] as const).map((key) => [
      { startMs: 'start (ms)', rssMiB: 'RSS after GC (MiB)', heapUsedMiB: 'heap used after GC (MiB)' }[key],
      fixed(m(emptyRuns, key), 1),
      fixed(m(historyRuns, key), 1),
      `**${fixed(m(historyRuns, key) / m(emptyRuns, key))}**`,
      fixed(m(upgradeRuns, key), 1),
      fixed(m(upgradeRuns, key) / m(emptyRuns, key)),
    ]);
    for (const r of rows) log(r.join('  '));
    return [
      `\`startLocalService\` in a fresh process per start (\`bench/reference/start-probe.ts\`, stub executor so the models' warm-up is not measured), on an empty data folder and on one holding ${jobs} finished jobs of the last day (a record and a result file each), median of ${rounds} interleaved starts per folder. Ratio = history ÷ empty. "First start after the upgrade": the same folder without \`jobs/pending/\` (as versions before the pending-job markers left it), which the start scans once to create them.`,
      '',
      table(['', 'empty data folder', `${jobs} jobs`, 'ratio', 'first start after the upgrade', 'ratio'], rows),
    ].join('\n');
  } finally {
    await rm(empty, { recursive: true, force: true });
    await rm(history, { recursive: true, force: true });
  }
}

export const localStartHistoryBenchmark: Benchmark = { name: 'local-start-history', title: 'Local start-up with a long job history', run: (context) => runBenchmark(context) };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--jobs');
  const jobs = at > 0 ? Number(process.argv[at + 1]) : undefined;
  const quick = process.argv.includes('--quick');
  console.log(await runBenchmark({ quick, log: (line) => console.log(line) }, jobs ?? (quick ? 5_000 : 20_000)));
}
