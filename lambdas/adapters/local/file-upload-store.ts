import { join } from 'node:path';
import { open, readdir, stat, unlink } from 'node:fs/promises';
import type { UploadRead, UploadStore, UploadTarget } from '../../core/ports/uploads.js';
import { signPath } from '../../core/signed-link.js';
import { UPLOAD_ID_PATTERN, UPLOAD_TENANT_KEY_PATTERN } from '../../core/uploads.js';
import { asStoreError, writeFileAtomic } from './json-files.js';

export interface FileUploadStoreOptions {
  dataDir: string;
  /** HMAC key of the upload URLs (the result links' key: both are this server's signed paths). */
  secret: Buffer;
  /** Base URL of the running server (known once it listens). */
  baseUrl: () => string;
}

/** URL path prefix of the local upload URLs: `/v1/uploads/<tenant key>/<uploadId>`. */
export const UPLOADS_PATH_PREFIX = '/v1/uploads/';

/**
 * Uploaded request bodies as files, `uploads/<tenant key>/<uploadId>.json`, received by the local
 * server itself through signed URLs (the local stand-in for a presigned S3 PUT: the signature
 * binds the path, which names the tenant's folder and the upload, and the expiry).
 */
export class FileUploadStore implements UploadStore {
  constructor(private readonly options: FileUploadStoreOptions) {}

  async target(tenantKey: string, uploadId: string, expiresUnix: number, basePath: string): Promise<UploadTarget> {
    const path = `${basePath}${UPLOADS_PATH_PREFIX}${tenantKey}/${uploadId}`;
    const signature = signPath(this.options.secret, path, expiresUnix);
    return { url: `${this.options.baseUrl()}${path}?expires=${expiresUnix}&signature=${signature}`, headers: { 'Content-Type': 'application/json' } };
  }

  /** Stores the body the server received on a verified upload URL (atomically: whole or not at all). */
  async write(tenantKey: string, uploadId: string, body: Buffer): Promise<void> {
    await writeFileAtomic(this.path(tenantKey, uploadId), body);
  }

  async read(tenantKey: string, uploadId: string, maxBytes: number): Promise<UploadRead> {
    let file;
    try {
      file = await open(this.path(tenantKey, uploadId), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
      throw error;
    }
    try {
      const { size } = await file.stat();
      if (size > maxBytes) return { kind: 'too_large', bytes: size };
      return { kind: 'ok', body: await file.readFile() };
    } finally {
      await file.close();
    }
  }

  async remove(tenantKey: string, uploadId: string): Promise<void> {
    await asStoreError(unlink(this.path(tenantKey, uploadId)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    }));
  }

  /**
   * Deletes every file of `uploads/` last written before `writtenBefore`; returns how many. The
   * caller passes now minus the upload lifetime: a body is written before its upload expires and
   * an upload expires one lifetime after it was created, so such a file is an expired upload (or
   * the temporary file of an interrupted one). A tenant's folder stays (one per tenant), so a
   * sweep never races an upload being written into it.
   */
  async sweep(writtenBefore: Date): Promise<number> {
    const root = join(this.options.dataDir, 'uploads');
    let removed = 0;
    for (const tenant of await readdir(root).catch(() => [] as string[])) {
      const dir = join(root, tenant);
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const info = await stat(join(dir, name)).catch(() => undefined);
        if (info && info.mtime < writtenBefore && (await unlink(join(dir, name)).then(() => true, () => false))) removed++;
      }
    }
    return removed;
  }

  private path(tenantKey: string, uploadId: string): string {
    // Both come from a verified URL or from this service; checked again so no path can escape the folder.
    if (!UPLOAD_TENANT_KEY_PATTERN.test(tenantKey) || !UPLOAD_ID_PATTERN.test(uploadId)) throw new RangeError('not an upload path');
    return join(this.options.dataDir, 'uploads', tenantKey, `${uploadId}.json`);
  }
}
