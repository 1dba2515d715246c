import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadRead, UploadStore, UploadTarget } from '../../core/ports/uploads.js';
import { callAws, isNoSuchKey, toDomainError } from './aws-errors.js';
import { UPLOADS_PREFIX } from './storage-layout.js';

const JSON_CONTENT_TYPE = 'application/json';

/** The object key of an upload. */
export function uploadKey(tenantKey: string, uploadId: string): string {
  return `${UPLOADS_PREFIX}${tenantKey}/${uploadId}.json`;
}

/**
 * Uploaded request bodies as S3 objects. The client PUTs to a presigned URL (signed by the
 * function that serves `POST /v1/uploads`, which may put objects under `uploads/` only); the
 * analysis functions read and delete them. No role may list the bucket, so S3 answers a read of
 * a missing key with 403 `AccessDenied` instead of 404 `NoSuchKey`: both mean "no upload here".
 */
export class S3UploadStore implements UploadStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly now: () => Date,
  ) {}

  async target(tenantKey: string, uploadId: string, expiresUnix: number): Promise<UploadTarget> {
    const signingDate = this.now();
    const expiresIn = Math.max(1, expiresUnix - Math.floor(signingDate.getTime() / 1000));
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: uploadKey(tenantKey, uploadId), ContentType: JSON_CONTENT_TYPE });
    // Content-Type is signed, so S3 refuses a PUT without it (as the local server does).
    const url = await callAws('s3:presign PutObject upload', () => getSignedUrl(this.s3, command, { expiresIn, signingDate, signableHeaders: new Set(['content-type']) }));
    return { url, headers: { 'Content-Type': JSON_CONTENT_TYPE } };
  }

  async read(tenantKey: string, uploadId: string, maxBytes: number): Promise<UploadRead> {
    let object;
    try {
      object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: uploadKey(tenantKey, uploadId) }));
    } catch (error) {
      if (isNoSuchKey(error) || (error as { name?: string }).name === 'AccessDenied') return { kind: 'missing' };
      throw toDomainError(error, 's3:GetObject upload');
    }
    const size = object.ContentLength ?? 0;
    if (size > maxBytes) {
      // Not read: the stream is dropped, which closes the connection.
      (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
      return { kind: 'too_large', bytes: size };
    }
    const bytes = await callAws('s3:GetObject upload body', async () => (await object.Body?.transformToByteArray()) ?? new Uint8Array());
    if (bytes.length > maxBytes) return { kind: 'too_large', bytes: bytes.length };
    return { kind: 'ok', body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) };
  }

  async remove(tenantKey: string, uploadId: string): Promise<void> {
    await callAws('s3:DeleteObject upload', () => this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: uploadKey(tenantKey, uploadId) })));
  }
}
