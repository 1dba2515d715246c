import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { z } from 'zod';
import { DomainError } from '../../core/errors.js';
import type { FanoutPayloads, PartReceipt } from '../../core/ports/fanout.js';
import { parseStored } from '../../core/schemas/stored.js';
import { callAws } from './aws-errors.js';
import { gzipPart } from '../local/gzip-results.js';
import { GZIP_ENCODING, MIN_PART_BYTES as S3_MIN_PART_BYTES, resultKey } from './s3-payload-store.js';
import { WORK_PREFIX } from './storage-layout.js';

const JSON_CONTENT_TYPE = 'application/json';
const BINARY_CONTENT_TYPE = 'application/octet-stream';
const FLOAT32_BYTES = 4;
const INT32_BYTES = 4;
/** Receipt files read at once when the upload is completed. */
const RECEIPT_READS_IN_FLIGHT = 16;

const Receipts = z.array(z.object({ partNumber: z.int().min(1).max(10_000), etag: z.string().min(1) }));
const ChunkTexts = z.array(z.string());

/**
 * The S3 side of a fanned-out similarity job. Under `work/<jobId>/`: the row index (int32), each
 * embedding chunk's texts (JSON) and vectors, the assembled vectors (row-major float32; binary
 * files are little-endian, as on every Lambda architecture) and each task's part receipts. The
 * result is one multipart upload to `results/<jobId>.json`, which S3 shows only once completed.
 * Receipts go to S3 rather than DynamoDB: a job may have thousands of parts, beyond an item's
 * 400 KB, and reading them back needs no `s3:ListMultipartUploadParts` permission.
 */
export interface S3FanoutPayloadsOptions {
  /** Smallest part but the last (S3: 5 MiB): a compressed part is never made smaller. */
  minPartBytes?: number;
}

