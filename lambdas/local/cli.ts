import { join } from 'node:path';
import { FileKeyStore } from '../adapters/local/file-key-store.js';
import { cryptoRandom, systemClock } from '../adapters/local/system.js';
import { createApiKey } from '../operations/api-keys.js';
import { LISTEN_USAGE, runWebhooksCommand } from './webhook-listener.js';

const USAGE = `Usage:
  tas keys create --tenant <name> [--test]   create an API key (prints only the key)
  tas keys list                              list keys (id, tenant, prefix, created, revoked)
  tas keys revoke <key-id>                   revoke a key
  ${LISTEN_USAGE}
Environment: DATA_DIR (default .data), the folder of the local server.`;

/** The project's admin CLI (`npx tas …`). Returns the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const keys = new FileKeyStore(env.DATA_DIR || '.data');
  const [group, command, ...rest] = argv;
  if (group === 'webhooks') return runWebhooksCommand(command, rest);
  if (group !== 'keys') return usage();
  if (command === 'create') {
    const at = rest.indexOf('--tenant');
    const tenant = at >= 0 ? rest[at + 1] : undefined;
    if (!tenant) return usage('--tenant <name> is required');
    const { key } = await createApiKey({ keys, clock: systemClock, random: cryptoRandom }, tenant, rest.includes('--test') ? 'test' : 'live');
    process.stdout.write(`${key}\n`);
    return 0;
  }
  if (command === 'list') {
    for (const r of await keys.list()) {
      process.stdout.write(`${r.keyId}\t${r.tenantId}\t${r.prefix}…\t${r.createdAt}\t${r.revokedAt ? `revoked ${r.revokedAt}` : 'active'}\n`);
    }
    return 0;
  }
  if (command === 'revoke') {
    const keyId = rest[0];
    if (!keyId) return usage('the key id is required');
    if (!(await keys.revoke(keyId, systemClock.now()))) {
      process.stderr.write(`No key ${keyId} in ${join(env.DATA_DIR || '.data', 'keys.json')}\n`);
      return 1;
    }
    process.stdout.write(`revoked ${keyId}\n`);
    return 0;
  }
  return usage();
}

function usage(problem?: string): number {
  if (problem) process.stderr.write(`${problem}\n`);
  process.stderr.write(`${USAGE}\n`);
  return 2;
}
