import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

const COMMENTS = [
  'The delivery took three weeks and nobody told me why.',
  'My parcel arrived late again, the courier is hopeless.',
  'Shipping was slow and the tracking never updated.',
  'Support was rude and hung up on me.',
  'The customer service agent was dismissive and unhelpful.',
  'I waited an hour on the phone to reach support.',
  'The app crashes every time I open the camera.',
  'Since the update the app freezes on startup.',
  'The mobile app keeps crashing when I log in.',
  'Great food but rude staff.',
];

async function post(path: string, body: object) {
  const res = await service.call(path, { method: 'POST', json: body });
  return { res, body: (await res.json()) as Record<string, any> };
}

/** Runs the request synchronously and asynchronously; returns both bodies after checking the 202 flow. */
async function bothModes(path: string, body: object) {
  const sync = await post(path, { ...body, fast: true });
  expect(sync.res.status).toBe(200);
  expect(sync.body.requestId).toBe(sync.res.headers.get('x-request-id'));
  const accepted = await post(path, body);
  expect(accepted.res.status).toBe(202);
  const { jobId } = accepted.body;
  expect(accepted.body).toEqual({ jobId, job_id: jobId, status: 'pending' });
  expect(accepted.res.headers.get('location')).toBe(`/v1/jobs?jobId=${jobId}`);
  expect(accepted.res.headers.get('retry-after')).toBe('1');
  const status = await waitForJob(service, jobId);
  expect(status).toMatchObject({ jobId, job_id: jobId, status: 'completed', operation: path.split('?')[0].split('/')[2] });
  expect(status.resultUrl).toBe(status.result_url);
  expect(Date.parse(status.expiresAt as string)).toBeGreaterThan(Date.now());
  const download = await fetch(status.resultUrl as string);
  expect(download.status).toBe(200);
  const result = (await download.json()) as Record<string, any>;
  expect(result.requestId).toBe(jobId);
  const { requestId: _a, ...syncRest } = sync.body;
  const { requestId: _b, ...asyncRest } = result;
  expect(asyncRest).toEqual(syncRest);
  return sync.body;
}

