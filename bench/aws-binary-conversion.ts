/**
 * The binary forms of a large similarity result on AWS, timed against the s3rver emulator: the
 * worker (or the last task of a fan-out) converts the stored gzip JSON into `results/<jobId>.f32`
 * and `.f16` (multipart uploads fed while the JSON streams in) before the job completes. Each
 * phase runs in its own process (`bench/reference/aws-binary-phase.ts`), so its peak RSS is its
 * own: first the reference, the JSON body written as the worker writes a streamed result (gzip,
 * multipart), then the conversion of that object. Size: `BENCH_AWS_BINARY_N` (self-similarity
 * strings, default 44,721); `--quick` runs 2,000.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { binaryMatrixBytes, float16Bits, FlattenedValueScanner, MATRIX_HEADER_BYTES } from '../lambdas/core/similarity/binary-matrix.js';
import { selfShape, valueCount } from '../lambdas/core/similarity/row-ranges.js';
import { startS3rver, S3RVER_CREDENTIALS } from '../test/integration/emulators.js';
import { fixed, table, type Benchmark } from './lib/report.js';

const run = promisify(execFile);
const PHASE = fileURLToPath(new URL('./reference/aws-binary-phase.ts', import.meta.url));
const BUCKET = 'bench-results';
const JOB_ID = 'job_bench0aws0binary0conversion';
const QUICK_N = 2_000;
const DEFAULT_N = 44_721;
/** Values compared between the JSON and each binary form (the first ones of the body). */
const CHECKED_VALUES = 100_000;

interface PhaseResult {
  phase: string;
  seconds: number;
  cpuSeconds: number;
  rssBeforeMiB: number;
  rssMiB: number;
  peakMiB: number;
  jsonBytes?: number;
}

async function runPhase(phase: 'json' | 'convert', endpoint: string, n: number): Promise<PhaseResult> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PHASE, phase, endpoint, BUCKET, JOB_ID, String(n)], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as PhaseResult;
}

async function objectBytes(s3: S3Client, key: string): Promise<number> {
  return (await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentLength ?? 0;
}

/** The first `count` values of the stored gzip JSON. */
async function firstJsonValues(s3: S3Client, count: number): Promise<number[]> {
  const body = (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `results/${JOB_ID}.json` }))).Body as Readable;
  const scanner = new FlattenedValueScanner();
  const values: number[] = [];
  const gunzip = body.pipe(createGunzip());
  for await (const chunk of gunzip) {
    values.push(...scanner.push(chunk as Uint8Array).slice(0, count - values.length));
    if (values.length >= count || scanner.done) break;
  }
  body.destroy();
  gunzip.destroy();
  return values;
}

async function firstBinaryValues(s3: S3Client, key: string, bytesPerValue: number, count: number): Promise<Buffer> {
  const range = `bytes=${MATRIX_HEADER_BYTES}-${MATRIX_HEADER_BYTES + count * bytesPerValue - 1}`;
  const body = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: range }));
  return Buffer.from(await body.Body!.transformToByteArray());
}

/** Sizes exact and the first values equal to the JSON's (float32 rounding, float16 bits). */
async function check(s3: S3Client, n: number): Promise<{ f32: number; f16: number; checked: number }> {
  const shape = selfShape(n);
  const f32 = await objectBytes(s3, `results/${JOB_ID}.f32`);
  const f16 = await objectBytes(s3, `results/${JOB_ID}.f16`);
  if (f32 !== binaryMatrixBytes(shape, 'float32') || f16 !== binaryMatrixBytes(shape, 'float16')) throw new Error(`binary sizes ${f32} / ${f16}, expected ${binaryMatrixBytes(shape, 'float32')} / ${binaryMatrixBytes(shape, 'float16')}`);
  const count = Math.min(CHECKED_VALUES, valueCount(shape));
  const json = await firstJsonValues(s3, count);
  const a = await firstBinaryValues(s3, `results/${JOB_ID}.f32`, 4, count);
  const h = await firstBinaryValues(s3, `results/${JOB_ID}.f16`, 2, count);
  for (let i = 0; i < count; i++) {
    if (a.readFloatLE(i * 4) !== Math.fround(json[i]) || h.readUInt16LE(i * 2) !== float16Bits(json[i])) throw new Error(`value ${i} differs between the JSON and a binary form`);
  }
  return { f32, f16, checked: count };
}

