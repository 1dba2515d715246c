/**
 * `npm run docs:examples`: starts the server as `npm start` does (default models, a fresh data
 * folder, a free port), runs every example of `scripts/doc-examples/catalog.ts` that the
 * documentation shows, and writes the real answers into README.md and docs/*.md.
 * Rerun it after any change to what the server answers; `test/e2e/doc-examples.test.ts` fails
 * while a recorded answer's shape differs from the server's. With example ids as arguments
 * (`npm run docs:examples -- themes-sync versions`) only those examples are recorded again.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_SERVER_ENV, findExample } from './doc-examples/catalog.js';
import { documentationFiles, ROOT } from './doc-examples/files.js';
import { readExampleBlocks, renderExample, replaceExampleBlocks } from './doc-examples/render.js';
import { runExample, type ExampleRun } from './doc-examples/run.js';

async function startServer(dataDir: string): Promise<{ url: string; key: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'lambdas/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...EXAMPLE_SERVER_ENV },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = new Promise<{ url: string; key: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const key = /(tas_test_\w+)/.exec(out)?.[1];
      if (url && key) resolve({ url, key });
    });
    void exited.then(() => reject(new Error(`the server stopped: ${out}`)));
  });
  const { url, key } = await ready;
  return {
    url,
    key,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function main(): Promise<void> {
  const files = await documentationFiles();
  const texts = new Map<string, string>();
  const ids = new Set<string>();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    texts.set(file, text);
    for (const block of readExampleBlocks(text)) ids.add(block.id);
  }
  const only = new Set(process.argv.slice(2));
  for (const id of only) if (!ids.has(id)) throw new Error(`the documentation shows no example "${id}"`);
  if (only.size > 0) for (const id of [...ids]) if (!only.has(id)) ids.delete(id);
  const dataDir = await mkdtemp(join(tmpdir(), 'tas-doc-examples-'));
  const server = await startServer(dataDir);
  const runs = new Map<string, ExampleRun>();
  try {
    for (const id of ids) {
      const example = findExample(id);
      if (!example) throw new Error(`the documentation shows an example "${id}" that scripts/doc-examples/catalog.ts does not define`);
      runs.set(id, await runExample(example, server.url, server.key));
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const [file, text] of texts) {
    const updated = replaceExampleBlocks(text, (id) => {
      const run = runs.get(id);
      if (!run) return undefined;
      return renderExample(findExample(id)!, run.commands, run.answers);
    });
    if (updated !== text) {
      await writeFile(file, updated);
      console.log(`updated ${file.slice(ROOT.length)}`);
    }
  }
  console.log(`${ids.size} examples recorded`);
}

await main();
