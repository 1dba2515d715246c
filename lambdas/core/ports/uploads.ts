/** Where uploaded request bodies live (local: files served by the server itself; AWS: S3). */

/** How the client sends the body: one `PUT` of the bytes to `url` with `headers`. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

/** What a read of an upload found. */
export type UploadRead = { kind: 'missing' } | { kind: 'too_large'; bytes: number } | { kind: 'ok'; body: Buffer };

export interface UploadStore {
  /**
   * A URL that accepts one PUT of the body for this tenant's upload until `expiresUnix`. A URL
   * served by this service itself (local) starts with `basePath`; others ignore it.
   */
  target(tenantKey: string, uploadId: string, expiresUnix: number, basePath: string): Promise<UploadTarget>;
  /** The uploaded bytes; `too_large` without reading them when the object exceeds `maxBytes`. */
  read(tenantKey: string, uploadId: string, maxBytes: number): Promise<UploadRead>;
  /** Removes the upload (after its job was accepted); a missing one is not an error. */
  remove(tenantKey: string, uploadId: string): Promise<void>;
}
