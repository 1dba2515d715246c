import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The themes version tests (one file per version, each scoring the hand-written sets with two
 * versions) share one process and its module state: the encoder model, the word vectors and the
 * vector cache are loaded once for all of them instead of once per file. They only compute
 * (no mocks, no environment, no servers), so sharing changes no answer they check.
 */
const THEMES_VERSION_TESTS = 'test/unit/models/themes-v*.test.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, THEMES_VERSION_TESTS] } },
      { extends: true, test: { name: 'themes-versions', include: [THEMES_VERSION_TESTS], isolate: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
