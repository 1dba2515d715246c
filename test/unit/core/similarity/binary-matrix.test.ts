import { describe, expect, it } from 'vitest';
import {
  binaryMatrixBytes,
  encodeValues,
  FlattenedValueScanner,
  float16Bits,
  HEAD_BYTES,
  matrixHeader,
  parseSimilarityHead,
  shapeOfBody,
} from '../../../../lambdas/core/similarity/binary-matrix.js';
import { crossShape, selfShape, type SimilarityShape } from '../../../../lambdas/core/similarity/row-ranges.js';

/** A body handed out in pieces of `size` bytes (1: every value split across chunks). */
function pieces(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.slice(at, at + size));
  return out;
}

/** What the local converter and the S3 one do: scan once, encode each block, header from the count. */
function convert(text: string, size: number, dtype: 'float32' | 'float16' = 'float32'): { shape: SimilarityShape; bytes: Buffer } {
  const head = parseSimilarityHead(new TextEncoder().encode(text).subarray(0, HEAD_BYTES));
  if (!head) throw new Error('no head');
  const scanner = new FlattenedValueScanner();
  const blocks: Uint8Array[] = [];
  for (const chunk of pieces(text, size)) {
    blocks.push(encodeValues(scanner.push(chunk), dtype));
    if (scanner.done) break;
  }
  if (!scanner.done) throw new Error('similarity body ends inside its values');
  const shape = shapeOfBody(head, scanner.count);
  return { shape, bytes: Buffer.concat([matrixHeader(shape, dtype), ...blocks]) };
}

const floats = (bytes: Buffer) => Array.from({ length: (bytes.length - 32) / 4 }, (_, k) => bytes.readFloatLE(32 + 4 * k));

