/** Timing helpers: wall and process CPU time, medians over runs. */

export interface Sample {
  /** Wall-clock milliseconds. */
  wallMs: number;
  /** CPU milliseconds of this process (all its threads), user + system. */
  cpuMs: number;
}

/** CPU milliseconds of this process (all its threads, user + system) since `start`, a `process.cpuUsage()` reading. */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function timeOnce(run: () => unknown): Promise<Sample> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const wallMs = performance.now() - start;
  return { wallMs, cpuMs: cpuMsSince(cpu) };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `run` once untimed (warm-up), then `runs` times; returns the samples. */
export async function measure(run: () => unknown, runs: number): Promise<Sample[]> {
  await run();
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timeOnce(run));
  return samples;
}

export function medianWall(samples: readonly Sample[]): number {
  return median(samples.map((s) => s.wallMs));
}

export function medianCpu(samples: readonly Sample[]): number {
  return median(samples.map((s) => s.cpuMs));
}
