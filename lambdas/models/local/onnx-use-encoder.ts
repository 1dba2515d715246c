/**
 * USE Lite on onnxruntime-node: the graph converted by `onnx-use-lite.ts` from the installed
 * package's files at load time, run with the CPU execution provider.
 *
 * A text's vector does not depend on the other texts of the call, bit for bit: texts are grouped
 * by token count, so a batch has no padding, and every batch has at least two rows (onnxruntime
 * takes other kernels for a batch of one, whose results differ in the last bits). Within those
 * rules the results were checked identical for any batch size and row position, with one and two
 * intra-op threads (`test/unit/models/use-encoder-onnx.test.ts`).
 */
import { nativeRun } from './native-runs.js';
import type { InferenceSession } from 'onnxruntime-node';
import { readUseLiteVocabulary, useLiteModelFolder } from './onnx-use-lite.js';
import { loadUseLiteOnnx } from './use-lite-prebuilt.js';
import { UseLiteTokenizer } from './use-encoder-tokenizer.js';

/**
 * A specifier bundlers leave alone: the package loads a native binary for the platform, so a
 * bundle imports it at run time from the `node_modules` beside it (and falls back to TF.js when
 * it is not there; see `use-encoder.ts`).
 */
const ONNXRUNTIME_PACKAGE = 'onnxruntime-node';

/** Token ids per onnxruntime call (rows × tokens): bounds one call's activations to a few MB. */
const BATCH_TOKENS = 4096;
/** Rows per call at most (short texts). */
const BATCH_ROWS = 128;
/** A batch of one row takes other kernels; a single text runs with a copy of itself. */
const MIN_ROWS = 2;

export interface OnnxUseLiteOptions {
  /** onnxruntime intra-op threads of this session. */
  threads: number;
}

export class OnnxUseLiteRuntime {
  private constructor(
    private readonly ort: typeof import('onnxruntime-node'),
    private readonly session: InferenceSession,
    private readonly tokenizer: UseLiteTokenizer,
    private readonly maxTokens: number,
    readonly dimension: number,
    private readonly emptyVector: Float32Array,
  ) {}

  /**
   * Opens an onnxruntime session on the model converted at bundle time, or converts the installed
   * model now when there is none (throws if either fails).
   */
  static async create(options: OnnxUseLiteOptions): Promise<OnnxUseLiteRuntime> {
    const ort = (await import(ONNXRUNTIME_PACKAGE)) as typeof import('onnxruntime-node');
    const folder = useLiteModelFolder();
    const converted = loadUseLiteOnnx(folder);
    const session = await nativeRun(() => ort.InferenceSession.create(converted.model, {
      executionProviders: ['cpu'],
      intraOpNumThreads: Math.max(1, options.threads),
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      // Idle intra-op threads sleep instead of spinning: other threads of the process need the cores.
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    }));
    const tokenizer = new UseLiteTokenizer(readUseLiteVocabulary(folder));
    return new OnnxUseLiteRuntime(ort, session, tokenizer, converted.maxTokens, converted.dimension, converted.emptyVector);
  }

  /** The token ids the graph reads for a text (the package's tokenizer, clipped like the graph). */
  tokens(text: string): number[] {
    return this.tokenizer.encode(text).slice(0, this.maxTokens);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out = new Array<Float32Array>(texts.length);
    const byLength = new Map<number, { index: number; ids: number[] }[]>();
    texts.forEach((text, index) => {
      const ids = this.tokens(text);
      if (ids.length === 0) out[index] = this.emptyVector.slice();
      else {
        let group = byLength.get(ids.length);
        if (!group) byLength.set(ids.length, (group = []));
        group.push({ index, ids });
      }
    });
    for (const [length, group] of byLength) {
      const rowsPerCall = Math.max(MIN_ROWS, Math.min(BATCH_ROWS, Math.floor(BATCH_TOKENS / length)));
      for (let start = 0; start < group.length; start += rowsPerCall) {
        const part = group.slice(start, start + rowsPerCall);
        const rows = Math.max(MIN_ROWS, part.length);
        const ids = new BigInt64Array(rows * length);
        for (let r = 0; r < rows; r++) {
          const tokens = part[Math.min(r, part.length - 1)].ids;
          for (let c = 0; c < length; c++) ids[r * length + c] = BigInt(tokens[c]);
        }
        const result = await nativeRun(() => this.session.run({ token_ids: new this.ort.Tensor('int64', ids, [rows, length]) }));
        const vectors = result.embeddings;
        const data = vectors.data as Float32Array;
        part.forEach((item, r) => (out[item.index] = data.slice(r * this.dimension, (r + 1) * this.dimension)));
        vectors.dispose();
      }
    }
    return out;
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
