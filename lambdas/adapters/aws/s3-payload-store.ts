import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import { DomainError } from '../../core/errors.js';
import type { JobPayloadStore, ResultLink } from '../../core/ports/jobs.js';
import { parseStoredRequest } from '../../core/schemas/stored.js';
import { callAws, isNoSuchKey, toDomainError } from './aws-errors.js';
import { REQUESTS_PREFIX, RESULTS_PREFIX } from './storage-layout.js';

const JSON_CONTENT_TYPE = 'application/json';

/** S3 refuses presigned URLs valid for longer than seven days (SigV4). */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export interface S3PayloadStoreOptions {
  bucket: string;
  /** Lifetime of a result link in seconds (contract default: 1 hour). */
  linkTtlSeconds: number;
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

  private async put(key: string, body: string): Promise<void> {
    await callAws('s3:PutObject', () =>
      this.s3.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: JSON_CONTENT_TYPE })),
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
