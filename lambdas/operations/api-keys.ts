import { createHash } from 'node:crypto';
import { DomainError } from '../core/errors.js';
import { base32, formatId, ID_BYTES } from '../core/ids.js';
import type { ApiKeyRecord, KeyStore } from '../core/ports/access.js';
import type { Clock, RandomSource } from '../core/ports/system.js';

/** Random bytes in a key: 192 bits. */
const KEY_BYTES = 24;
/** Characters of a key kept in clear to recognise it in listings. */
const VISIBLE_PREFIX = 13;
export const KEY_PATTERN = /^tas_(live|test)_[0-9a-z]{39}$/;
const TENANT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A tenant name is 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit (else 400). */
export function checkTenantName(tenantId: string): void {
  if (!TENANT_PATTERN.test(tenantId)) {
    throw new DomainError('validation_error', 'A tenant name is 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit.');
  }
}

/** Issues a key for a tenant; the key itself is returned once and only its hash is stored. */
export async function createApiKey(
  deps: { keys: KeyStore; clock: Clock; random: RandomSource },
  tenantId: string,
  kind: 'live' | 'test' = 'live',
): Promise<{ key: string; record: ApiKeyRecord }> {
  checkTenantName(tenantId);
  const key = `tas_${kind}_${base32(deps.random.bytes(KEY_BYTES))}`;
  const record: ApiKeyRecord = {
    keyId: formatId('key', deps.random.bytes(ID_BYTES)),
    tenantId,
    hash: hashApiKey(key),
    prefix: key.slice(0, VISIBLE_PREFIX),
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.keys.add(record);
  return { key, record };
}

/** The tenant of a bearer key, or 401. */
export async function authenticate(keys: KeyStore, authorization: string | undefined): Promise<string> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw new DomainError('unauthorized', 'Send an API key as `Authorization: Bearer <API_KEY>`.');
  const record = await keys.findByHash(hashApiKey(match[1]));
  // An OAuth client's record is found by a non-secret handle: it never passes as a key.
  if (!record || record.revokedAt || record.kind !== undefined) throw new DomainError('unauthorized', 'The API key is not valid.');
  return record.tenantId;
}
