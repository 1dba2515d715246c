import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { currentThreadId, lowerWorkerThreadPriority, WORKER_THREAD_NICE } from '../../../lambdas/adapters/local/thread-priority.js';

const linux = process.platform === 'linux';

/** Nice value of the calling thread from `/proc/thread-self/stat` (field 19). */
function threadNice(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** Runs the module's function in a fresh worker thread and reports what the thread saw. */
function inWorker(): Promise<{ lowered: boolean; nice: number; tid: number | undefined }> {
  const moduleUrl = new URL('../../../lambdas/adapters/local/thread-priority.ts', import.meta.url).href;
  const source = `
    const { parentPort } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    import(${JSON.stringify('tsx/esm/api')}).then(async ({ register }) => {
      register();
      const m = await import(${JSON.stringify(moduleUrl)});
      const lowered = m.lowerWorkerThreadPriority();
      const stat = readFileSync('/proc/thread-self/stat', 'utf8');
      const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      parentPort.postMessage({ lowered, nice, tid: m.currentThreadId() });
    });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true });
    worker.once('message', (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe.runIf(linux)('worker thread priority', () => {
  it('lowers only the calling worker thread, not the process', async () => {
    const before = threadNice();
    const seen = await inWorker();
    expect(seen.lowered).toBe(true);
    expect(seen.nice).toBe(Math.max(before, WORKER_THREAD_NICE));
    expect(seen.tid).not.toBe(process.pid);
    // The main thread (and so the event loop) keeps its priority.
    expect(threadNice()).toBe(before);
  });

  // Vitest runs this file in a child process's main thread (pool: forks).
  it.runIf(currentThreadId() === process.pid)('refuses on the main thread', () => {
    const before = threadNice();
    expect(lowerWorkerThreadPriority()).toBe(false);
    expect(threadNice()).toBe(before);
  });
});
