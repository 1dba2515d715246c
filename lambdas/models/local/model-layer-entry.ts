/**
 * The module of the model layer (`/opt/models/index.mjs`, see
 * `MODEL_LAYER` in `lambdas/runtime/aws-env.ts`). It exports the model runtimes only: they return data
 * (vectors, labels, scores) and throw plain errors, so nothing that crosses into the function is
 * checked by class identity. The contract's error classes (`lambdas/core/errors.ts`) stay in the
 * function's bundle; a test checks that the layer's bundle has no copy of them.
 */
export { LocalModelProvider } from './provider.js';
