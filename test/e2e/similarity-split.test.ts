import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * `split` on similarity (contract §10) as the spreadsheet add-ins send it for theme allocation:
 * `{set_a: inputs, set_b: theme labels, split: {set_a: {unit: 'sentence', agg: 'max'}}}`. Each
 * value must be the aggregate of the input's sentences against the label, checked against the
 * service's own unsplit answers for the sentences. Against the real local server and models.
 */

const INPUTS = ['The nurses were kind and patient. Parking cost a fortune though!', 'Food arrived cold. Nobody came when I rang.', 'Quick discharge.', ''];
const SENTENCES = [['The nurses were kind and patient.', 'Parking cost a fortune though!'], ['Food arrived cold.', 'Nobody came when I rang.'], ['Quick discharge.'], ['']];
const LABELS = ['Friendly nursing staff', 'Parking charges', 'Meals and food'];

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 60_000);
afterAll(async () => service?.cleanup());

async function similarity(json: Record<string, unknown>): Promise<Response> {
  return service.call('/v1/similarity', { method: 'POST', json });
}

async function matrixOf(json: Record<string, unknown>): Promise<number[][]> {
  const res = await similarity({ ...json, fast: true });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-ignored-fields')).toBeNull();
  return ((await res.json()) as { matrix: number[][] }).matrix;
}

/** Unsplit similarity of every sentence against every label, from the service itself. */
async function sentenceScores(): Promise<number[][][]> {
  const rows = await matrixOf({ set_a: SENTENCES.flat(), set_b: LABELS });
  let at = 0;
  return SENTENCES.map((sentences) => sentences.map(() => rows[at++]!));
}

const close = (actual: number[][], expected: number[][]) => actual.forEach((row, i) => row.forEach((v, j) => expect(v, `[${i}][${j}]`).toBeCloseTo(expected[i]![j]!, 5)));

describe('similarity split', () => {
  it('sentence units with max: each input scores its best sentence against each label', async () => {
    const scores = await sentenceScores();
    const split = await matrixOf({ set_a: INPUTS, set_b: LABELS, split: { set_a: { unit: 'sentence', agg: 'max' } } });
    close(split, scores.map((sentences) => LABELS.map((_, j) => Math.max(...sentences.map((s) => s[j]!)))));
    // The point of it: the parking sentence beats the whole answer for the parking label.
    const whole = await matrixOf({ set_a: INPUTS, set_b: LABELS });
    expect(split[0]![1]!).toBeGreaterThan(whole[0]![1]!);
    expect(split[3]).toEqual([0, 0, 0]);
  });

  it('sentence units with mean (also the default of a bare unit name)', async () => {
    const scores = await sentenceScores();
    const expected = scores.map((sentences) => LABELS.map((_, j) => sentences.reduce((s, x) => s + x[j]!, 0) / sentences.length));
    close(await matrixOf({ set_a: INPUTS, set_b: LABELS, split: { set_a: { unit: 'sentence', agg: 'mean' } } }), expected);
    close(await matrixOf({ set_a: INPUTS, set_b: LABELS, split: { set_a: 'sentence' } }), expected);
  });

  it('word windows: 2-word windows every word, the best window', async () => {
    const inputs = ['parking fees hurt'];
    const windows = await matrixOf({ set_a: ['parking fees', 'fees hurt'], set_b: LABELS });
    const split = await matrixOf({ set_a: inputs, set_b: LABELS, split: { set_a: { unit: 'word', agg: 'max', window_size: 2, stride_size: 1 } } });
    close(split, [LABELS.map((_, j) => Math.max(windows[0]![j]!, windows[1]![j]!))]);
  });

  it('split: false compares whole texts, as without it (the add-ins send it so)', async () => {
    expect(await matrixOf({ set_a: INPUTS, set_b: LABELS, split: false })).toEqual(await matrixOf({ set_a: INPUTS, set_b: LABELS }));
  });

  it('gives a job the same values as the synchronous answer', async () => {
    const body = { set_a: INPUTS, set_b: LABELS, split: { set_a: { unit: 'sentence', agg: 'max' } } };
    const sync = await matrixOf(body);
    const submitted = await similarity({ ...body, fast: false });
    expect(submitted.status).toBe(202);
    const job = await waitForJob(service, ((await submitted.json()) as { jobId: string }).jobId);
    expect(job.status).toBe('completed');
    expect(((await (await fetch(job.resultUrl as string)).json()) as { matrix: number[][] }).matrix).toEqual(sync);
  });

  it('splits self-similarity on both sides of each pair', async () => {
    // Both texts have two sentences, and the mean of means differs from a mean over whole texts on either side.
    const set = ['Kind nurses. Awful parking.', 'The parking was awful. Meals came cold.', 'Quick discharge.'];
    const res = await similarity({ set, split: { unit: 'sentence', agg: 'mean' }, fast: true });
    const [p01, p02, p12] = ((await res.json()) as { flattened: number[] }).flattened;
    const units = [['Kind nurses.', 'Awful parking.'], ['The parking was awful.', 'Meals came cold.'], ['Quick discharge.']];
    const grid = await matrixOf({ set_a: units.flat(), set_b: units.flat() });
    const start = [0, 2, 4];
    // Mean over the units of text i of (mean over the units of text j).
    const expected = (i: number, j: number) => {
      const perA = units[i]!.map((_, u) => units[j]!.reduce((sum, __, v) => sum + grid[start[i]! + u]![start[j]! + v]!, 0) / units[j]!.length);
      return perA.reduce((sum, x) => sum + x, 0) / perA.length;
    };
    expect(p01).toBeCloseTo(expected(0, 1), 5);
    expect(p02).toBeCloseTo(expected(0, 2), 5);
    expect(p12).toBeCloseTo(expected(1, 2), 5);
    // Splitting only the first text of the pair (its sentences against the whole second text) gives another value.
    const whole = await matrixOf({ set_a: units[0]!, set_b: [set[1]!] });
    expect(Math.abs(p01! - (whole[0]![0]! + whole[1]![0]!) / 2)).toBeGreaterThan(1e-3);
  });

  it('refuses a malformed split, a per-set split on self-similarity, split with topK, and too many unit pairs', async () => {
    const bad = await similarity({ set_a: INPUTS, set_b: LABELS, split: { set_a: { unit: 'paragraph' } }, fast: true });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('validation_error');
    const perSet = await similarity({ set: INPUTS, split: { set_a: 'sentence' }, fast: true });
    expect(perSet.status).toBe(400);
    expect(((await perSet.json()) as { message: string }).message).toContain('self-similarity');
    const withTopK = await similarity({ set_a: INPUTS, set_b: LABELS, split: 'sentence', topK: 1, fast: true });
    expect(withTopK.status).toBe(400);
    expect(((await withTopK.json()) as { message: string }).message).toContain('`split` and `topK` cannot be combined');
    const long = Array.from({ length: 100 }, (_, i) => Array.from({ length: 400 }, (_, k) => `word${i}x${k}`).join(' '));
    const over = await similarity({ set_a: long, set_b: LABELS, split: 'word', fast: true });
    expect(over.status).toBe(400);
    const body = (await over.json()) as { code: string; message: string };
    expect(body.code).toBe('limit_exceeded');
    expect(body.message).toContain('320000 unit pairs; the synchronous (`fast: true`) limit is 100000');
  });
});
