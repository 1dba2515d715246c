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

/** The `event loop blocked` warnings (`EVENT_LOOP_WARN_MS`) in a slice of the server's log, in ms. */
export function loggedBlocks(log: string): number[] {
  return log
    .split('\n')
    .filter((line) => line.includes('"event loop blocked"'))
    .map((line) => Number((JSON.parse(line) as { ms?: number }).ms ?? NaN));
}
