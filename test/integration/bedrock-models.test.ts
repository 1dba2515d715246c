/**
 * The Bedrock model backend (embeddings, sentiment, extractions, retries, errors, versions)
 * through the real `@aws-sdk/client-bedrock-runtime`, against the local fake of the Bedrock
 * runtime (test/helpers/fake-bedrock.ts). Themes: bedrock-themes.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModelUnavailableError } from '../../lambdas/core/errors.js';
import type { Logger, LogFields } from '../../lambdas/core/ports/logger.js';
import { LOCAL_V1 } from '../../lambdas/models/local/catalog.js';
import {
  BEDROCK_V1,
  BedrockModelProvider,
  BedrockRequestError,
  COHERE_EMBED_ENGLISH_V3,
  ModelOutputError,
  type BedrockProviderOptions,
} from '../../lambdas/models/bedrock/index.js';
import { TOOL_NAMES } from '../../lambdas/models/llm/prompt-data.js';
import { hashedEmbedding } from '../helpers/plausible-llm.js';
import {
  accessDenied,
  embeddingAnswer,
  modelNotReady,
  serviceUnavailable,
  startFakeBedrock,
  textResponse,
  throttling,
  toolUseResponse,
  validationError,
  type FakeBedrock,
} from '../helpers/fake-bedrock.js';

const TEXT_MODEL = 'anthropic.claude-3-haiku-20240307-v1:0';
const TINY_RETRY = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2, retryAfterSeconds: 7 };

interface LogLine {
  level: string;
  message: string;
  fields?: LogFields;
}

function recordingLogger(lines: LogLine[]): Logger {
  return {
    info: (message, fields) => void lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => void lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => void lines.push({ level: 'error', message, fields }),
  };
}

let fake: FakeBedrock;
let logs: LogLine[];

function provider(options: Partial<BedrockProviderOptions> = {}): BedrockModelProvider {
  return new BedrockModelProvider({
    clientOptions: fake.clientOptions,
    textModelId: TEXT_MODEL,
    retry: TINY_RETRY,
    logger: recordingLogger(logs),
    ...options,
  });
}

const converseCalls = () => fake.calls.filter((c) => c.operation === 'converse');
const promptOf = (body: any): string => body.messages[0].content[0].text;

beforeAll(async () => {
  fake = await startFakeBedrock({ latencyMs: 3 });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  logs = [];
});

describe('embeddings (Titan Text Embeddings V2)', () => {
  it('embeds one text per call, in order, at the configured dimension, within the concurrency bound', async () => {
    const texts = Array.from({ length: 20 }, (_, i) => `comment number ${i} about topic ${i % 4}`);
    // Slow answers, so that calls overlap for sure and the bound is what limits them.
    fake.script('invoke', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 25));
      return embeddingAnswer(request);
    });
    const vectors = await provider({ dimensions: 256, concurrency: 3 }).encoder('embeddings', BEDROCK_V1).embed(texts);

    expect(vectors).toHaveLength(20);
    vectors.forEach((v, i) => {
      expect(v).toHaveLength(256);
      expect(Array.from(v)).toEqual(Array.from(Float32Array.from(hashedEmbedding(texts[i], 256))));
    });
    expect(fake.calls).toHaveLength(20);
    expect(fake.calls.every((c) => c.modelId === 'amazon.titan-embed-text-v2:0' && c.body.dimensions === 256 && c.body.normalize === true)).toBe(true);
    expect(new Set(fake.calls.map((c) => c.body.inputText))).toEqual(new Set(texts));
    expect(fake.peak('invoke')).toBeGreaterThan(1);
    expect(fake.peak('invoke')).toBeLessThanOrEqual(3);
    expect(fake.calls[0].httpVersion).toBe('2.0');
  });

  it('serves similarity with the same encoder and reports the dimension', () => {
    const models = provider({ dimensions: 512 });
    expect(models.encoder('similarity', BEDROCK_V1).dimension).toBe(512);
    expect(models.catalog.embeddings.versions[0]).toMatchObject({ id: BEDROCK_V1, backend: 'bedrock', dimension: 512 });
  });
});

describe('embeddings (Cohere Embed v3)', () => {
  it('sends batches of at most 96 texts for clustering and keeps the order', async () => {
    const texts = Array.from({ length: 200 }, (_, i) => `survey answer ${i}`);
    const encoder = provider({ embeddingModelId: COHERE_EMBED_ENGLISH_V3 }).encoder('embeddings', BEDROCK_V1);
    const vectors = await encoder.embed(texts);

    expect(encoder.dimension).toBe(1024);
    expect(fake.calls.map((c) => c.body.texts.length)).toEqual([96, 96, 8]);
    expect(fake.calls.every((c) => c.body.input_type === 'clustering')).toBe(true);
    expect(Array.from(vectors[150])).toEqual(Array.from(Float32Array.from(hashedEmbedding(texts[150], 1024))));
  });
});

describe('retries and errors', () => {
  it('retries throttling and answers once Bedrock recovers', async () => {
    fake.failNext(2, throttling(), { operation: 'invoke' });
    const [vector] = await provider().encoder('embeddings', BEDROCK_V1).embed(['hello world']);

    expect(vector).toHaveLength(1024);
    expect(fake.calls.map((c) => c.status)).toEqual([429, 429, 200]);
    expect(logs.filter((l) => l.message === 'bedrock call failed, retrying').map((l) => l.fields?.attempt)).toEqual([1, 2]);
  });

  it.each([
    ['ServiceUnavailableException', serviceUnavailable],
    ['ModelNotReadyException', modelNotReady],
  ])('retries %s', async (_name, failure) => {
    fake.failNext(1, failure());
    const [result] = await provider().sentiment(BEDROCK_V1).classify(['The food was great']);

    expect(result.sentiment).toBe('positive');
    expect(fake.calls).toHaveLength(2);
  });

  it('turns exhausted retries into 503 model_unavailable with Retry-After, and stops the other calls', async () => {
    fake.failNext(1_000, throttling());
    const error = await provider({ concurrency: 1 })
      .encoder('embeddings', BEDROCK_V1)
      .embed(Array.from({ length: 10 }, (_, i) => `text ${i}`))
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error).toMatchObject({ code: 'model_unavailable', retryAfterSeconds: TINY_RETRY.retryAfterSeconds });
    // The first text used its three attempts; the nine queued behind it never reached Bedrock.
    expect(fake.calls).toHaveLength(TINY_RETRY.maxAttempts);
  });

  it('reports denied model access as model_unavailable that says how to enable it, without retrying', async () => {
    fake.failNext(1, accessDenied());
    const error = await provider().themes(BEDROCK_V1).findThemes(['a b', 'c d', 'e f'], { minThemes: 1, maxThemes: 3 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect((error as Error).message).toMatch(/enable access to it in the Amazon Bedrock console/);
    expect((error as Error).message).toContain(TEXT_MODEL);
    expect(fake.calls).toHaveLength(1);
  });

  it('reports a request Bedrock rejects as invalid without retrying it', async () => {
    fake.failNext(1, validationError());
    const error = await provider().encoder('embeddings', BEDROCK_V1).embed(['x']).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BedrockRequestError);
    expect((error as Error).message).toContain('ValidationException');
    expect(fake.calls).toHaveLength(1);
  });

  it('retries a request that times out, then reports the model unavailable', async () => {
    fake.script('invoke', () => new Promise((resolve) => setTimeout(() => resolve({ embedding: [] }), 300)));
    const error = await provider({ clientOptions: { ...fake.clientOptions, requestTimeoutMs: 40 } })
      .encoder('embeddings', BEDROCK_V1)
      .embed(['slow'])
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(fake.calls).toHaveLength(TINY_RETRY.maxAttempts);
  });

  it('answers plain HTTP/1.1 too, with Bedrock-style errors', async () => {
    const path = `${fake.url}/model/${encodeURIComponent('amazon.titan-embed-text-v2:0')}/invoke`;
    const ok = await fetch(path, { method: 'POST', body: JSON.stringify({ inputText: 'hello', dimensions: 256 }) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { embedding: number[] }).embedding).toHaveLength(256);
    fake.failNext(1, throttling());
    const throttled = await fetch(path, { method: 'POST', body: '{}' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('x-amzn-errortype')).toBe('ThrottlingException');
    expect(await throttled.json()).toEqual({ message: expect.any(String) });
  });

  it('never logs input texts', async () => {
    const secret = 'my very private remark about the staff';
    fake.failNext(1, throttling());
    await provider().sentiment(BEDROCK_V1).classify([secret]);
    await provider().extractions(BEDROCK_V1).extract([secret], ['staff']);

    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain('private');
  });
});

describe('sentiment', () => {
  it('classifies by index in batches of at most 25 distinct texts, with forced tool use at temperature 0', async () => {
    const base = ['Great food but rude staff', 'The waiter was friendly', 'Terrible, slow service', 'We arrived at eight'];
    const texts = Array.from({ length: 60 }, (_, i) => (i < 8 ? base[i % 4] : `${base[i % 4]} (visit ${i})`));
    const results = await provider().sentiment(BEDROCK_V1).classify(texts);

    expect(results.slice(0, 4).map((r) => r.sentiment)).toEqual(['mixed', 'positive', 'negative', 'neutral']);
    expect(results[4]).toEqual(results[0]);
    expect(results.every((r) => r.confidence >= 0 && r.confidence <= 1)).toBe(true);
    // 56 distinct texts (the first eight repeat four) → 25 + 25 + 6.
    const sizes = converseCalls().map((c) => (promptOf(c.body).match(/"index":/g) ?? []).length);
    expect(sizes.sort((a, b) => b - a)).toEqual([25, 25, 6]);
    for (const { body } of converseCalls()) {
      expect(body.inferenceConfig.temperature).toBe(0);
      expect(body.toolConfig.toolChoice).toEqual({ tool: { name: TOOL_NAMES.sentiment } });
      expect(body.toolConfig.tools[0].toolSpec.inputSchema.json.properties.results.type).toBe('array');
      expect(body.toolConfig.tools[0].toolSpec.inputSchema.json.$schema).toBeUndefined();
    }
  });

  it('maps answers by index, not by position', async () => {
    fake.enqueue(
      'converse',
      toolUseResponse(TOOL_NAMES.sentiment, {
        results: [
          { index: 1, sentiment: 'negative', confidence: 0.91 },
          { index: 0, sentiment: 'positive', confidence: 0.83 },
        ],
      }),
    );
    const results = await provider().sentiment(BEDROCK_V1).classify(['first', 'second']);

    expect(results).toEqual([
      { sentiment: 'positive', confidence: 0.83 },
      { sentiment: 'negative', confidence: 0.91 },
    ]);
  });

  it('sends an answer with a missing index back with the problem, and uses the corrected one', async () => {
    fake.enqueue('converse', toolUseResponse(TOOL_NAMES.sentiment, { results: [{ index: 0, sentiment: 'positive', confidence: 0.9 }] }));
    const results = await provider().sentiment(BEDROCK_V1).classify(['The staff were great', 'The room was dirty']);

    expect(results.map((r) => r.sentiment)).toEqual(['positive', 'negative']);
    const retry = converseCalls()[1].body;
    expect(retry.messages).toHaveLength(3);
    expect(retry.messages[1].role).toBe('assistant');
    expect(retry.messages[2].content[0].toolResult.status).toBe('error');
    expect(retry.messages[2].content[0].toolResult.content[0].text).toContain('texts 1 have no answer');
  });

  it('fails after a second malformed answer instead of defaulting', async () => {
    fake.enqueue('converse', textResponse('positive'), textResponse('still not a tool call'));
    const error = await provider().sentiment(BEDROCK_V1).classify(['fine']).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelOutputError);
    expect((error as Error).message).toMatch(/no usable record_sentiments answer in 2 attempts/);
    expect(converseCalls()).toHaveLength(2);
  });

  it('rejects an answer whose values break the schema', async () => {
    const bad = toolUseResponse(TOOL_NAMES.sentiment, { results: [{ index: 0, sentiment: 'happy', confidence: 3 }] });
    fake.enqueue('converse', bad, bad);
    await expect(provider().sentiment(BEDROCK_V1).classify(['ok'])).rejects.toThrow(ModelOutputError);
  });
});

describe('extractions', () => {
  it('returns verbatim spans per input and theme, and nothing for themes an input does not mention', async () => {
    const inputs = ['The pasta was cold, but the waiter was lovely.', 'Prices are high.'];
    const result = await provider().extractions(BEDROCK_V1).extract(inputs, ['pasta', 'waiter', 'prices', '  ']);

    expect(result).toEqual([
      [['The pasta was cold'], ['the waiter was lovely'], [], []],
      [[], [], ['Prices are high'], []],
    ]);
    expect(promptOf(converseCalls()[0].body)).not.toContain('"theme":"  "');
  });

  it('drops spans that are not in the input and counts them in the log', async () => {
    fake.enqueue(
      'converse',
      toolUseResponse(TOOL_NAMES.extractions, {
        extractions: [{ index: 0, theme: 0, spans: ['the pasta was cold', 'the pasta was freezing', 'waiter was lovely'] }],
      }),
    );
    const [[spans]] = await provider().extractions(BEDROCK_V1).extract(['The pasta was cold, but the waiter was lovely.'], ['food']);

    // Case-only differences are repaired to the input's own characters; invented text is dropped.
    expect(spans).toEqual(['The pasta was cold', 'waiter was lovely']);
    const line = logs.find((l) => l.message === 'bedrock extractions');
    expect(line?.fields).toMatchObject({ spansDropped: 1, spansRepaired: 1 });
  });

  it('splits a batch whose answer ran out of tokens', async () => {
    fake.enqueue('converse', { ...(toolUseResponse(TOOL_NAMES.extractions, { extractions: [] }) as object), stopReason: 'max_tokens' });
    const inputs = ['good pasta', 'slow waiter', 'cheap wine', 'loud music'];
    const result = await provider().extractions(BEDROCK_V1).extract(inputs, ['pasta', 'music']);

    expect(converseCalls().map((c) => (promptOf(c.body).match(/"text":/g) ?? []).length)).toEqual([4, 2, 2]);
    expect(result[0][0]).toEqual(['good pasta']);
    expect(result[3][1]).toEqual(['loud music']);
  });
});

describe('provider', () => {
  it('serves only its own version and lists model ids in its catalog', () => {
    const models = provider({ versionId: 'bedrock-2027-01-01' });

    expect(() => models.sentiment(LOCAL_V1)).toThrow(/no bedrock sentiment model for version/);
    expect(() => models.encoder('embeddings', BEDROCK_V1)).toThrow();
    expect(models.themes('bedrock-2027-01-01')).toBeDefined();
    expect(models.catalog.themes).toEqual({
      default: 'bedrock-2027-01-01',
      versions: [expect.objectContaining({ id: 'bedrock-2027-01-01', backend: 'bedrock', description: expect.stringContaining(TEXT_MODEL) })],
      // The clients' version ids run on this backend's version (contract §10).
      aliases: expect.arrayContaining([expect.objectContaining({ id: '2025-09-01', target: 'bedrock-2027-01-01' })]),
    });
    expect(BEDROCK_V1).not.toBe(LOCAL_V1);
  });

  it('rejects an embedding dimension the model does not offer', () => {
    expect(() => provider({ dimensions: 300 })).toThrow(/256, 512, 1024/);
    expect(() => provider({ embeddingModelId: COHERE_EMBED_ENGLISH_V3, dimensions: 512 })).toThrow(/1024/);
  });
});
