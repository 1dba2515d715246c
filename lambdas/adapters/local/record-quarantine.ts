import { join } from 'node:path';
import { mkdir, rename, stat } from 'node:fs/promises';

/**
 * Moves an unreadable record (empty, truncated, not JSON) to `<dir>/quarantine/` with a warning
 * that names it, so one bad file never stops the server from starting.
 */
export async function quarantineRecord(dir: string, name: string): Promise<void> {
  const from = join(dir, name);
  if (!(await stat(from).catch(() => undefined))) return;
  const to = join(dir, 'quarantine', name);
  try {
    await mkdir(join(dir, 'quarantine'), { recursive: true, mode: 0o700 });
    await rename(from, to);
    process.emitWarning(`Unreadable record ${from} moved to ${to}; the server serves the other records.`, { code: 'TAS_RECORD_QUARANTINED' });
  } catch {
    process.emitWarning(`Unreadable record ${from} skipped (it could not be moved aside); the server serves the other records.`, { code: 'TAS_RECORD_QUARANTINED' });
  }
}
