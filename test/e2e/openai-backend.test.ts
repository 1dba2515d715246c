/**
 * The OpenAI-compatible backend end to end: the local server configured with `LLM_BASE_URL`
 * against a fake OpenAI-compatible server (real HTTP on both sides). Its versions are listed
 * and selectable, run every operation, fail with 503 when the server keeps refusing, and jobs
 * wait out a server slower than a request may be.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';
import { OPENAI_COMPATIBLE_V1 } from '../../lambdas/models/openai/index.js';
import { TOOL_NAMES } from '../../lambdas/models/llm/prompt-data.js';
import { rateLimited, startFakeOpenAi, plausibleChat, type FakeOpenAi } from '../helpers/fake-openai.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

const V = OPENAI_COMPATIBLE_V1;
let fake: FakeOpenAi;
let service: TestService;

const env = () => ({
  LLM_BASE_URL: fake.baseUrl,
  LLM_MODEL: 'llama3.1:8b',
  LLM_API_KEY: 'sk-local-test',
  LLM_EMBEDDING_MODEL: 'nomic-embed-text',
  LLM_EMBEDDING_DIMENSIONS: '48',
  LLM_TIMEOUT_SECONDS: '1',
  LLM_JOB_TIMEOUT_SECONDS: '20',
  WORKER_THREADS: '1',
});

beforeAll(async () => {
  fake = await startFakeOpenAi({ dimension: 48 });
  service = await startTestService(env());
});
afterAll(async () => {
  await service?.cleanup();
  await fake?.close();
});
beforeEach(() => fake.reset());

const comments = ['The delivery was late again', 'Delivery took two weeks', 'The price is too high', 'Price went up again', 'The app crashes on login', 'App is slow and crashes', ''];

describe('local server with an OpenAI-compatible backend', () => {
  it('lists its versions beside the embedded ones, with the model, without changing the defaults', async () => {
    const body = (await (await service.call('/v1/versions')).json()) as Record<string, { default: string; versions: Record<string, unknown>[] }>;
    for (const op of ['embeddings', 'similarity', 'themes', 'sentiment', 'extractions']) {
      const ours = body[op].versions.find((v) => v.id === V);
      expect(ours, op).toMatchObject({ backend: 'openai-compatible', default: false });
      expect(body[op].default).not.toBe(V);
      expect(body[op].versions.some((v) => v.backend === 'local')).toBe(true);
    }
    expect(body.themes.versions.find((v) => v.id === V)?.model).toBe('llama3.1:8b');
    expect(body.embeddings.versions.find((v) => v.id === V)).toMatchObject({ model: 'nomic-embed-text', dimension: 48 });
    expect(fake.calls).toHaveLength(0);
  });

  it('runs themes on the selected version: every input in one theme, verbatim representatives, assignments', async () => {
    const res = await service.call('/v1/themes', { method: 'POST', json: { inputs: comments, minThemes: 2, maxThemes: 3, fast: true, version: V, includeAssignments: true } });
    expect(res.status).toBe(200);
    const { themes, assignments } = (await res.json()) as { themes: { shortLabel: string; representatives: string[]; size: number }[]; assignments: number[] };
    expect(themes.length).toBeGreaterThanOrEqual(2);
    for (const theme of themes) expect(theme.representatives.every((r) => comments.includes(r))).toBe(true);
    expect(assignments).toHaveLength(comments.length);
    expect(assignments[6]).toBe(-1); // the blank input
    expect(themes.reduce((n, t) => n + t.size, 0)).toBe(comments.length - 1);
    expect(fake.calls[0].headers.authorization).toBe('Bearer sk-local-test');
    expect(fake.calls[0].body.model).toBe('llama3.1:8b');
  });

  it('runs sentiment, extractions, embeddings and similarity on the selected version', async () => {
    const post = async (path: string, json: unknown) => {
      const res = await service.call(path, { method: 'POST', json });
      expect(res.status, path).toBe(200);
      return (await res.json()) as any;
    };
    const sentiment = await post('/v1/sentiment', { inputs: ['I love this app', 'Terrible support'], fast: true, version: V });
    expect(sentiment.results.map((r: any) => r.sentiment)).toEqual(['positive', 'negative']);

    const extractions = await post('/v1/extractions', { inputs: ['The price is too high, but delivery was fast'], themes: ['price'], fast: true, version: V });
    expect(extractions.extractions).toEqual([[['The price is too high']]]);

    const embeddings = await post('/v1/embeddings', { inputs: ['late delivery', 'slow delivery'], fast: true, version: V });
    expect(embeddings.embeddings.map((e: any) => [e.text, e.vector.length])).toEqual([
      ['late delivery', 48],
      ['slow delivery', 48],
    ]);

    const similarity = await post('/v1/similarity', { set: ['late delivery', 'late delivery again', 'price is high'], fast: true, version: V });
    expect(similarity.flattened).toHaveLength(3);
    expect(similarity.flattened[0]).toBeGreaterThan(similarity.flattened[1]); // shared words score higher
    const routes = fake.calls.map((c) => c.route);
    expect(routes.filter((r) => r === 'embeddings')).toHaveLength(2);
    expect(fake.calls.filter((c) => c.route === 'chat').map((c) => c.body.tools?.[0]?.function.name ?? c.body.response_format?.json_schema?.name)).toEqual([
      TOOL_NAMES.sentiment,
      TOOL_NAMES.extractions,
    ]);
  });

  it('summaries on the selected (themes) version are abstractive: the model writes them, in the format asked, sync and as a job', async () => {
    const request = { inputs: comments, question: 'What goes wrong with delivery?', preset: 'five-point', version: V };
    const res = await service.call('/v1/summaries', { method: 'POST', json: { ...request, fast: true } });
    expect(res.status).toBe(200);
    const { summary } = (await res.json()) as { summary: string };
    // The fake answers with the texts sharing a word with the question, as bullets.
    expect(summary).toBe('- The delivery was late again\n- Delivery took two weeks');
    const chat = fake.calls.filter((c) => c.route === 'chat');
    expect(chat).toHaveLength(1);
    expect(chat[0].body.tools?.[0]?.function.name ?? chat[0].body.response_format?.json_schema?.name).toBe(TOOL_NAMES.summary);
    expect(JSON.stringify(chat[0].body)).toContain('exactly 5 bullet points');
    const accepted = await service.call('/v1/summaries', { method: 'POST', json: request });
    const { jobId } = (await accepted.json()) as { jobId: string };
    const job = await waitForJob(service, jobId);
    expect(((await (await fetch(job.resultUrl as string)).json()) as { summary: string }).summary).toBe(summary);
    // Without the version, summaries stay extractive on the embedded models (no call).
    const before = fake.calls.length;
    const local = await service.call('/v1/summaries', { method: 'POST', json: { inputs: comments, question: 'What goes wrong?', fast: true } });
    expect(local.status).toBe(200);
    expect(fake.calls.length).toBe(before);
  });

  it('answers 503 model_unavailable with Retry-After when the server keeps throttling', async () => {
    fake.failNext(100, rateLimited(30));
    const res = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['fine'], fast: true, version: V } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('model_unavailable');
    expect(body.message).toContain('llama3.1:8b');
    expect(body.message).not.toContain('fine');
  });

  it('a job waits out a server slower than a request may wait', async () => {
    fake.script('chat', async ({ body }) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // over LLM_TIMEOUT_SECONDS=1
      return plausibleChat(body);
    });
    const accepted = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['Great value', 'Awful app'], version: V } });
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()) as { jobId: string };
    const job = await waitForJob(service, jobId, 30_000);
    expect(job.status).toBe('completed');
    expect(fake.calls.every((c) => c.status === 200)).toBe(true);
  });

  it('the embedded versions still run on the embedded models', async () => {
    const res = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['I love it'], fast: true } });
    expect(res.status).toBe(200);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('LLM_DEFAULT=true', () => {
  it('makes its versions the defaults of the operations it serves', async () => {
    const embeddedOnly: AnalysisExecutor = { run: () => Promise.reject(new Error('the embedded models are not used here')) };
    const { LLM_EMBEDDING_MODEL: _m, LLM_EMBEDDING_DIMENSIONS: _d, ...chatOnly } = env();
    const other = await startTestService({ ...chatOnly, LLM_DEFAULT: 'true' }, { executor: embeddedOnly });
    try {
      const body = (await (await other.call('/v1/versions')).json()) as Record<string, { default: string; versions: { id: string }[] }>;
      expect([body.themes.default, body.sentiment.default, body.extractions.default]).toEqual([V, V, V]);
      expect(body.embeddings.default).not.toBe(V); // no embedding model configured: the embedded default stays
      expect(body.embeddings.versions.some((v) => v.id === V)).toBe(false);
      // The clients' version ids follow the defaults' backend (contract §10).
      const aliasTarget = (op: string, id: string) => (body[op] as unknown as { aliases: { id: string; target: string }[] }).aliases.find((a) => a.id === id)?.target;
      expect(aliasTarget('themes', '2025-09-01')).toBe(V);
      expect(aliasTarget('embeddings', 'original')).toBe(body.embeddings.default);
      const res = await other.call('/v1/sentiment', { method: 'POST', json: { inputs: ['I love it'], fast: true } });
      expect(res.status).toBe(200);
      expect(fake.calls).toHaveLength(1);
    } finally {
      await other.cleanup();
    }
  });
});
