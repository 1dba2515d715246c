import { describe, expect, it } from 'vitest';
import { attemptsExhausted, completeJob, failJob, newJob, startAttempt } from '../../../lambdas/core/jobs.js';
import { base32, formatId, JOB_ID_PATTERN } from '../../../lambdas/core/ids.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const t1 = new Date('2026-01-01T00:00:05Z');

describe('job state machine', () => {
  const job = newJob({ jobId: 'job_x', tenantId: 't', operation: 'sentiment', version: 'v', requestId: 'r' }, t0);

  it('starts pending with no attempt', () => {
    expect(job).toMatchObject({ status: 'pending', attempts: 0, revision: 0, maxAttempts: 3, createdAt: t0.toISOString() });
  });

  it('moves pending → completed and pending → failed only, bumping the revision', () => {
    const running = startAttempt(job, t1);
    expect(running).toMatchObject({ attempts: 1, revision: 1, updatedAt: t1.toISOString() });
    const done = completeJob(running, t1, 'note');
    expect(done).toMatchObject({ status: 'completed', revision: 2, warning: 'note' });
    expect(() => failJob(done, { code: 'x', message: 'y' }, t1)).toThrow(/only pending/);
    expect(() => completeJob(failJob(running, { code: 'x', message: 'y' }, t1), t1)).toThrow(/only pending/);
  });

  it('knows when the retry budget is used up', () => {
    let j = job;
    for (let i = 0; i < 3; i++) {
      expect(attemptsExhausted(j)).toBe(false);
      j = startAttempt(j, t1);
    }
    expect(attemptsExhausted(j)).toBe(true);
  });
});

describe('ids', () => {
  it('formats 128-bit+ job ids as job_ + 26 base32 characters', () => {
    const id = formatId('job', new Uint8Array(17).fill(255));
    expect(id).toMatch(JOB_ID_PATTERN);
    expect(formatId('job', new Uint8Array(17))).toBe(`job_${'0'.repeat(26)}`);
  });

  it('encodes base32 5 bits per character', () => {
    expect(base32(Uint8Array.from([0xff]))).toBe('zw');
    expect(base32(Uint8Array.from([0, 0, 0, 0, 0]))).toBe('00000000');
  });
});
