/**
 * The OpenAI-compatible backend over real HTTP against a local fake server speaking the chat
 * completions and embeddings protocol: structured output (tool calls, JSON schema, plain JSON
 * and the fallback between them), answer checks, batching, concurrency, and failure handling
 * (429 with Retry-After, 5xx, stalls, refused keys).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModelUnavailableError } from '../../lambdas/core/errors.js';
import type { ThemesRequest } from '../../lambdas/core/schemas/requests.js';
import { ModelOutputError, ModelRequestError } from '../../lambdas/models/llm/errors.js';
import { TOOL_NAMES } from '../../lambdas/models/llm/prompt-data.js';
import { OPENAI_COMPATIBLE_V1, OpenAiModelProvider, type OpenAiProviderOptions } from '../../lambdas/models/openai/index.js';
import { computeThemes } from '../../lambdas/operations/themes.js';
import {
  contentCompletion,
  garbage,
  modelNotFound,
  rateLimited,
  serverError,
  stall,
  startFakeOpenAi,
  toolCallCompletion,
  unauthorized,
  userPrompt,
  type FakeOpenAi,
} from '../helpers/fake-openai.js';

let fake: FakeOpenAi;
const logs: { level: string; message: string; fields?: unknown }[] = [];
const logger = {
  info: (message: string, fields?: unknown) => void logs.push({ level: 'info', message, fields }),
  warn: (message: string, fields?: unknown) => void logs.push({ level: 'warn', message, fields }),
  error: (message: string, fields?: unknown) => void logs.push({ level: 'error', message, fields }),
};

beforeAll(async () => {
  fake = await startFakeOpenAi({ dimension: 32 });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  logs.length = 0;
});

const provider = (options: Partial<OpenAiProviderOptions> = {}) =>
  new OpenAiModelProvider({
    baseUrl: fake.baseUrl,
    model: 'llama3.1:8b',
    embeddingModel: 'nomic-embed-text',
    dimensions: 32,
    logger,
    retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2_000 },
    structuredOutput: 'tools',
    ...options,
  });
const V = OPENAI_COMPATIBLE_V1;
const chats = () => fake.calls.filter((c) => c.route === 'chat');

const comments = [
  'Parcel arrived late, again',
  'Delivery took ages',
  'My delivery was late and nobody told me',
  'Too expensive for what it is',
  'The price doubled this year',
  'A fair price',
  'Login crashes the app',
  'The app freezes and crashes',
  '',
  'parcel arrived LATE, again',
  'Please add a dark mode to the app',
];

describe('themes', () => {
  it('assigns every input to one theme with verbatim representatives and unique short labels (tool calls)', async () => {
    const { result } = await computeThemes({ inputs: comments, minThemes: 2, maxThemes: 4 } as ThemesRequest, provider({ apiKey: async () => 'sk-test' }).themes(V));

    expect(result.themes.length).toBeGreaterThanOrEqual(2);
    expect(result.themes.length).toBeLessThanOrEqual(4);
    const labels = result.themes.map((t) => t.shortLabel);
    expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    for (const theme of result.themes) {
      expect(theme.shortLabel.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(theme.shortLabel.split(' ').length).toBeLessThanOrEqual(4);
      expect(theme.representatives.every((r) => comments.includes(r))).toBe(true);
    }
    // Proposal then assignment, each a forced function call at temperature 0 with the key.
    const [proposal, assignment] = chats();
    expect(proposal.body.tool_choice).toEqual({ type: 'function', function: { name: TOOL_NAMES.proposeThemes } });
    expect(proposal.body.tools[0].function.parameters.properties.themes).toMatchObject({ minItems: 2, maxItems: 4 });
    expect(proposal.body).toMatchObject({ model: 'llama3.1:8b', temperature: 0, stream: false });
    expect(proposal.headers.authorization).toBe('Bearer sk-test');
    expect(assignment.body.tool_choice.function.name).toBe(TOOL_NAMES.assignThemes);
  });

  it('counts every input once: members cover all inputs, blanks included', async () => {
    const { themes } = await provider().themes(V).findThemes(comments, { minThemes: 2, maxThemes: 3 });
    expect(themes.flatMap((t) => t.members).sort((a, b) => a - b)).toEqual(comments.map((_, i) => i));
    const themeOf = (i: number) => themes.findIndex((t) => t.members.includes(i));
    expect(themeOf(9)).toBe(themeOf(0));
    expect(themeOf(7)).toBe(themeOf(6));
  });

  it('asks for a JSON schema as response_format and reads the content', async () => {
    const { themes } = await provider({ structuredOutput: 'json_schema' }).themes(V).findThemes(comments, { minThemes: 2, maxThemes: 3, context: 'the mobile app' });

    const [proposal] = chats();
    expect(proposal.body.tools).toBeUndefined();
    expect(proposal.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: TOOL_NAMES.proposeThemes } });
    expect(userPrompt(proposal.body)).toContain('<context>\n"the mobile app"\n</context>');
    expect(themes[0].shortLabel).toBe('App Comments');
  });

  it('falls back from JSON schema to tools to plain JSON when the server rejects them, and remembers it', async () => {
    await fake.close();
    fake = await startFakeOpenAi({ dimension: 32, noTools: true, noJsonSchema: true });
    try {
      const models = provider({ structuredOutput: 'auto' });
      const first = await models.sentiment(V).classify(['I love it', 'This is awful']);
      expect(first.map((r) => r.sentiment)).toEqual(['positive', 'negative']);
      expect(chats().map((c) => (c.body.tools ? 'tools' : c.body.response_format ? 'json_schema' : 'json'))).toEqual(['json_schema', 'tools', 'json']);
      expect(chats().map((c) => c.status)).toEqual([400, 400, 200]);

      fake.reset();
      await models.sentiment(V).classify(['fine']);
      expect(chats()).toHaveLength(1); // straight to plain JSON
      expect(chats()[0].body.messages[0].content).toContain('valid for this JSON Schema');
    } finally {
      await fake.close();
      fake = await startFakeOpenAi({ dimension: 32 });
    }
  });

  it('includeAssignments: every non-blank input gets its theme index, sizes add up', async () => {
    const request = { inputs: comments, minThemes: 2, maxThemes: 3, includeAssignments: true } as ThemesRequest;
    const { result } = await computeThemes(request, provider().themes(V));
    const { assignments, themes } = result;

    expect(assignments).toHaveLength(comments.length);
    expect(assignments![8]).toBe(-1); // the blank input
    expect(assignments!.filter((a) => a >= 0)).toHaveLength(comments.length - 1);
    expect(themes.reduce((n, t) => n + t.size!, 0)).toBe(comments.length - 1);
    themes.forEach((theme, t) => expect(theme.size).toBe(assignments!.filter((a) => a === t).length));
    expect(assignments![9]).toBe(assignments![0]); // same text up to case
  });
});

describe('malformed answers', () => {
  it('sends a malformed answer back with its problems, then uses the corrected one', async () => {
    fake.enqueue(
      'chat',
      toolCallCompletion(TOOL_NAMES.sentiment, { results: [{ index: 0, sentiment: 'great', confidence: 2 }] }),
      toolCallCompletion(TOOL_NAMES.sentiment, { results: [{ index: 0, sentiment: 'positive', confidence: 0.9 }] }),
    );
    const [result] = await provider().sentiment(V).classify(['I love it']);

    expect(result).toEqual({ sentiment: 'positive', confidence: 0.9 });
    const retry = chats()[1].body.messages;
    expect(retry.map((m: any) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(retry[3].content).toMatch(/results\.0\.sentiment.*results\.0\.confidence/);
    expect(retry[3].tool_call_id).toBe(retry[2].tool_calls[0].id);
  });

  it('fails with 503 model_unavailable naming the problem when the second answer is malformed too', async () => {
    fake.enqueue('chat', contentCompletion('Sure! Here are the sentiments.'), contentCompletion('{"results": "all positive"}'));
    const error = await provider().sentiment(V).classify(['I love it']).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelOutputError);
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect((error as ModelOutputError).message).toMatch(/llama3.1:8b gave no usable record_sentiments answer in 2 attempts: results:/);
    expect((error as ModelOutputError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('reads JSON a model wrote in a code fence instead of calling the tool', async () => {
    fake.enqueue('chat', contentCompletion('```json\n{"results":[{"index":0,"sentiment":"neutral","confidence":0.7}]}\n```'));
    expect(await provider().sentiment(V).classify(['The shop opens at nine'])).toEqual([{ sentiment: 'neutral', confidence: 0.7 }]);
  });

  it('rejects answers that skip or repeat an index, and a 200 that is not JSON', async () => {
    const twice = toolCallCompletion(TOOL_NAMES.sentiment, { results: [0, 0].map((index) => ({ index, sentiment: 'positive', confidence: 0.9 })) });
    fake.enqueue('chat', garbage(), twice, twice);
    await expect(provider().sentiment(V).classify(['good', 'bad'])).rejects.toThrow(/text 0 answered twice; texts 1 have no answer/);
    expect(chats().map((c) => c.status)).toEqual([200, 200, 200]); // the page that is not JSON was asked again
  });
});

describe('sentiment and extractions', () => {
  it('classifies distinct texts in batches of 25', async () => {
    const texts = Array.from({ length: 60 }, (_, i) => `${i % 2 ? 'great' : 'terrible'} service number ${i}`);
    const results = await provider().sentiment(V).classify([...texts, texts[0]]);

    expect(results.map((r) => r.sentiment)).toEqual([...texts.map((_, i) => (i % 2 ? 'positive' : 'negative')), 'negative']);
    expect(chats().map((c) => (userPrompt(c.body).match(/"index":/g) ?? []).length)).toEqual([25, 25, 10]);
  });

  it('keeps only spans that are verbatim in their input, repairing case only', async () => {
    fake.enqueue(
      'chat',
      toolCallCompletion(TOOL_NAMES.extractions, {
        extractions: [{ index: 0, theme: 0, spans: ['THE STAFF were rude', 'staff was rude', 'waited an hour'] }],
      }),
    );
    const [[spans]] = await provider().extractions(V).extract(['The staff were rude and we waited an hour.'], ['staff']);
    expect(spans).toEqual(['The staff were rude', 'waited an hour']);
  });
});

describe('embeddings', () => {
  it('embeds through /embeddings in batches, in order, at the configured dimension', async () => {
    const texts = Array.from({ length: 150 }, (_, i) => `text ${i}`);
    const vectors = await provider({ embeddingBatch: 64 }).encoder('embeddings', V).embed(texts);

    expect(vectors).toHaveLength(150);
    expect(vectors.every((v) => v.length === 32)).toBe(true);
    const embedCalls = fake.calls.filter((c) => c.route === 'embeddings');
    expect(embedCalls.map((c) => c.body.input.length)).toEqual([64, 64, 22]);
    expect(embedCalls[2].body.input[0]).toBe('text 128');
    expect(embedCalls[0].body.model).toBe('nomic-embed-text');
  });

  it('fails when the server answers vectors of another size', async () => {
    await expect(provider({ dimensions: 768 }).encoder('embeddings', V).embed(['a'])).rejects.toThrow(/nomic-embed-text returned 32-dimensional embeddings, not the configured 768/);
  });

  it('serves no embeddings without an embedding model', () => {
    const models = provider({ embeddingModel: undefined, dimensions: undefined });
    expect(models.catalog.embeddings.versions).toEqual([]);
    expect(models.catalog.themes.versions[0]).toMatchObject({ id: V, backend: 'openai-compatible', model: 'llama3.1:8b' });
    expect(() => models.encoder('embeddings', V)).toThrow(/no openai-compatible embeddings model/);
  });
});

describe('failures', () => {
  it('bounds the calls in flight', async () => {
    await fake.close();
    fake = await startFakeOpenAi({ dimension: 32, latencyMs: 20 });
    const texts = Array.from({ length: 40 }, (_, i) => `t${i}`);
    await provider({ concurrency: 3, embeddingBatch: 4 }).encoder('embeddings', V).embed(texts);
    expect(fake.calls).toHaveLength(10);
    expect(fake.peak()).toBe(3);
  });

  it('waits as long as Retry-After says on 429, then succeeds', async () => {
    fake.failNext(1, rateLimited(1));
    const started = Date.now();
    await provider().encoder('embeddings', V).embed(['a']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.calls.map((c) => c.status)).toEqual([429, 200]);
    expect(logs.find((l) => l.message === 'openai-compatible call failed, retrying')?.fields).toMatchObject({ attempt: 1, delayMs: 1000 });
  });

  it('gives up at once with the server\'s Retry-After when it is longer than a backoff may be', async () => {
    fake.failNext(5, rateLimited(120));
    const error = (await provider().encoder('embeddings', V).embed(['a']).catch((e: unknown) => e)) as ModelUnavailableError;
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error.retryAfterSeconds).toBe(120);
    expect(fake.calls).toHaveLength(1);
  });

  it('retries 500s and answers 503 model_unavailable with Retry-After when they persist', async () => {
    fake.failNext(2, serverError(502));
    expect(await provider().sentiment(V).classify(['good'])).toHaveLength(1);

    fake.reset();
    fake.failNext(5, serverError(500));
    const error = (await provider().sentiment(V).classify(['good']).catch((e: unknown) => e)) as ModelUnavailableError;
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error.message).toMatch(/llama3.1:8b on the OpenAI-compatible model server is overloaded, slow or unreachable/);
    expect(error.message).not.toContain('127.0.0.1');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(fake.calls).toHaveLength(3);
  });

  it('times out a stalled call and retries it', async () => {
    fake.failNext(1, stall(5_000));
    const started = Date.now();
    const results = await provider({ requestTimeoutMs: 300 }).sentiment(V).classify(['good']);
    expect(results).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(logs.find((l) => l.message === 'openai-compatible call failed, retrying')?.fields).toMatchObject({ errorName: 'RequestTimeoutError' });
  });

  it('waits out a slow server under job settings', async () => {
    fake.failNext(1, stall(600, undefined));
    fake.failNext(1, stall(600, undefined));
    // Request settings: 200 ms per call, two attempts: 503.
    await expect(provider({ requestTimeoutMs: 200, retry: { maxAttempts: 2, baseDelayMs: 1 } }).sentiment(V).classify(['good'])).rejects.toBeInstanceOf(ModelUnavailableError);
    fake.reset();
    fake.script('chat', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return toolCallCompletion(TOOL_NAMES.sentiment, { results: [{ index: 0, sentiment: 'positive', confidence: 0.8 }] });
    });
    // Job settings: a longer time limit per call.
    expect(await provider({ requestTimeoutMs: 5_000 }).sentiment(V).classify(['good'])).toEqual([{ sentiment: 'positive', confidence: 0.8 }]);
  });

  it('a refused key or unknown model is 503 with a long Retry-After and no retries; a rejected request is not retried', async () => {
    fake.failNext(1, unauthorized());
    const denied = (await provider().sentiment(V).classify(['good']).catch((e: unknown) => e)) as ModelUnavailableError;
    expect(denied.message).toMatch(/not available from the OpenAI-compatible model server \(HTTP 401 \(invalid_api_key\)\): check LLM_BASE_URL, LLM_MODEL and the API key/);
    expect(denied.retryAfterSeconds).toBe(300);

    fake.failNext(1, modelNotFound());
    await expect(provider().sentiment(V).classify(['good'])).rejects.toThrow(/HTTP 404 \(model_not_found\)/);

    fake.reset();
    fake.enqueue('chat', { ignored: true });
    fake.failNext(1, new (await import('../helpers/fake-openai.js')).FakeHttpReply(422, { error: { message: 'bad', type: 'invalid_request_error' } }));
    await expect(provider().sentiment(V).classify(['good'])).rejects.toBeInstanceOf(ModelRequestError);
    expect(fake.calls).toHaveLength(1);
  });

  it('never logs inputs, prompts or the key', async () => {
    const secret = 'a very private remark about Dr Example';
    fake.failNext(1, rateLimited(0));
    fake.enqueue('chat', contentCompletion('not json'));
    await provider({ apiKey: async () => 'sk-hidden' }).sentiment(V).classify([secret, 'fine']);
    await provider({ apiKey: async () => 'sk-hidden' }).extractions(V).extract([secret], ['remark']);
    const text = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThan(2);
    expect(text).not.toContain('private');
    expect(text).not.toContain('sk-hidden');
  });
});