export class S3FanoutPayloads implements FanoutPayloads {
  private readonly minPartBytes: number;

  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    options: S3FanoutPayloadsOptions = {},
  ) {
    this.minPartBytes = options.minPartBytes ?? S3_MIN_PART_BYTES;
  }

  async putRows(jobId: string, rows: Int32Array): Promise<void> {
    await this.put(rowsKey(jobId), bytesOf(rows), BINARY_CONTENT_TYPE, 's3:PutObject row index');
  }

  async getRows(jobId: string): Promise<Int32Array> {
    const bytes = await this.get(rowsKey(jobId), 's3:GetObject row index');
    if (bytes.length % INT32_BYTES !== 0) throw new DomainError('internal_error', 'The stored row index of a fan-out is truncated.');
    return new Int32Array(bytes.slice().buffer);
  }

  async putChunkTexts(jobId: string, chunk: number, texts: readonly string[]): Promise<void> {
    await this.put(chunkTextsKey(jobId, chunk), JSON.stringify(texts), JSON_CONTENT_TYPE, 's3:PutObject chunk texts');
  }

  async getChunkTexts(jobId: string, chunk: number): Promise<string[]> {
    return parseStored(ChunkTexts, await this.getJson(chunkTextsKey(jobId, chunk), 's3:GetObject chunk texts', 'chunk texts'), 'chunk text list');
  }

  putChunkVectors(jobId: string, chunk: number, vectors: Float32Array): Promise<void> {
    return this.put(chunkVectorsKey(jobId, chunk), bytesOf(vectors), BINARY_CONTENT_TYPE, 's3:PutObject chunk vectors');
  }

  getChunkVectors(jobId: string, chunk: number): Promise<Float32Array> {
    return this.getFloat32(chunkVectorsKey(jobId, chunk), 's3:GetObject chunk vectors');
  }

  async putVectors(jobId: string, vectors: Float32Array): Promise<void> {
    await this.put(vectorsKey(jobId), bytesOf(vectors), BINARY_CONTENT_TYPE, 's3:PutObject vectors');
  }

  getVectors(jobId: string): Promise<Float32Array> {
    return this.getFloat32(vectorsKey(jobId), 's3:GetObject vectors');
  }

  async beginResult(jobId: string): Promise<string> {
    const created = await callAws('s3:CreateMultipartUpload', () =>
      this.s3.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: resultKey(jobId), ContentType: JSON_CONTENT_TYPE, ContentEncoding: GZIP_ENCODING })),
    );
    return created.UploadId!;
  }

  /** Each part is its own gzip member: the parts in order make one gzip stream of the body. */
  async putResultPart(jobId: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<PartReceipt> {
    const compressed = gzipPart(body, this.minPartBytes);
    const reply = await callAws('s3:UploadPart', () =>
      this.s3.send(new UploadPartCommand({ Bucket: this.bucket, Key: resultKey(jobId), UploadId: uploadId, PartNumber: partNumber, Body: compressed })),
    );
    return { partNumber, etag: reply.ETag! };
  }

  async putReceipts(jobId: string, task: number, receipts: readonly PartReceipt[]): Promise<void> {
    await this.put(receiptsKey(jobId, task), JSON.stringify(receipts), JSON_CONTENT_TYPE, 's3:PutObject part receipts');
  }

  async completeResult(jobId: string, uploadId: string, tasks: number): Promise<number> {
    const receipts: PartReceipt[] = [];
    for (let first = 0; first < tasks; first += RECEIPT_READS_IN_FLIGHT) {
      const batch = Array.from({ length: Math.min(RECEIPT_READS_IN_FLIGHT, tasks - first) }, (_, i) => this.receipts(jobId, first + i));
      for (const list of await Promise.all(batch)) receipts.push(...list);
    }
    receipts.sort((a, b) => a.partNumber - b.partNumber);
    const Parts = receipts.map((r) => ({ PartNumber: r.partNumber, ETag: r.etag }));
    await callAws('s3:CompleteMultipartUpload', () =>
      this.s3.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: resultKey(jobId), UploadId: uploadId, MultipartUpload: { Parts } })),
    );
    return Parts.length;
  }

  async abortResult(jobId: string, uploadId: string): Promise<void> {
    // Best effort: the bucket's lifecycle rule removes uploads whose abort failed.
    await this.s3.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: resultKey(jobId), UploadId: uploadId })).catch(() => undefined);
  }

  private async receipts(jobId: string, task: number): Promise<PartReceipt[]> {
    return parseStored(Receipts, await this.getJson(receiptsKey(jobId, task), 's3:GetObject part receipts', 'part receipts'), 'part receipt list');
  }

  private async getJson(key: string, action: string, what: string): Promise<unknown> {
    const text = new TextDecoder().decode(await this.get(key, action));
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new DomainError('internal_error', `Stored ${what} are not JSON.`, { cause: error });
    }
  }

  private async getFloat32(key: string, action: string): Promise<Float32Array> {
    const bytes = await this.get(key, action);
    if (bytes.length % FLOAT32_BYTES !== 0) throw new DomainError('internal_error', 'Stored vectors of a fan-out are truncated.');
    // A copy: the SDK's array need not be aligned for a Float32Array view.
    return new Float32Array(bytes.slice().buffer);
  }

  private async get(key: string, action: string): Promise<Uint8Array> {
    return callAws(action, async () => {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
    });
  }

  private async put(key: string, body: string | Uint8Array, contentType: string, action: string): Promise<void> {
    await callAws(action, () => this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType })));
  }
}

function bytesOf(array: Float32Array | Int32Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

/** Object key of a fanned-out job's row index: per input text, its distinct text's number (-1: blank). */
export function rowsKey(jobId: string): string {
  return `${WORK_PREFIX}${jobId}/rows.i32`;
}

/** Object key of one embedding chunk's texts. */
export function chunkTextsKey(jobId: string, chunk: number): string {
  return `${WORK_PREFIX}${jobId}/texts-${chunk}.json`;
}

/** Object key of one embedding chunk's vectors. */
export function chunkVectorsKey(jobId: string, chunk: number): string {
  return `${WORK_PREFIX}${jobId}/vectors-${chunk}.bin`;
}

/** Object key of a fanned-out job's vectors. */
export function vectorsKey(jobId: string): string {
  return `${WORK_PREFIX}${jobId}/vectors.f32`;
}

/** Object key of one task's part receipts. */
export function receiptsKey(jobId: string, task: number): string {
  return `${WORK_PREFIX}${jobId}/parts-${task}.json`;
}
