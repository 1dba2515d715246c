import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
    expect(created.stderr).toContain(`stored in ${join(service.dataDir, 'keys')}`);
    expect((await service.call('/v1/versions', { auth: key })).status).toBe(200);

    const files = await readdir(join(service.dataDir, 'keys'));
    const stored = (await Promise.all(files.map((f) => readFile(join(service.dataDir, 'keys', f), 'utf8')))).join('\n');
    expect(stored).toContain('"tenantId":"acme"');
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

  it('says on stderr which data folder it wrote to, also when DATA_DIR is not set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tas-cli-'));
    try {
      const env = { ...process.env };
      delete env.DATA_DIR;
      const created = await run(process.execPath, [join(ROOT, 'bin/tas.mjs'), 'keys', 'create', '--tenant', 'acme'], { env, cwd: dir });
      expect(created.stdout).toMatch(/^tas_live_\w+\n$/);
      expect(created.stderr).toContain(`stored in ${join(dir, '.data', 'keys')}`);
      expect(created.stderr).toContain('DATA_DIR');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints help on stdout with exit 0, and its version', async () => {
    // The three invocations are independent: their processes run at once.
    const [helps, version] = await Promise.all([Promise.all([['--help'], ['keys', '-h']].map((args) => tas(args))), tas(['--version'])]);
    for (const help of helps) {
      expect(help.stdout).toContain('tas keys create --tenant <name>');
      expect(help.stdout).toContain('tas --version');
      expect(help.stderr).toBe('');
    }
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(version.stdout).toBe(`${pkg.version}\n`);
  });

  it('explains its usage and fails on bad arguments', async () => {
    // Independent invocations that change nothing: their processes run at once.
    await Promise.all([
      expect(tas(['keys', 'create'])).rejects.toMatchObject({ code: 2 }),
      expect(tas(['nothing'])).rejects.toMatchObject({ code: 2 }),
      expect(tas(['keys', 'revoke', 'key_unknown'])).rejects.toMatchObject({ code: 1 }),
      expect(tas(['keys', 'create', '--tenant', 'bad tenant!'])).rejects.toMatchObject({ code: 1 }),
    ]);
  });
});
