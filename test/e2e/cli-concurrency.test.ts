import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileKeyStore } from '../../lambdas/adapters/local/file-key-store.js';
import { authenticate } from '../../lambdas/operations/api-keys.js';
import { ROOT } from '../helpers/server-process.js';

const run = promisify(execFile);
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tas-keys-race-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const tas = (args: string[]) => run(process.execPath, [join(ROOT, 'bin/tas.mjs'), ...args], { env: { ...process.env, DATA_DIR: dataDir }, cwd: ROOT });

/** Key administration from several processes at once (separate `tas` processes, one data folder). */
describe('tas keys from concurrent processes', () => {
  it('stores every one of 20 keys created at the same time', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => tas(['keys', 'create', '--tenant', `race-${i}`])));
    const keys = created.map((c) => c.stdout.trim());
    const store = new FileKeyStore(dataDir);
    for (const key of keys) expect(await authenticate(store, `Bearer ${key}`)).toMatch(/^race-/);
    const listed = (await tas(['keys', 'list'])).stdout.split('\n').filter((l) => l.includes('\trace-'));
    expect(listed).toHaveLength(20);
  }, 120_000);

  it('never loses a revocation: 8 revocations racing 12 creations all hold', async () => {
    const victims = await Promise.all(Array.from({ length: 8 }, (_, i) => tas(['keys', 'create', '--tenant', `victim-${i}`])));
    const lines = (await tas(['keys', 'list'])).stdout.split('\n');
    const ids = victims.map((_, i) => lines.find((l) => l.includes(`\tvictim-${i}\t`))!.split('\t')[0]);
    const revokes = ids.map((id) => tas(['keys', 'revoke', id]));
    const creates = Array.from({ length: 12 }, () => tas(['keys', 'create', '--tenant', 'bystander']));
    const revoked = await Promise.all(revokes);
    await Promise.all(creates);
    revoked.forEach((r, i) => expect(r.stdout).toBe(`revoked ${ids[i]}\n`));
    const store = new FileKeyStore(dataDir);
    for (const victim of victims) await expect(authenticate(store, `Bearer ${victim.stdout.trim()}`)).rejects.toMatchObject({ code: 'unauthorized' });
    expect((await store.list()).filter((r) => r.tenantId === 'bystander')).toHaveLength(12);
  }, 120_000);
});
