import { cryptoRandom, systemClock } from '../adapters/local/system.js';
import type { KeyStore } from '../core/ports/access.js';
import { createOAuthClient, listOAuthClients } from '../operations/oauth-clients.js';

export const CLIENTS_USAGE = `tas clients create --tenant <name>        create an OAuth client (prints {"client_id", "client_secret"} once)
  tas clients list [--tenant <name>]         list OAuth clients (id, tenant, created, revoked)
  tas clients revoke <client-id>             revoke a client: its tokens stop working`;

/**
 * `tas clients …`: OAuth clients of the client-credentials grant (`POST /oauth/token`), stored
 * beside the API keys (the secret hashed). Returns the exit code; 2 for a usage problem.
 */
export async function runClientsCommand(
  command: string | undefined,
  options: { tenant?: string; clientId?: string },
  keys: KeyStore,
  where: string,
): Promise<number | 'usage'> {
  if (command === 'create') {
    if (!options.tenant) return 'usage';
    const { clientId, clientSecret } = await createOAuthClient({ keys, clock: systemClock, random: cryptoRandom }, options.tenant);
    process.stdout.write(`${JSON.stringify({ client_id: clientId, client_secret: clientSecret })}\n`);
    process.stderr.write(`OAuth client for tenant "${options.tenant}" stored in ${where}; exchange it at POST /oauth/token. The secret is not shown again.\n`);
    return 0;
  }
  if (command === 'list') {
    for (const r of await listOAuthClients(keys, options.tenant)) {
      process.stdout.write(`${r.keyId}\t${r.tenantId}\t${r.createdAt}\t${r.revokedAt ? `revoked ${r.revokedAt}` : 'active'}\n`);
    }
    return 0;
  }
  if (command === 'revoke') {
    if (!options.clientId) return 'usage';
    const known = (await listOAuthClients(keys)).some((r) => r.keyId === options.clientId);
    if (!known || !(await keys.revoke(options.clientId, systemClock.now()))) {
      process.stderr.write(`No OAuth client ${options.clientId} in ${where}\n`);
      return 1;
    }
    process.stdout.write(`revoked ${options.clientId}\n`);
    return 0;
  }
  return 'usage';
}
