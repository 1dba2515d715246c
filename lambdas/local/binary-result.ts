import { createReadStream } from 'node:fs';
import { stat, utimes } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { HEAD_BYTES, matrixContentType, parseSimilarityHead, type MatrixDtype, type SimilarityHead } from '../core/similarity/binary-matrix.js';
import { notAcceptable } from '../http/matrix-negotiation.js';
import { readResultFile, type StoredResultFile } from './binary-file.js';

const EXTENSION: Record<MatrixDtype, string> = { float32: 'f32', float16: 'f16' };

/** Conversions running now, by target file: concurrent downloads of one form share one. */
const running = new Map<string, Promise<void>>();

/** The head of a stored result (its first decompressed bytes only). */
async function resultHead(file: StoredResultFile): Promise<SimilarityHead | undefined> {
  let first = Buffer.alloc(0);
  for await (const chunk of readResultFile(file)) {
    first = Buffer.concat([first, chunk.subarray(0, HEAD_BYTES - first.length)]);
    if (first.length >= HEAD_BYTES) break;
  }
  return parseSimilarityHead(first);
}

/**
 * The binary form of a stored similarity result as a file beside it (`<result>.f32` or `.f16`),
 * converted on first request on a worker thread (the server's event loop only waits for it) and
 * kept for later downloads, with the result's modification time so the retention sweep removes
 * it with the result.
 */
export async function binaryResultFile(file: StoredResultFile, dtype: MatrixDtype): Promise<{ path: string; size: number }> {
  const path = `${file.path}.${EXTENSION[dtype]}`;
  let info = await stat(path).catch(() => undefined);
  if (!info) {
    let conversion = running.get(path);
    if (!conversion) {
      conversion = convertOnThread(file, path, dtype)
        .then(() => keepSourceTime(file.path, path))
        .finally(() => running.delete(path));
      running.set(path, conversion);
    }
    await conversion;
    info = await stat(path);
  }
  return { path, size: info.size };
}

/**
 * The converted file takes its result's modification time: the retention sweep removes files by
 * that time, so a form made late in the result's life goes with the result, not a retention later.
 */
async function keepSourceTime(source: string, dest: string): Promise<void> {
  const info = await stat(source);
  await utimes(dest, info.atime, info.mtime);
}

function convertOnThread(source: StoredResultFile, dest: string, dtype: MatrixDtype): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./binary-file-entry.mjs', import.meta.url), { workerData: { source, dest, dtype } });
    let converted = false;
    worker.once('message', () => (converted = true));
    worker.once('error', reject);
    worker.once('exit', (code) => (converted ? resolve() : reject(new Error(`binary conversion ended with code ${code}`))));
  });
}

/**
 * Sends a stored similarity result in its binary form, from the converted file (converted first
 * when this is the first request for it). Returns false, sending nothing, when the result is no
 * similarity matrix and the client also accepts JSON; throws 406 when it does not.
 */
export async function sendBinaryResult(
  file: StoredResultFile,
  res: ServerResponse,
  dtype: MatrixDtype,
  jsonAcceptable: boolean,
  headers: Record<string, string>,
  headOnly: boolean,
): Promise<boolean> {
  if (!(await resultHead(file))) {
    if (jsonAcceptable) return false;
    throw notAcceptable();
  }
  const binary = await binaryResultFile(file, dtype);
  res.writeHead(200, { ...headers, 'content-type': matrixContentType(dtype), 'content-length': String(binary.size) });
  if (headOnly) res.end();
  else await pipeline(createReadStream(binary.path), res);
  return true;
}
