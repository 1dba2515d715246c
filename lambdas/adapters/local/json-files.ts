import { mkdir, open, readFile, rename, readdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { StoreUnavailableError } from '../../core/errors.js';

/** Files of the data folder hold secrets (link key, webhook secrets, key hashes): owner only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Suffix of a file being written; one left behind by a crash is removed when its folder is opened. */
export const TMP_SUFFIX = '.tmp';

/**
 * Crash-safe files: write to a temporary name, flush it to the disk, then rename over the target,
 * so a reader (or a restart after a kill or a power cut) sees the old content or the new, never
 * half of one. Files are private to the owner.
 */
export async function writeFileAtomic(path: string, data: string | Buffer): Promise<void> {
  await asStoreError(writeFileAtomicRaw(path, data));
}

/**
 * A write the disk refused (read-only, full, out of quota, failing, not permitted) is a store
 * outage: `StoreUnavailableError` (503 with Retry-After for a request; a job's runner retries).
 */
export async function asStoreError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (STORE_OUTAGE_CODES.has((error as NodeJS.ErrnoException).code ?? '')) throw new StoreUnavailableError(error);
    throw error;
  }
}

const STORE_OUTAGE_CODES = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'EIO', 'EACCES', 'EPERM']);

async function writeFileAtomicRaw(path: string, data: string | Buffer): Promise<void> {
  await publishFileAtomic(path, (file) => file.writeFile(data));
}

/**
 * The crash-safe publish step shared by every local file writer: `write` fills a private
 * temporary file beside `path`, which is flushed to disk and only then renamed over `path`; on any
 * failure the temporary file is removed and the target is left as it was.
 */
export async function publishFileAtomic(path: string, write: (file: FileHandle) => Promise<void>): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
  const tmp = `${path}.${randomBytes(6).toString('hex')}${TMP_SUFFIX}`;
  const file = await open(tmp, 'w', PRIVATE_FILE_MODE);
  try {
    await write(file);
    await file.sync();
  } catch (error) {
    await file.close().catch(() => undefined);
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  await file.close();
  try {
    await rename(tmp, path);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

/** Creates the file only if it does not exist yet (flushed, private); false when it existed. */
export async function createFileExclusive(path: string, data: string): Promise<boolean> {
  return asStoreError(createFileExclusiveRaw(path, data));
}

async function createFileExclusiveRaw(path: string, data: string): Promise<boolean> {
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
  let file;
  try {
    file = await open(path, 'wx', PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  return true;
}

export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await writeFileAtomic(path, JSON.stringify(value));
}

/** The parsed file, or undefined when it does not exist. */
export async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Names of `.json` files in a folder (none when it does not exist). */
export async function listJsonFiles(dir: string): Promise<string[]> {
  return (await listNames(dir)).filter((n) => n.endsWith('.json'));
}

/**
 * Removes the temporary files a crash left in a folder (a write interrupted before its rename);
 * returns how many. Without `writtenBefore` every one goes, which is only safe while nothing
 * writes to the folder (at start-up, before serving); with it, only those last written earlier
 * (a running process passes its start time, so its own writes in progress stay).
 */
export async function removeStaleTemporaries(dir: string, writtenBefore?: Date): Promise<number> {
  let removed = 0;
  for (const name of (await listNames(dir)).filter((n) => n.endsWith(TMP_SUFFIX))) {
    const path = join(dir, name);
    if (writtenBefore) {
      const info = await stat(path).catch(() => undefined);
      if (!info || info.mtime >= writtenBefore) continue;
    }
    if (await unlink(path).then(() => true, () => false)) removed++;
  }
  return removed;
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
