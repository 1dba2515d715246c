import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { encodeValues, FlattenedValueScanner, MATRIX_DTYPES, matrixContentType, matrixHeader, type MatrixDtype } from '../../core/similarity/binary-matrix.js';
import { valueCount, type SimilarityShape } from '../../core/similarity/row-ranges.js';
import { callAws } from './aws-errors.js';
import { S3PartWriter } from './s3-part-writer.js';
import { RESULTS_PREFIX } from './storage-layout.js';

const EXTENSION: Record<MatrixDtype, string> = { float32: 'f32', float16: 'f16' };
const GUNZIP_CHUNK_BYTES = 1 << 20;

/** Object key of a similarity result's binary form (`results/<jobId>.f32` or `.f16`). */
export function binaryResultKey(jobId: string, dtype: MatrixDtype): string {
  return `${RESULTS_PREFIX}${jobId}.${EXTENSION[dtype]}`;
}

/**
 * Reads the stored JSON of a similarity result (`sourceKey`, gzip-compressed or plain) once and
 * writes every binary form (float32 and float16) as its own object, each a multipart upload fed
 * while the JSON streams in: memory is a few parts per form, whatever the result's size. The
 * header comes from `shape` (known from the request, so a flattened cross result needs no
 * counting pass); a body with another number of values fails the conversion and leaves no object.
 */
export async function writeBinaryResults(
  s3: S3Client,
  where: { bucket: string; partBytes: number },
  sourceKey: string,
  targetKey: (dtype: MatrixDtype) => string,
  shape: SimilarityShape,
): Promise<void> {
  const object = await callAws('s3:GetObject result', () => s3.send(new GetObjectCommand({ Bucket: where.bucket, Key: sourceKey })));
  const body = object.Body as Readable;
  // The callback only keeps `pipeline` from reporting the error twice: the returned stream fails with it.
  const source: AsyncIterable<Uint8Array> = object.ContentEncoding === 'gzip' ? pipeline(body, createGunzip({ chunkSize: GUNZIP_CHUNK_BYTES }), () => undefined) : body;
  const outputs = MATRIX_DTYPES.map((dtype) => ({
    dtype,
    writer: new S3PartWriter(s3, { bucket: where.bucket, key: targetKey(dtype), contentType: matrixContentType(dtype), partBytes: where.partBytes }),
  }));
  const scanner = new FlattenedValueScanner();
  try {
    for (const { dtype, writer } of outputs) await writer.write(matrixHeader(shape, dtype));
    for await (const chunk of source) {
      const values = scanner.push(chunk);
      if (values.length > 0) for (const { dtype, writer } of outputs) await writer.write(encodeValues(values, dtype));
      if (scanner.done) break;
    }
    if (!scanner.done) throw new Error('similarity body ends inside its values');
    if (scanner.count !== valueCount(shape)) throw new Error(`similarity body has ${scanner.count} values, expected ${valueCount(shape)}`);
    await Promise.all(outputs.map(({ writer }) => writer.close()));
  } catch (error) {
    body.destroy();
    await Promise.all(outputs.map(({ writer }) => writer.abort()));
    throw error;
  }
}
