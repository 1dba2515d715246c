import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { Job } from '../../core/jobs.js';
import type { FailedJobEventBatches } from '../../core/ports/failed-job-events.js';
import { callAws } from './aws-errors.js';
import { jobFromStreamRecord, type JobStreamRecord } from './job-stream-records.js';

/**
 * The job-events stream batches Lambda gave up on, as its S3 on-failure destination keeps them:
 * one JSON object per batch, the failure description with the invocation's event as `payload`
 * (`{"Records": [...]}`, accepted as an object or as JSON text). Object keys sort by time.
 */
export class S3FailedJobEvents implements FailedJobEventBatches {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async list(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await callAws('s3:ListObjectsV2 failed job events', () =>
        this.s3.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async read(name: string): Promise<(Job | undefined)[]> {
    const object = await callAws('s3:GetObject failed job events', () => this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: name })));
    const text = (await object.Body?.transformToString('utf-8')) ?? '';
    return failedBatchRecords(text).map(jobFromStreamRecord);
  }

  async remove(name: string): Promise<void> {
    await callAws('s3:DeleteObject failed job events', () => this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name })));
  }
}

/** The stream records of one kept batch; throws when it holds none (a pointer-only description). */
export function failedBatchRecords(text: string): JobStreamRecord[] {
  const described = JSON.parse(text) as { payload?: unknown; Records?: unknown };
  const payload = typeof described.payload === 'string' ? (JSON.parse(described.payload) as unknown) : described.payload;
  const records = (payload as { Records?: unknown } | undefined)?.Records ?? described.Records;
  if (!Array.isArray(records)) throw new Error('the batch holds no stream records (only their position in the stream)');
  return records as JobStreamRecord[];
}
