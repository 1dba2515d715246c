import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClusteringResponse, DataDictionaryResponse, SummariesResponse, ThemeSetsResponse } from '../../lambdas/core/schemas/composite-responses.js';
import { ErrorBody } from '../../lambdas/core/schemas/responses.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * The operations of the existing clients beyond the specification's five (contract §10), in the
 * shapes the TypeScript SDK sends (`clusterTexts`, `generateSummary`, `generateDataDictionary`,
 * `generateThemes` with `interactive`/`initialSets`) and the add-ins read: sync and as jobs, under
 * `/v1` and `/pulse/v1`, bad input as 4xx in the contract's error format.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

const post = (path: string, body: unknown) => service.call(path, { method: 'POST', json: body });

async function viaJob(path: string, body: object): Promise<Record<string, unknown>> {
  const accepted = await post(path, { ...body, fast: false });
  expect(accepted.status).toBe(202);
  const { jobId, job_id } = (await accepted.json()) as { jobId: string; job_id: string };
  expect(job_id).toBe(jobId);
  const job = await waitForJob(service, jobId);
  expect(job.status).toBe('completed');
  const result = (await (await fetch(job.result_url as string)).json()) as Record<string, unknown>;
  expect(result.requestId).toBe(jobId);
  return result;
}

const COMMENTS = [
  'Parking at the hospital is far too expensive.',
  'The car park charges are a rip-off.',
  'Nurses on the ward were kind and caring.',
  'The nursing staff were lovely to my mother.',
  'We waited five hours in A&E before anyone saw us.',
  'The wait in the emergency department was very long.',
];

describe('clustering', () => {
  it('groups texts by meaning into k clusters, every input once, same answer as a job and under /pulse/v1', async () => {
    const request = { inputs: ['red apple', 'green apple', 'blue truck', 'yellow truck'], k: 2 };
    const res = await post('/v1/clustering', { ...request, fast: true });
    expect(res.status).toBe(200);
    const body = ClusteringResponse.parse(await res.json());
    expect(body.algorithm).toBe('kmeans');
    expect(body.clusters.map((c) => [...c.items].sort())).toEqual([['green apple', 'red apple'], ['blue truck', 'yellow truck']]);
    const job = await viaJob('/pulse/v1/clustering', request);
    expect({ ...job, requestId: '' }).toEqual({ ...body, requestId: '' });
  });

  it('every algorithm the clients name runs and covers every input exactly once', async () => {
    for (const algorithm of ['kmeans', 'skmeans', 'agglomerative', 'hdbscan']) {
      const res = await post('/v1/clustering', { inputs: COMMENTS, k: 3, algorithm, fast: true });
      expect(res.status, algorithm).toBe(200);
      const body = ClusteringResponse.parse(await res.json());
      expect(body.algorithm).toBe(algorithm);
      expect(body.clusters).toHaveLength(3);
      expect(body.clusters.flatMap((c) => c.items).sort()).toEqual([...COMMENTS].sort());
      // The two parking comments, the two nursing ones and the two waiting ones share clusters.
      const clusterOf = (text: string) => body.clusters.findIndex((c) => c.items.includes(text));
      expect(clusterOf(COMMENTS[0])).toBe(clusterOf(COMMENTS[1]));
      expect(clusterOf(COMMENTS[2])).toBe(clusterOf(COMMENTS[3]));
      expect(clusterOf(COMMENTS[4])).toBe(clusterOf(COMMENTS[5]));
    }
  });
});

