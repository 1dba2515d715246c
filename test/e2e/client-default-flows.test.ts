import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { expectVerbatimSpans } from '../helpers/verbatim-spans.js';

/**
 * The public clients' main flows on the current default versions. The two SDKs send no `version`,
 * so every new default of themes, sentiment and extractions reaches them (the add-ins pin themes
 * and sentiment by alias, not extractions, similarity or summaries). Each request here is shaped
 * exactly as the client sends it, the answer is that of the version `GET /v1/versions` names
 * default (summaries have no versions: their shape only), and it is checked as the
 * client checks it: the Python SDK's pydantic models reject an answer at run time (a theme needs
 * exactly two representatives, a sentiment one of four labels, a job status one of four values);
 * the TypeScript SDK and the add-ins read fixed members. Sync and as jobs, each under the client's
 * base path.
 */
let service: TestService;
let defaults: Record<string, string>;
beforeAll(async () => {
  service = await startTestService();
  const catalog = (await (await service.call('/v1/versions')).json()) as Record<string, { default?: string }>;
  defaults = Object.fromEntries(Object.entries(catalog).flatMap(([op, entry]) => (entry?.default ? [[op, entry.default]] : [])));
  // A missing default would send `version: undefined`, dropped from the JSON: the "pinned" request
  // would run unpinned and every comparison below would hold whatever it answered.
  for (const op of ['themes', 'sentiment', 'extractions', 'similarity']) expect(defaults[op] ?? 'missing', `default ${op} version`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}, 60_000);
afterAll(async () => service?.cleanup());

const COMMENTS = [
  'The night nurse brought me tea and sat with me when I could not sleep.',
  'Visitor parking costs more than my lunch.',
  'Nobody told us why the operation was delayed twice.',
  'Car park fees are daylight robbery.',
  'The physio was patient and explained every exercise.',
  'We sat in the corridor for three hours without an update.',
  'Soup was lukewarm and the bread was stale.',
  'Breakfast came late and cold.',
];

type Json = Record<string, unknown>;
/** Each test's own timeout; a job's poll budget stays below it, so a stuck job fails as "still pending". */
const TEST_TIMEOUT_MS = 60_000;
const JOB_BUDGET_MS = 40_000;
const withoutRequestId = ({ requestId: _id, ...rest }: Json): Json => rest;

/**
 * What a client gets for a body: sync (`fast: true` sent) the answer itself; otherwise the
 * client's job flow: 202 `{jobId}`, `GET <base>/jobs?jobId=` until not pending, then the result
 * link, fetched with the client's Authorization header still on (its HTTP client adds it to every
 * request).
 */
async function answer(base: string, operation: string, body: Json, checkStatus: (status: Json) => void = () => {}): Promise<Json> {
  const res = await service.call(`${base}/${operation}`, { method: 'POST', json: body });
  if (body.fast === true) {
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    return (await res.json()) as Json;
  }
  expect(res.status).toBe(202);
  const { jobId } = (await res.json()) as { jobId: unknown };
  expect(typeof jobId).toBe('string');
  const status = await waitForJob(service, jobId as string, JOB_BUDGET_MS, undefined, base, checkStatus);
  expect(status.status).toBe('completed');
  const result = await fetch(status.resultUrl as string, { headers: { authorization: `Bearer ${service.key}` } });
  expect(result.status).toBe(200);
  return (await result.json()) as Json;
}

/** The answer of the same body pinned to the operation's default version, for comparison. */
async function pinnedToDefault(base: string, operation: string, body: Json): Promise<Json> {
  const res = await service.call(`${base}/${operation}`, { method: 'POST', json: { ...body, version: defaults[operation], fast: true } });
  expect(res.status).toBe(200);
  return withoutRequestId((await res.json()) as Json);
}

// The Python SDK's pydantic models (pulse/core/models.py, pulse/core/jobs.py), as it validates.
const PY_SENTIMENTS = ['positive', 'negative', 'neutral', 'mixed'];
const PY_JOB_STATUSES = ['pending', 'completed', 'error', 'failed'];
function pythonTheme(theme: unknown): void {
  const t = theme as Json;
  for (const field of ['shortLabel', 'label', 'description']) expect(typeof t[field], field).toBe('string');
  expect(Array.isArray(t.representatives)).toBe(true);
  expect(t.representatives as unknown[]).toHaveLength(2);
  for (const r of t.representatives as unknown[]) expect(typeof r).toBe('string');
}
/** A sentiment answer as both SDKs read it: one result per input, one of four labels, a number. */
function sentimentResults(got: Json): void {
  const results = got.results as { sentiment: unknown; confidence: unknown }[];
  expect(results).toHaveLength(COMMENTS.length);
  for (const r of results) {
    expect(PY_SENTIMENTS).toContain(r.sentiment);
    expect(typeof r.confidence).toBe('number');
  }
}
const pythonJobStatus = (status: Json): void => {
  // `Job` reads `jobStatus` or, by field name, `status`; it must be one of four values.
  expect(PY_JOB_STATUSES).toContain(status.jobStatus ?? status.status);
  if (status.resultUrl !== undefined) expect(typeof status.resultUrl).toBe('string');
};

describe('Python SDK (CoreClient, base path /pulse/v1): bodies without `version`', () => {
  // generate_themes(texts) defaults: min_themes=2, max_themes=50; `fast` is sent only when true.
  it.each([true, false])('generate_themes, fast=%s: ThemesResponse validates; the default themes version answers', async (fast) => {
    const body: Json = { inputs: COMMENTS, minThemes: 2, maxThemes: 50, ...(fast ? { fast: true } : {}) };
    const got = await answer('/pulse/v1', 'themes', body, pythonJobStatus);
    expect(Array.isArray(got.themes)).toBe(true);
    expect((got.themes as unknown[]).length).toBeGreaterThanOrEqual(2);
    (got.themes as unknown[]).forEach(pythonTheme);
    for (const t of got.themes as { representatives: string[] }[]) for (const r of t.representatives) expect(COMMENTS).toContain(r);
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/pulse/v1', 'themes', { inputs: COMMENTS, minThemes: 2, maxThemes: 50 }));
  }, TEST_TIMEOUT_MS);

  it.each([true, false])('analyze_sentiment, fast=%s: SentimentResponse validates; the default sentiment version answers', async (fast) => {
    const body: Json = { inputs: COMMENTS, ...(fast ? { fast: true } : {}) };
    const got = await answer('/pulse/v1', 'sentiment', body, pythonJobStatus);
    sentimentResults(got);
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/pulse/v1', 'sentiment', { inputs: COMMENTS }));
  }, TEST_TIMEOUT_MS);

  it.each([true, false])('extract_elements(inputs, themes), fast=%s: ExtractionsResponse validates ([input][theme][span] strings)', async (fast) => {
    const themes = ['parking', 'food', 'waiting'];
    const body: Json = { inputs: COMMENTS, themes, ...(fast ? { fast: true } : {}) };
    const got = await answer('/pulse/v1', 'extractions', body, pythonJobStatus);
    expectVerbatimSpans(got.extractions as unknown[][][], COMMENTS, themes.length);
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/pulse/v1', 'extractions', { inputs: COMMENTS, themes }));
  }, TEST_TIMEOUT_MS);
});

describe('TypeScript SDK (base path /v1): bodies without `version`', () => {
  const THEME_KEYS = ['description', 'label', 'representatives', 'shortLabel'];

  it.each([true, false])('ThemeGeneration {inputs, maxThemes, minThemes}, fast=%s: themes of exactly its Theme members', async (fast) => {
    const got = await answer('/v1', 'themes', { inputs: COMMENTS, maxThemes: 4, minThemes: 2, fast });
    const themes = got.themes as Json[];
    expect(themes.length).toBeGreaterThanOrEqual(2);
    expect(themes.length).toBeLessThanOrEqual(4);
    for (const t of themes) expect(Object.keys(t).sort()).toEqual(THEME_KEYS);
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/v1', 'themes', { inputs: COMMENTS, maxThemes: 4, minThemes: 2 }));
  }, TEST_TIMEOUT_MS);

  it('generateThemes {interactive, initialSets: 3}, without the add-ins\' version: `themeSets` of themes', async () => {
    const got = await answer('/v1', 'themes', { inputs: COMMENTS, interactive: true, initialSets: 3, fast: true });
    const sets = got.themeSets as Json[][];
    expect(sets.length).toBeGreaterThanOrEqual(1);
    expect(sets.length).toBeLessThanOrEqual(3);
    for (const set of sets) for (const t of set) {
      expect(Object.keys(t).sort()).toEqual(THEME_KEYS);
      pythonTheme(t);
    }
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/v1', 'themes', { inputs: COMMENTS, interactive: true, initialSets: 3 }));
  }, TEST_TIMEOUT_MS);

  // analyzeSentiment(texts, {fast}) sends {inputs, fast} (`fast` left out of the JSON when not set).
  it.each([true, undefined])('analyzeSentiment {inputs, fast: %s}: results of its four labels; the default sentiment version answers', async (fast) => {
    const got = await answer('/v1', 'sentiment', { inputs: COMMENTS, ...(fast ? { fast } : {}) });
    sentimentResults(got);
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/v1', 'sentiment', { inputs: COMMENTS }));
  }, TEST_TIMEOUT_MS);

  it.each([true, false])('extractElements {inputs, type, dictionary, expand_dictionary: true}, fast=%s: {dictionary, results}', async (fast) => {
    const dictionary = ['parking', 'nurse', 'food'];
    const body = { inputs: COMMENTS, type: 'themes', dictionary, expand_dictionary: true };
    const got = await answer('/v1', 'extractions', { ...body, fast });
    const dict = got.dictionary as string[];
    expect(dict.slice(0, dictionary.length)).toEqual(dictionary);
    expectVerbatimSpans(got.results as string[][][], COMMENTS, dict.length);
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/v1', 'extractions', body));
  }, TEST_TIMEOUT_MS);
});

describe('Excel and Sheets add-ins (base URL the host, calls under /v1)', () => {
  it.each([true, false])('extractElements {inputs, category, dictionary, expand_dictionary, fast: %s} runs the default extractions version; usage for the cost display', async (fast) => {
    const body = { inputs: COMMENTS, category: 'entity', dictionary: ['parking', 'food'], expand_dictionary: true };
    const got = await answer('/v1', 'extractions', { ...body, fast });
    expect(Array.isArray(got.dictionary) && Array.isArray(got.results)).toBe(true);
    expect((got.results as unknown[]).length).toBe(COMMENTS.length);
    expect(got.usage).toMatchObject({ total: expect.any(Number), records: expect.any(Array) });
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/v1', 'extractions', body));
  }, TEST_TIMEOUT_MS);

  // compareSimilarity as allocateThemes calls it (packages/common/src/themes.ts): texts against theme
  // labels, sentences of each text, the best sentence's score; `fast` false unless the caller sets it.
  it.each([true, false])('compareSimilarity {set_a, set_b, fast: %s, split: sentence/max}: the matrix it reads; the default similarity version answers', async (fast) => {
    const labels = ['Parking charges', 'Food quality', 'Waiting times'];
    const body = { set_a: COMMENTS, set_b: labels, split: { set_a: { unit: 'sentence', agg: 'max' } } };
    const got = await answer('/v1', 'similarity', { ...body, fast });
    const matrix = got.matrix as number[][];
    expect(matrix).toHaveLength(COMMENTS.length);
    for (const row of matrix) {
      expect(row).toHaveLength(labels.length);
      for (const v of row) expect(typeof v).toBe('number');
    }
    expect(withoutRequestId(got)).toEqual(await pinnedToDefault('/v1', 'similarity', body));
  }, TEST_TIMEOUT_MS);

  // summarize as the Excel summarize flow calls it: `fast: false`, the header's question. Summaries
  // have no versions (not in GET /v1/versions): only the answer's shape is the client's concern.
  it('summarize {inputs, fast: false, question}: `summary`, the member it reads first', async () => {
    const got = await answer('/v1', 'summaries', { inputs: COMMENTS, fast: false, question: 'What does this data tell us about the hospital stay?' });
    expect(typeof got.summary).toBe('string');
    expect((got.summary as string).length).toBeGreaterThan(0);
  }, TEST_TIMEOUT_MS);
});
