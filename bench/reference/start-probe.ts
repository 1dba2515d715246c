/**
 * One measured start of the local service in a fresh process (so its heap holds nothing from
 * an earlier run): the time `startLocalService` takes on the given data folder, and the memory
 * after a full GC. The analysis executor is a stub, so the models' warm-up is not measured.
 * Prints one JSON line. Run by bench/local-start-history.ts with `--expose-gc`.
 */
import { startLocalService } from '../../lambdas/local/service.js';
import { LocalConfigSchema } from '../../lambdas/runtime/config.js';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';

const dataDir = process.argv[2];
const stub: AnalysisExecutor = { run: () => Promise.reject(new Error('not used')) };
const config = LocalConfigSchema.parse({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', EVENT_LOOP_WARN_MS: '0' });
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const started = performance.now();
const service = await startLocalService(config, { executor: stub });
const startMs = performance.now() - started;
gc?.();
const after = process.memoryUsage();
await service.stop();
console.log(JSON.stringify({ startMs, rssMiB: after.rss / 2 ** 20, heapUsedMiB: after.heapUsed / 2 ** 20, heapGrowthMiB: (after.heapUsed - before.heapUsed) / 2 ** 20 }));
process.exit(0);
