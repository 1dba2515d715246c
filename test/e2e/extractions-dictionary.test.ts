import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { expectVerbatimSpans } from '../helpers/verbatim-spans.js';

/**
 * The newer extractions shape of the TypeScript SDK (`extractElements`: `{inputs, type,
 * dictionary, expand_dictionary, version}`) and the add-ins (`extractElements`: `{inputs,
 * category, dictionary, expand_dictionary?, expand_dictionary_limit?, fast}`; `extractThemes`:
 * `{inputs, mode: "themes", dictionary, fast}`), answered `{dictionary, results, requestId}`.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

const INPUTS = [
  'The courier left the parcel at the wrong house and the delivery was two days late.',
  'Friendly staff, but we waited forty minutes for a table.',
  'Prices went up again; the cost of a coffee is silly now.',
  'Shipping took ages and the package arrived damaged.',
  'The waiter was rude and the manager did nothing.',
];

type DictionaryBody = { dictionary: string[]; results: string[][][]; requestId: string };

async function post(body: unknown): Promise<Response> {
  return service.call('/v1/extractions', { method: 'POST', json: body });
}

function expectVerbatim(body: DictionaryBody, inputs: string[]): void {
  expectVerbatimSpans(body.results, inputs, body.dictionary.length);
}

describe('extractions, dictionary shape', () => {
  it('TypeScript SDK, without expansion: {dictionary, results} with the terms sent, one list per input and term', async () => {
    const res = await post({ inputs: INPUTS, type: 'named-entities', dictionary: ['delivery', 'staff', 'price'], expand_dictionary: false, fast: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ignored-fields')).toBeNull();
    const body = (await res.json()) as DictionaryBody;
    expect(Object.keys(body).sort()).toEqual(['dictionary', 'requestId', 'results', 'usage']);
    expect(body.dictionary).toEqual(['delivery', 'staff', 'price']);
    expectVerbatim(body, INPUTS);
    expect(body.results[0]![0]!.join(' ')).toMatch(/delivery/);
    expect(body.results[1]![1]!.join(' ')).toMatch(/staff/i);
    expect(body.results[2]![2]!.join(' ')).toMatch(/Prices/);
  });

  it('expand_dictionary adds related words of the inputs after the terms sent, within the limit, and matches them too', async () => {
    const res = await post({ inputs: INPUTS, dictionary: ['delivery', 'staff', 'price'], expand_dictionary: true, expand_dictionary_limit: 4, fast: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DictionaryBody;
    expect(body.dictionary.slice(0, 3)).toEqual(['delivery', 'staff', 'price']);
    const added = body.dictionary.slice(3);
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThanOrEqual(4);
    const text = INPUTS.join(' ').toLowerCase();
    for (const term of added) expect(text).toContain(term);
    // Related, not random: each addition is one of the words about deliveries, people or money.
    const related = ['courier', 'parcel', 'shipping', 'package', 'waiter', 'manager', 'cost', 'prices', 'coffee', 'friendly staff', 'table'];
    expect(added.filter((t) => related.includes(t)).length).toBeGreaterThanOrEqual(Math.ceil(added.length / 2));
    expectVerbatim(body, INPUTS);
    expect(body.results.some((perInput) => perInput.slice(3).some((spans) => spans.length > 0))).toBe(true);
    // Deterministic: the same request expands the same way.
    const again = (await (await post({ inputs: INPUTS, dictionary: ['delivery', 'staff', 'price'], expand_dictionary: true, expand_dictionary_limit: 4, fast: true })).json()) as DictionaryBody;
    expect(again.dictionary).toEqual(body.dictionary);
  });

  it('add-ins: category is accepted, mode "themes" too; as a job the result has the same shape as the synchronous body', async () => {
    const request = { inputs: INPUTS.slice(0, 3), category: 'service', mode: 'themes', dictionary: ['Late deliveries', 'Waiting times', 'Rising prices'] };
    const sync = await post({ ...request, fast: true });
    expect(sync.status).toBe(200);
    expect(sync.headers.get('x-ignored-fields')).toBeNull();
    const syncBody = (await sync.json()) as DictionaryBody;
    const accepted = await post({ ...request, fast: false });
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()) as { jobId: string };
    const job = await waitForJob(service, jobId);
    expect(job.status).toBe('completed');
    const result = (await (await fetch(job.resultUrl as string)).json()) as DictionaryBody;
    expect(result).toEqual({ ...syncBody, requestId: jobId });
    expectVerbatim(result, request.inputs);
  });

  it("the specification's shape is unchanged: {inputs, themes} → {extractions}", async () => {
    const res = await post({ inputs: INPUTS.slice(0, 2), themes: ['delivery'], fast: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['extractions', 'requestId', 'usage']);
  });

  it('same limits as themes and inputs; mixed shapes and bad options are 400 and create no job', async () => {
    const before = await service.jobCount();
    const cases: [unknown, number, string, RegExp][] = [
      [{ inputs: Array.from({ length: 201 }, (_, i) => `text ${i}`), dictionary: ['a b'] }, 400, 'limit_exceeded', /inputs/],
      [{ inputs: ['x'], dictionary: Array.from({ length: 51 }, (_, i) => `term ${i}`) }, 400, 'limit_exceeded', /dictionary/],
      [{ inputs: ['x'], themes: ['a'], dictionary: ['b'] }, 400, 'validation_error', /either `themes` or `dictionary`/],
      [{ inputs: ['x'] }, 400, 'validation_error', /themes/],
      [{ inputs: ['x'], themes: ['a'], expand_dictionary: true }, 400, 'validation_error', /goes with `dictionary`/],
      [{ inputs: ['x'], dictionary: ['a'], expand_dictionary_limit: 51 }, 400, 'validation_error', /expand_dictionary_limit/],
      [{ inputs: ['x'], dictionary: ['a'], type: 'people' }, 400, 'validation_error', /type/],
      [{ inputs: ['x'], dictionary: ['  '] }, 400, 'validation_error', /blank/],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await post(body);
      const json = (await res.json()) as { code: string; message: string };
      expect([res.status, json.code], JSON.stringify(body).slice(0, 80)).toEqual([status, code]);
      expect(json.message).toMatch(message);
    }
    expect(await service.jobCount()).toBe(before);
  });
});
