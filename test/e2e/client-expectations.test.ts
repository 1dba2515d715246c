import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThemesResponse } from '../../lambdas/core/schemas/responses.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * What the TypeScript SDK's own integration tests expect where we decided otherwise (design notes,
 * "What the clients expect that we do not do"), in the exact bodies its `Analyzer` and
 * `generateDataDictionary` send: the answer stays the contract's, and says why.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

const post = (path: string, body: unknown) => service.call(path, { method: 'POST', json: body });

describe('minThemes on fewer distinct comments than 2 × minThemes', () => {
  // The SDK's ThemeGeneration process: {inputs, maxThemes, minThemes, fast}.
  const SDK_BODY = { inputs: ['Great food', 'Tasty food', 'Quick service'], maxThemes: 3, minThemes: 2 };
  const WARNING = 'Only 3 distinct non-blank comments were given, too few for 2 themes of at least 2 distinct comments each, so 1 theme was formed.';

  it('gives the themes the comments support, with verbatim representatives, and says why: header when sync, job warning when async', async () => {
    const res = await post('/pulse/v1/themes', { ...SDK_BODY, fast: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-themes-warning')).toBe(WARNING);
    const body = ThemesResponse.parse(await res.json());
    expect(body.themes).toHaveLength(1);
    for (const r of body.themes[0]!.representatives) expect(SDK_BODY.inputs).toContain(r);

    const accepted = await post('/pulse/v1/themes', { ...SDK_BODY, fast: false });
    expect(accepted.status).toBe(202);
    const job = await waitForJob(service, ((await accepted.json()) as { jobId: string }).jobId);
    expect(job.status).toBe('completed');
    expect(job.warning).toBe(WARNING);
    const result = ThemesResponse.parse(await (await fetch(job.result_url as string)).json());
    expect(result.themes).toEqual(body.themes);
  });

  it('two distinct comments per theme reach minThemes, without a warning', async () => {
    const res = await post('/v1/themes', { inputs: ['Great food', 'Tasty food', 'Quick service', 'Slow service'], maxThemes: 3, minThemes: 2, fast: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-themes-warning')).toBeNull();
    const body = ThemesResponse.parse(await res.json());
    expect(body.themes).toHaveLength(2);
    expect(body.themes.map((t) => [...t.representatives].sort())).toEqual(
      expect.arrayContaining([
        ['Great food', 'Tasty food'],
        ['Quick service', 'Slow service'],
      ]),
    );
  });
});

describe('data-dictionary tables without data rows', () => {
  // The SDK's error-scenario tests: generateDataDictionary([], {fast: false}) and a header-only table.
  it.each([
    ['an empty table', { data: [], fast: false }],
    ['a header row only', { data: [['Column1', 'Column2']], fast: false }],
  ])('%s is refused at once with 400 validation_error, no job accepted', async (_name, body) => {
    const res = await post('/pulse/v1/data-dictionary', body);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const error = (await res.json()) as { code: string; errors: { field: string; message: string }[] };
    expect(error.code).toBe('validation_error');
    expect(error.errors.some((e) => e.field === 'data' && e.message === 'Send the header row and at least one data row.')).toBe(true);
  });
});
