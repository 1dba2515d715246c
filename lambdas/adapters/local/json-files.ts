import { mkdir, readFile, rename, writeFile, readdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Crash-safe files: write to a temporary name, then rename over the target, so a reader (or a
 * restart after a kill) sees the old content or the new, never half of one.
 */
export async function writeFileAtomic(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
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

/** Names of `.json` files in a folder (none when it does not exist); removes stale temporaries. */
export async function listJsonFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  await Promise.all(names.filter((n) => n.endsWith('.tmp')).map((n) => unlink(join(dir, n)).catch(() => undefined)));
  return names.filter((n) => n.endsWith('.json'));
}
