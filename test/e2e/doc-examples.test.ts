import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SERVER_ENV, EXAMPLES, findExample } from '../../scripts/doc-examples/catalog.js';
import { documentationFiles, ROOT } from '../../scripts/doc-examples/files.js';
import { parseAnswer, readExampleBlocks, renderAnswer, shapeDifference, shapeOf, type ExampleBlock, type StepAnswer } from '../../scripts/doc-examples/render.js';
import { runExample } from '../../scripts/doc-examples/run.js';
import { startTestService, type TestService } from '../helpers/local-service.js';

const run = promisify(execFile);

let service: TestService;
beforeAll(async () => {
  service = await startTestService(EXAMPLE_SERVER_ENV);
});
afterAll(async () => service?.cleanup());

/** Examples answered by the default models, which are deterministic: their values are checked, not only their shape. */
const MODEL_EXAMPLES = new Set(['sentiment-sync', 'sentiment-job', 'upload-job', 'embeddings-sync', 'embeddings-job', 'similarity-self', 'similarity-cross', 'similarity-top-k', 'themes-survey', 'themes-sync', 'extractions-sync']);
/** Members that only a model answer has (a job's status or a 202 has none). */
const MODEL_OUTPUTS = ['results', 'embeddings', 'themes', 'extractions', 'flattened', 'matrix', 'neighbours'];
/** Members of a model answer that change from call to call. */
const PER_CALL = new Set(['requestId', 'request_id', 'jobId', 'job_id']);
/**
 * Numbers are the same when they differ by at most this: one unit in the 4th decimal (the
 * precision of a confidence) and a half, so a float sum rounded the other way still passes,
 * while any change of model moves them far more.
 */
const NUMBER_TOLERANCE = 1.5e-4;

const recorded: { file: string; block: ExampleBlock; texts: string[] }[] = [];
for (const file of await documentationFiles()) {
  const markdown = await readFile(file, 'utf8');
  const texts = [...markdown.matchAll(/<!-- example: [\w-]+ -->\n([\s\S]*?)<!-- \/example -->/g)].map((m) => [...m[1].matchAll(/```http\n([\s\S]*?)\n```/g)].map((a) => a[1]));
  readExampleBlocks(markdown).forEach((block, i) => recorded.push({ file: file.slice(ROOT.length), block, texts: texts[i] }));
}

