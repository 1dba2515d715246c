import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestService, type TestService } from '../helpers/local-service.js';
import { ROOT } from '../helpers/server-process.js';

const run = promisify(execFile);
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

const tas = (args: string[]) => run(process.execPath, [join(ROOT, 'bin/tas.mjs'), ...args], { env: { ...process.env, DATA_DIR: service.dataDir }, cwd: ROOT });

describe('tas keys', () => {
  it('creates a key (printing only the key), lists it, and revokes it; the server follows', async () => {
    const created = await tas(['keys', 'create', '--tenant', 'acme']);
    const key = created.stdout.trim();
    expect(key).toMatch(/^tas_live_[0-9a-z]{39}$/);
    expect(created.stdout).toBe(`${key}\n`);
    expect((await service.call('/v1/versions', { auth: key })).status).toBe(200);

    const stored = await readFile(join(service.dataDir, 'keys.json'), 'utf8');
    expect(stored).not.toContain(key);

    const listed = await tas(['keys', 'list']);
    const line = listed.stdout.split('\n').find((l) => l.includes('\tacme\t'))!;
    expect(line).toMatch(/active$/);
    const keyId = line.split('\t')[0];

    const revoked = await tas(['keys', 'revoke', keyId]);
    expect(revoked.stdout).toContain(keyId);
    expect((await service.call('/v1/versions', { auth: key })).status).toBe(401);
    expect((await tas(['keys', 'list'])).stdout).toMatch(new RegExp(`${keyId}.*revoked`));
  });

  it('explains its usage and fails on bad arguments', async () => {
    await expect(tas(['keys', 'create'])).rejects.toMatchObject({ code: 2 });
    await expect(tas(['nothing'])).rejects.toMatchObject({ code: 2 });
    await expect(tas(['keys', 'revoke', 'key_unknown'])).rejects.toMatchObject({ code: 1 });
    await expect(tas(['keys', 'create', '--tenant', 'bad tenant!'])).rejects.toMatchObject({ code: 1 });
  });
});