describe('summaries', () => {
  it('extractive on the embedded models: sentences of the inputs, in the requested format, sync and as a job', async () => {
    const request = { inputs: COMMENTS, question: 'What do patients say about waiting?' };
    const res = await post('/v1/summaries', { ...request, fast: true });
    expect(res.status).toBe(200);
    const body = SummariesResponse.parse(await res.json());
    const sentences = body.summary.split(/(?<=[.!?])\s+/);
    expect(sentences).toHaveLength(4);
    for (const s of sentences) expect(COMMENTS).toContain(s);
    expect(sentences.slice(0, 2).some((s) => /wait/i.test(s))).toBe(true);
    const job = await viaJob('/pulse/v1/summaries', request);
    expect(job.summary).toBe(body.summary);

    const bullets = SummariesResponse.parse(await (await post('/v1/summaries', { ...request, preset: 'five-point', fast: true })).json());
    expect(bullets.summary.split('\n')).toHaveLength(5);
    for (const line of bullets.summary.split('\n')) expect(line).toMatch(/^- /);
    const tweet = SummariesResponse.parse(await (await post('/v1/summaries', { ...request, preset: 'one-tweet', fast: true })).json());
    expect(tweet.summary.length).toBeLessThanOrEqual(280);
    const short = SummariesResponse.parse(await (await post('/v1/summaries', { ...request, length: 'short', fast: true })).json());
    expect(short.summary.split(/(?<=[.!?])\s+/)).toHaveLength(2);
    // The Excel add-in may send no question: the summary then says what the inputs say most.
    const open = SummariesResponse.parse(await (await post('/v1/summaries', { inputs: COMMENTS, fast: true })).json());
    for (const s of open.summary.split(/(?<=[.!?])\s+/)) expect(COMMENTS).toContain(s);
  });
});

const TABLE = [
  ['Name', 'Age', 'City', 'Satisfaction', 'Member'],
  ['Ann Lee', '25', 'Leeds', 'Very Satisfied', 'yes'],
  ['Raj Patel', '30', 'York', 'Satisfied', 'no'],
  ['', '35', 'Leeds', 'Neutral', 'yes'],
  ['Tom Price', 'unknown', 'Hull', 'Dissatisfied', 'yes'],
  ['Eve Stone', '41', 'York', 'Satisfied', ''],
];

describe('data dictionary', () => {
  it('a DDI codebook of the table as the TypeScript SDK sends it (a job), with options; the same synchronously', async () => {
    const request = { data: TABLE, options: { language: 'en', title: 'Members survey', description: 'A test table', context: 'Club members' } };
    const result = DataDictionaryResponse.parse(await viaJob('/v1/data-dictionary', request));
    const { codebook } = result;
    expect([result.profileName, codebook.title, codebook.description, codebook.language]).toEqual(['DDI Profile', 'Members survey', 'A test table', 'en']);
    const byLabel = Object.fromEntries(codebook.variables.map((v) => [v.variableLabel, v]));
    expect(codebook.variables.map((v) => v.variableName)).toEqual(['NAME', 'AGE', 'CITY', 'SATISFACTION', 'MEMBER']);
    expect(byLabel.Age).toMatchObject({ type: 'numeric', scaleLevel: 'ratio', minValue: 25, maxValue: 41 });
    expect(byLabel.Satisfaction).toMatchObject({ type: 'string', scaleLevel: 'ordinal' });
    expect(byLabel.Member).toMatchObject({ type: 'boolean', missingValuesRef: 'mv.blank' });
    expect(byLabel.City).toMatchObject({ scaleLevel: 'nominal' });
    const satisfaction = codebook.categories.filter((c) => c.valueDomainId === byLabel.Satisfaction.valueDomainRef);
    expect(satisfaction.map((c) => c.label)).toEqual(['Dissatisfied', 'Neutral', 'Satisfied', 'Very Satisfied']);
    expect(satisfaction.find((c) => c.label === 'Satisfied')?.frequency).toBe(2);
    expect(codebook.qualityMetrics).toMatchObject({ totalRows: 5, totalColumns: 5, duplicateRows: 0, completeness: 0.92 });
    expect(codebook.qualityMetrics.consistency).toBeLessThan(1);
    const sync = await post('/pulse/v1/data-dictionary', { ...request, fast: true });
    expect(sync.status).toBe(200);
    const body = DataDictionaryResponse.parse(await sync.json());
    expect(body.codebook.variables).toEqual(codebook.variables);
  });
});