export const awsBinaryConversionBenchmark: Benchmark = {
  name: 'aws-binary-conversion',
  title: 'Binary forms of a large similarity result on AWS (s3rver)',
  async run(context) {
    const n = context.quick ? QUICK_N : Number(process.env.BENCH_AWS_BINARY_N ?? DEFAULT_N);
    const values = valueCount(selfShape(n));
    const s3rver = await startS3rver();
    const s3 = new S3Client({ region: 'us-east-1', endpoint: s3rver.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS, requestChecksumCalculation: 'WHEN_REQUIRED' });
    try {
      await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
      context.log(`n = ${n}: writing the JSON result (${values.toLocaleString('en-US')} values)`);
      const json = await runPhase('json', s3rver.endpoint, n);
      const gzipBytes = await objectBytes(s3, `results/${JOB_ID}.json`);
      context.log(`JSON: ${fixed(json.seconds, 1)} s, ${fixed(json.jsonBytes! / 2 ** 20, 1)} MiB (gzip ${fixed(gzipBytes / 2 ** 20, 1)} MiB), peak RSS ${fixed(json.peakMiB, 0)} MiB; converting`);
      const load = loadavg()[0];
      const convert = await runPhase('convert', s3rver.endpoint, n);
      context.log(`conversion: ${fixed(convert.seconds, 1)} s, peak RSS ${fixed(convert.peakMiB, 0)} MiB; checking`);
      const checked = await check(s3, n);
      const mib = (bytes: number) => fixed(bytes / 2 ** 20, 1);
      const row = (name: string, r: PhaseResult, written: string, read: string) => [name, fixed(r.seconds, 1), fixed(values / r.seconds / 1e6, 1), fixed(r.cpuSeconds, 1), read, written, fixed(r.rssBeforeMiB, 0), fixed(r.peakMiB, 0), `**${fixed(json.seconds / r.seconds, 2)}**`];
      return [
        `The worker's conversion of a stored self-similarity result of n = ${n.toLocaleString('en-US')} strings (${values.toLocaleString('en-US')} values) into its binary forms, through \`S3PayloadStore\` against the s3rver emulator (in the benchmark's process, storing on the local disk; every request goes over loopback HTTP). Each phase runs in its own process (\`bench/reference/aws-binary-phase.ts\`), so peak RSS (VmHWM) is that phase's. Reference, in the same run: the JSON write as the worker stores a streamed result (\`putResultStream\`: the body of random unit vectors, d = 512, computed by ONNX Runtime's product tile by tile, formatted, gzip-compressed and sent as a multipart upload of 8 MiB parts). Conversion: \`putBinaryResults\`, what the worker (or the last fan-out task) runs before completing the job: the stored gzip JSON read once, decompressed and scanned, and \`.f32\` and \`.f16\` written as two multipart uploads fed while it streams. Ratio = JSON write seconds / seconds. CPU = user + system of the phase's process, all its threads (zlib runs on libuv's pool). Checked after the run: both objects have exactly the header plus one value per pair, and the first ${checked.checked.toLocaleString('en-US')} values equal the JSON's (float32 rounding, float16 bits). Load average (1 min) when the conversion started: ${fixed(load, 2)}; the machine is shared.`,
        '',
        table(
          ['phase', 'seconds', 'M values/s', 'CPU s', 'MiB read', 'MiB written', 'RSS before MiB', 'peak RSS MiB', 'ratio vs JSON write'],
          [
            row('JSON write (reference)', json, `${mib(gzipBytes)} gzip (${mib(json.jsonBytes!)} of JSON)`, 'n/a'),
            row('conversion to float32 + float16', convert, `${mib(checked.f32)} + ${mib(checked.f16)}`, `${mib(gzipBytes)} gzip`),
          ],
        ),
      ].join('\n');
    } finally {
      for (const key of [`results/${JOB_ID}.json`, `results/${JOB_ID}.f32`, `results/${JOB_ID}.f16`]) await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key })).catch(() => undefined);
      s3.destroy();
      await s3rver.close();
    }
  },
};
