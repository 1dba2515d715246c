import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonRecordFolder } from '../../../lambdas/adapters/local/json-record-folder.js';

let dir: string;
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('unreadable records', () => {
  it('are quarantined with a warning naming them; the other records load; crash temporaries go', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tas-quarantine-'));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'good.json'), JSON.stringify({ id: 'good' }));
    await writeFile(join(dir, 'empty.json'), '');
    await writeFile(join(dir, 'cut.json'), '{"id":"cu');
    await writeFile(join(dir, 'good.json.abc123.tmp'), '{"id":');
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const folder = await JsonRecordFolder.open<{ id: string }>(dir, (r) => r.id);
      expect(folder.values()).toEqual([{ id: 'good' }]);
      const messages = warn.mock.calls.map((c) => String(c[0]));
      expect(messages.some((m) => m.includes(join(dir, 'empty.json')))).toBe(true);
      expect(messages.some((m) => m.includes(join(dir, 'cut.json')))).toBe(true);
    } finally {
      warn.mockRestore();
    }
    expect((await readdir(join(dir, 'quarantine'))).sort()).toEqual(['cut.json', 'empty.json']);
    expect((await readdir(dir)).sort()).toEqual(['good.json', 'quarantine']);
  });
});