/** The first place where a documented model answer and the server's differ, ignoring per-call ids. */
function valueDifference(documented: unknown, served: unknown, path = '$'): string | undefined {
  if (typeof documented === 'number' && typeof served === 'number') {
    return Math.abs(documented - served) <= NUMBER_TOLERANCE ? undefined : `${path}: ${documented} documented, ${served} served`;
  }
  if (Array.isArray(documented) && Array.isArray(served)) {
    if (documented.length !== served.length) return `${path}: ${documented.length} elements documented, ${served.length} served`;
    for (let i = 0; i < documented.length; i++) {
      const d = valueDifference(documented[i], served[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (documented && served && typeof documented === 'object' && typeof served === 'object' && !Array.isArray(documented) && !Array.isArray(served)) {
    const keys = new Set([...Object.keys(documented), ...Object.keys(served)].filter((k) => !PER_CALL.has(k)));
    for (const k of keys) {
      const d = valueDifference((documented as Record<string, unknown>)[k], (served as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
    return undefined;
  }
  return documented === served ? undefined : `${path}: ${JSON.stringify(documented)} documented, ${JSON.stringify(served)} served`;
}

/** How many values each long number array an answer shows cut leaves out (embedding vectors: their dimensions less the 4 shown). */
const cutLengths = (text: string) => [...text.matchAll(/, … (\d+) more\]/g)].map((m) => Number(m[1]));

/** Whether a body is a model's answer. */
const isModelAnswer = (body: unknown) => typeof body === 'object' && body !== null && MODEL_OUTPUTS.some((k) => k in body);

describe('documentation examples (regenerate with `npm run docs:examples`)', () => {
  it('every example block names a defined example and holds an answer per step; every defined example is shown', () => {
    expect(recorded.length).toBeGreaterThan(0);
    for (const { file, block } of recorded) {
      const example = findExample(block.id);
      expect(example, `${file}: unknown example ${block.id}`).toBeDefined();
      expect(block.answers, `${file}: ${block.id} has not been generated`).toHaveLength(example!.steps.length);
    }
    const shown = new Set(recorded.map((r) => r.block.id));
    expect(EXAMPLES.filter((e) => !shown.has(e.id)).map((e) => e.id)).toEqual([]);
  });

  it.each(recorded.map((r) => [`${r.file}: ${r.block.id}`, r] as const))('%s: status and body shape match the server, and a model answer its values', async (_name, { block, texts }) => {
    const live = await runExample(findExample(block.id)!, service.url, service.key);
    block.answers.forEach((answer, step) => {
      expect(live.answers[step].status, `step ${step + 1} status`).toBe(answer.status);
      const difference = shapeDifference(shapeOf(answer.body), shapeOf(live.answers[step].body));
      expect(difference, `step ${step + 1}: the documented body differs from the server's`).toBeUndefined();
      if (!MODEL_EXAMPLES.has(block.id) || !isModelAnswer(answer.body)) return;
      // The server's answer as the documentation would show it (long number arrays cut the same way).
      const shown: StepAnswer = parseAnswer(renderAnswer(live.answers[step]));
      expect(valueDifference(answer.body, shown.body), `step ${step + 1}: a documented value differs from the server's (npm run docs:examples)`).toBeUndefined();
      expect(cutLengths(texts[step]), `step ${step + 1}: documented vector lengths`).toEqual(cutLengths(renderAnswer(live.answers[step])));
    });
  });

  it('checks the values of every model example it names, and the length of the embedding vectors', () => {
    const checked = recorded.filter((r) => MODEL_EXAMPLES.has(r.block.id) && r.block.answers.some((a) => isModelAnswer(a.body)));
    expect(new Set(checked.map((r) => r.block.id))).toEqual(MODEL_EXAMPLES);
    const embeddings = recorded.find((r) => r.block.id === 'embeddings-sync')!;
    expect(cutLengths(embeddings.texts[0]).length).toBeGreaterThan(0);
  });

  it('the polling loop of docs/jobs.md runs as written and prints the result', async () => {
    const jobs = await readFile(join(ROOT, 'docs/jobs.md'), 'utf8');
    const loop = /## A polling loop to copy[\s\S]*?```bash\n([\s\S]*?)```/.exec(jobs)![1];
    expect(loop).toContain('BASE=http://127.0.0.1:8787');
    const script = loop.replace('BASE=http://127.0.0.1:8787', `BASE=${service.url}`);
    const { stdout } = await run('sh', ['-c', script], { env: { ...process.env, KEY: service.key }, timeout: 60_000 });
    const result = JSON.parse(stdout) as { results: { sentiment: string }[]; requestId: string };
    expect(result.results).toHaveLength(2);
    expect(result.requestId).toMatch(/^job_/);
  });
});

describe('the shape comparison', () => {
  it('ignores values and empty arrays, and finds a missing key, a type change and a new element shape', () => {
    const same = (a: unknown, b: unknown) => shapeDifference(shapeOf(a), shapeOf(b));
    expect(same({ x: [[['a'], []]], n: 0.5 }, { x: [[[], ['b', 'c']]], n: 0.25 })).toBeUndefined();
    expect(same({ a: 1, b: 2 }, { a: 1 })).toContain('$.b');
    expect(same({ a: 1 }, { a: '1' })).toContain('$.a');
    expect(same([{ a: 1 }], [{ a: 1 }, { b: 1 }])).toBeDefined();
  });
});

describe('the value comparison', () => {
  it('ignores per-call ids and float noise, and finds a changed label, confidence, count or vector value', () => {
    const answer = { results: [{ sentiment: 'mixed', confidence: 0.9836 }], requestId: 'req_a', usage: { total: 1 } };
    expect(valueDifference(answer, { ...answer, requestId: 'req_b' })).toBeUndefined();
    expect(valueDifference(answer, { ...answer, results: [{ sentiment: 'mixed', confidence: 0.9837 }] })).toBeUndefined();
    expect(valueDifference(answer, { ...answer, results: [{ sentiment: 'positive', confidence: 0.9836 }] })).toContain('$.results[0].sentiment');
    expect(valueDifference(answer, { ...answer, results: [{ sentiment: 'mixed', confidence: 0.9811 }] })).toContain('$.results[0].confidence');
    expect(valueDifference(answer, { ...answer, usage: { total: 2 } })).toContain('$.usage.total');
    expect(valueDifference({ vector: [0.0389, -0.0086] }, { vector: [0.0389, -0.0096] })).toContain('$.vector[1]');
    expect(valueDifference({ themes: [1, 2] }, { themes: [1, 2, 3] })).toContain('elements');
    expect(cutLengths('{"vector":[0.1,0.2,0.3,0.4, … 608 more]}')).toEqual([608]);
  });
});
