import { describe, expect, it } from 'vitest';
import { loadLocalConfig } from '../../../lambdas/runtime/config.js';

describe('local configuration', () => {
  it('has a default for every setting', () => {
    const config = loadLocalConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', EVENT_LOOP_WARN_MS: 100, USE_LITE_RUNTIME: 'onnx', USE_LITE_CACHE_MB: 32 });
  });

  it.each([
    ['USE_LITE_RUNTIME', 'gpu'],
    ['USE_LITE_CACHE_MB', '-1'],
    ['USE_LITE_CACHE_MB', 'lots'],
    ['EVENT_LOOP_WARN_MS', '1.5'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadLocalConfig({ [name]: value })).toThrow(name);
  });

  it('accepts the other encoder runtime and turning the watch and the cache off', () => {
    expect(loadLocalConfig({ USE_LITE_RUNTIME: 'tfjs', USE_LITE_CACHE_MB: '0', EVENT_LOOP_WARN_MS: '0' })).toMatchObject({ USE_LITE_RUNTIME: 'tfjs', USE_LITE_CACHE_MB: 0, EVENT_LOOP_WARN_MS: 0 });
  });

  it('refuses AUTH=none off loopback', () => {
    expect(() => loadLocalConfig({ AUTH: 'none', HOST: '0.0.0.0' })).toThrow('loopback');
  });
});
