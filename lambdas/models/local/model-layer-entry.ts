/**
 * The module of the model layer (`/opt/models/index.mjs`, see
 * `MODEL_LAYER` in `lambdas/runtime/aws-env.ts`). It exports the model runtimes only: they return data
 * (vectors, labels, scores) and throw plain errors, so nothing that crosses into the function is
 * checked by class identity. The contract's error classes (`lambdas/core/errors.ts`) stay in the
 * function's bundle; a test checks that the layer's bundle has no copy of them.
 */
export { LocalModelProvider } from './provider.js';

/**
 * The synth's build id, defined at bundle time (`MODEL_LAYER.buildDefine`, the same value in the
 * model functions' bundles): a function checks it against its own before it uses the layer.
 */
export const MODEL_LAYER_BUILD: string | undefined = process.env.TAS_MODEL_LAYER_BUILD;
