import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConsoleFiles } from '../../lib/constructs/console-site.js';

/** The console's asset folder: reused across synths only while it is private and intact. */
describe('console asset folder', () => {
  const previous = process.env.TMPDIR;
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tas-console-test-'));
    process.env.TMPDIR = root;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  });

  it('is written once per content and reused by the next synth', () => {
    const first = writeConsoleFiles();
    expect(first.startsWith(join(root, 'tas-console-'))).toBe(true);
    expect(readFileSync(join(first, 'index.html'), 'utf8')).toContain('<html');
    expect(writeConsoleFiles()).toBe(first);
  });

  it('is not reused once a file in it changed or others can write to it: a fresh, faithful copy is used', () => {
    const shared = writeConsoleFiles();
    const original = readFileSync(join(shared, 'index.html'));
    writeFileSync(join(shared, 'index.html'), '<script>steal()</script>');
    const afterTamper = writeConsoleFiles();
    expect(afterTamper).not.toBe(shared);
    expect(readFileSync(join(afterTamper, 'index.html')).equals(original)).toBe(true);

    writeFileSync(join(shared, 'index.html'), original);
    expect(writeConsoleFiles()).toBe(shared);
    chmodSync(shared, 0o777);
    expect(writeConsoleFiles()).not.toBe(shared);
    chmodSync(shared, 0o700);
    rmSync(join(shared, 'index.html'));
    expect(writeConsoleFiles()).not.toBe(shared);
  });
});
