import { readFileSync } from 'node:fs';

/** Watching a local server from a benchmark: request latencies, its memory, its own event-loop log. */

export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends GETs one after another every `intervalMs` until stopped; returns their latencies, sorted. */
export function probe(url: string, intervalMs: number): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies.sort((a, b) => a - b);
    },
  };
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** One `event loop blocked` warning: its length, and (Linux) the main thread's time on a core and waiting for one. */
export interface LoggedBlock {
  ms: number;
  runMs?: number;
  waitMs?: number;
}

/** The `event loop blocked` warnings (`EVENT_LOOP_WARN_MS`) in a slice of the server's log. */
export function loggedBlocks(log: string): LoggedBlock[] {
  return log
    .split('\n')
    .filter((line) => line.includes('"event loop blocked"'))
    .map((line) => {
      const { ms, runMs, waitMs } = JSON.parse(line) as LoggedBlock;
      return { ms: Number(ms ?? NaN), runMs, waitMs };
    });
}

/**
 * The blocks as a table cell: count and longest, then how many the main thread spent mostly
 * waiting for a core (ready, not scheduled: the machine was busy) and the longest time it ran our
 * code within one block.
 */
export function blocksText(blocks: readonly LoggedBlock[]): string {
  if (blocks.length === 0) return '0';
  const text = `${blocks.length} (max ${Math.max(...blocks.map((b) => b.ms))} ms)`;
  const split = blocks.filter((b) => b.runMs !== undefined && b.waitMs !== undefined);
  if (split.length === 0) return text;
  const waiting = split.filter((b) => b.waitMs! >= b.ms / 2).length;
  return `${text}; ${waiting} mostly waiting for a core, ran ≤ ${Math.max(...split.map((b) => b.runMs!))} ms`;
}
