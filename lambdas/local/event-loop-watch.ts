import type { Logger } from '../core/ports/logger.js';

/** How often the watch checks the event loop. */
const TICK_MS = 10;

/**
 * Logs a warning whenever the server's event loop was blocked for `thresholdMs` or more (a timer
 * fired that much later than due): whatever blocked it delayed every request in flight, health
 * checks and job polls included. Returns the function that stops the watch. The timer does not
 * keep the process alive.
 */
export function watchEventLoop(logger: Logger, thresholdMs: number, now: () => number = () => performance.now()): () => void {
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    const blockedMs = at - last - TICK_MS;
    last = at;
    if (blockedMs >= thresholdMs) logger.warn('event loop blocked', { ms: Math.round(blockedMs) });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
