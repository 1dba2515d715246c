import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../lambdas/core/limits.js';
import { parseJsonBody } from '../../../lambdas/http/body.js';
import type { HttpRequest } from '../../../lambdas/http/types.js';

function request(body: Buffer, encoding?: string): HttpRequest {
  return { method: 'POST', path: '/v1/sentiment', query: {}, headers: { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) }, body };
}

describe('Content-Encoding: gzip request bodies (contract §10)', () => {
  it('decompresses a gzip body before parsing it', () => {
    const body = { inputs: ['Die Lieferung kam zu spät.', 'Très bon accueil ü'] };
    expect(parseJsonBody(request(gzipSync(JSON.stringify(body)), 'gzip'))).toEqual(body);
    expect(parseJsonBody(request(gzipSync(JSON.stringify(body)), 'GZIP, identity'))).toEqual(body);
    expect(parseJsonBody(request(Buffer.from(JSON.stringify(body)), 'identity'))).toEqual(body);
  });

  it('applies the byte limit to the decompressed body: 413 past it, accepted at it', () => {
    const filler = (bytes: number) => Buffer.from(`{"inputs":["${'a'.repeat(bytes - 15)}"]}`);
    expect(filler(MAX_BODY_BYTES).length).toBe(MAX_BODY_BYTES);
    const atLimit = gzipSync(filler(MAX_BODY_BYTES));
    expect(atLimit.length).toBeLessThan(100_000);
    expect((parseJsonBody(request(atLimit, 'gzip')) as { inputs: string[] }).inputs[0]!.length).toBe(MAX_BODY_BYTES - 15);
    expect(() => parseJsonBody(request(gzipSync(filler(MAX_BODY_BYTES + 1)), 'gzip'))).toThrow(expect.objectContaining({ code: 'payload_too_large' }));
  });

  it('a body that does not decompress is invalid_json; another coding is 415', () => {
    expect(() => parseJsonBody(request(Buffer.from('{"inputs":["plain"]}'), 'gzip'))).toThrow(expect.objectContaining({ code: 'invalid_json' }));
    expect(() => parseJsonBody(request(gzipSync('{"inputs":["x"]}').subarray(0, 12), 'gzip'))).toThrow(expect.objectContaining({ code: 'invalid_json' }));
    expect(() => parseJsonBody(request(gzipSync('not json'), 'gzip'))).toThrow(expect.objectContaining({ code: 'invalid_json' }));
    expect(() => parseJsonBody(request(Buffer.from('{}'), 'br'))).toThrow(expect.objectContaining({ code: 'unsupported_media_type' }));
    expect(() => parseJsonBody(request(gzipSync(gzipSync('{}')), 'gzip, gzip'))).toThrow(expect.objectContaining({ code: 'unsupported_media_type' }));
  });
});

describe('the bytes of a JSON body (both hosts)', () => {
  const json = JSON.stringify({ inputs: ['Très bon accueil', 'café'] });

  it('skips a leading UTF-8 byte order mark, also inside a gzip body', () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]);
    expect(parseJsonBody(request(withBom))).toEqual(JSON.parse(json));
    expect(parseJsonBody(request(gzipSync(withBom), 'gzip'))).toEqual(JSON.parse(json));
    expect(() => parseJsonBody(request(Buffer.from([0xef, 0xbb, 0xbf])))).toThrow(expect.objectContaining({ code: 'invalid_json', message: 'The request body is empty; send a JSON object.' }));
  });

  it('refuses bytes that are not UTF-8 (Latin-1, UTF-16) with invalid_json instead of reading them as U+FFFD', () => {
    const notUtf8 = 'The request body is not UTF-8: JSON is sent as UTF-8, so convert text in another encoding (such as Latin-1 or Windows-1252) first.';
    expect(() => parseJsonBody(request(Buffer.from(json, 'latin1')))).toThrow(expect.objectContaining({ code: 'invalid_json', message: notUtf8 }));
    expect(() => parseJsonBody(request(Buffer.from(`\ufeff${json}`, 'utf16le')))).toThrow(expect.objectContaining({ code: 'invalid_json', message: expect.stringContaining('(it looks like UTF-16)') }));
    expect(() => parseJsonBody(request(Buffer.from(json, 'utf16le')))).toThrow(expect.objectContaining({ message: expect.stringContaining('(it looks like UTF-16)') }));
  });

  it('recognises UTF-16 of ASCII-only JSON, which is valid UTF-8 full of NULs: little- and big-endian, with and without a byte order mark', () => {
    const ascii = '{"inputs":["great food"],"fast":true}';
    const le = (text: string) => Buffer.from(text, 'utf16le');
    const be = (text: string) => Buffer.from(text, 'utf16le').swap16();
    for (const bytes of [le(ascii), be(ascii), le(`\ufeff${ascii}`), be(`\ufeff${ascii}`), le(` \n${ascii}`), gzipSync(be(ascii))]) {
      const encoding = bytes[0] === 0x1f && bytes[1] === 0x8b ? 'gzip' : undefined;
      expect(() => parseJsonBody(request(bytes, encoding))).toThrow(
        expect.objectContaining({ code: 'invalid_json', message: 'The request body is not UTF-8 (it looks like UTF-16): JSON is sent as UTF-8, so convert text in another encoding (such as Latin-1 or Windows-1252) first.' }),
      );
    }
    // The same text as UTF-8 is read.
    expect(parseJsonBody(request(Buffer.from(ascii)))).toEqual({ inputs: ['great food'], fast: true });
  });

  it('keeps the last value of a name given twice, as JSON.parse does', () => {
    expect(parseJsonBody(request(Buffer.from('{"inputs":["a"],"inputs":["b","c"]}')))).toEqual({ inputs: ['b', 'c'] });
  });
});
