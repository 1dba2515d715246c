import { closeSync, openSync, readSync } from 'node:fs';

/** How long a thread has run on a core and waited for one, since it started (milliseconds). */
export interface ThreadTimes {
  runMs: number;
  waitMs: number;
}

/** Reads the calling thread's times; `close` releases what it holds. */
export interface ThreadClock {
  read(): ThreadTimes | undefined;
  close(): void;
}

const NS_PER_MS = 1e6;

/**
 * The calling thread's scheduler statistics on Linux (`/proc/thread-self/schedstat`: nanoseconds
 * on a core, nanoseconds runnable but waiting for a core, timeslices), so a stalled event loop
 * can be told apart: running our code (run time grew) or ready but not scheduled (wait time
 * grew, the machine is busy). The file stays open and is re-read from its start, a few
 * microseconds per read. Undefined where the file does not exist (other systems, kernels
 * without scheduler statistics).
 */
export function openThreadClock(): ThreadClock | undefined {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return undefined;
  }
  const buffer = Buffer.alloc(128);
  const clock: ThreadClock = {
    read() {
      try {
        const [run, wait] = buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0)).split(' ').map(Number);
        return Number.isFinite(run) && Number.isFinite(wait) ? { runMs: run / NS_PER_MS, waitMs: wait / NS_PER_MS } : undefined;
      } catch {
        return undefined;
      }
    },
    close: () => closeSync(fd),
  };
  return clock.read() ? clock : (clock.close(), undefined);
}
