import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { callAws } from './aws-errors.js';

/** S3 allows 10,000 parts per upload: doubling the part size every 1,000 parts fits any size. */
const PARTS_PER_SIZE_STEP = 1000;
/** Parts uploading at once while the next one fills. */
const PARTS_IN_FLIGHT = 3;

export interface S3ObjectTarget {
  bucket: string;
  key: string;
  contentType: string;
  contentEncoding?: string;
  /** Size of the first parts (the size doubles every 1,000 parts). */
  partBytes: number;
}

/**
 * Writes one object from bytes pushed in order, without holding it whole: parts of exactly the
 * part size upload (a few at a time) while the next fills; an object that fits in one part is a
 * single PutObject. The object appears only on `close`; `abort` (after any failure) abandons the
 * upload, so a reader never sees a partial object.
 */
export class S3PartWriter {
  private part: Uint8Array;
  private filled = 0;
  private partNumber = 0;
  private uploadId: string | undefined;
  private readonly completed: CompletedPart[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** Bytes written so far. */
  size = 0;

  constructor(
    private readonly s3: S3Client,
    private readonly target: S3ObjectTarget,
  ) {
    this.part = new Uint8Array(target.partBytes);
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.size += bytes.length;
    for (let from = 0; from < bytes.length; ) {
      // A full part is sent once more bytes follow (the last one, full or not, by `close`).
      if (this.filled === this.part.length) await this.sendPart();
      const n = Math.min(this.part.length - this.filled, bytes.length - from);
      this.part.set(bytes.subarray(from, from + n), this.filled);
      this.filled += n;
      from += n;
    }
  }

  /** Stores the object: one PutObject when it fits in a part, else the last part and the completion. */
  async close(): Promise<void> {
    const { bucket, key, contentType, contentEncoding } = this.target;
    if (this.uploadId === undefined) {
      const body = this.part.subarray(0, this.filled);
      await callAws('s3:PutObject', () => this.s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, ContentEncoding: contentEncoding })));
      return;
    }
    await this.sendPart();
    await Promise.all(this.inFlight);
    this.completed.sort((a, b) => a.PartNumber! - b.PartNumber!);
    await callAws('s3:CompleteMultipartUpload', () =>
      this.s3.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: this.uploadId, MultipartUpload: { Parts: this.completed } })),
    );
  }

  /** Best effort: a bucket lifecycle rule removes uploads whose abort failed. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    if (this.uploadId === undefined) return;
    await this.s3.send(new AbortMultipartUploadCommand({ Bucket: this.target.bucket, Key: this.target.key, UploadId: this.uploadId })).catch(() => undefined);
  }

  private async sendPart(): Promise<void> {
    const { bucket, key, contentType, contentEncoding } = this.target;
    if (this.uploadId === undefined) {
      const created = await callAws('s3:CreateMultipartUpload', () =>
        this.s3.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentEncoding: contentEncoding })),
      );
      this.uploadId = created.UploadId!;
    }
    const number = ++this.partNumber;
    const body = this.filled === this.part.length ? this.part : this.part.slice(0, this.filled);
    this.part = new Uint8Array(this.target.partBytes * 2 ** Math.floor(number / PARTS_PER_SIZE_STEP));
    this.filled = 0;
    const sent = callAws('s3:UploadPart', () => this.s3.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: this.uploadId, PartNumber: number, Body: body }))).then(
      (reply) => void this.completed.push({ PartNumber: number, ETag: reply.ETag }),
    );
    const tracked = sent.finally(() => this.inFlight.delete(tracked));
    // Awaited below or in `close`; this keeps a failure from being reported unhandled meanwhile.
    tracked.catch(() => undefined);
    this.inFlight.add(tracked);
    if (this.inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(this.inFlight);
  }
}
