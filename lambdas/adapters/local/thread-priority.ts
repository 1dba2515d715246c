import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Nice value of the threads that compute (similarity, model inference). The main thread keeps
 * nice 0, so on a busy machine the scheduler runs it as soon as a request arrives: health checks
 * and job polls are answered while every core computes, and the computing threads lose almost
 * nothing (they still get every cycle the main thread does not use).
 */
export const WORKER_THREAD_NICE = 10;

/**
 * The kernel id of the calling thread (Linux: `/proc/thread-self` → `<pid>/task/<tid>`), or
 * undefined where that is not available.
 */
export function currentThreadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the calling worker thread's scheduling priority to `nice` (Linux, where the nice value
 * belongs to a thread). Best effort: returns false and changes nothing on other systems, on the
 * main thread (that would slow the whole process) or if the system refuses.
 */
export function lowerWorkerThreadPriority(nice = WORKER_THREAD_NICE): boolean {
  if (process.platform !== 'linux') return false;
  const tid = currentThreadId();
  if (tid === undefined || tid === process.pid) return false;
  try {
    if (getPriority(tid) < nice) setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
