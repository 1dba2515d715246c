import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import { DomainError } from '../../core/errors.js';
import type { JobPayloadStore, ResultLink } from '../../core/ports/jobs.js';
import { parseStoredRequest } from '../../core/schemas/stored.js';
import { callAws, isNoSuchKey, toDomainError } from './aws-errors.js';
import { REQUESTS_PREFIX, RESULTS_PREFIX } from './storage-layout.js';
import { S3PartWriter } from './s3-part-writer.js';
import { binaryResultKey, writeBinaryResults } from './s3-binary-results.js';
import { MATRIX_DTYPES, type MatrixDtype } from '../../core/similarity/binary-matrix.js';
import type { SimilarityShape } from '../../core/similarity/row-ranges.js';
import { gzipMember, gzipStream } from '../local/gzip-results.js';

const JSON_CONTENT_TYPE = 'application/json';
/** Streamed (large) results are stored gzip-compressed and served with this `Content-Encoding`. */
export const GZIP_ENCODING = 'gzip';

/** S3's smallest part of a multipart upload (all parts but the last). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
/** Parts of a streamed result: a few in flight stay small in memory, and few requests are made. */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

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
 * Job requests and results as S3 objects (`requests/<jobId>.json`, `results/<jobId>.json`, and a
 * similarity result's binary forms `results/<jobId>.f32` and `.f16`).
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
    const writer = new S3PartWriter(this.s3, { bucket: this.options.bucket, key: resultKey(jobId), contentType: JSON_CONTENT_TYPE, contentEncoding: GZIP_ENCODING, partBytes: this.partBytes });
    let size = 0;
    const counted = async function* () {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    };
    const compressed = gzipStream(counted())[Symbol.asyncIterator]();
    try {
      for (let next = await compressed.next(); !next.done; next = await compressed.next()) await writer.write(next.value);
      if (writer.size === 0) await writer.write(gzipMember(new Uint8Array(0)));
      await writer.close();
      return size;
    } catch (error) {
      await compressed.return?.(undefined);
      await writer.abort();
      throw error;
    }
  }

  /**
   * Writes the binary forms of a stored similarity result of `shape` (`results/<jobId>.f32` and
   * `.f16`), converted from the stored JSON in one pass; see `writeBinaryResults`.
   */
  async putBinaryResults(jobId: string, shape: SimilarityShape): Promise<MatrixDtype[]> {
    await writeBinaryResults(this.s3, { bucket: this.options.bucket, partBytes: this.partBytes }, resultKey(jobId), (dtype) => binaryResultKey(jobId, dtype), shape);
    return [...MATRIX_DTYPES];
  }

  private get partBytes(): number {
    return this.options.partBytes ?? DEFAULT_PART_BYTES;
  }

  /**
   * Signs at `now` (not the wall clock), so `expiresAt` is exactly when S3 will refuse the URL:
   * SigV4 expiry is `X-Amz-Date` (whole seconds) plus `X-Amz-Expires`.
   */
  async resultLink(jobId: string, now: Date, _basePath?: string, dtype?: MatrixDtype): Promise<ResultLink> {
    const expiresIn = this.options.linkTtlSeconds;
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: dtype ? binaryResultKey(jobId, dtype) : resultKey(jobId) });
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
