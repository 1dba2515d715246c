/**
 * Fits the common components of embeddings version 2026-11-22: the mean and first principal
 * component of Universal Sentence Encoder Lite vectors and of SIF-weighted word vectors, over a
 * broad corpus of short English texts: the same number of texts (800, seeded) from each
 * development file (captions, news and forum sentences, tweets, film and product reviews,
 * banking and assistant requests, programming questions, survey answers, app reviews), so no
 * one domain dominates. Needs the word-vector files (build-word-vectors.ts) first.
 *
 *   node --import tsx bench/eval/models/fit-embedding-components.ts ../shared/data
 */
import { writeFileSync } from 'node:fs';
import { EMBEDDING_COMPONENTS_FILE, modelFilePath } from '../../../lambdas/models/local/model-files.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { DATA_FILES, readJsonLines } from '../datasets.js';
import { sampleInOrder, seededRandom } from '../sampling.js';
import { CachedEncoder } from '../vector-cache.js';
import { meanAndFirstComponent, type MeanAndComponent } from './principal-component.js';

/** Texts drawn from each development file. */
export const TEXTS_PER_FILE = 800;
/** Seed of the corpus draw. */
export const CORPUS_SEED = 20261122;
/** Decimals kept in the JSON file: far below float32 noise, and stable across machines. */
const DECIMALS = 7;

function corpus(dataDir: string): string[] {
  const texts: string[] = [];
  for (const [name, file] of Object.entries(DATA_FILES)) {
    const rows = readJsonLines<Record<string, unknown>>(dataDir, file);
    if (!rows) throw new Error(`missing ${file}`);
    const strings = rows.flatMap((r) => [r.text, r.sentence1, r.sentence2].filter((t): t is string => typeof t === 'string' && t.trim() !== ''));
    texts.push(...sampleInOrder([...new Set(strings)], TEXTS_PER_FILE, seededRandom(CORPUS_SEED, name)));
  }
  return [...new Set(texts)];
}

const round = (c: MeanAndComponent) => ({
  mean: c.mean.map((v) => Number(v.toFixed(DECIMALS))),
  component: c.component.map((v) => Number(v.toFixed(DECIMALS))),
});

const texts = corpus(process.argv[2] ?? '../shared/data');
console.log(`corpus: ${texts.length} texts`);
const use = await new CachedEncoder(new UseLiteEncoder(), 'use-lite').embed(texts);
const words = WordVectors.load();
const wordVectors = texts.map((t) => words.sentenceVector(t)).filter((s) => s.known > 0).map((s) => s.vector);
const components = {
  description:
    `Common components of embeddings version 2026-11-22: mean and first principal component of Universal Sentence Encoder Lite ` +
    `vectors ("use") and of SIF-weighted GloVe sentence vectors ("words"), over ${texts.length} short texts, ${TEXTS_PER_FILE} ` +
    `drawn from each development file with seed ${CORPUS_SEED}. Built by bench/eval/models/fit-embedding-components.ts.`,
  use: round(meanAndFirstComponent(use)),
  words: round(meanAndFirstComponent(wordVectors)),
};
writeFileSync(modelFilePath(EMBEDDING_COMPONENTS_FILE), `${JSON.stringify(components)}\n`);
console.log(`wrote ${EMBEDDING_COMPONENTS_FILE}`);
