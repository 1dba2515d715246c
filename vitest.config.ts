import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tests of the embedded models (themes, sentiment and extractions: their versions, each
 * scoring its pinned texts and sets, and their parts) share one process and its module state: the
 * encoder, the word vectors, the vector cache, the lexicons and the text analysis are loaded once
 * for all of them instead of once per file, as one server process serves every version. They only
 * compute and check answers (no mocks, no environment, no servers), so sharing changes no answer
 * they check. The encoder's own tests (runtimes, threads, fallback) keep a process each.
 */
const MODEL_VERSION_TESTS = [
  'test/unit/models/themes-*.test.ts',
  'test/unit/models/theme-*.test.ts',
  'test/unit/models/sentiment-*.test.ts',
  'test/unit/models/extractions-*.test.ts',
  'test/unit/models/krylov-*.test.ts',
  'test/unit/models/softmax-*.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...MODEL_VERSION_TESTS] } },
      { extends: true, test: { name: 'model-versions', include: MODEL_VERSION_TESTS, isolate: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
