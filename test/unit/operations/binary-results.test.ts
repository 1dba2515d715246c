import { describe, expect, it } from 'vitest';
import { storeBinaryResults } from '../../../lambdas/operations/binary-results.js';
import type { ServiceDeps } from '../../../lambdas/operations/deps.js';
import type { SimilarityShape } from '../../../lambdas/core/similarity/row-ranges.js';

/** Narrow unit test: only the payload store's binary writer and the logger are used. */
function depsWith(putBinaryResults: () => Promise<('float32' | 'float16')[]>) {
  const logged: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log = (level: string) => (message: string, fields: Record<string, unknown> = {}) => logged.push({ level, message, fields });
  const deps = { payloads: { putBinaryResults }, logger: { info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug') } };
  return { deps: deps as unknown as ServiceDeps, logged };
}

const SHAPE = { kind: 'self', n: 3 } as unknown as SimilarityShape;

describe('storeBinaryResults', () => {
  it('returns the dtypes the store wrote', async () => {
    const { deps, logged } = depsWith(async () => ['float32', 'float16']);
    expect(await storeBinaryResults(deps, 'job_1', SHAPE)).toEqual(['float32', 'float16']);
    expect(logged.map((l) => [l.level, l.message])).toEqual([['info', 'binary results stored']]);
  });

  it('a failing write leaves the job with its JSON link: no dtypes, a warning with the job id, no throw', async () => {
    const { deps, logged } = depsWith(async () => {
      throw new Error('SlowDown: reduce your request rate');
    });
    expect(await storeBinaryResults(deps, 'job_2', SHAPE)).toBeUndefined();
    expect(logged).toEqual([{ level: 'warn', message: 'binary results not stored', fields: { jobId: 'job_2', error: 'SlowDown: reduce your request rate' } }]);
  });
});
