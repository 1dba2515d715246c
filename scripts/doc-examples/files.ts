import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The files whose examples are recorded: README.md and every Markdown file of docs/. */
export async function documentationFiles(): Promise<string[]> {
  const docs = (await readdir(join(ROOT, 'docs'))).filter((n) => n.endsWith('.md')).map((n) => join(ROOT, 'docs', n));
  return [join(ROOT, 'README.md'), ...docs.sort()];
}
