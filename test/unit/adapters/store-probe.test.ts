import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreProbe } from '../../../lambdas/adapters/local/store-probe.js';

const dirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'store-probe-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('StoreProbe', () => {
  it('answers ok to many health checks arriving before the first probe has finished', async () => {
    // Concurrent probes on the one probe file used to race: one removed the file before the
    // other did, and a healthy folder answered "unavailable" (a 503 from GET /v1/health).
    for (let round = 0; round < 20; round += 1) {
      const fresh = new StoreProbe(await dataDir());
      const answers = await Promise.all(Array.from({ length: 8 }, () => fresh.check()));
      expect(answers).toEqual(Array(8).fill('ok'));
    }
  });

  it('answers unavailable when the folder does not exist', async () => {
    const dir = await dataDir();
    expect(await new StoreProbe(join(dir, 'missing', 'folder')).check()).toBe('unavailable');
  });

  // root writes into a read-only folder anyway, so this case says nothing when run as root
  it.skipIf(process.getuid?.() === 0)('answers unavailable when the folder is read-only', async () => {
    const dir = await dataDir();
    await chmod(dir, 0o500);
    expect(await new StoreProbe(dir).check()).toBe('unavailable');
  });
});
