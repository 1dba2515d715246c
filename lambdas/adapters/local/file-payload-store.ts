import { join } from 'node:path';
import { readdir, stat, unlink } from 'node:fs/promises';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import type { JobPayloadStore, ResultLink } from '../../core/ports/jobs.js';
import { signPath } from '../../core/signed-link.js';
import { gzipStream } from './gzip-results.js';
import { asStoreError, listJsonFiles, publishFileAtomic, readJson, writeFileAtomic, writeJsonAtomic } from './json-files.js';

export interface FilePayloadStoreOptions {
  dataDir: string;
  /** HMAC key of the result links. */
  secret: Buffer;
  /** Base URL of the running server (known once it listens). */
  baseUrl: () => string;
  linkTtlSeconds: number;
}

/** Requests and results of jobs as files; results downloaded through signed local links. */
export class FilePayloadStore implements JobPayloadStore {
  constructor(private readonly options: FilePayloadStoreOptions) {}

  async putRequest(jobId: string, request: AnalysisRequest): Promise<void> {
    await writeJsonAtomic(this.requestPath(jobId), request);
  }

  async getRequest(jobId: string): Promise<AnalysisRequest | undefined> {
    return readJson<AnalysisRequest>(this.requestPath(jobId));
  }

  /** Deletes a job's stored input (once the job has ended it is not needed any more). */
  async deleteRequest(jobId: string): Promise<void> {
    await unlink(this.requestPath(jobId)).catch(() => undefined);
  }

  /**
   * Deletes stored inputs last written before `writtenBefore` whose job `keep` does not claim
   * (an input left by a crash between a job's end and its deletion, or by a submission whose job
   * was never created); returns how many.
   */
  async sweepRequests(writtenBefore: Date, keep: (jobId: string) => boolean): Promise<number> {
    const dir = join(this.options.dataDir, 'requests');
    let removed = 0;
    for (const name of await listJsonFiles(dir)) {
      if (keep(name.slice(0, -'.json'.length))) continue;
      const info = await stat(join(dir, name)).catch(() => undefined);
      if (info && info.mtime < writtenBefore && (await unlink(join(dir, name)).then(() => true, () => false))) removed++;
    }
    return removed;
  }

  private requestPath(jobId: string): string {
    return join(this.options.dataDir, 'requests', `${jobId}.json`);
  }

  async putResult(jobId: string, body: string): Promise<void> {
    await writeFileAtomic(this.resultPath(jobId), body);
  }

  /**
   * A streamed (large) result is stored gzip-compressed (`<jobId>.json.gz`; about 2.3× smaller
   * for similarity values). Compresses the chunks into a temporary file as they come (zlib runs
   * on libuv's threads), flushes it to disk, then renames it over the result: a reader or a
   * restart sees the whole result or none, and a failed stream leaves nothing behind. Returns the
   * uncompressed size.
   */
  async putResultStream(jobId: string, chunks: AsyncIterable<Uint8Array>): Promise<number> {
    return asStoreError(this.writeResultStream(jobId, chunks));
  }

  private async writeResultStream(jobId: string, chunks: AsyncIterable<Uint8Array>): Promise<number> {
    let size = 0;
    const counted = async function* () {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    };
    await publishFileAtomic(this.compressedResultPath(jobId), async (file) => {
      for await (const chunk of gzipStream(counted())) {
        for (let from = 0; from < chunk.length; ) from += (await file.write(chunk, from, chunk.length - from)).bytesWritten;
      }
    });
    // A plain result of an earlier attempt would shadow nothing, but it is not needed any more.
    await unlink(this.resultPath(jobId)).catch(() => undefined);
    return size;
  }

  /** Where a job's result is and whether it is gzip-compressed, or undefined when there is none. */
  async resultFile(jobId: string): Promise<{ path: string; gzip: boolean; size: number } | undefined> {
    for (const [path, gzip] of [[this.compressedResultPath(jobId), true], [this.resultPath(jobId), false]] as const) {
      const info = await stat(path).catch(() => undefined);
      if (info) return { path, gzip, size: info.size };
    }
    return undefined;
  }

  /** Where a streamed result lives on disk, gzip-compressed. */
  compressedResultPath(jobId: string): string {
    return `${this.resultPath(jobId)}.gz`;
  }

  async resultLink(jobId: string, now: Date, basePath = ''): Promise<ResultLink> {
    const expires = Math.floor(now.getTime() / 1000) + this.options.linkTtlSeconds;
    const path = `${basePath}${resultPathname(jobId)}`;
    const signature = signPath(this.options.secret, path, expires);
    return {
      url: `${this.options.baseUrl()}${path}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** Where a plain result lives on disk (served by the local server after checking the link). */
  resultPath(jobId: string): string {
    return join(this.options.dataDir, 'results', `${jobId}.json`);
  }

  /**
   * Deletes the files of `results/` last written before `writtenBefore` (the caller passes now
   * minus the result retention; a result is written before its job completes); returns how many.
   */
  async sweepResults(olderThan: Date): Promise<number> {
    const dir = join(this.options.dataDir, 'results');
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && info.mtime < olderThan) {
        await unlink(path).catch(() => undefined);
        removed++;
      }
    }
    return removed;
  }
}

/** The URL path of a job's result. */
export function resultPathname(jobId: string): string {
  return `/v1/results/${encodeURIComponent(jobId)}`;
}