describe('themes: interactive sets', () => {
  it('interactive with initialSets 3 answers themeSets (as found, coarser, finer); the add-ins’ version id works; as a job too', async () => {
    const inputs = [...COMMENTS, 'Food was served cold.', 'Meals were cold and bland.', 'The doctor explained everything clearly.', 'Clear explanations from the consultant.'];
    const request = { inputs, interactive: true, initialSets: 3, version: '2025-09-01' };
    const res = await post('/v1/themes', { ...request, fast: true });
    expect(res.status).toBe(200);
    const body = ThemeSetsResponse.parse(await res.json());
    expect(body.themeSets.length).toBeGreaterThanOrEqual(2);
    const counts = body.themeSets.map((s) => s.length);
    expect(new Set(counts).size).toBe(counts.length);
    for (const set of body.themeSets) for (const t of set) for (const r of t.representatives) expect(inputs).toContain(r);
    const job = await viaJob('/pulse/v1/themes', request);
    expect(job.themeSets).toEqual(body.themeSets);
    // The same version: the default (2026-11-27) names themes differently from the add-ins' id (2026-11-26).
    const one = ThemeSetsResponse.parse(await (await post('/v1/themes', { inputs, interactive: true, fast: true, version: '2025-09-01' })).json());
    expect(one.themeSets).toHaveLength(1);
    expect(one.themeSets[0]).toEqual(body.themeSets[0]);
  });
});

describe('usage', () => {
  // The add-ins read `usage.records[].feature/quantity` from a synchronous body and from a job's
  // result; the TypeScript SDK's schemas give every body an optional `usage: {records, total}`.
  const CALLS: [string, Record<string, unknown>, string, number][] = [
    ['/v1/embeddings', { inputs: ['a', 'b', ''] }, 'embeddings', 3],
    ['/v1/similarity', { set: ['a', 'b', 'c'] }, 'similarity', 3],
    ['/v1/similarity', { set_a: ['a', 'b'], set_b: ['c', 'd', 'e'], split: { set_a: { unit: 'sentence', agg: 'max' } } }, 'similarity', 5],
    ['/v1/similarity', { set: ['a', 'b', 'c'], topK: 1 }, 'similarity', 3],
    ['/v1/themes', { inputs: COMMENTS }, 'themes', 6],
    ['/v1/sentiment', { inputs: ['good', 'bad'] }, 'sentiment', 2],
    ['/v1/extractions', { inputs: ['The parking was dear'], themes: ['parking'] }, 'extractions', 1],
    ['/v1/extractions', { inputs: ['The parking was dear', 'x'], dictionary: ['parking'] }, 'extractions', 2],
    ['/v1/clustering', { inputs: COMMENTS, k: 2 }, 'clustering', 6],
    ['/v1/summaries', { inputs: COMMENTS, question: 'What is said?' }, 'summaries', 6],
    ['/v1/data-dictionary', { data: TABLE }, 'data-dictionary', 5],
  ];
  it.each(CALLS.map((c) => [`${c[0]} ${Object.keys(c[1]).join(',')}`, ...c] as const))('%s: {records: [{feature, quantity}], total}, the last member, the same sync and as a job', async (_name, path, body, feature, quantity) => {
    const expected = { records: [{ feature, quantity }], total: quantity };
    const res = await post(path, { ...body, fast: true });
    expect(res.status).toBe(200);
    const text = await res.text();
    const sync = JSON.parse(text) as Record<string, unknown>;
    expect(sync.usage).toEqual(expected);
    expect(Object.keys(sync).at(-1)).toBe('usage');
    expect((await viaJob(path, body)).usage).toEqual(expected);
  });

  it('interactive themes count their inputs once per theme set computed', async () => {
    const res = (await (await post('/v1/themes', { inputs: COMMENTS, interactive: true, initialSets: 3, fast: true })).json()) as { usage: unknown };
    const sets = ThemeSetsResponse.parse(res).themeSets.length;
    expect(sets).toBeGreaterThan(1);
    expect(res.usage).toEqual({ records: [{ feature: 'themes', quantity: 6 * sets }], total: 6 * sets });
  });
});

