import { randomBytes } from 'node:crypto';
import { formatId, ID_BYTES } from '../../lambdas/core/ids.js';
import { newJob, type Job } from '../../lambdas/core/jobs.js';
import type { Operation } from '../../lambdas/core/limits.js';

/**
 * Fresh ids for the contract suites. The AWS adapters share one table per suite, so every test
 * works on its own ids and tenants and never sees another test's records.
 */
export function jobId(): string {
  return formatId('job', randomBytes(ID_BYTES));
}

export function tenant(): string {
  return `tenant-${randomBytes(6).toString('hex')}`;
}

/** A pending job created at `at`. */
export function pendingJob(tenantId: string, at: Date, operation: Operation = 'themes'): Job {
  return newJob({ jobId: jobId(), tenantId, operation, version: '2025-01-01', requestId: `req_${randomBytes(8).toString('hex')}` }, at);
}

/** A fixed instant, so timestamps in assertions are exact. */
export const T0 = new Date('2025-06-01T12:00:00.000Z');

export function later(base: Date, seconds: number): Date {
  return new Date(base.getTime() + seconds * 1000);
}
