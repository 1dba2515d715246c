import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../lambdas/core/ports/logger.js';
import { watchEventLoop } from '../../../lambdas/local/event-loop-watch.js';

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

  it('stops watching when asked', async () => {
    const logger = recordingLogger();
    watchEventLoop(logger, 50)();
    await sleep(20);
    blockFor(120);
    await sleep(30);
    expect(logger.warnings).toEqual([]);
  });
});
