import { expect } from 'vitest';
import { MATRIX_HEADER_BYTES } from '../../lambdas/core/similarity/binary-matrix.js';

/** A binary similarity body (`application/vnd.tas.matrix`) as read back by the tests. */
export interface ParsedMatrix {
  layout: number;
  dtype: number;
  rows: number;
  cols: number;
  count: number;
  /** float32 values, or float16 bits. */
  values: number[];
}

/** Checks the 32-byte header (magic, version, reserved bytes, length) and reads the values. */
export function parseBinary(bytes: Buffer): ParsedMatrix {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('TASM');
  expect(bytes[4]).toBe(1);
  expect(bytes.subarray(7, 8).readUInt8()).toBe(0);
  expect(bytes.subarray(24, 32).every((b) => b === 0)).toBe(true);
  const dtype = bytes[5];
  const count = Number(bytes.readBigUInt64LE(16));
  const size = dtype === 1 ? 4 : 2;
  expect(bytes.length).toBe(MATRIX_HEADER_BYTES + count * size);
  const values = Array.from({ length: count }, (_, k) => (dtype === 1 ? bytes.readFloatLE(32 + 4 * k) : bytes.readUInt16LE(32 + 2 * k)));
  return { layout: bytes[6], dtype, rows: bytes.readUInt32LE(8), cols: bytes.readUInt32LE(12), count, values };
}