describe('analysis operations, synchronous and asynchronous', () => {
  it('embeddings: one normalised vector per input of the dimension /v1/versions gives, zero for blank', async () => {
    const versions = (await (await service.call('/v1/versions')).json()) as Record<string, any>;
    const dimension = versions.embeddings.versions.find((v: any) => v.default).dimension as number;
    const body = await bothModes('/v1/embeddings', { inputs: ['hello world', '   ', 'hello world'] });
    expect(body.embeddings.map((e: any) => e.text)).toEqual(['hello world', '   ', 'hello world']);
    const [a, blank, c] = body.embeddings.map((e: any) => e.vector as number[]);
    expect(a).toHaveLength(dimension);
    expect(Math.hypot(...a)).toBeCloseTo(1, 5);
    expect(blank.every((x: number) => x === 0)).toBe(true);
    expect(c).toEqual(a);
  });

  it('similarity self: n and the flattened upper triangle in row-major order', async () => {
    const set = ['The cat sat on the mat.', 'A cat was sitting on a mat.', 'Stock markets fell sharply today.', 'The cat sat on the mat.', ''];
    const body = await bothModes('/v1/similarity', { set, flatten: true });
    expect(body).toMatchObject({ scenario: 'self', mode: 'flattened', n: 5 });
    expect(body.matrix).toBeUndefined();
    const flat = body.flattened as number[];
    expect(flat).toHaveLength(10);
    const at = (i: number, j: number) => flat[i * 5 - (i * (i + 1)) / 2 + (j - i - 1)];
    expect(at(0, 3)).toBe(1);
    expect(at(0, 1)).toBeGreaterThan(at(0, 2) + 0.3);
    for (let i = 0; i < 4; i++) expect(at(i, 4)).toBe(0);
    for (const x of flat) expect(Math.abs(x * 1e6 - Math.round(x * 1e6))).toBeLessThan(1e-6);
  });

  it('similarity cross: a-major matrix plus flattened, or flattened only', async () => {
    const set_a = ['I love this phone', 'The weather is cold'];
    const set_b = ['This phone is great', 'It is freezing outside', 'Bananas are yellow'];
    const body = await bothModes('/v1/similarity', { set_a, set_b });
    expect(body).toMatchObject({ scenario: 'cross', mode: 'matrix', n: 2 });
    expect(body.matrix).toHaveLength(2);
    expect(body.matrix[0]).toHaveLength(3);
    expect(body.flattened).toEqual(body.matrix.flat());
    expect(body.matrix[0][0]).toBeGreaterThan(body.matrix[0][1]);
    expect(body.matrix[1][1]).toBeGreaterThan(body.matrix[1][0]);
    const flat = await bothModes('/v1/similarity?flatten=true', { set_a, set_b });
    expect(flat).toMatchObject({ scenario: 'cross', mode: 'flattened', n: 2 });
    expect(flat.matrix).toBeUndefined();
    expect(flat.flattened).toEqual(body.flattened);
  });

  it('themes: themes within bounds, two verbatim representatives, unique 2–4-word labels', async () => {
    const body = await bothModes('/v1/themes', { inputs: COMMENTS.slice(0, 9), minThemes: 2, maxThemes: 5 });
    const themes = body.themes as any[];
    expect(themes.length).toBeGreaterThanOrEqual(2);
    expect(themes.length).toBeLessThanOrEqual(5);
    const labels = themes.map((t) => t.shortLabel.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    for (const t of themes) {
      expect(t.shortLabel.split(/\s+/).length).toBeGreaterThanOrEqual(2);
      expect(t.shortLabel.split(/\s+/).length).toBeLessThanOrEqual(4);
      expect(t.label.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(0);
      expect(t.representatives).toHaveLength(2);
      for (const r of t.representatives) expect(COMMENTS).toContain(r);
      expect(t.representatives[0]).not.toBe(t.representatives[1]);
    }
  });

  it('themes with includeAssignments: one theme index per input (-1 for blanks), sizes that add up, same themes otherwise', async () => {
    const inputs = [...COMMENTS.slice(0, 9), '   ', COMMENTS[0], ''];
    const request = { inputs, minThemes: 2, maxThemes: 5 };
    const plain = await bothModes('/v1/themes', request);
    expect(plain.assignments).toBeUndefined();
    for (const t of plain.themes as any[]) expect(Object.keys(t).sort()).toEqual(['description', 'label', 'representatives', 'shortLabel']);
    const body = await bothModes('/v1/themes', { ...request, includeAssignments: true });
    const themes = body.themes as any[];
    const assignments = body.assignments as number[];
    expect(assignments).toHaveLength(inputs.length);
    expect(assignments[9]).toBe(-1);
    expect(assignments[11]).toBe(-1);
    expect(assignments[10]).toBe(assignments[0]);
    for (const [i, a] of assignments.entries()) if (inputs[i].trim()) expect(a).toBeGreaterThanOrEqual(0), expect(a).toBeLessThan(themes.length);
    const sizes = themes.map((t) => t.size as number);
    expect(sizes.reduce((s, n) => s + n, 0)).toBe(10);
    expect(sizes).toEqual(themes.map((_, j) => assignments.filter((a) => a === j).length));
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    // Representatives belong to their own theme.
    themes.forEach((t, j) => expect(assignments[inputs.indexOf(t.representatives[0])]).toBe(j));
    // The flag adds fields; the themes are those of the plain response.
    expect(themes.map(({ size: _s, ...t }) => t)).toEqual(plain.themes);
    const off = await post('/v1/themes', { ...request, includeAssignments: false, fast: true });
    expect(off.body.assignments).toBeUndefined();
    expect(off.body.themes).toEqual(plain.themes);
  });

  it('themes with includeAssignments and prune: inputs of dropped themes go to a kept theme', async () => {
    const inputs = COMMENTS;
    const body = (await post('/v1/themes', { inputs, minThemes: 1, maxThemes: 5, prune: 25, includeAssignments: true, fast: true })).body;
    const assignments = body.assignments as number[];
    expect(assignments.every((a) => a >= 0 && a < body.themes.length)).toBe(true);
    expect((body.themes as any[]).reduce((s, t) => s + t.size, 0)).toBe(inputs.length);
  });

  it('sentiment: one result per input with a class and a confidence in [0, 1]', async () => {
    const inputs = ['I absolutely love this, it is wonderful!', 'This is terrible and broken.', 'The meeting is at 3pm.', 'Great food but rude staff.', ''];
    const body = await bothModes('/v1/sentiment', { inputs });
    const results = body.results as { sentiment: string; confidence: number }[];
    expect(results.map((r) => r.sentiment)).toEqual(['positive', 'negative', 'neutral', 'mixed', 'neutral']);
    for (const r of results) expect(r.confidence).toBeGreaterThanOrEqual(0);
    for (const r of results) expect(r.confidence).toBeLessThanOrEqual(1);
  });

  it('extractions: shape [inputs][themes][K] of verbatim substrings', async () => {
    const inputs = ['The pasta was cold but the waiter was lovely.', 'Parking was impossible.', ''];
    const themes = ['food', 'service', 'price'];
    const body = await bothModes('/v1/extractions', { inputs, themes });
    const ex = body.extractions as string[][][];
    expect(ex).toHaveLength(3);
    for (const row of ex) expect(row).toHaveLength(3);
    ex.forEach((row, i) => row.forEach((list) => list.forEach((s) => expect(inputs[i].includes(s)).toBe(true))));
    expect(ex[0][0].join(' ')).toMatch(/pasta/);
    expect(ex[0][1].join(' ')).toMatch(/waiter/);
    expect(ex[0][2]).toEqual([]);
    expect(ex[2]).toEqual([[], [], []]);
  });

  it('serves the version catalogue and pins versions', async () => {
    const res = await service.call('/v1/versions');
    const body = (await res.json()) as Record<string, any>;
    // The first embedded version stays served (512-d) beside the newer default.
    expect(body.embeddings.versions).toEqual(expect.arrayContaining([expect.objectContaining({ id: '2026-11-21', dimension: 512, default: false })]));
    expect(body.embeddings.versions.filter((v: any) => v.default)).toHaveLength(1);
    const old = await post('/v1/embeddings', { inputs: ['good'], version: '2026-11-21', fast: true });
    expect(old.body.embeddings[0].vector).toHaveLength(512);
    const version = body.sentiment.default as string;
    const pinned = await post('/v1/sentiment', { inputs: ['good'], version, fast: true });
    expect(pinned.res.status).toBe(200);
    const unknown = await post('/v1/sentiment', { inputs: ['good'], version: '1999-01-01', fast: true });
    expect(unknown.res.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_version');
    expect(unknown.body.errors[0].message).toContain(version);
  });
});
