import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import { DomainError } from '../../core/errors.js';
import type { JobPayloadStore, ResultLink } from '../../core/ports/jobs.js';
import { parseStoredRequest } from '../../core/schemas/stored.js';
import { callAws, isNoSuchKey, toDomainError } from './aws-errors.js';
import { REQUESTS_PREFIX, RESULTS_PREFIX } from './storage-layout.js';
import { gzipMember, gzipStream } from '../local/gzip-results.js';

const JSON_CONTENT_TYPE = 'application/json';
/** Streamed (large) results are stored gzip-compressed and served with this `Content-Encoding`. */
export const GZIP_ENCODING = 'gzip';

/** S3's smallest part of a multipart upload (all parts but the last). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
/** Parts of a streamed result: a few in flight stay small in memory, and few requests are made. */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;
/** S3 allows 10,000 parts per upload: doubling the part size every 1,000 parts fits any size. */
const PARTS_PER_SIZE_STEP = 1000;
/** Parts uploading at once while the next one fills. */
const PARTS_IN_FLIGHT = 3;

/** S3 refuses presigned URLs valid for longer than seven days (SigV4). */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export interface S3PayloadStoreOptions {
  bucket: string;
  /** Lifetime of a result link in seconds (contract default: 1 hour). */
  linkTtlSeconds: number;
  /** First part size of streamed results (at least `MIN_PART_BYTES`). */
  partBytes?: number;
}

/**
 * Job requests and results as S3 objects (`requests/<jobId>.json`, `results/<jobId>.json`).
 * Result links are presigned GETs: they need no Authorization header and stop working at
 * `expiresAt`. A presigned URL also dies with the credentials that signed it, so on Lambda a
 * link can end early if the role's session expires first (role sessions outlast the 1 h default).
 */
export class S3PayloadStore implements JobPayloadStore {
  constructor(
    private readonly s3: S3Client,
    private readonly options: S3PayloadStoreOptions,
  ) {
    if (!Number.isInteger(options.linkTtlSeconds) || options.linkTtlSeconds < 1 || options.linkTtlSeconds > MAX_PRESIGN_SECONDS) {
      throw new RangeError(`linkTtlSeconds must be an integer from 1 to ${MAX_PRESIGN_SECONDS}.`);
    }
    if (options.partBytes !== undefined && !(Number.isInteger(options.partBytes) && options.partBytes >= MIN_PART_BYTES)) {
      throw new RangeError(`partBytes must be an integer of at least ${MIN_PART_BYTES}.`);
    }
  }

  async putRequest(jobId: string, request: AnalysisRequest): Promise<void> {
    await this.put(requestKey(jobId), JSON.stringify(request));
  }

