/** A stored API key: only its SHA-256 hash is kept. */
export interface ApiKeyRecord {
  keyId: string;
  tenantId: string;
  /** Hex SHA-256 of the full key. */
  hash: string;
  /** The key's first characters (`tas_live_ab12`), to recognise it in listings. */
  prefix: string;
  createdAt: string;
  revokedAt?: string;
}

export interface KeyStore {
  add(record: ApiKeyRecord): Promise<void>;
  findByHash(hash: string): Promise<ApiKeyRecord | undefined>;
  list(): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked; false when no such key. */
  revoke(keyId: string, at: Date): Promise<boolean>;
}

/** A stored response for `Idempotency-Key` replay. */
export interface IdempotencyRecord {
  /** SHA-256 of method, path and body: a different request under the same key is a conflict. */
  fingerprint: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  createdAt: string;
}

export interface IdempotencyStore {
  get(tenantId: string, key: string, now: Date): Promise<IdempotencyRecord | undefined>;
  put(tenantId: string, key: string, record: IdempotencyRecord): Promise<void>;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Per-tenant request rate. */
export interface RateLimiter {
  take(tenantId: string, now: Date): RateDecision;
}
