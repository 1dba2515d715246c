/** The slice of the global `WebAssembly` API the kernels use (the project's type libraries omit it). */
export interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number; maximum?: number }) => { buffer: ArrayBuffer; grow(pages: number): number };
  validate(bytes: Uint8Array): boolean;
}

/** The runtime's WebAssembly, or undefined where there is none. */
export function wasmApi(): WasmApi | undefined {
  return (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
}
