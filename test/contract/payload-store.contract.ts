import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AnalysisRequest } from '../../lambdas/core/analysis-request.js';
import type { JobPayloadStore } from '../../lambdas/core/ports/jobs.js';
import { jobId, later } from './fixtures.js';

export interface PayloadStoreSetup {
  store: JobPayloadStore;
  /** The link lifetime the store was configured with. */
  linkTtlSeconds: number;
}

export interface PayloadStoreContractOptions {
  /**
   * Whether the server behind the links verifies signatures. The local server does; s3rver
   * checks only the expiry of a presigned URL, so a tampered URL is not tested against it.
   */
  verifiesSignatures: boolean;
  /** Status of a valid link whose result does not exist (S3: 404; the local server: 410 `result_expired`). */
  missingResultStatus?: number;
}

/** A result body with non-ASCII text and more than 1 KiB, to catch re-encoding or truncation. */
const RESULT_BODY = JSON.stringify({ requestId: 'job_x', results: Array.from({ length: 60 }, (_, i) => ({ sentiment: 'positive', text: `naïve café ✓ ${i}` })) });

/**
 * Bytes of a streamed result: above two S3 parts' minimum (5 MiB) even once compressed (the
 * body's random base64 text compresses about 1.3×), so it takes a multipart upload.
 */
const STREAMED_BYTES = 16 * 1024 * 1024 + 12_345;
/** Odd chunk sizes, so part boundaries fall inside chunks. */
const CHUNK_SIZES = [1, 70_001, 1_048_573, 3 * 1024 * 1024 + 7];

/** Deterministic JSON-ish bytes with multi-byte UTF-8 characters. */
function streamedBody(bytes: number): Buffer {
  const unit = Buffer.from('{"v":[0.123456,-0.5,1],"t":"naïve café ✓"},', 'utf8');
  // Pseudo-random base64 text (compresses little) with multi-byte text every 4 KiB.
  let s = 7;
  const noise = Buffer.alloc(Math.ceil((bytes * 3) / 4) + 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) >>> 24;
  const out = Buffer.from(noise.toString('base64').slice(0, bytes));
  for (let at = 0; at + unit.length <= bytes; at += 4096) unit.copy(out, at);
  return out;
}

/** The body as chunks of varying size; throws after `failAfter` bytes when given. */
async function* chunksOf(body: Buffer, failAfter?: number, onClose?: () => void): AsyncGenerator<Uint8Array> {
  try {
    let at = 0;
    for (let i = 0; at < body.length; i++) {
      if (failAfter !== undefined && at >= failAfter) throw new Error('the analysis failed mid-stream');
      const size = Math.min(CHUNK_SIZES[i % CHUNK_SIZES.length], body.length - at);
      // A fresh copy, as a producer hands over buffers it no longer uses.
      yield Uint8Array.from(body.subarray(at, at + size));
      at += size;
    }
  } finally {
    onClose?.();
  }
}

