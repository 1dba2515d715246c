import { afterEach, describe, expect, it, vi } from 'vitest';

// onnxruntime cannot load here (as when its native binary is missing for the platform).
vi.mock('onnxruntime-node', () => {
  throw new Error('onnxruntime binding not found');
});

const { UseLiteEncoder } = await import('../../../lambdas/models/local/use-encoder.js');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('USE Lite encoder runtime selection', () => {
  it('falls back to the TF.js runtime when onnxruntime cannot load, logging once without texts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const encoder = new UseLiteEncoder({ runtime: 'onnx' });
    const secret = 'A private survey answer about my bank account.';
    const [vector] = await encoder.embed([secret]);
    expect(vector).toHaveLength(512);
    expect(await encoder.runtime()).toBe('tfjs');
    await new UseLiteEncoder({ runtime: 'onnx', threads: 1 }).embed(['another text']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('onnxruntime unavailable');
    expect(String(warn.mock.calls[0][0])).not.toContain('private');
  });

  it('takes the runtime from USE_LITE_RUNTIME and refuses an unknown one', async () => {
    vi.stubEnv('USE_LITE_RUNTIME', 'tfjs');
    expect(await new UseLiteEncoder().runtime()).toBe('tfjs');
    vi.stubEnv('USE_LITE_RUNTIME', 'gpu');
    expect(() => new UseLiteEncoder()).toThrow(/USE_LITE_RUNTIME/);
  });
});
