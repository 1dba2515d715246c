import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Job } from '../../core/jobs.js';
import { parseStoredJob } from '../../core/schemas/stored.js';
import { FANOUT_KEY_SUFFIX, TTL_ATTRIBUTE } from './storage-layout.js';

/** The part of a DynamoDB stream record (Lambda event) this service reads. */
export interface JobStreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, unknown>; SequenceNumber?: string };
}

/**
 * The job a jobs-table stream record carries after the change, re-validated like any stored job;
 * undefined for a removal (TTL expiry), a record without a new image, or a fan-out state item
 * (which the stream filter drops before it reaches a function on AWS).
 */
export function jobFromStreamRecord(record: JobStreamRecord): Job | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName === 'REMOVE' || !image) return undefined;
  const { [TTL_ATTRIBUTE]: _ttl, ...item } = unmarshall(image as Record<string, AttributeValue>);
  if (typeof item.jobId === 'string' && item.jobId.endsWith(FANOUT_KEY_SUFFIX)) return undefined;
  return parseStoredJob(item);
}