  async getRequest(jobId: string): Promise<AnalysisRequest | undefined> {
    let text: string;
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: requestKey(jobId) }));
      text = (await object.Body?.transformToString('utf-8')) ?? '';
    } catch (error) {
      if (isNoSuchKey(error)) return undefined;
      throw toDomainError(error, 's3:GetObject request');
    }
    return parseStoredRequest(parseJson(text));
  }

  /** Stores the body as is: the download must be byte-for-byte the synchronous response. */
  async putResult(jobId: string, body: string): Promise<void> {
    await this.put(resultKey(jobId), body);
  }

  /**
   * Streams the result, gzip-compressed (the object's `Content-Encoding: gzip`; a presigned GET
   * serves it so and HTTP clients decompress it), into one multipart upload (parts of the
   * compressed stream uploaded while the next fills); a result that fits in one part is a single
   * PutObject. The object appears only when the upload is completed; on any failure the upload is
   * aborted and the source stream released. Returns the uncompressed size.
   */
  async putResultStream(jobId: string, chunks: AsyncIterable<Uint8Array>): Promise<number> {
    const key = resultKey(jobId);
    const firstPart = this.options.partBytes ?? DEFAULT_PART_BYTES;
    let size = 0;
    const counted = async function* () {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    };
    const parts = fixedParts(gzipStream(counted()), (index) => firstPart * 2 ** Math.floor(index / PARTS_PER_SIZE_STEP));
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      const body = first.done ? gzipMember(new Uint8Array(0)) : first.value;
      await this.put(key, body, GZIP_ENCODING);
      return size;
    }
    const created = await callAws('s3:CreateMultipartUpload', () =>
      this.s3.send(new CreateMultipartUploadCommand({ Bucket: this.options.bucket, Key: key, ContentType: JSON_CONTENT_TYPE, ContentEncoding: GZIP_ENCODING })),
    );
    const uploadId = created.UploadId!;
    const completed: CompletedPart[] = [];
    const inFlight = new Set<Promise<void>>();
    let partNumber = 0;
    const upload = async (body: Uint8Array) => {
      const number = ++partNumber;
      const sent = callAws('s3:UploadPart', () =>
        this.s3.send(new UploadPartCommand({ Bucket: this.options.bucket, Key: key, UploadId: uploadId, PartNumber: number, Body: body })),
      ).then((reply) => void completed.push({ PartNumber: number, ETag: reply.ETag }));
      const tracked = sent.finally(() => inFlight.delete(tracked));
      // Awaited below or in `Promise.all`; this keeps a failure from being reported unhandled meanwhile.
      tracked.catch(() => undefined);
      inFlight.add(tracked);
      if (inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(inFlight);
    };
    try {
      await upload(first.value!);
      await upload(second.value);
      for await (const part of parts) await upload(part);
      await Promise.all(inFlight);
      completed.sort((a, b) => a.PartNumber! - b.PartNumber!);
      await callAws('s3:CompleteMultipartUpload', () =>
        this.s3.send(new CompleteMultipartUploadCommand({ Bucket: this.options.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: completed } })),
      );
      return size;
    } catch (error) {
      await parts.return(undefined);
      await Promise.allSettled(inFlight);
      // Best effort: a bucket lifecycle rule removes uploads whose abort failed.
      await this.s3.send(new AbortMultipartUploadCommand({ Bucket: this.options.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Signs at `now` (not the wall clock), so `expiresAt` is exactly when S3 will refuse the URL:
   * SigV4 expiry is `X-Amz-Date` (whole seconds) plus `X-Amz-Expires`.
   */
  async resultLink(jobId: string, now: Date): Promise<ResultLink> {
    const expiresIn = this.options.linkTtlSeconds;
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: resultKey(jobId) });
    const url = await callAws('s3:presign GetObject', () => getSignedUrl(this.s3, command, { expiresIn, signingDate: now }));
    const expiresUnix = Math.floor(now.getTime() / 1000) + expiresIn;
    return { url, expiresAt: new Date(expiresUnix * 1000).toISOString() };
  }

  private async put(key: string, body: string | Uint8Array, contentEncoding?: string): Promise<void> {
    await callAws('s3:PutObject', () =>
      this.s3.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: JSON_CONTENT_TYPE, ContentEncoding: contentEncoding })),
    );
  }
}

/**
 * Regroups byte chunks into parts of exactly `partSize(index)` bytes, the last one shorter.
 * Holds one part; stopping the iteration stops the source.
 */
async function* fixedParts(chunks: AsyncIterable<Uint8Array>, partSize: (index: number) => number): AsyncGenerator<Uint8Array, void, undefined> {
  let index = 0;
  let part = new Uint8Array(partSize(index));
  let filled = 0;
  for await (const chunk of chunks) {
    for (let from = 0; from < chunk.length; ) {
      const n = Math.min(part.length - filled, chunk.length - from);
      part.set(chunk.subarray(from, from + n), filled);
      filled += n;
      from += n;
      if (filled === part.length) {
        yield part;
        part = new Uint8Array(partSize(++index));
        filled = 0;
      }
    }
  }
  if (filled > 0) yield part.slice(0, filled);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DomainError('internal_error', 'A stored analysis request is not JSON.', { cause: error });
  }
}

/** Object key of a job's accepted request. */
export function requestKey(jobId: string): string {
  return `${REQUESTS_PREFIX}${jobId}.json`;
}

/** Object key of a job's result. */
export function resultKey(jobId: string): string {
  return `${RESULTS_PREFIX}${jobId}.json`;
}
