import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { publishFileAtomic } from '../adapters/local/json-files.js';
import {
  encodeValues,
  FlattenedValueScanner,
  HEAD_BYTES,
  MATRIX_HEADER_BYTES,
  matrixHeader,
  parseSimilarityHead,
  shapeOfBody,
  type MatrixDtype,
} from '../core/similarity/binary-matrix.js';
import type { SimilarityShape } from '../core/similarity/row-ranges.js';

const READ_BYTES = 1 << 20;

/** A stored result file: its path and whether it is gzip-compressed. */
export interface StoredResultFile {
  path: string;
  gzip: boolean;
}

/** The stored result read (and decompressed) as a stream of byte chunks. */
export function readResultFile(file: StoredResultFile): AsyncIterable<Uint8Array> {
  const source = createReadStream(file.path, { highWaterMark: READ_BYTES });
  return (file.gzip ? source.pipe(createGunzip({ chunkSize: READ_BYTES })) : source) as AsyncIterable<Uint8Array>;
}

/**
 * Writes the binary form of a stored similarity result to `dest`, in one pass over the JSON: the
 * values go to the file as they are parsed, after 32 bytes left for the header, which is written
 * last, once the count (a flattened cross body's |set_b|) is known. Published atomically: a
 * reader sees the whole file or none. Throws when the body is no similarity matrix or its values
 * do not fit its head.
 */
export async function writeBinaryFile(source: StoredResultFile, dest: string, dtype: MatrixDtype): Promise<SimilarityShape> {
  let shape: SimilarityShape | undefined;
  await publishFileAtomic(dest, async (file) => {
    const scanner = new FlattenedValueScanner();
    let first = Buffer.alloc(0);
    let position = MATRIX_HEADER_BYTES;
    for await (const chunk of readResultFile(source)) {
      if (first.length < HEAD_BYTES) first = Buffer.concat([first, chunk.subarray(0, HEAD_BYTES - first.length)]);
      const values = scanner.push(chunk);
      if (values.length > 0) position += await writeAt(file, encodeValues(values, dtype), position);
      if (scanner.done) break;
    }
    const head = parseSimilarityHead(first);
    if (!head) throw new Error('the stored result is no similarity matrix');
    if (!scanner.done) throw new Error('similarity body ends inside its values');
    shape = shapeOfBody(head, scanner.count);
    await writeAt(file, matrixHeader(shape, dtype), 0);
  });
  return shape!;
}

async function writeAt(file: import('node:fs/promises').FileHandle, bytes: Uint8Array, position: number): Promise<number> {
  for (let from = 0; from < bytes.length; ) from += (await file.write(bytes, from, bytes.length - from, position + from)).bytesWritten;
  return bytes.length;
}
