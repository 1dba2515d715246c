import { describe, expect, it } from 'vitest';
import {
  binaryMatrixBytes,
  binaryMatrixChunks,
  float16Bits,
  matrixHeader,
  matrixShape,
  readSimilarityHead,
  type MatrixShape,
  type OpenBody,
} from '../../../../lambdas/core/similarity/binary-matrix.js';

/** A body handed out in pieces of `size` bytes (1: every value split across chunks). */
function body(text: string, size: number): OpenBody {
  const bytes = new TextEncoder().encode(text);
  return async function* () {
    for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
  };
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const c of chunks) parts.push(c);
  return Buffer.concat(parts);
}

async function convert(text: string, size: number, dtype: 'float32' | 'float16' = 'float32'): Promise<{ shape: MatrixShape; bytes: Buffer }> {
  const open = body(text, size);
  const head = await readSimilarityHead(open);
  if (!head) throw new Error('no head');
  const shape = await matrixShape(head, open);
  return { shape, bytes: await collect(binaryMatrixChunks(open, shape, dtype)) };
}

const floats = (bytes: Buffer) => Array.from({ length: (bytes.length - 32) / 4 }, (_, k) => bytes.readFloatLE(32 + 4 * k));

describe('binary similarity matrices', () => {
  const self = '{"scenario":"self","mode":"flattened","n":4,"flattened":[0.5,-0.25,1,0,0.000001,-0.999999],"requestId":"job_x"}';
  const crossMatrix = '{"scenario":"cross","mode":"matrix","n":2,"matrix":[[0.1,0.2,0.3],[-0.4,0.5,1e-7]],"flattened":[0.1,0.2,0.3,-0.4,0.5,1e-7],"requestId":"job_y"}';
  const crossFlat = '{"scenario":"cross","mode":"flattened","n":2,"flattened":[0.1,0.2,0.3,-0.4,0.5,-1.5e-7],"requestId":"job_z"}';

  for (const size of [1, 3, 7, 1 << 20]) {
    it(`reads self, cross matrix and flattened cross bodies in chunks of ${size} bytes`, async () => {
      const s = await convert(self, size);
      expect(s.shape).toEqual({ layout: 'self', rows: 4, cols: 4 });
      expect(floats(s.bytes)).toEqual([0.5, -0.25, 1, 0, 0.000001, -0.999999].map(Math.fround));
      const m = await convert(crossMatrix, size);
      expect(m.shape).toEqual({ layout: 'cross', rows: 2, cols: 3 });
      expect(floats(m.bytes)).toEqual([0.1, 0.2, 0.3, -0.4, 0.5, 1e-7].map(Math.fround));
      const f = await convert(crossFlat, size);
      expect(f.shape).toEqual({ layout: 'cross', rows: 2, cols: 3 });
      expect(floats(f.bytes)).toEqual([0.1, 0.2, 0.3, -0.4, 0.5, -1.5e-7].map(Math.fround));
    });
  }

  it('writes the documented 32-byte header', () => {
    const header = Buffer.from(matrixHeader({ layout: 'cross', rows: 2000, cols: 50000 }, 'float16'));
    expect(header.length).toBe(32);
    expect(header.subarray(0, 4).toString('latin1')).toBe('TASM');
    expect([header[4], header[5], header[6], header[7]]).toEqual([1, 2, 2, 0]);
    expect([header.readUInt32LE(8), header.readUInt32LE(12)]).toEqual([2000, 50000]);
    expect(header.readBigUInt64LE(16)).toBe(100_000_000n);
    expect(header.subarray(24).every((b) => b === 0)).toBe(true);
    // 44,721 strings: 999,961,560 values, beyond 32 bits of bytes.
    expect(binaryMatrixBytes({ layout: 'self', rows: 44721, cols: 44721 }, 'float32')).toBe(32 + 4 * 999_961_560);
    expect(Buffer.from(matrixHeader({ layout: 'self', rows: 44721, cols: 44721 }, 'float32'))[6]).toBe(1);
  });

  it('float16 values round to nearest, ties to even, as NumPy does', async () => {
    // [value, NumPy's float64 → float16 bits]
    const table: [number, number][] = [
      [1, 15360], [-2, 49152], [0.5, 14336], [65504, 31743], [1 / 3, 13653], [2 ** -24, 1], [2 ** -14, 1024], [0.1, 11878],
      [1 + 2 ** -11, 15360], [1 + 3 * 2 ** -11, 15362], [-0.999999, 48128], [0.000001, 17], [-0.000031, 33288], [0.123457, 12263],
      [6e-8, 1], [2.9e-8, 0], [0.99951171875, 15359], [0, 0], [65520, 31744], [1e-7, 2],
    ];
    for (const [value, bits] of table) expect(float16Bits(value), String(value)).toBe(bits);
    const { bytes } = await convert(self, 5, 'float16');
    expect(bytes.length).toBe(32 + 2 * 6);
    expect(bytes[5]).toBe(2);
    expect(Array.from({ length: 6 }, (_, k) => bytes.readUInt16LE(32 + 2 * k))).toEqual([0.5, -0.25, 1, 0, 0.000001, -0.999999].map(float16Bits));
  });

  it('says "no matrix" for other bodies and refuses a body whose values do not match its shape', async () => {
    expect(await readSimilarityHead(body('{"scenario":"self","mode":"topK","n":3,"neighbours":[]}', 4))).toBeUndefined();
    expect(await readSimilarityHead(body('{"themes":[],"requestId":"job_q"}', 100))).toBeUndefined();
    const short = '{"scenario":"self","mode":"flattened","n":4,"flattened":[0.5,0.25],"requestId":"job_x"}';
    await expect(convert(short, 8)).rejects.toThrow(/2 values, expected 6/);
    const ragged = '{"scenario":"cross","mode":"flattened","n":2,"flattened":[0.5,0.25,1],"requestId":"job_x"}';
    await expect(convert(ragged, 8)).rejects.toThrow(/not a multiple of n = 2/);
    const cut = '{"scenario":"self","mode":"flattened","n":3,"flattened":[0.5,0.25,0.1';
    await expect(convert(cut, 8)).rejects.toThrow(/ends inside its values/);
  });
});
