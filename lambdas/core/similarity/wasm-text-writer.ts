import { FORMAT_EXPORT, formatModuleBytes, formatTables, RESULT_ADDRESS, TABLE_BASE } from './format-module.js';
import { wasmApi } from './wasm-api.js';
import type { SimilarityValues } from './similarity-text.js';

/** Values per call: input 64 KiB, output at most 256 KiB. */
export const TEXT_BATCH = 8192;
const SRC = 16_384;
const DST = SRC + TEXT_BATCH * 8;
const MAX_BYTES_PER_FAST_VALUE = 16;
const PAGE_BYTES = 65_536;

type FormatFunction = (src: number, count: number, dst: number, comma: number) => number;

/** The WebAssembly text writer of one thread (module compiled once, memory reused per call). */
export interface WasmTextWriter {
  /** Writes up to `count` ≤ TEXT_BATCH values from values[start]; returns how many it wrote (it stops at a value off its fast path) and advances `state.pos`. */
  write(values: SimilarityValues, start: number, count: number, comma: boolean, buf: Uint8Array, state: { pos: number }): number;
}

let writer: WasmTextWriter | null | undefined;

/** The shared writer, or null where WebAssembly is missing. */
export function wasmTextWriter(): WasmTextWriter | null {
  if (writer !== undefined) return writer;
  writer = null;
  const api = wasmApi();
  const bytes = formatModuleBytes();
  if (!api || !api.validate(bytes)) return writer;
  const memory = new api.Memory({ initial: Math.ceil((DST + TEXT_BATCH * MAX_BYTES_PER_FAST_VALUE) / PAGE_BYTES) });
  const format = new api.Instance(new api.Module(bytes), { env: { memory } }).exports[FORMAT_EXPORT] as FormatFunction;
  const u8 = new Uint8Array(memory.buffer);
  const f64 = new Float64Array(memory.buffer);
  const i32 = new Int32Array(memory.buffer);
  u8.set(formatTables(), TABLE_BASE);
  writer = {
    write(values, start, count, comma, buf, state) {
      f64.set(values.subarray(start, start + count), SRC / 8);
      const written = format(SRC, count, DST, comma ? 1 : 0);
      const end = i32[RESULT_ADDRESS / 4];
      buf.set(u8.subarray(DST, end), state.pos);
      state.pos += end - DST;
      return written;
    },
  };
  return writer;
}
