/** Time and randomness come into the core through these ports, so tests control them. */
export interface Clock {
  now(): Date;
}

export interface RandomSource {
  /** Cryptographically strong random bytes. */
  bytes(length: number): Uint8Array;
}
