import { join } from 'node:path';
import { unlink, writeFile } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from './json-files.js';

/** How often the data folder is probed. */
const PROBE_INTERVAL_MS = 1_000;

/**
 * Readiness of the local data folder: it is ready when a small file can be written and removed
 * there (a read-only, full or failing disk is not). The probe runs on a timer, off the request
 * path, so health checks answer from the last result without touching the disk.
 */
export class StoreProbe {
  private last: Promise<boolean> | undefined;
  /** The probe running now: the timer and a first health check share it instead of racing on one file. */
  private running: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataDir: string) {}

  start(): void {
    this.timer ??= setInterval(() => void this.refresh(), PROBE_INTERVAL_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async check(): Promise<'ok' | 'unavailable'> {
    return (await (this.last ?? this.refresh())) ? 'ok' : 'unavailable';
  }

  private refresh(): Promise<boolean> {
    if (this.running) return this.running;
    const next = this.probe().finally(() => (this.running = undefined));
    this.running = next;
    void next.then(() => (this.last = next));
    return next;
  }

  private async probe(): Promise<boolean> {
    const path = join(this.dataDir, '.store-probe');
    try {
      // No fsync: the probe stays cheap.
      await writeFile(path, String(Date.now()), { mode: PRIVATE_FILE_MODE });
      await unlink(path);
      return true;
    } catch {
      return false;
    }
  }
}
