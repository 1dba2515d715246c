/** Identifier formats: a prefix and Crockford base32 of random bytes supplied by the caller. */

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Crockford base32 (lower case) of the bytes, 5 bits per character. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Random bytes needed for 128-bit ids (26 base32 characters, 130 bits). */
export const ID_BYTES = 17;

export const ID_PREFIXES = { job: 'job_', request: 'req_', event: 'evt_', webhook: 'wh_', key: 'key_', delivery: 'dlv_', client: 'cli_' } as const;
export type IdKind = keyof typeof ID_PREFIXES;

export function formatId(kind: IdKind, bytes: Uint8Array): string {
  return ID_PREFIXES[kind] + base32(bytes).slice(0, 26);
}

/** Job ids are `job_` + 26 base32 characters. */
export const JOB_ID_PATTERN = /^job_[0-9a-hjkmnp-tv-z]{26}$/;
