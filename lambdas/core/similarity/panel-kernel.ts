import { F64_BYTES, KERNEL_EXPORT, kernelModuleBytes, MICRO_COLS, MICRO_ROWS } from './kernel-module.js';
import { wasmApi, type WasmApi } from './wasm-api.js';

/**
 * A register-blocked product of one A micro-panel with consecutive B micro-panels, over one
 * linear memory of float64 values (byte addresses, as the WebAssembly kernel sees them).
 */
export interface PanelKernel {
  readonly name: 'wasm-simd' | 'typed-array';
  /** The linear memory's buffer; replaced when the memory grows. */
  readonly buffer: ArrayBuffer;
  /** Makes the memory at least `bytes` long. */
  reserve(bytes: number): void;
  /** See `kernel-module.ts`: `panelCount` ≥ 1 and `kSteps` ≥ 1. */
  panels(a: number, b: number, panelCount: number, kSteps: number, out: number, outStride: number): void;
}

const PAGE_BYTES = 65_536;
/** WebAssembly's 32-bit address space. */
const MAX_PAGES = 65_536;

type PanelsFunction = (a: number, b: number, panelCount: number, kSteps: number, out: number, outStride: number) => void;

const wasm = wasmApi();
let compiled: object | null | undefined;

/** The compiled SIMD kernel, or null where this runtime has no WebAssembly SIMD. */
function compiledKernel(): object | null {
  if (compiled !== undefined) return compiled;
  const bytes = kernelModuleBytes();
  compiled = wasm && wasm.validate(bytes) ? new wasm.Module(bytes) : null;
  return compiled;
}

export function wasmSimdAvailable(): boolean {
  return compiledKernel() !== null;
}

class WasmPanelKernel implements PanelKernel {
  readonly name = 'wasm-simd' as const;
  private readonly memory: { buffer: ArrayBuffer; grow(pages: number): number };
  private readonly run: PanelsFunction;

  constructor(api: WasmApi, module: object) {
    this.memory = new api.Memory({ initial: 1 });
    const instance = new api.Instance(module, { env: { memory: this.memory } });
    this.run = instance.exports[KERNEL_EXPORT] as PanelsFunction;
  }

  get buffer(): ArrayBuffer {
    return this.memory.buffer;
  }

  reserve(bytes: number): void {
    const pages = Math.ceil(bytes / PAGE_BYTES);
    if (pages > MAX_PAGES) throw new RangeError(`similarity kernel needs ${bytes} bytes, over WebAssembly's 4 GiB`);
    const have = this.memory.buffer.byteLength / PAGE_BYTES;
    if (pages > have) this.memory.grow(pages - have);
  }

  panels(a: number, b: number, panelCount: number, kSteps: number, out: number, outStride: number): void {
    this.run(a, b, panelCount, kSteps, out, outStride);
  }
}

/**
 * The same computation in plain JavaScript (each accumulator a float64 number, same order), for
 * runtimes without WebAssembly SIMD and as a benchmark baseline.
 */
class TypedArrayPanelKernel implements PanelKernel {
  readonly name = 'typed-array' as const;
  private memory = new ArrayBuffer(0);
  private f64 = new Float64Array(0);

  get buffer(): ArrayBuffer {
    return this.memory;
  }

  reserve(bytes: number): void {
    if (bytes <= this.memory.byteLength) return;
    const next = new ArrayBuffer(Math.ceil(bytes / PAGE_BYTES) * PAGE_BYTES);
    new Uint8Array(next).set(new Uint8Array(this.memory));
    this.memory = next;
    this.f64 = new Float64Array(next);
  }

  panels(a: number, b: number, panelCount: number, kSteps: number, out: number, outStride: number): void {
    const m = this.f64;
    const stride = outStride / F64_BYTES;
    let bp = b / F64_BYTES;
    let o = out / F64_BYTES;
    for (let p = 0; p < panelCount; p++) {
      let c00 = 0, c01 = 0, c02 = 0, c03 = 0, c10 = 0, c11 = 0, c12 = 0, c13 = 0;
      let c20 = 0, c21 = 0, c22 = 0, c23 = 0, c30 = 0, c31 = 0, c32 = 0, c33 = 0;
      let ap = a / F64_BYTES;
      for (let k = 0; k < kSteps; k++, ap += MICRO_ROWS, bp += MICRO_COLS) {
        const b0 = m[bp], b1 = m[bp + 1], b2 = m[bp + 2], b3 = m[bp + 3];
        const a0 = m[ap], a1 = m[ap + 1], a2 = m[ap + 2], a3 = m[ap + 3];
        c00 += a0 * b0; c01 += a0 * b1; c02 += a0 * b2; c03 += a0 * b3;
        c10 += a1 * b0; c11 += a1 * b1; c12 += a1 * b2; c13 += a1 * b3;
        c20 += a2 * b0; c21 += a2 * b1; c22 += a2 * b2; c23 += a2 * b3;
        c30 += a3 * b0; c31 += a3 * b1; c32 += a3 * b2; c33 += a3 * b3;
      }
      store4(m, o, c00, c01, c02, c03);
      store4(m, o + stride, c10, c11, c12, c13);
      store4(m, o + 2 * stride, c20, c21, c22, c23);
      store4(m, o + 3 * stride, c30, c31, c32, c33);
      o += MICRO_COLS;
    }
  }
}

function clamp(x: number): number {
  return x > 1 ? 1 : x < -1 ? -1 : x;
}

function store4(m: Float64Array, at: number, x0: number, x1: number, x2: number, x3: number): void {
  m[at] = clamp(x0);
  m[at + 1] = clamp(x1);
  m[at + 2] = clamp(x2);
  m[at + 3] = clamp(x3);
}

export type KernelChoice = 'auto' | PanelKernel['name'];

/** A fresh kernel with its own memory: WebAssembly SIMD when available (or asked), else typed arrays. */
export function createPanelKernel(choice: KernelChoice = 'auto'): PanelKernel {
  const module = choice === 'typed-array' ? null : compiledKernel();
  if (module && wasm) return new WasmPanelKernel(wasm, module);
  if (choice === 'wasm-simd') throw new Error('WebAssembly SIMD is not available in this runtime');
  return new TypedArrayPanelKernel();
}
