import { join } from 'node:path';
import { unlink } from 'node:fs/promises';
import { writeFileAtomic } from './json-files.js';

/** How long one probe result is reused, so health checks do not write on every call. */
const PROBE_CACHE_MS = 1_000;

/**
 * Readiness of the local data folder: it is ready when a small file can be written, flushed and
 * removed there (a read-only, full or failing disk is not).
 */
export class StoreProbe {
  private last: { at: number; ok: boolean } | undefined;
  private running: Promise<boolean> | undefined;

  constructor(private readonly dataDir: string) {}

  async check(): Promise<'ok' | 'unavailable'> {
    const now = Date.now();
    if (this.last && now - this.last.at < PROBE_CACHE_MS) return this.last.ok ? 'ok' : 'unavailable';
    const ok = await (this.running ??= this.probe().finally(() => (this.running = undefined)));
    this.last = { at: Date.now(), ok };
    return ok ? 'ok' : 'unavailable';
  }

  private async probe(): Promise<boolean> {
    const path = join(this.dataDir, '.store-probe');
    try {
      await writeFileAtomic(path, String(Date.now()));
      await unlink(path);
      return true;
    } catch {
      return false;
    }
  }
}
