/**
 * A minimal writer of ONNX `ModelProto` messages (protocol buffers, proto3 wire format): just the
 * fields a plain inference graph needs (nodes with int/float/ints attributes, float and int64
 * initializers, typed inputs and outputs with symbolic dimensions). Field numbers are those of
 * `onnx/onnx.proto`.
 */

/** ONNX `TensorProto.DataType` values used here. */
export const ONNX_FLOAT = 1;
export const ONNX_INT64 = 7;

/** Protocol buffers wire types. */
const VARINT = 0;
const FIXED32 = 5;
const LENGTH_DELIMITED = 2;

/** Growable byte buffer with the protobuf primitives. */
class Writer {
  private buffer = new Uint8Array(1024);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }

  varint(value: number | bigint): void {
    // Negative int64 values take ten bytes (two's complement), as protobuf requires.
    let v = BigInt.asUintN(64, BigInt(value));
    this.reserve(10);
    while (v >= 0x80n) {
      this.buffer[this.length++] = Number(v & 0x7fn) | 0x80;
      v >>= 7n;
    }
    this.buffer[this.length++] = Number(v);
  }

  tag(field: number, wireType: number): void {
    this.varint((field << 3) | wireType);
  }

  bytes(field: number, data: Uint8Array): void {
    this.tag(field, LENGTH_DELIMITED);
    this.varint(data.length);
    this.reserve(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
  }

  string(field: number, text: string): void {
    this.bytes(field, new TextEncoder().encode(text));
  }

  int(field: number, value: number | bigint): void {
    this.tag(field, VARINT);
    this.varint(value);
  }

  float(field: number, value: number): void {
    this.tag(field, FIXED32);
    this.reserve(4);
    new DataView(this.buffer.buffer).setFloat32(this.length, value, true);
    this.length += 4;
  }

  message(field: number, write: (w: Writer) => void): void {
    const inner = new Writer();
    write(inner);
    this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

export type AttributeValue = number | number[] | { float: number };

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  name?: string;
  /** Integers (`i`), integer lists (`ints`) or `{ float }` (`f`). */
  attributes?: Record<string, AttributeValue>;
}

export interface OnnxTensor {
  name: string;
  dims: number[];
  /** Float32Array for ONNX_FLOAT, BigInt64Array for ONNX_INT64. */
  data: Float32Array | BigInt64Array;
}

export interface OnnxValueInfo {
  name: string;
  elemType: number;
  /** A number is a fixed size, a string a symbolic dimension. */
  dims: (number | string)[];
}

export interface OnnxGraph {
  name: string;
  nodes: OnnxNode[];
  initializers: OnnxTensor[];
  inputs: OnnxValueInfo[];
  outputs: OnnxValueInfo[];
}

// AttributeProto.AttributeType
const ATTRIBUTE_FLOAT = 1;
const ATTRIBUTE_INT = 2;
const ATTRIBUTE_INTS = 7;

function writeAttribute(w: Writer, name: string, value: AttributeValue): void {
  w.string(1, name);
  if (typeof value === 'number') {
    w.int(3, value);
    w.int(20, ATTRIBUTE_INT);
  } else if (Array.isArray(value)) {
    for (const v of value) w.int(8, v);
    w.int(20, ATTRIBUTE_INTS);
  } else {
    w.float(2, value.float);
    w.int(20, ATTRIBUTE_FLOAT);
  }
}

function writeNode(w: Writer, node: OnnxNode): void {
  for (const input of node.inputs) w.string(1, input);
  for (const output of node.outputs) w.string(2, output);
  if (node.name) w.string(3, node.name);
  w.string(4, node.op);
  for (const [name, value] of Object.entries(node.attributes ?? {})) w.message(5, (a) => writeAttribute(a, name, value));
}

function writeTensor(w: Writer, tensor: OnnxTensor): void {
  for (const d of tensor.dims) w.int(1, d);
  w.int(2, tensor.data instanceof Float32Array ? ONNX_FLOAT : ONNX_INT64);
  w.string(8, tensor.name);
  // raw_data is little-endian, which every platform this runs on is.
  w.bytes(9, new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
}

function writeValueInfo(w: Writer, info: OnnxValueInfo): void {
  w.string(1, info.name);
  w.message(2, (type) =>
    type.message(1, (tensorType) => {
      tensorType.int(1, info.elemType);
      tensorType.message(2, (shape) => {
        for (const d of info.dims) shape.message(1, (dim) => (typeof d === 'number' ? dim.int(1, d) : dim.string(2, d)));
      });
    }),
  );
}

/** Serialises a model of one graph (default domain at `opset`) to `ModelProto` bytes. */
export function encodeOnnxModel(graph: OnnxGraph, opset: number, producer: string): Uint8Array {
  const w = new Writer();
  w.int(1, 8); // ir_version 8 (ONNX 1.10+)
  w.string(2, producer);
  w.message(7, (g) => {
    for (const node of graph.nodes) g.message(1, (n) => writeNode(n, node));
    g.string(2, graph.name);
    for (const tensor of graph.initializers) g.message(5, (t) => writeTensor(t, tensor));
    for (const input of graph.inputs) g.message(11, (v) => writeValueInfo(v, input));
    for (const output of graph.outputs) g.message(12, (v) => writeValueInfo(v, output));
  });
  w.message(8, (o) => {
    o.string(1, '');
    o.int(2, opset);
  });
  return w.finish();
}