describe('binary similarity matrices', () => {
  const self = '{"scenario":"self","mode":"flattened","n":4,"flattened":[0.5,-0.25,1,0,0.000001,-0.999999],"requestId":"job_x"}';
  const crossMatrix = '{"scenario":"cross","mode":"matrix","n":2,"matrix":[[0.1,0.2,0.3],[-0.4,0.5,1e-7]],"flattened":[0.1,0.2,0.3,-0.4,0.5,1e-7],"requestId":"job_y"}';
  const crossFlat = '{"scenario":"cross","mode":"flattened","n":2,"flattened":[0.1,0.2,0.3,-0.4,0.5,-1.5e-7],"requestId":"job_z"}';

  for (const size of [1, 3, 7, 1 << 20]) {
    it(`reads self, cross matrix and flattened cross bodies in chunks of ${size} bytes`, async () => {
      const s = convert(self, size);
      expect(s.shape).toEqual(selfShape(4));
      expect(floats(s.bytes)).toEqual([0.5, -0.25, 1, 0, 0.000001, -0.999999].map(Math.fround));
      const m = convert(crossMatrix, size);
      expect(m.shape).toEqual(crossShape(2, 3));
      expect(floats(m.bytes)).toEqual([0.1, 0.2, 0.3, -0.4, 0.5, 1e-7].map(Math.fround));
      const f = convert(crossFlat, size);
      expect(f.shape).toEqual(crossShape(2, 3));
      expect(floats(f.bytes)).toEqual([0.1, 0.2, 0.3, -0.4, 0.5, -1.5e-7].map(Math.fround));
    });
  }

  it('writes the documented 32-byte header', () => {
    const header = Buffer.from(matrixHeader(crossShape(2000, 50000), 'float16'));
    expect(header.length).toBe(32);
    expect(header.subarray(0, 4).toString('latin1')).toBe('TASM');
    expect([header[4], header[5], header[6], header[7]]).toEqual([1, 2, 2, 0]);
    expect([header.readUInt32LE(8), header.readUInt32LE(12)]).toEqual([2000, 50000]);
    expect(header.readBigUInt64LE(16)).toBe(100_000_000n);
    expect(header.subarray(24).every((b) => b === 0)).toBe(true);
    // 44,721 strings: 999,961,560 values, beyond 32 bits of bytes.
    expect(binaryMatrixBytes(selfShape(44721), 'float32')).toBe(32 + 4 * 999_961_560);
    expect(Buffer.from(matrixHeader(selfShape(44721), 'float32'))[6]).toBe(1);
  });

  it('float16 values round to nearest, ties to even, as NumPy does', async () => {
    // [value, NumPy's float64 → float16 bits]
    const table: [number, number][] = [
      [1, 15360], [-2, 49152], [0.5, 14336], [65504, 31743], [1 / 3, 13653], [2 ** -24, 1], [2 ** -14, 1024], [0.1, 11878],
      [1 + 2 ** -11, 15360], [1 + 3 * 2 ** -11, 15362], [-0.999999, 48128], [0.000001, 17], [-0.000031, 33288], [0.123457, 12263],
      [6e-8, 1], [2.9e-8, 0], [0.99951171875, 15359], [0, 0], [65520, 31744], [1e-7, 2],
    ];
    for (const [value, bits] of table) expect(float16Bits(value), String(value)).toBe(bits);
    const { bytes } = convert(self, 5, 'float16');
    expect(bytes.length).toBe(32 + 2 * 6);
    expect(bytes[5]).toBe(2);
    expect(Array.from({ length: 6 }, (_, k) => bytes.readUInt16LE(32 + 2 * k))).toEqual([0.5, -0.25, 1, 0, 0.000001, -0.999999].map(float16Bits));
  });

  it('says "no matrix" for other bodies and refuses a body whose values do not match its shape', () => {
    const headOf = (text: string) => parseSimilarityHead(new TextEncoder().encode(text));
    expect(headOf('{"scenario":"self","mode":"topK","n":3,"neighbours":[]}')).toBeUndefined();
    expect(headOf('{"themes":[],"requestId":"job_q"}')).toBeUndefined();
    const short = '{"scenario":"self","mode":"flattened","n":4,"flattened":[0.5,0.25],"requestId":"job_x"}';
    expect(() => convert(short, 8)).toThrow(/2 values, expected 6/);
    const ragged = '{"scenario":"cross","mode":"flattened","n":2,"flattened":[0.5,0.25,1],"requestId":"job_x"}';
    expect(() => convert(ragged, 8)).toThrow(/not a multiple of n = 2/);
    const cut = '{"scenario":"self","mode":"flattened","n":3,"flattened":[0.5,0.25,0.1';
    expect(() => convert(cut, 8)).toThrow(/ends inside its values/);
    const junk = '{"scenario":"self","mode":"flattened","n":2,"flattened":[0.5x],"requestId":"job_x"}';
    expect(() => convert(junk, 8)).toThrow(/not a number/);
    expect(convert('{"scenario":"self","mode":"flattened","n":1,"flattened":[],"requestId":"job_x"}', 3).bytes.length).toBe(32);
  });

  it('reads a long body exactly as JSON.parse does, whatever the chunk boundaries (every value form, carried values)', () => {
    // Seeded: printed like the service prints (6 decimals, trailing zeros cut), plus the forms the fast path hands on.
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const special = ['1e-7', '-1.5e-7', '0.1234567890123456', '12345678901234567', '-0', '0', '1', '-1', ' 0.5', '0.25 '];
    const values = Array.from({ length: 40_000 }, (_, k) => (k % 97 === 0 ? special[(k / 97) % special.length] : String(Math.round((random() * 2 - 1) * 1e6) / 1e6)));
    const text = `{"scenario":"cross","mode":"flattened","n":4,"flattened":[${values.join(',')}],"requestId":"job_long"}`;
    const expected = (JSON.parse(text) as { flattened: number[] }).flattened;
    for (const size of [1, 2, 5, 64, 4099, 65536, 1 << 20]) {
      const { shape, bytes } = convert(text, size);
      expect(shape, String(size)).toEqual(crossShape(4, 10_000));
      const floats32 = new Float32Array(bytes.buffer.slice(bytes.byteOffset + 32, bytes.byteOffset + bytes.length));
      expect(Array.from(floats32), String(size)).toEqual(expected.map(Math.fround));
    }
  });
});
