/**
 * A tiny WebAssembly binary writer: just the sections, value types and instructions the
 * similarity kernel needs. It keeps the kernel's bytes generated from readable code at run
 * time, with no toolchain and nothing but the global `WebAssembly` to load them.
 */

/** Value types of the binary format. */
export const I32 = 0x7f;
export const F64 = 0x7c;
export const V128 = 0x7b;

const MAGIC_AND_VERSION = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
const SECTION = { type: 1, import: 2, function: 3, export: 7, code: 10 } as const;
const FUNC_TYPE = 0x60;
const EXTERNAL_FUNC = 0x00;
const EXTERNAL_MEMORY = 0x02;
const LIMITS_MIN_ONLY = 0x00;
const BLOCK_TYPE_EMPTY = 0x40;
const SIMD_PREFIX = 0xfd;
/** Alignment hints (log2 bytes) for memory instructions. */
const ALIGN_8 = 3;
const ALIGN_16 = 4;

/** Unsigned LEB128. */
export function uleb(value: number): number[] {
  const out: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

/** Signed LEB128 of a 32-bit integer. */
export function sleb(value: number): number[] {
  const out: number[] = [];
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    const done = (v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

function utf8Name(name: string): number[] {
  const bytes = [...new TextEncoder().encode(name)];
  return [...uleb(bytes.length), ...bytes];
}

function vector(items: number[][]): number[] {
  return [...uleb(items.length), ...items.flat()];
}

function section(id: number, body: number[]): number[] {
  return [id, ...uleb(body.length), ...body];
}

/** Builds one function body instruction by instruction. */
export class CodeWriter {
  readonly bytes: number[] = [];

  private op(...bytes: number[]): this {
    this.bytes.push(...bytes);
    return this;
  }

  private simd(opcode: number, ...immediates: number[]): this {
    return this.op(SIMD_PREFIX, ...uleb(opcode), ...immediates);
  }

  localGet(index: number): this { return this.op(0x20, ...uleb(index)); }
  localSet(index: number): this { return this.op(0x21, ...uleb(index)); }
  localTee(index: number): this { return this.op(0x22, ...uleb(index)); }
  i32Const(value: number): this { return this.op(0x41, ...sleb(value)); }
  i32Add(): this { return this.op(0x6a); }
  i32Sub(): this { return this.op(0x6b); }
  i32Mul(): this { return this.op(0x6c); }
  i32Ne(): this { return this.op(0x47); }
  i32DivU(): this { return this.op(0x6e); }
  i32ShrU(): this { return this.op(0x76); }
  i32Eqz(): this { return this.op(0x45); }
  i32LtS(): this { return this.op(0x48); }
  i32GeU(): this { return this.op(0x4f); }
  i32Load(offset: number): this { return this.op(0x28, 2, ...uleb(offset)); }
  i32Store(offset: number): this { return this.op(0x36, 2, ...uleb(offset)); }
  i32Store8(offset: number): this { return this.op(0x3a, 0, ...uleb(offset)); }
  i32TruncF64S(): this { return this.op(0xaa); }
  f64Load(offset: number): this { return this.op(0x2b, ALIGN_8, ...uleb(offset)); }
  f64Add(): this { return this.op(0xa0); }
  f64Sub(): this { return this.op(0xa1); }
  f64Mul(): this { return this.op(0xa2); }
  f64Floor(): this { return this.op(0x9c); }
  f64Lt(): this { return this.op(0x63); }
  f64Ge(): this { return this.op(0x66); }
  f64Abs(): this { return this.op(0x99); }
  /** `if` without results (with `else_()` and `end()`). */
  if_(): this { return this.op(0x04, BLOCK_TYPE_EMPTY); }
  else_(): this { return this.op(0x05); }
  block(): this { return this.op(0x02, BLOCK_TYPE_EMPTY); }
  br(depth: number): this { return this.op(0x0c, ...uleb(depth)); }
  return_(): this { return this.op(0x0f); }
  loop(): this { return this.op(0x03, BLOCK_TYPE_EMPTY); }
  end(): this { return this.op(0x0b); }
  brIf(depth: number): this { return this.op(0x0d, ...uleb(depth)); }

  v128Load(offset: number): this { return this.simd(0x00, ALIGN_16, ...uleb(offset)); }
  v128Load64Splat(offset: number): this { return this.simd(0x0a, ALIGN_8, ...uleb(offset)); }
  v128Store(offset: number): this { return this.simd(0x0b, ALIGN_16, ...uleb(offset)); }
  v128Zero(): this { return this.simd(0x0c, ...new Array<number>(16).fill(0)); }
  f64x2Add(): this { return this.simd(0xf0); }
  f64x2Mul(): this { return this.simd(0xf2); }
  /** `b < a ? b : a` lane-wise: one `minpd`, enough for finite values. */
  f64x2Pmin(): this { return this.simd(0xf6); }
  /** `a < b ? b : a` lane-wise. */
  f64x2Pmax(): this { return this.simd(0xf7); }
  f64x2Splat(): this { return this.simd(0x14); }
  f64Const(value: number): this {
    const bytes = new Uint8Array(new Float64Array([value]).buffer);
    return this.op(0x44, ...bytes);
  }
}

/** One exported function: parameter and local types and its body (without the final `end`). */
export interface FunctionSpec {
  name: string;
  params: number[];
  results?: number[];
  locals: number[];
  body: CodeWriter;
}

/** A module importing one memory (`env.memory`) and exporting the given functions. */
export function assembleModule(functions: readonly FunctionSpec[]): Uint8Array {
  const types = functions.map((f) => [FUNC_TYPE, ...vector(f.params.map((p) => [p])), ...vector((f.results ?? []).map((r) => [r]))]);
  const imports = [[...utf8Name('env'), ...utf8Name('memory'), EXTERNAL_MEMORY, LIMITS_MIN_ONLY, ...uleb(1)]];
  const declarations = functions.map((_, i) => uleb(i));
  const exports = functions.map((f, i) => [...utf8Name(f.name), EXTERNAL_FUNC, ...uleb(i)]);
  const bodies = functions.map((f) => {
    const locals = vector(f.locals.map((type) => [...uleb(1), type]));
    const code = [...locals, ...f.body.bytes, 0x0b];
    return [...uleb(code.length), ...code];
  });
  return Uint8Array.from([
    ...MAGIC_AND_VERSION,
    ...section(SECTION.type, vector(types)),
    ...section(SECTION.import, vector(imports)),
    ...section(SECTION.function, vector(declarations)),
    ...section(SECTION.export, vector(exports)),
    ...section(SECTION.code, vector(bodies)),
  ]);
}
