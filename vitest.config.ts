import { availableParallelism } from 'node:os';
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

/**
 * Files that run with no other test file beside them, one at a time, after the others:
 * - checks that are wall-clock windows measured inside the test process (a server's deadlines
 *   against a client's pace, event-loop latency against an idle reference, a timer's lag): a
 *   second file computing on the same cores would take time from both sides of what they measure;
 * - files that occupy every core for many seconds themselves (twenty `tas` processes at once, jobs
 *   on every analysis thread of a server): beside another file both only slow down, and their
 *   long tests, or their neighbour's, run into the test timeout on a busy machine.
 */
const ALONE_TESTS = [
  'test/e2e/event-loop.test.ts',
  'test/unit/local/event-loop-watch.test.ts',
  'test/e2e/slow-readers.test.ts',
  'test/e2e/http-edges.test.ts',
  'test/e2e/cli-concurrency.test.ts',
  'test/e2e/job-progress.test.ts',
  'test/e2e/restart.test.ts',
  'test/e2e/large-similarity.test.ts',
];

/**
 * The CDK tests (assertions on synthesized templates, and the real `cdk synth`) share worker
 * processes and their modules, as many as the suite has, beside the suite's files: each file
 * imported aws-cdk-lib and the stacks anew, about 3.5 s of CPU per file before its first test.
 * They build their own apps (each with its own output folder, removed after each file by
 * `test/infra/infra-setup.ts`) and set no module state another file reads; the one that sets
 * TMPDIR restores it. A new file here must keep to that: no mocks, nothing left behind.
 */
const INFRA_TESTS = ['test/infra/**/*.test.ts'];

/**
 * The evaluation harness's own tests (its datasets, scores and report, on fixtures and fake
 * answers) share worker processes the same way, project `eval`: fifty small files that each
 * spent more time starting a process and importing than testing. They compute and compare only
 * (no mocks, no environment, no module state). The harness run against a local server keeps a
 * process of its own in `suite`.
 */
const EVAL_TESTS = ['test/unit/eval/**/!(harness-e2e).test.ts'];

/**
 * The unit tests of the core, the HTTP layer, the operations, the runtime settings, the
 * clustering and other pure parts (the repository's architecture, the OpenAPI document, the
 * console's logic, the Bedrock and OpenAI pieces) share worker processes too, project `unit`:
 * pure functions on values, no mocks, no environment, no servers, no threads, no timers. The
 * ones with servers, timers or analysis threads (webhook-job-feed, webhook-sender, the gemm-*
 * and nearest-neighbours similarity files) keep a process each in `suite`.
 */
const UNIT_TESTS = [
  'test/unit/core/!(webhook-job-feed|webhook-sender).test.ts',
  'test/unit/core/similarity/!(gemm-*|nearest-neighbours).test.ts',
  'test/unit/core/composite/*.test.ts',
  'test/unit/http/*.test.ts',
  'test/unit/operations/*.test.ts',
  'test/unit/runtime/*.test.ts',
  'test/unit/clustering/*.test.ts',
  'test/unit/adapters/{gzip-results,pool-entries,private-files}.test.ts',
  'test/unit/{architecture,console-logic,openapi}.test.ts',
  'test/unit/bench/*.test.ts',
  'test/unit/models/{bedrock,openai}/pieces.test.ts',
];

/**
 * Every other file runs in a process of its own, two at a time (more on a machine with more
 * cores): many of them mostly wait (on servers, child processes, emulators and timers), and every
 * one binds free ports (port 0) and temporary folders of its own.
 */
const SUITE_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...MODEL_VERSION_TESTS, ...ALONE_TESTS, ...INFRA_TESTS, ...EVAL_TESTS, ...UNIT_TESTS], maxWorkers: SUITE_WORKERS } },
      // infra, eval and unit: the same group as `suite` (the same workers), side by side with it.
      { extends: true, test: { name: 'infra', include: INFRA_TESTS, isolate: false, setupFiles: ['test/infra/infra-setup.ts'], maxWorkers: SUITE_WORKERS } },
      { extends: true, test: { name: 'eval', include: EVAL_TESTS, isolate: false, maxWorkers: SUITE_WORKERS } },
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, isolate: false, maxWorkers: SUITE_WORKERS } },
      { extends: true, test: { name: 'alone', include: ALONE_TESTS, maxWorkers: 1, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'model-versions', include: MODEL_VERSION_TESTS, isolate: false, sequence: { groupOrder: 2 } } },
    ],
  },
});
