import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The model version tests (themes, sentiment and extractions: one or two files per version, each
 * scoring its pinned texts and sets) share one process and its module state: the encoder, the word
 * vectors, the vector cache, the lexicons and the text analysis are loaded once for all of them
 * instead of once per file, as one server process serves every version. They only compute and
 * check answers (no mocks, no environment, no servers), so sharing changes no answer they check.
 */
const MODEL_VERSION_TESTS = [
  'test/unit/models/themes-v*.test.ts',
  'test/unit/models/sentiment-2026-*.test.ts',
  'test/unit/models/sentiment-pinned-*.test.ts',
  'test/unit/models/extractions-2026-*.test.ts',
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
