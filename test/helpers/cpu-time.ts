import { cpuMsSince } from '../../bench/lib/timing.js';

/**
 * CPU time of this test process (user + system, in milliseconds) spent running `run`: unlike the
 * wall clock, it does not grow while the machine is busy with other work, so cost checks of
 * pathological inputs (a regular expression that backtracks, a loop that is quadratic) stay
 * meaningful on a shared machine. `run` is synchronous, so the CPU time is its own even in the
 * `model-versions` project, whose files share a process but run one at a time in it (`vitest.config.ts`).
 */
export function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  return cpuMsSince(start);
}

/** The least CPU time of `rounds` runs of `run` (milliseconds). */
export function bestCpuMs(run: () => void, rounds = 5): number {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) best = Math.min(best, cpuMs(run));
  return best;
}
