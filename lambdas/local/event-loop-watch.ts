import type { Logger } from '../core/ports/logger.js';
import { openThreadClock, type ThreadClock } from './thread-schedstat.js';

/** How often the watch checks the event loop. */
const TICK_MS = 10;

/**
 * Logs a warning whenever the server's event loop was blocked for `thresholdMs` or more (a timer
 * fired that much later than due): whatever blocked it delayed every request in flight, health
 * checks and job polls included. Where the main thread's scheduler statistics can be read
 * (Linux), the warning also says how long the thread ran on a core during that interval
 * (`runMs`: our code, garbage collection included) and how long it was ready but waiting for a
 * core (`waitMs`: other processes and threads had the cores). Returns the function that stops the
 * watch. The timer does not keep the process alive.
 */
export function watchEventLoop(logger: Logger, thresholdMs: number, now: () => number = () => performance.now(), clock: ThreadClock | undefined = openThreadClock()): () => void {
  let last = now();
  let times = clock?.read();
  const timer = setInterval(() => {
    const at = now();
    const blockedMs = at - last - TICK_MS;
    last = at;
    const previous = times;
    times = clock?.read();
    if (blockedMs < thresholdMs) return;
    const split = previous && times ? { runMs: Math.round(times.runMs - previous.runMs), waitMs: Math.round(times.waitMs - previous.waitMs) } : {};
    logger.warn('event loop blocked', { ms: Math.round(blockedMs), ...split });
  }, TICK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    clock?.close();
  };
}