describe('bad input', () => {
  const CASES: [string, unknown, string, RegExp][] = [
    ['/v1/clustering', { inputs: ['a', 'b'] }, 'validation_error', /k/],
    ['/v1/clustering', { inputs: ['a', 'b'], k: 3 }, 'validation_error', /only 2 inputs/],
    ['/v1/clustering', { inputs: ['a', 'b'], k: 0 }, 'validation_error', /k/],
    ['/v1/clustering', { inputs: ['a', 'b'], k: 51 }, 'validation_error', /k/],
    ['/v1/clustering', { inputs: ['a', 'b'], k: 1.5 }, 'validation_error', /k/],
    ['/v1/clustering', { inputs: ['a'], k: 1 }, 'validation_error', /at least 2/],
    ['/v1/clustering', { inputs: ['a', 'b'], k: 2, algorithm: 'dbscan' }, 'validation_error', /algorithm/],
    ['/v1/clustering', { inputs: 'a b', k: 2 }, 'validation_error', /inputs/],
    ['/v1/clustering', { inputs: Array.from({ length: 201 }, (_, i) => `t${i}`), k: 2, fast: true }, 'limit_exceeded', /fast: false/],
    ['/v1/clustering', { inputs: Array.from({ length: 2001 }, (_, i) => `t${i}`), k: 2 }, 'limit_exceeded', /2000/],
    ['/v1/clustering', { inputs: ['a', 'b'], k: 2, version: 'nope' }, 'unknown_version', /nope/],
    ['/v1/summaries', { inputs: ['a'], question: '   ' }, 'validation_error', /blank/],
    ['/v1/summaries', { inputs: [], question: 'q' }, 'validation_error', /inputs/],
    ['/v1/summaries', { inputs: ['a'], question: 'q', length: 'huge' }, 'validation_error', /length/],
    ['/v1/summaries', { inputs: ['a'], question: 'q', preset: 'haiku' }, 'validation_error', /preset/],
    ['/v1/summaries', { inputs: ['a'], question: 'q'.repeat(2001) }, 'limit_exceeded', /question/],
    ['/v1/summaries', { inputs: [1, 2], question: 'q' }, 'validation_error', /inputs/],
    ['/v1/summaries', { inputs: Array.from({ length: 201 }, (_, i) => `t${i}`), question: 'q', fast: true }, 'limit_exceeded', /fast: false/],
    ['/v1/data-dictionary', {}, 'validation_error', /data/],
    ['/v1/data-dictionary', { data: [] }, 'validation_error', /data/],
    ['/v1/data-dictionary', { data: [['A', 'B']] }, 'validation_error', /at least one data row/],
    ['/v1/data-dictionary', { data: [['A', 'B'], ['1']] }, 'validation_error', /same number of columns/],
    ['/v1/data-dictionary', { data: [['A'], [1]] }, 'validation_error', /data/],
    ['/v1/data-dictionary', { data: ['A', 'B'] }, 'validation_error', /data/],
    ['/v1/data-dictionary', { data: [['A'], ['1']], options: { language: 'English' } }, 'validation_error', /language/],
    ['/v1/data-dictionary', { data: [['A'], ['1']], options: { title: '' } }, 'validation_error', /title/],
    ['/v1/data-dictionary', { data: [['A'], ['1']], options: { colour: 'red' } }, 'validation_error', /options/],
    ['/v1/data-dictionary', { data: Array.from({ length: 5002 }, () => ['x']), fast: true }, 'limit_exceeded', /fast: false/],
    ['/v1/data-dictionary', { data: Array.from({ length: 201 }, () => Array.from({ length: 500 }, () => 'x')) }, 'limit_exceeded', /cells/],
    ['/v1/themes', { inputs: ['a', 'b'], initialSets: 2 }, 'validation_error', /interactive/],
    ['/v1/themes', { inputs: ['a', 'b'], interactive: true, initialSets: 4 }, 'validation_error', /initialSets/],
    ['/v1/themes', { inputs: ['a', 'b'], interactive: 'yes' }, 'validation_error', /interactive/],
    ['/v1/themes', { inputs: ['a', 'b'], interactive: true, includeAssignments: true }, 'validation_error', /includeAssignments/],
  ];

  it.each(CASES.map((c) => [`${c[0]} ${JSON.stringify(c[1]).slice(0, 60)}`, ...c] as const))('%s → 400 %s', async (_name, path, body, code, message) => {
    const before = await service.jobCount();
    for (const base of ['', '/pulse']) {
      const res = await post(`${base}${path}`, body);
      expect(res.status).toBe(400);
      const json = ErrorBody.parse(await res.json());
      expect(json.code).toBe(code);
      expect(json.message).toMatch(message);
    }
    expect(await service.jobCount()).toBe(before);
  });
});
