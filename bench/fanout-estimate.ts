/**
 * Per-tile throughput of a fan-out task on one thread (compute + JSON formatting of a row range,
 * as a task does it), and from it the expected wall time and cost of the specification's largest
 * self-similarity job (44,721 strings, about 10⁹ values) fanned out on AWS Lambda.
 *
 * `npm run bench -- --only fanout-estimate`, or standalone: `node --import tsx bench/fanout-estimate.ts [--quick]`.
 */
import { pathToFileURL } from 'node:url';
import { LIMITS } from '../lambdas/core/limits.js';
import { planFanout, S3_MIN_PART_BYTES, segmentChunks, taskSegments } from '../lambdas/core/similarity/fanout-plan.js';
import { selfShape, valueCount, valuesInRows } from '../lambdas/core/similarity/row-ranges.js';
import { SimilarityEngine } from '../lambdas/core/similarity/similarity-engine.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';
import { median } from './lib/timing.js';
import { randomUnitVectors } from './lib/vectors.js';

/** Titan Text Embeddings V2's default size (the `prod` stage's embeddings). */
const DIMENSION = 1024;
/** The fan-out defaults of the worker (`lambdas/runtime/aws-config.ts`). */
const TASK_VALUES = 50_000_000;
const PART_BYTES = 8 * 1024 * 1024;
/** Values per measured slice: long rows (start of the triangle) and short ones (its end). */
const SLICE_VALUES = 8_000_000;
const QUICK_SLICE_VALUES = 1_000_000;

/** Prices and assumptions, us-east-1 list prices (November 2026); check AWS's pages. */
export const ASSUMPTIONS = {
  lambdaArmGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  workerMemoryGb: 2,
  s3Put: 0.005 / 1000,
  s3Get: 0.0004 / 1000,
  s3GbMonth: 0.023,
  sqsRequest: 0.4 / 1e6,
  dynamoWrite: 0.625 / 1e6,
  /** Worker instances the jobs queue drives at once in `prod` (`workerMaxConcurrency`). */
  concurrency: 20,
  /** One Lambda's S3 throughput, downloads and uploads (a conservative figure for one function). */
  s3MBps: 100,
  /** Titan V2 on-demand quota assumed: requests and tokens per minute (check Service Quotas). */
  titanRequestsPerMinute: 2_000,
  titanTokensPerMinute: 300_000,
  tokensPerText: 25,
  titanPerMillionTokens: 0.02,
} as const;

interface SliceResult {
  rows: string;
  values: number;
  computeMs: number;
  /** Wall time of compute + format. */
  formatMs: number;
  /** CPU time of compute + format: what a task is billed for, and steadier on a shared machine. */
  formatCpuMs: number;
  bytes: number;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

function timeSlice(engine: SimilarityEngine, rowStart: number, rowEnd: number, runs: number): SliceResult {
  const values = valuesInRows(engine.shape, rowStart, rowEnd);
  const block = new Float64Array(values);
  const compute: number[] = [];
  const total: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    let start = performance.now();
    engine.computeRows(rowStart, rowEnd, block);
    compute.push(performance.now() - start);
    start = performance.now();
    const cpuStart = process.cpuUsage();
    bytes = 0;
    const segment = { section: 'flattened' as const, rowStart, rowEnd, leading: '', trailing: '', firstPart: 1, maxParts: 1 };
    for (const chunk of segmentChunks(engine, segment)) bytes += chunk.length;
    total.push(performance.now() - start);
    cpu.push(cpuMs(cpuStart));
  }
  return { rows: `${rowStart}–${rowEnd}`, values, computeMs: median(compute), formatMs: median(total), formatCpuMs: median(cpu), bytes };
}

/** Rows from `rowStart` (going down, or up from the end) holding about `values` values. */
function rowsHolding(engine: SimilarityEngine, values: number, fromEnd: boolean): [number, number] {
  const n = engine.shape.rows;
  let row = fromEnd ? n - 1 : 0;
  let count = 0;
  while (count < values && row >= 0 && row < n) {
    count += valuesInRows(engine.shape, row, row + 1);
    row += fromEnd ? -1 : 1;
  }
  return fromEnd ? [row + 1, n] : [0, row];
}

