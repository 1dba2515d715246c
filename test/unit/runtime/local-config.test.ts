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

  it('waits 30 s for headers, 30 s for each pause in a body, 300 s plus one second per 4096 bytes received for a body, and 5 s between two requests by default', () => {
    expect(loadLocalConfig({})).toMatchObject({ HEADERS_TIMEOUT_SECONDS: 30, BODY_IDLE_TIMEOUT_SECONDS: 30, REQUEST_TIMEOUT_SECONDS: 300, REQUEST_MIN_BYTES_PER_SECOND: 4096, KEEP_ALIVE_TIMEOUT_SECONDS: 5 });
    expect(loadLocalConfig({ REQUEST_MIN_BYTES_PER_SECOND: '0' })).toMatchObject({ REQUEST_MIN_BYTES_PER_SECOND: 0 });
    expect(() => loadLocalConfig({ REQUEST_MIN_BYTES_PER_SECOND: '-1' })).toThrow('REQUEST_MIN_BYTES_PER_SECOND');
    expect(loadLocalConfig({ HEADERS_TIMEOUT_SECONDS: '0.5', BODY_IDLE_TIMEOUT_SECONDS: '2', REQUEST_TIMEOUT_SECONDS: '5' })).toMatchObject({ HEADERS_TIMEOUT_SECONDS: 0.5, BODY_IDLE_TIMEOUT_SECONDS: 2, REQUEST_TIMEOUT_SECONDS: 5 });
    // The headers and the body have deadlines of their own, so neither bounds the other.
    expect(loadLocalConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' })).toMatchObject({ HEADERS_TIMEOUT_SECONDS: 60, REQUEST_TIMEOUT_SECONDS: 30 });
    for (const name of ['HEADERS_TIMEOUT_SECONDS', 'BODY_IDLE_TIMEOUT_SECONDS', 'REQUEST_TIMEOUT_SECONDS', 'KEEP_ALIVE_TIMEOUT_SECONDS']) {
      expect(() => loadLocalConfig({ [name]: '0' })).toThrow(name);
      expect(() => loadLocalConfig({ [name]: 'soon' })).toThrow(name);
    }
  });

  it('reads RESPONSE_TIMEOUT_SECONDS (60 by default) and RESPONSE_MIN_BYTES_PER_SECOND (4096 by default), and refuses values out of range', () => {
    expect(loadLocalConfig({})).toMatchObject({ RESPONSE_TIMEOUT_SECONDS: 60, RESPONSE_MIN_BYTES_PER_SECOND: 4096 });
    expect(loadLocalConfig({ RESPONSE_TIMEOUT_SECONDS: '2.5', RESPONSE_MIN_BYTES_PER_SECOND: '0' })).toMatchObject({ RESPONSE_TIMEOUT_SECONDS: 2.5, RESPONSE_MIN_BYTES_PER_SECOND: 0 });
    for (const [name, value] of [['RESPONSE_TIMEOUT_SECONDS', '0'], ['RESPONSE_TIMEOUT_SECONDS', 'soon'], ['RESPONSE_MIN_BYTES_PER_SECOND', '-1']]) {
      expect(() => loadLocalConfig({ [name]: value })).toThrow(name);
    }
  });

  it('refuses AUTH=none off loopback', () => {
    expect(() => loadLocalConfig({ AUTH: 'none', HOST: '0.0.0.0' })).toThrow('loopback');
  });

  it('leaves the OpenAI-compatible backend off unless LLM_BASE_URL is set', () => {
    expect(loadLocalConfig({})).toMatchObject({ LLM_DEFAULT: false, LLM_STRUCTURED_OUTPUT: 'auto', LLM_CONCURRENCY: 4 });
    expect(loadLocalConfig({}).LLM_BASE_URL).toBeUndefined();
    const on = loadLocalConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1:8b', LLM_DEFAULT: 'true' });
    expect(on).toMatchObject({ LLM_MODEL: 'llama3.1:8b', LLM_DEFAULT: true, LLM_VERSION_ID: 'openai-compatible-2026-11-25' });
  });

  it.each([
    [{ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'LLM_MODEL: required with LLM_BASE_URL'],
    [{ LLM_MODEL: 'llama3.1:8b' }, 'LLM_BASE_URL: required'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_EMBEDDING_MODEL: 'e' }, 'LLM_EMBEDDING_DIMENSIONS'],
    [{ LLM_BASE_URL: 'ftp://h/v1', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_STRUCTURED_OUTPUT: 'xml' }, 'LLM_STRUCTURED_OUTPUT'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_VERSION_ID: 'has space' }, 'LLM_VERSION_ID'],
  ])('refuses an incomplete or wrong LLM configuration %#', (env, message) => {
    expect(() => loadLocalConfig(env)).toThrow(message);
  });
});
