import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FileKeyStore } from '../adapters/local/file-key-store.js';
import { cryptoRandom, systemClock } from '../adapters/local/system.js';
import type { KeyStore } from '../core/ports/access.js';
import { createApiKey } from '../operations/api-keys.js';
import { AWS_ENV } from '../runtime/aws-env.js';
import { CLIENTS_USAGE, runClientsCommand } from './clients-command.js';
import { LISTEN_USAGE } from './webhook-listen-usage.js';
import { REPLAY_USAGE, runReplayCommand } from './webhook-replay-command.js';

const USAGE = `Usage:
  tas keys create --tenant <name> [--test]   create an API key (prints only the key; the data folder on stderr)
  tas keys list                              list keys (id, tenant, prefix, created, revoked)
  tas keys revoke <key-id>                   revoke a key
  ${CLIENTS_USAGE}
  ${LISTEN_USAGE}
  ${REPLAY_USAGE}
  tas --help                                 this text
  tas --version                              the version
Add --aws [--table <ApiKeysTableName>] [--region <region>] to a keys or clients command to manage the keys
of an AWS deployment (the table is a stack output; default: $${AWS_ENV.apiKeysTable}; AWS
credentials from the usual environment or profile).
Environment: DATA_DIR (default .data), the data folder of the local server: use the same one
as the server the key is for.`;

/** The project's admin CLI (`npx tas …`). Returns the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [group, command, ...rest] = argv;
  if (argv.some((arg) => arg === '--help' || arg === '-h') || group === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (group === '--version' || group === '-V' || group === 'version') {
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  if (group === 'webhooks' && command === 'replay') return runReplayCommand(rest, env);
  // The listener (and the HTTP server it runs) is loaded only for it: every other command starts faster.
  if (group === 'webhooks') return (await import('./webhook-listener.js')).runWebhooksCommand(command, rest);
  if (group !== 'keys' && group !== 'clients') return usage();
  const store = await openKeyStore(rest, env);
  if ('problem' in store) return usage(store.problem);
  try {
    if (group === 'keys') return await runKeysCommand(command, rest, store.keys, store.where);
    const outcome = await runClientsCommand(command, { tenant: optionValue(rest, '--tenant'), clientId: positional(rest)[0] }, store.keys, store.where);
    return outcome === 'usage' ? usage() : outcome;
  } finally {
    store.close();
  }
}

type OpenedStore = { keys: KeyStore; where: string; close: () => void } | { problem: string };

/** The local key folder, or with `--aws` the deployment's API keys table (the AWS SDK loads only then). */
async function openKeyStore(args: string[], env: NodeJS.ProcessEnv): Promise<OpenedStore> {
  if (!args.includes('--aws')) {
    const dataDir = env.DATA_DIR || '.data';
    return { keys: new FileKeyStore(dataDir), where: resolve(join(dataDir, 'keys')), close: () => undefined };
  }
  const table = optionValue(args, '--table') ?? env[AWS_ENV.apiKeysTable];
  if (!table) return { problem: `--aws needs --table <ApiKeysTableName> (or ${AWS_ENV.apiKeysTable})` };
  const { awsKeyStore } = await import('../runtime/aws-key-store.js');
  const { keys, close } = awsKeyStore(table, optionValue(args, '--region'));
  return { keys, where: `table ${table}`, close };
}

/** Options that take a value. */
const VALUE_OPTIONS = new Set(['--tenant', '--table', '--region']);

/** The arguments that are neither options nor option values. */
function positional(args: string[]): string[] {
  return args.filter((arg, i) => !arg.startsWith('--') && !(i > 0 && VALUE_OPTIONS.has(args[i - 1])));
}

function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function runKeysCommand(command: string | undefined, rest: string[], keys: KeyStore, where: string): Promise<number> {
  if (command === 'create') {
    const tenant = optionValue(rest, '--tenant');
    if (!tenant) return usage('--tenant <name> is required');
    const { key } = await createApiKey({ keys, clock: systemClock, random: cryptoRandom }, tenant, rest.includes('--test') ? 'test' : 'live');
    process.stdout.write(`${key}\n`);
    process.stderr.write(`Key for tenant "${tenant}" stored in ${where}${rest.includes('--aws') ? '' : ' (set DATA_DIR to the data folder of the server it is for)'}\n`);
    return 0;
  }
  if (command === 'list') {
    for (const r of (await keys.list()).filter((k) => k.kind === undefined)) {
      process.stdout.write(`${r.keyId}\t${r.tenantId}\t${r.prefix}…\t${r.createdAt}\t${r.revokedAt ? `revoked ${r.revokedAt}` : 'active'}\n`);
    }
    return 0;
  }
  if (command === 'revoke') {
    const keyId = positional(rest)[0];
    if (!keyId) return usage('the key id is required');
    if (!(await keys.revoke(keyId, systemClock.now()))) {
      process.stderr.write(`No key ${keyId} in ${where}\n`);
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

/** The version in package.json. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
