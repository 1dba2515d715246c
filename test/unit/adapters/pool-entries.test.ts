import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const SOURCE = new URL('../../../lambdas/adapters/local/worker-pool-executor.ts', import.meta.url);

/**
 * The analysis thread pool loads a task file with require() before it tries import(). On Node
 * 20.19+ require() of an ES module that another task of the same thread is still importing can
 * abort the whole process (a V8 fatal error seen once in a full test run), so every file the
 * pool loads is CommonJS and imports its ES module entry by import() only.
 */
describe('thread pool entries', () => {
  const entries = [...readFileSync(SOURCE, 'utf8').matchAll(/new URL\('([^']+)', import\.meta\.url\)/g)].map((m) => new URL(m[1], SOURCE));

  it('are CommonJS files, so the pool never require()s an ES module', () => {
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) expect(entry.pathname).toMatch(/\.cjs$/);
  });

  it('export a task function when loaded by require()', () => {
    const require = createRequire(import.meta.url);
    for (const entry of entries) expect(typeof require(fileURLToPath(entry))).toBe('function');
  });
});
