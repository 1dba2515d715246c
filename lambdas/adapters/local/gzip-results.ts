import { pipeline, Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';

/**
 * gzip for stored results (local files and S3 objects). A gzip file may hold several members one after another, and
 * decompressing it gives their contents concatenated (RFC 1952 §2.2; zlib, browsers, curl and
 * Python read it whole), so each part of a fanned-out result can be compressed on its own by the
 * task that writes it, and the parts, concatenated by S3, are one valid gzip stream.
 */

/** zlib level: 1 compresses similarity text 2.3× (level 6: 2.6×) several times faster. */
export const RESULT_GZIP_LEVEL = 1;

/** Bytes per output chunk of `gzipStream`. */
const GZIP_OUTPUT_CHUNK_BYTES = 256 * 1024;

/** The bytes as one gzip member. */
export function gzipMember(body: Uint8Array, level = RESULT_GZIP_LEVEL): Uint8Array {
  return gzipSync(body, { level });
}

/**
 * One part of a multipart upload as a gzip member at least `minBytes` long whenever the body
 * is: S3 refuses parts below 5 MiB but the last, and values that compress very well (a set of
 * near-identical texts) could shrink a part below that. Such a part is stored instead (level 0,
 * deflate's stored blocks: a few bytes longer than the body, still valid gzip).
 */
export function gzipPart(body: Uint8Array, minBytes: number): Uint8Array {
  const compressed = gzipMember(body);
  if (compressed.length >= minBytes || body.length < minBytes) return compressed;
  return gzipMember(body, 0);
}

/**
 * The chunks compressed as one gzip stream (zlib runs on libuv's threads). A failure of the
 * source fails the stream; a consumer that stops early stops the source.
 */
export function gzipStream(chunks: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  // The callback only keeps `pipeline` from reporting the error twice: the returned stream fails with it.
  // Output in 256 KiB chunks, not zlib's 16 KiB: 16 times fewer callbacks on the event loop per result.
  return pipeline(Readable.from(chunks, { objectMode: false }), createGzip({ level: RESULT_GZIP_LEVEL, chunkSize: GZIP_OUTPUT_CHUNK_BYTES }), () => undefined);
}
