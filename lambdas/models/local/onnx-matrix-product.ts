import { createRequire } from 'node:module';
import type { MatrixProduct } from '../../core/similarity/matrix-product.js';
import { encodeOnnxModel, ONNX_FLOAT } from './onnx-protobuf.js';

/**
 * The similarity product on ONNX Runtime (its MLAS single-precision GEMM, tuned for x64 and arm64,
 * the same package the embedded encoder already runs on): a two-node graph, `Gemm(a, b, transB)`
 * then `Clip(-1, 1)`, written with the project's ONNX protobuf writer, one session per thread with
 * one intra-op thread (the caller spreads panels over threads itself, and a pair's sum order then
 * never depends on how MLAS would split a call between threads).
 *
 * Calls are synchronous: the similarity engine computes panels inside its tile loop, and the
 * package's own `InferenceSession.run` is the same native call deferred by a `setImmediate`. So
 * this module uses the package's binding directly (`dist/binding.js`, pinned with the package).
 * A synchronous call cannot be torn down half-way by a thread's termination: it returns before
 * the thread's JavaScript runs again.
 */

/** Resolved at run time from the `node_modules` beside the code (see `onnx-use-encoder.ts`). */
const BINDING_MODULE = 'onnxruntime-node/dist/binding.js';
const COMMON_MODULE = 'onnxruntime-common';
const OPSET = 13;

interface NativeTensor {
  readonly data: unknown;
  readonly dims: readonly number[];
}
interface NativeSession {
  loadModel(buffer: ArrayBufferLike, byteOffset: number, byteLength: number, options: object): void;
  /** A fetch given as a tensor is a pre-allocated output that ONNX Runtime writes into. */
  run(feeds: Record<string, unknown>, fetches: Record<string, unknown>, options: object): Record<string, NativeTensor>;
  dispose(): void;
}
interface OrtModules {
  binding: { InferenceSession: new () => NativeSession };
  initOrt(): void;
  Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => unknown;
}

let modules: OrtModules | undefined;

function load(): OrtModules {
  if (modules) return modules;
  const require = createRequire(import.meta.url);
  const { binding, initOrt } = require(BINDING_MODULE) as Pick<OrtModules, 'binding' | 'initOrt'>;
  const { Tensor } = require(COMMON_MODULE) as Pick<OrtModules, 'Tensor'>;
  initOrt();
  modules = { binding, initOrt, Tensor };
  return modules;
}

/** The graph: c = clip(a · bᵀ, −1, 1) with symbolic row counts and dimension. */
export function similarityProductModel(): Uint8Array {
  return encodeOnnxModel(
    {
      name: 'similarity_product',
      nodes: [
        { op: 'Gemm', inputs: ['a', 'b'], outputs: ['dots'], attributes: { transB: 1 } },
        { op: 'Clip', inputs: ['dots', 'lowest', 'highest'], outputs: ['c'] },
      ],
      initializers: [
        { name: 'lowest', dims: [], data: new Float32Array([-1]) },
        { name: 'highest', dims: [], data: new Float32Array([1]) },
      ],
      inputs: [
        { name: 'a', elemType: ONNX_FLOAT, dims: ['rows', 'dimension'] },
        { name: 'b', elemType: ONNX_FLOAT, dims: ['cols', 'dimension'] },
      ],
      outputs: [{ name: 'c', elemType: ONNX_FLOAT, dims: ['rows', 'cols'] }],
    },
    OPSET,
    'text-analysis-service',
  );
}

export class OnnxMatrixProduct implements MatrixProduct {
  readonly name = 'onnxruntime-mlas';
  private readonly session: NativeSession;
  private readonly ort: OrtModules;

  /** Throws when onnxruntime-node cannot be loaded on this platform. */
  constructor() {
    this.ort = load();
    const model = similarityProductModel();
    this.session = new this.ort.binding.InferenceSession();
    this.session.loadModel(model.buffer, model.byteOffset, model.byteLength, {
      executionProviders: [{ name: 'cpu' }],
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    });
  }

  multiply(a: Float32Array, aRows: number, b: Float32Array, bRows: number, dimension: number, out?: Float32Array): Float32Array {
    const { Tensor } = this.ort;
    const feeds = {
      a: new Tensor('float32', a.subarray(0, aRows * dimension), [aRows, dimension]),
      b: new Tensor('float32', b.subarray(0, bRows * dimension), [bRows, dimension]),
    };
    if (!out) return this.session.run(feeds, { c: null }, {}).c.data as Float32Array;
    if (out.length !== aRows * bRows) throw new RangeError(`the output holds ${out.length} values, ${aRows * bRows} expected`);
    // A pre-allocated output: the binding hands ONNX Runtime this array's memory to write into.
    this.session.run(feeds, { c: new Tensor('float32', out, [aRows, bRows]) }, {});
    return out;
  }

  close(): void {
    this.session.dispose();
  }
}
