/**
 * The model files committed beside this module, with their SHA-256 digests: a test checks that
 * each file is intact, and a changed file needs a new model version (a pinned version never
 * changes behaviour). Build commands: bench/eval/README.md.
 */
import { fileURLToPath } from 'node:url';

/** Folder of the committed model files. */
const FOLDER = new URL('./model-files/', import.meta.url);

export const WORD_VOCABULARY_FILE = 'glove-100d-40k.vocab.txt';
export const WORD_VECTORS_FILE = 'glove-100d-40k.int8';
export const EMBEDDING_COMPONENTS_FILE = 'embedding-components-2026-11-22.json';

/** Expected SHA-256 (hex) of every model file. */
export const MODEL_FILE_DIGESTS: Record<string, string> = {
  [WORD_VOCABULARY_FILE]: '2c13aaf6d3e5e5b23b82cec9c2cf5b1f134813ab4223e6f353b1789c838ab881',
  [WORD_VECTORS_FILE]: '112a50c38f22132735786ecd995ad8c0771213c9797b297aaab2d3f341b0380f',
  [EMBEDDING_COMPONENTS_FILE]: 'ebcbb87d4076b3a5e0181493ab0b379f126fc2c55dec8b74dbf558f3fb9c084d',
};

/** Absolute path of a model file. */
export function modelFilePath(name: string): string {
  return fileURLToPath(new URL(name, FOLDER));
}