/** A GET whose body is not decoded (fetch would undo the Content-Encoding). */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function download(url: string, encoding: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const REQUESTS: AnalysisRequest[] = [
  { operation: 'similarity', set_a: ['a', 'b'], set_b: ['c'], flatten: true, fast: false },
  { operation: 'themes', inputs: ['x', 'y', 'z', 'w'], minThemes: 2, maxThemes: 3, context: 'about café service', prune: 5 },
  { operation: 'extractions', inputs: ['Great food'], themes: ['food'] },
];

/** What every `JobPayloadStore` must do; its result links are fetched with plain `fetch`. */
export function describePayloadStoreContract(name: string, setup: () => Promise<PayloadStoreSetup>, options: PayloadStoreContractOptions): void {
  describe(`JobPayloadStore contract: ${name}`, () => {
    it('returns each stored request as it was accepted, and undefined for an unknown job', async () => {
      const { store } = await setup();
      for (const request of REQUESTS) {
        const id = jobId();
        await store.putRequest(id, request);
        expect(await store.getRequest(id)).toEqual(request);
      }
      expect(await store.getRequest(jobId())).toBeUndefined();
    });

    it('issues a link that downloads the exact result bytes without an Authorization header', async () => {
      const { store, linkTtlSeconds } = await setup();
      const id = jobId();
      await store.putResult(id, RESULT_BODY);
      const now = new Date();

      const link = await store.resultLink(id, now);
      const response = await fetch(link.url, { headers: { 'accept-encoding': 'identity' } });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(RESULT_BODY, 'utf8'))).toBe(true);
      const expected = new Date((Math.floor(now.getTime() / 1000) + linkTtlSeconds) * 1000).toISOString();
      expect(link.expiresAt).toBe(expected);
    });

    it('issues links that stop working after expiresAt', async () => {
      const { store, linkTtlSeconds } = await setup();
      const id = jobId();
      await store.putResult(id, RESULT_BODY);
      const issuedLongAgo = later(new Date(), -(linkTtlSeconds + 60));

      const link = await store.resultLink(id, issuedLongAgo);
      const response = await fetch(link.url);

      expect(Date.parse(link.expiresAt)).toBeLessThan(Date.now());
      expect([401, 403]).toContain(response.status);
      expect(await response.text()).not.toContain('café');
    });

    if (options.verifiesSignatures) {
      it('refuses a link whose signature was made for another job', async () => {
        const { store } = await setup();
        const [mine, theirs] = [jobId(), jobId()];
        await store.putResult(mine, RESULT_BODY);
        await store.putResult(theirs, RESULT_BODY);
        const link = await store.resultLink(mine, new Date());
        // The signature of one job's link must not open another job's result.
        const other = link.url.replace(mine, theirs);

        const response = await fetch(other);

        expect([401, 403]).toContain(response.status);
      });
    }

    it('stores a streamed result of several parts byte for byte, downloadable plain and gzip-encoded', async () => {
      const { store } = await setup();
      const id = jobId();
      const body = streamedBody(STREAMED_BYTES);

      expect(await store.putResultStream(id, chunksOf(body))).toBe(body.length);

      const link = await store.resultLink(id, new Date());
      expect((await download(link.url, 'identity')).equals(body)).toBe(true);
      // fetch decodes a gzip response: the decoded bytes must be the result.
      expect((await download(link.url, 'gzip')).equals(body)).toBe(true);
      // Stored compressed: sent as is with Content-Encoding: gzip to a client that accepts it.
      const raw = await rawGet(link.url, 'gzip');
      expect(raw.encoding).toBe('gzip');
      expect(raw.body.length).toBeLessThan(body.length);
      expect(gunzipSync(raw.body).equals(body)).toBe(true);
    });

    it('stores small and empty streamed results like putResult', async () => {
      const { store } = await setup();
      for (const body of [Buffer.from(RESULT_BODY, 'utf8'), Buffer.alloc(0)]) {
        const id = jobId();
        expect(await store.putResultStream(id, chunksOf(body))).toBe(body.length);
        const link = await store.resultLink(id, new Date());
        expect((await download(link.url, 'identity')).equals(body)).toBe(true);
      }
    });

    it('leaves no result when the stream fails, before or after the first part, and releases the source', async () => {
      const { store } = await setup();
      for (const failAfter of [0, 1024, 6 * 1024 * 1024]) {
        const id = jobId();
        let closed = false;

        await expect(store.putResultStream(id, chunksOf(streamedBody(STREAMED_BYTES), failAfter, () => (closed = true)))).rejects.toThrow(/mid-stream/);

        expect(closed).toBe(true);
        const link = await store.resultLink(id, new Date());
        expect((await fetch(link.url)).status).toBe(options.missingResultStatus ?? 404);
      }
    });

    it('answers 404 (or the status the store names) through a valid link when the result does not exist', async () => {
      const { store } = await setup();

      const link = await store.resultLink(jobId(), new Date());
      const response = await fetch(link.url);

      expect(response.status).toBe(options.missingResultStatus ?? 404);
    });
  });
}
