import { join } from 'node:path';
import { unlink } from 'node:fs/promises';
import { quarantineRecord } from './record-quarantine.js';
import { listJsonFiles, readJson, removeStaleTemporaries, writeJsonAtomic } from './json-files.js';

/**
 * A folder of JSON records, one file each (`<id>.json`), with an in-memory index loaded on open.
 * The webhook subscription and delivery stores are built on it: this process is the only writer,
 * and every write reaches the disk atomically before it is acknowledged.
 */
export class JsonRecordFolder<T> {
  private readonly records = new Map<string, T>();

  private constructor(
    private readonly dir: string,
    private readonly idOf: (record: T) => string,
  ) {}

  static async open<T>(dir: string, idOf: (record: T) => string): Promise<JsonRecordFolder<T>> {
    const folder = new JsonRecordFolder<T>(dir, idOf);
    await removeStaleTemporaries(dir);
    for (const name of await listJsonFiles(dir)) {
      const record = await readJson<T>(join(dir, name)).catch(() => undefined);
      if (record && typeof record === 'object') folder.records.set(idOf(record), record);
      else await quarantineRecord(dir, name);
    }
    return folder;
  }

  get(id: string): T | undefined {
    return this.records.get(id);
  }

  has(id: string): boolean {
    return this.records.has(id);
  }

  values(): T[] {
    return [...this.records.values()];
  }

  /** Stores the record (new or replacing its previous version). */
  async write(record: T): Promise<void> {
    const id = this.idOf(record);
    // Disk first: a failed write (a storage outage) leaves the index as the disk is, so a retry
    // starts from the stored record (a job's attempt count does not grow with failed writes).
    await writeJsonAtomic(this.path(id), record);
    this.records.set(id, record);
  }

  /** Removes the record; false when there was none. */
  async remove(id: string): Promise<boolean> {
    if (!this.records.delete(id)) return false;
    await unlink(this.path(id)).catch(() => undefined);
    return true;
  }

  private path(id: string): string {
    return join(this.dir, `${id}.json`);
  }
}
