import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { binaryMatrixBytes, binaryMatrixChunks, matrixShape, readSimilarityHead, type MatrixDtype, type OpenBody } from '../core/similarity/binary-matrix.js';
import { matrixContentType, notAcceptable } from '../http/matrix-negotiation.js';

const READ_BYTES = 1 << 20;

/** A stored result file read (and decompressed) as a stream of byte chunks. */
export function openResultFile(file: { path: string; gzip: boolean }): OpenBody {
  return () => {
    const source = createReadStream(file.path, { highWaterMark: READ_BYTES });
    return (file.gzip ? source.pipe(createGunzip({ chunkSize: READ_BYTES })) : source) as AsyncIterable<Uint8Array>;
  };
}

/**
 * Sends a stored similarity result in its binary form (converted while it streams; memory
 * bounded by a chunk). Returns false, sending nothing, when the result is no similarity matrix
 * and the client also accepts JSON; throws 406 when it does not.
 */
export async function sendBinaryResult(
  open: OpenBody,
  res: ServerResponse,
  dtype: MatrixDtype,
  jsonAcceptable: boolean,
  headers: Record<string, string>,
  headOnly: boolean,
): Promise<boolean> {
  const head = await readSimilarityHead(open);
  if (!head) {
    if (jsonAcceptable) return false;
    throw notAcceptable();
  }
  const shape = await matrixShape(head, open);
  res.writeHead(200, { ...headers, 'content-type': matrixContentType(dtype), 'content-length': String(binaryMatrixBytes(shape, dtype)) });
  if (headOnly) res.end();
  else await pipeline(Readable.from(binaryMatrixChunks(open, shape, dtype), { objectMode: false }), res);
  return true;
}
