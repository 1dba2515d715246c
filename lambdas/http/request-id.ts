import { MAX_REQUEST_ID_CHARS } from '../core/limits.js';
import { formatId, ID_BYTES } from '../core/ids.js';
import type { RandomSource } from '../core/ports/system.js';

const SAFE_ID = new RegExp(`^[A-Za-z0-9._:-]{1,${MAX_REQUEST_ID_CHARS}}$`);

/** A client's `X-Request-Id` when it is safe to echo, else a new one. */
export function requestIdFor(header: string | undefined, random: RandomSource): string {
  return header && SAFE_ID.test(header) ? header : formatId('request', random.bytes(ID_BYTES));
}
