/**
 * One phase of bench/aws-binary-conversion.ts in a fresh process, so its peak RSS (VmHWM) is the
 * phase's own: `json` streams the JSON body of an n-string self-similarity result (random unit
 * vectors, d = 512, ONNX Runtime's product, as the default version computes it) through
 * `S3PayloadStore.putResultStream` (gzip, multipart) with its usage member, as the worker stores a
 * streamed result;
 * `convert` runs `S3PayloadStore.putBinaryResults` (the worker's and the last fan-out task's
 * conversion: the stored gzip JSON read once, `.f32` and `.f16` written as multipart uploads).
 * Prints one JSON line.
 *
 * Usage: node --import tsx bench/reference/aws-binary-phase.ts json|convert ENDPOINT BUCKET JOB_ID N
 */
import { readFileSync } from 'node:fs';
import { S3Client } from '@aws-sdk/client-s3';
import { S3PayloadStore } from '../../lambdas/adapters/aws/s3-payload-store.js';
import { GemmSimilarityEngine } from '../../lambdas/core/similarity/gemm-similarity-engine.js';
import { similarityBodyChunks } from '../../lambdas/core/similarity/similarity-body.js';
import { selfShape } from '../../lambdas/core/similarity/row-ranges.js';
import { OnnxMatrixProduct } from '../../lambdas/models/local/onnx-matrix-product.js';
import { shapeUsage } from '../../lambdas/core/usage.js';
import { chunksWithUsage } from '../../lambdas/operations/usage-chunks.js';
import { randomUnitVectors } from '../lib/vectors.js';

const DIMENSION = 512;
const [phase, endpoint, bucket, jobId, count] = process.argv.slice(2);
const n = Number(count);
if (!['json', 'convert'].includes(phase) || !endpoint || !bucket || !jobId || !(n > 1)) throw new Error('usage: json|convert ENDPOINT BUCKET JOB_ID N');

function memory(): { rssMiB: number; peakMiB: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const mib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMiB: mib('VmRSS'), peakMiB: mib('VmHWM') };
}

// The emulator's credentials; WHEN_REQUIRED, or s3rver stores streamed uploads corrupted (ENVIRONMENT.md).
const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED' });
const store = new S3PayloadStore(s3, { bucket, linkTtlSeconds: 600 });
const cpuBefore = process.cpuUsage();
let result: Record<string, number | string>;
if (phase === 'json') {
  const vectors = randomUnitVectors(n, DIMENSION, 44721);
  const product = new OnnxMatrixProduct();
  const engine = GemmSimilarityEngine.self(vectors, n, DIMENSION, product);
  const before = memory();
  const started = performance.now();
  // As the worker stores a streamed result: the body, then the usage member (run-job.ts).
  const body = (async function* () {
    yield* similarityBodyChunks(engine, { requestId: jobId });
  })();
  const bytes = await store.putResultStream(jobId, chunksWithUsage(body, shapeUsage(selfShape(n))));
  const seconds = (performance.now() - started) / 1000;
  product.close();
  result = { phase, seconds, jsonBytes: bytes, rssBeforeMiB: before.rssMiB, ...memory() };
} else {
  const before = memory();
  const started = performance.now();
  const dtypes = await store.putBinaryResults(jobId, selfShape(n));
  const seconds = (performance.now() - started) / 1000;
  result = { phase, seconds, dtypes: dtypes.join(','), rssBeforeMiB: before.rssMiB, ...memory() };
}
const cpu = process.cpuUsage(cpuBefore);
s3.destroy();
console.log(JSON.stringify({ ...result, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
process.exit(0);
