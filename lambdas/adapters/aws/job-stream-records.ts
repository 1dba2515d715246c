import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Job } from '../../core/jobs.js';
import { parseStoredJob } from '../../core/schemas/stored.js';
import { TTL_ATTRIBUTE } from './storage-layout.js';

/** The part of a DynamoDB stream record (Lambda event) this service reads. */
export interface JobStreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, unknown>; SequenceNumber?: string };
}

/**
 * The job a jobs-table stream record carries after the change, re-validated like any stored job;
 * undefined for a removal (TTL expiry) or a record without a new image.
 */
export function jobFromStreamRecord(record: JobStreamRecord): Job | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName === 'REMOVE' || !image) return undefined;
  const { [TTL_ATTRIBUTE]: _ttl, ...item } = unmarshall(image as Record<string, AttributeValue>);
  return parseStoredJob(item);
}
