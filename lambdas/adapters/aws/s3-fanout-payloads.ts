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
import { resultKey } from './s3-payload-store.js';
import { WORK_PREFIX } from './storage-layout.js';

const JSON_CONTENT_TYPE = 'application/json';
const BINARY_CONTENT_TYPE = 'application/octet-stream';
const FLOAT32_BYTES = 4;
/** Receipt files read at once when the upload is completed. */
const RECEIPT_READS_IN_FLIGHT = 16;

const Receipts = z.array(z.object({ partNumber: z.int().min(1).max(10_000), etag: z.string().min(1) }));

/**
 * The S3 side of a fanned-out similarity job. The vectors (row-major float32, little-endian as
 * on every Lambda architecture) and each task's part receipts live under `work/<jobId>/`; the
 * result is one multipart upload to `results/<jobId>.json`, which S3 shows only once completed.
 * Receipts go to S3 rather than DynamoDB: a job may have thousands of parts, beyond an item's
 * 400 KB, and reading them back needs no `s3:ListMultipartUploadParts` permission.
 */
export class S3FanoutPayloads implements FanoutPayloads {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async putVectors(jobId: string, vectors: Float32Array): Promise<void> {
    const body = new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength);
    await this.put(vectorsKey(jobId), body, BINARY_CONTENT_TYPE, 's3:PutObject vectors');
  }

  async getVectors(jobId: string): Promise<Float32Array> {
    const bytes = await this.get(vectorsKey(jobId), 's3:GetObject vectors');
    if (bytes.length % FLOAT32_BYTES !== 0) throw new DomainError('internal_error', 'The stored vectors of a fan-out are truncated.');
    // A copy: the SDK's array need not be aligned for a Float32Array view.
    return new Float32Array(bytes.slice().buffer);
  }

  async beginResult(jobId: string): Promise<string> {
    const created = await callAws('s3:CreateMultipartUpload', () =>
      this.s3.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: resultKey(jobId), ContentType: JSON_CONTENT_TYPE })),
    );
    return created.UploadId!;
  }

  async putResultPart(jobId: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<PartReceipt> {
    const reply = await callAws('s3:UploadPart', () =>
      this.s3.send(new UploadPartCommand({ Bucket: this.bucket, Key: resultKey(jobId), UploadId: uploadId, PartNumber: partNumber, Body: body })),
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
    const text = new TextDecoder().decode(await this.get(receiptsKey(jobId, task), 's3:GetObject part receipts'));
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new DomainError('internal_error', 'Stored part receipts are not JSON.', { cause: error });
    }
    return parseStored(Receipts, value, 'part receipt list');
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

/** Object key of a fanned-out job's vectors. */
export function vectorsKey(jobId: string): string {
  return `${WORK_PREFIX}${jobId}/vectors.f32`;
}

/** Object key of one task's part receipts. */
export function receiptsKey(jobId: string, task: number): string {
  return `${WORK_PREFIX}${jobId}/parts-${task}.json`;
}