async function run(context: BenchContext): Promise<string> {
  const n = LIMITS.similarity.set.async;
  const shape = selfShape(n);
  const slice = context.quick ? QUICK_SLICE_VALUES : SLICE_VALUES;
  const runs = context.quick ? 1 : 3;
  context.log(`vectors ${n} × ${DIMENSION}`);
  const vectors = randomUnitVectors(n, DIMENSION, 7);
  let started = performance.now();
  const setupCpu = process.cpuUsage();
  const engine = SimilarityEngine.self(vectors, n, DIMENSION);
  const setupMs = Math.min(performance.now() - started, cpuMs(setupCpu));
  const slices = [timeSlice(engine, ...rowsHolding(engine, slice, false), runs), timeSlice(engine, ...rowsHolding(engine, slice, true), runs)];
  const values = slices.reduce((s, r) => s + r.values, 0);
  // CPU time, not wall time: other processes share this machine, a Lambda vCPU is not shared.
  const ms = slices.reduce((s, r) => s + r.formatCpuMs, 0);
  const valuesPerSecond = values / (ms / 1000);
  const bytesPerValue = slices.reduce((s, r) => s + r.bytes, 0) / values;
  started = performance.now();

  const plan = planFanout(shape, { requestId: 'job_00000000000000000000000000', flatten: true, taskValues: TASK_VALUES, minPartBytes: S3_MIN_PART_BYTES, partBytes: PART_BYTES })!;
  const tasks = plan.ranges.length;
  const total = valueCount(shape);
  const bodyBytes = total * bytesPerValue;
  const vectorBytes = n * DIMENSION * 4;
  const a = ASSUMPTIONS;
  const taskValues = total / tasks;
  const readSeconds = vectorBytes / (a.s3MBps * 1e6);
  const computeSeconds = taskValues / valuesPerSecond;
  const uploadSeconds = (taskValues * bytesPerValue) / (a.s3MBps * 1e6);
  // Parts upload while the next ones are computed: a task takes the longer of the two.
  const taskSeconds = readSeconds + setupMs / 1000 + Math.max(computeSeconds, uploadSeconds);
  const waves = Math.ceil(tasks / a.concurrency);
  const fanoutSeconds = waves * taskSeconds;
  const partsTotal = Math.ceil(bodyBytes / plan.partBytes);
  const gbSeconds = tasks * taskSeconds * a.workerMemoryGb;
  const lambdaCost = gbSeconds * a.lambdaArmGbSecond + (tasks + 1) * a.lambdaRequest;
  const s3Puts = partsTotal + tasks + 3; // parts, task receipts, vectors, create, complete
  const s3Gets = tasks * 2; // vectors per task, each task's part receipts once
  const s3Cost = s3Puts * a.s3Put + s3Gets * a.s3Get + ((bodyBytes / 1e9) * a.s3GbMonth * 7) / 30;
  const sqsCost = (tasks + 1) * 3 * a.sqsRequest;
  const dynamoCost = (tasks * 2 + 3) * a.dynamoWrite;
  const tokens = n * a.tokensPerText;
  const embedMinutes = Math.max(n / a.titanRequestsPerMinute, tokens / a.titanTokensPerMinute);
  const bedrockCost = (tokens / 1e6) * a.titanPerMillionTokens;
  context.log(`estimate computed in ${fixed(performance.now() - started, 0)} ms`);

  return [
    `Self-similarity of n = ${n.toLocaleString('en-US')} random unit vectors of ${DIMENSION} dimensions on one thread: engine set-up (packing every vector) ${fixed(setupMs / 1000, 1)} s; then two row ranges of about ${(slice / 1e6).toFixed(0)} M values, compute alone and compute + JSON formatting (median of ${runs}).`,
    '',
    table(
      ['rows', 'values', 'compute ms', 'compute + format ms (wall)', 'compute + format ms (CPU)', 'M values per CPU-second', 'bytes/value'],
      slices.map((s) => [s.rows, s.values.toLocaleString('en-US'), fixed(s.computeMs, 0), fixed(s.formatMs, 0), fixed(s.formatCpuMs, 0), fixed(s.values / (s.formatCpuMs / 1000) / 1e6, 1), fixed(s.bytes / s.values, 2)]),
    ),
    '',
    `Per-tile throughput (compute + format, both ranges): **${fixed(valuesPerSecond / 1e6, 1)} M values per CPU-second** on one thread, ${fixed(bytesPerValue, 2)} bytes per value. (CPU time, since other processes share this machine; the wall-time column shows how much they took.)`,
    '',
    `Fan-out plan with the worker's defaults (${(TASK_VALUES / 1e6).toFixed(0)} M values per task, ${PART_BYTES / 2 ** 20} MiB parts): ${tasks} tasks, ${plan.partsPerSegment} part numbers each, about ${partsTotal.toLocaleString('en-US')} parts of ${fixed(plan.partBytes / 2 ** 20, 0)} MiB for ${fixed(bodyBytes / 1e9, 2)} GB of JSON.`,
    '',
    table(
      ['quantity', 'estimate'],
      [
        ['one task: read vectors / set-up / compute / upload s', `${fixed(readSeconds, 1)} / ${fixed(setupMs / 1000, 1)} / ${fixed(computeSeconds, 1)} / ${fixed(uploadSeconds, 1)}`],
        [`fan-out wall time (${a.concurrency} at once, ${waves} wave(s))`, `${fixed(fanoutSeconds, 0)} s`],
        ['Lambda GB-seconds (2 GB)', fixed(gbSeconds, 0)],
        ['Lambda cost', `$${fixed(lambdaCost, 3)}`],
        ['S3 requests + 7 days of storage', `$${fixed(s3Cost, 3)}`],
        ['SQS + DynamoDB', `$${fixed(sqsCost + dynamoCost, 5)}`],
        [`Titan V2 embedding at ${a.titanRequestsPerMinute.toLocaleString('en-US')} requests/min (assumed quota)`, `${fixed(embedMinutes, 1)} min, $${fixed(bedrockCost, 3)}`],
      ],
    ),
  ].join('\n');
}

export const fanoutEstimateBenchmark: Benchmark = { name: 'fanout-estimate', title: 'Fan-out of a 44,721-string similarity job: per-tile throughput and AWS estimate', run };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  console.log(await run({ quick, log: (line) => console.error(`[fanout-estimate] ${line}`) }));
}
