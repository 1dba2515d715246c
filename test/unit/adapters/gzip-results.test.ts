import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipMember, gzipPart, gzipStream } from '../../../lambdas/adapters/local/gzip-results.js';

const text = (count: number, seed: number) => {
  let s = seed;
  const values: string[] = [];
  for (let i = 0; i < count; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    values.push(String(Math.round((s / 2 ** 32 - 0.3) * 1e6) / 1e6));
  }
  return Buffer.from(values.join(','));
};

describe('gzip parts of stored results', () => {
  it('parts compressed on their own concatenate into one gzip stream of the whole body', () => {
    const parts = [text(5000, 1), text(7000, 2), Buffer.from('],"requestId":"job_1"}')];
    const joined = Buffer.concat(parts.map((p) => gzipPart(p, 1024)));
    expect(gunzipSync(joined).equals(Buffer.concat(parts))).toBe(true);
    expect(joined.length).toBeLessThan(Buffer.concat(parts).length / 2);
  });

  it('stores a part that would compress below the smallest part size, so the upload stays valid', () => {
    const repetitive = Buffer.from('1,'.repeat(20_000));
    const compressed = gzipMember(repetitive);
    expect(compressed.length).toBeLessThan(10_000);
    const part = gzipPart(repetitive, 10_000);
    expect(part.length).toBeGreaterThanOrEqual(repetitive.length);
    expect(gunzipSync(part).equals(repetitive)).toBe(true);
    // A body shorter than the minimum (only ever the last part) is simply compressed.
    expect(gzipPart(Buffer.from('1,1'), 10_000).length).toBeLessThan(40);
  });

  it('compresses a chunk stream into one gzip stream', async () => {
    const body = text(30_000, 3);
    async function* chunks() {
      for (let at = 0; at < body.length; at += 7001) yield body.subarray(at, at + 7001);
    }
    const out: Uint8Array[] = [];
    for await (const chunk of gzipStream(chunks())) out.push(chunk);
    expect(gunzipSync(Buffer.concat(out)).equals(body)).toBe(true);
  });
});
