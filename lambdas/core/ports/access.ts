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
  /**
   * `oauth_client`: an OAuth client of the client-credentials grant, not an API key. Its `keyId`
   * is the client id, `hash` is SHA-256 of `oauth-client:<client id>` (the lookup handle) and
   * `secretHash` SHA-256 of the client secret. Such a record never authenticates as a key.
   */
  kind?: 'oauth_client';
  /** Hex SHA-256 of an OAuth client's secret. */
  secretHash?: string;
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

/** The marker a request leaves under its key while it runs (before any work is done). */
export interface IdempotencyClaimRequest {
  fingerprint: string;
  /** When the claim is taken. */
  now: Date;
  /** Past this instant an unfinished claim counts as abandoned (its request crashed) and may be taken over. */
  expiresAt: Date;
}

/** What `claim` found under a tenant's key: the claim is ours, someone else's live one, or a finished response. */
export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'in_progress'; fingerprint: string }
  | { state: 'completed'; record: IdempotencyRecord };

export interface IdempotencyStore {
  /** The stored (completed) response within the replay window; never an in-progress claim. */
  get(tenantId: string, key: string, now: Date): Promise<IdempotencyRecord | undefined>;
  /** Stores the completed response, replacing the request's claim. */
  put(tenantId: string, key: string, record: IdempotencyRecord): Promise<void>;
  /**
   * Atomically takes the key for one request unless a live claim or a response within the replay
   * window is already there (a conditional write: of concurrent callers exactly one gets `claimed`).
   */
  claim(tenantId: string, key: string, request: IdempotencyClaimRequest): Promise<IdempotencyClaim>;
  /** Drops this request's claim (the work failed, or its response is not kept); no-op if it is gone. */
  release(tenantId: string, key: string, fingerprint: string): Promise<void>;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Per-tenant request rate (in memory locally; a shared counter on AWS, so the limit is global). */
export interface RateLimiter {
  take(tenantId: string, now: Date): RateDecision | Promise<RateDecision>;
}
