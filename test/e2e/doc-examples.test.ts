import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SERVER_ENV, EXAMPLES, findExample } from '../../scripts/doc-examples/catalog.js';
import { documentationFiles, ROOT } from '../../scripts/doc-examples/files.js';
import { readExampleBlocks, shapeDifference, shapeOf, type ExampleBlock } from '../../scripts/doc-examples/render.js';
import { runExample } from '../../scripts/doc-examples/run.js';
import { startTestService, type TestService } from '../helpers/local-service.js';

const run = promisify(execFile);

let service: TestService;
beforeAll(async () => {
  service = await startTestService(EXAMPLE_SERVER_ENV);
});
afterAll(async () => service?.cleanup());

const recorded: { file: string; block: ExampleBlock }[] = [];
for (const file of await documentationFiles()) {
  for (const block of readExampleBlocks(await readFile(file, 'utf8'))) recorded.push({ file: file.slice(ROOT.length), block });
}

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

  it.each(recorded.map((r) => [`${r.file}: ${r.block.id}`, r.block] as const))('%s: status and body shape match the server', async (_name, block) => {
    const live = await runExample(findExample(block.id)!, service.url, service.key);
    block.answers.forEach((answer, step) => {
      expect(live.answers[step].status, `step ${step + 1} status`).toBe(answer.status);
      const difference = shapeDifference(shapeOf(answer.body), shapeOf(live.answers[step].body));
      expect(difference, `step ${step + 1}: the documented body differs from the server's`).toBeUndefined();
    });
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
