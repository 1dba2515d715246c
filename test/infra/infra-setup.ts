import { afterAll } from 'vitest';
import { removeAssemblies } from './infra-helpers.js';

/**
 * Setup file of the `infra` project (`vitest.config.ts`). Its files share a worker process and
 * its modules, so `infra-helpers.ts` is evaluated once for several files: a hook registered there
 * would run after the first file only. A setup file runs again for every file.
 */
afterAll(removeAssemblies);
