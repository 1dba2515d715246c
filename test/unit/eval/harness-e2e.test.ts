import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { startTestService, type TestService } from '../../helpers/local-service.js';
import { parseOptions } from '../../../bench/eval/options.js';
import { runEvaluation } from '../../../bench/eval/run-evaluation.js';
import { OPERATIONS } from '../../../lambdas/core/limits.js';
import type { VersionCatalog } from '../../../lambdas/core/versions.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { fakeExecutor, versionsRun } from './fake-models.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/eval', import.meta.url));

let service: TestService;

/**
 * The harness sends a few hundred requests in a run; the default rate limit (600 a minute, bursts
 * of 120) would answer most of them 429 and the client would wait a second before each retry.
 */
const UNTHROTTLED = { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' };

/**
 * The fake models finish a job in milliseconds; the client's first wait between two polls of a job
 * (100 ms, for real models) would be most of the run, as the harness's jobs run one after another.
 */
const FIRST_POLL_MS = '10';
const previousFirstPoll = process.env.EVAL_FIRST_POLL_MS;

beforeAll(async () => {
  process.env.EVAL_FIRST_POLL_MS = FIRST_POLL_MS;
  service = await startTestService(UNTHROTTLED, { executor: fakeExecutor });
});

afterAll(async () => {
  if (previousFirstPoll === undefined) delete process.env.EVAL_FIRST_POLL_MS;
  else process.env.EVAL_FIRST_POLL_MS = previousFirstPoll;
  await service.cleanup();
});

describe('evaluation harness against a local server with fast models', () => {
  it('scores every task through the API and renders the report', async () => {
    const options = parseOptions(['--data', FIXTURES, '--base-url', service.url, '--api-key', service.key]);
    const lines: string[] = [];
    const { markdown, tasks } = await runEvaluation(options, { baseUrl: service.url, apiKey: service.key, description: 'a test server' }, 'npm run eval -- (test)', (l) => lines.push(l));

    expect(tasks.map((t) => t.title)).toEqual(['Embeddings and similarity', 'Sentiment', 'Themes', 'Extractions']);
    const datasets = tasks.flatMap((t) => t.rows.map((r) => r.dataset));
    for (const name of ['stsb (embeddings)', 'stsb (similarity)', 'tweeteval', 'sst3', 'reviews-4class', 'uci-sentences', 'amazon-rated', 'banking77', 'clinc150', 'stackoverflow20', 'survey-proctoring', 'restaurants16', 'app-reviews']) {
      expect(datasets).toContain(name);
    }
    for (const row of tasks.flatMap((t) => t.rows)) expect(Number.isFinite(row.service)).toBe(true);

    // The similarity endpoint and the embeddings' cosines agree (same encoder).
    const [viaEmbeddings, viaSimilarity] = tasks[0].rows;
    expect(viaSimilarity.service).toBeCloseTo(viaEmbeddings.service, 5);
    expect(viaEmbeddings.service).toBeGreaterThan(viaEmbeddings.baselines[0].value - 0.5);

    // The keyword sentiment stand-in is right on every sst3 fixture row.
    const sst3 = tasks[1].rows.find((r) => r.dataset === 'sst3' && r.metric === 'accuracy')!;
    expect(sst3.service).toBe(1);

    // Survey: the question with 20 coded answers is a sample, the one with a single answer is not.
    expect(markdown).toContain('| survey/Q1 | 20 |');
    expect(markdown).not.toContain('survey/Q2');
    expect(markdown).toMatch(/Label checks: (\d+)\/\1 short labels have 2–4 words/);
    expect(markdown).toMatch(/\| themes \| `\d{4}-\d{2}-\d{2}` \(default\) \|/);
    expect(markdown).toContain('## Scoring a deployment and the Bedrock versions');
    expect(lines.length).toBeGreaterThan(0);
  });

  it('scores pinned versions, as for a Bedrock deployment', async () => {
    const bedrock = 'bedrock-2026-11-21';
    // A deployment serving a Bedrock version of every operation next to the local ones.
    const catalog = Object.fromEntries(
      OPERATIONS.map((op) => [op, { ...LOCAL_CATALOG[op], versions: [...LOCAL_CATALOG[op].versions, { id: bedrock, backend: 'bedrock', description: `Bedrock ${op}` }] }]),
    ) as VersionCatalog;
    const deployment = await startTestService(UNTHROTTLED, { executor: fakeExecutor, catalog });
    try {
      versionsRun.clear();
      const pins = OPERATIONS.flatMap((op) => [`--version-${op}`, bedrock]);
      const options = parseOptions(['--data', FIXTURES, '--only', 'themes,extractions', '--limit', '8', ...pins, '--base-url', deployment.url, '--api-key', deployment.key]);
      const { markdown } = await runEvaluation(options, { baseUrl: deployment.url, apiKey: deployment.key, description: 'a deployment' }, 'x', () => {});
      expect(markdown).toContain(`| themes | \`${bedrock}\` (pinned) | Bedrock themes |`);
      for (const op of ['themes', 'embeddings', 'extractions']) expect([...(versionsRun.get(op) ?? [])]).toEqual([bedrock]);
    } finally {
      await deployment.cleanup();
    }
  });

  it('pins versions and refuses versions the service does not serve', async () => {
    const options = parseOptions(['--data', FIXTURES, '--only', 'embeddings', '--version-embeddings', 'bedrock-nope', '--base-url', service.url, '--api-key', service.key]);
    await expect(runEvaluation(options, { baseUrl: service.url, apiKey: service.key, description: 'x' }, 'x', () => {})).rejects.toThrow(/not served/);
  });
});
