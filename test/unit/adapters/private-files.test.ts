import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../lambdas/operations/api-keys.js';
import { LocalConfigSchema } from '../../../lambdas/runtime/config.js';
import { createLocalRoot } from '../../../lambdas/runtime/local-root.js';
import { FileWebhookStore } from '../../../lambdas/adapters/local/file-webhook-store.js';

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('secrets on disk', () => {
  it('keeps the data folder 0700 and the link key, key records and webhook records 0600', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'tas-modes-'));
    const dataDir = join(parent, 'data');
    try {
      const root = await createLocalRoot(LocalConfigSchema.parse({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKER_THREADS: '1' }), {
        executor: { run: async () => ({ body: '{}' }) },
      });
      await createApiKey(root.deps, 'acme', 'test');
      const webhooks = await FileWebhookStore.open(dataDir);
      await webhooks.create({ id: 'webhook_1', tenantId: 'acme', url: 'https://example.com/', events: ['analysis.completed'], description: null, active: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', secret: 'whsec_x', revision: 0 } as never);
      await root.close();
      expect(await mode(dataDir)).toBe(0o700);
      expect(await mode(join(dataDir, 'link-secret'))).toBe(0o600);
      expect(await mode(join(dataDir, 'keys'))).toBe(0o700);
      for (const name of await readdir(join(dataDir, 'keys'))) expect(await mode(join(dataDir, 'keys', name))).toBe(0o600);
      expect(await mode(join(dataDir, 'webhooks', 'webhook_1.json'))).toBe(0o600);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('tightens a data folder and a link key left readable by an earlier version', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tas-modes-old-'));
    try {
      await chmod(dataDir, 0o755);
      await writeFile(join(dataDir, 'link-secret'), 'ab'.repeat(32), { mode: 0o644 });
      const root = await createLocalRoot(LocalConfigSchema.parse({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { executor: { run: async () => ({ body: '{}' }) } });
      await root.close();
      expect(await mode(dataDir)).toBe(0o700);
      expect(await mode(join(dataDir, 'link-secret'))).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
