import { describe, expect, it } from 'vitest';
import { cachedUntilFailure } from '../../../lambdas/runtime/cached-until-failure.js';

describe('a set-up cached until it fails', () => {
  it('retries a failed set-up on the next call, then keeps the one that succeeded', async () => {
    let calls = 0;
    const get = cachedUntilFailure(async () => {
      calls += 1;
      if (calls === 1) throw new Error('layer import failed');
      return { made: calls };
    });
    await expect(get()).rejects.toThrow('layer import failed');
    expect(await get()).toEqual({ made: 2 });
    expect(await get()).toEqual({ made: 2 });
    expect(calls).toBe(2);
  });

  it('shares one attempt between concurrent callers', async () => {
    let calls = 0;
    const get = cachedUntilFailure(async () => ++calls);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
  });
});
