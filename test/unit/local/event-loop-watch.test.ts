import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../lambdas/core/ports/logger.js';
import { watchEventLoop } from '../../../lambdas/local/event-loop-watch.js';
import { openThreadClock, type ThreadTimes } from '../../../lambdas/local/thread-schedstat.js';

function recordingLogger(): Logger & { warnings: { message: string; fields?: Record<string, unknown> }[] } {
  const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
  return { warnings, info: () => undefined, error: () => undefined, warn: (message, fields) => void warnings.push({ message, fields }) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function blockFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs on this thread meanwhile
  }
}

describe('event loop watch', () => {
  it('warns once with the blocked time when the loop is blocked past the threshold, and not otherwise', async () => {
    const logger = recordingLogger();
    const stop = watchEventLoop(logger, 100);
    try {
      await sleep(60);
      blockFor(40); // under the threshold
      await sleep(60);
      expect(logger.warnings).toEqual([]);
      blockFor(180);
      await sleep(60);
    } finally {
      stop();
    }
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0].message).toBe('event loop blocked');
    expect(logger.warnings[0].fields?.ms).toBeGreaterThanOrEqual(150);
  });

  it("splits a block into the main thread's time on a core and its time waiting for one", async () => {
    const logger = recordingLogger();
    const times: ThreadTimes = { runMs: 1_000, waitMs: 5_000 };
    const stop = watchEventLoop(logger, 100, undefined, { read: () => ({ ...times }), close: () => undefined });
    try {
      await sleep(40);
      // As the scheduler would count it: 30 ms of our code, 160 ms ready but without a core.
      times.runMs += 30;
      times.waitMs += 160;
      blockFor(180);
      await sleep(40);
    } finally {
      stop();
    }
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0].fields).toMatchObject({ runMs: 30, waitMs: 160 });
  });

  it.runIf(process.platform === 'linux')("reads this thread's scheduler times: a busy loop runs, and its wall time is time on a core or waiting for one", async () => {
    const clock = openThreadClock();
    expect(clock).toBeDefined();
    const before = clock!.read()!;
    const started = performance.now();
    blockFor(150);
    const wall = performance.now() - started;
    const after = clock!.read()!;
    clock!.close();
    const run = after.runMs - before.runMs;
    const wait = after.waitMs - before.waitMs;
    expect(run).toBeGreaterThan(0);
    expect(wait).toBeGreaterThanOrEqual(0);
    // The kernel updates a running thread's times at its ticks and switches (4-10 ms each): two
    // ticks over at most; under heavy load a few updates can be missing, so at least half below.
    expect(run + wait, `run ${run} ms + wait ${wait} ms, wall ${wall} ms`).toBeLessThanOrEqual(wall + 20);
    expect(run + wait, `run ${run} ms + wait ${wait} ms, wall ${wall} ms`).toBeGreaterThanOrEqual(wall / 2);
  });

  it('stops watching when asked', async () => {
    const logger = recordingLogger();
    watchEventLoop(logger, 50)();
    await sleep(20);
    blockFor(120);
    await sleep(30);
    expect(logger.warnings).toEqual([]);
  });
});
