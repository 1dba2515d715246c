/**
 * Environment variables of the USE Lite encoder (kept apart so the thread pool can set them
 * without loading model code).
 */

/** `onnx` (default) or `tfjs`: the runtime of USE Lite. `tfjs` is the package's own path. */
export const USE_LITE_RUNTIME_ENV = 'USE_LITE_RUNTIME';
/** onnxruntime intra-op threads per session (default: every core). */
export const USE_LITE_THREADS_ENV = 'USE_LITE_THREADS';
/** Size of each thread's vector cache in MiB (default 32; 0 turns it off). */
export const USE_LITE_CACHE_MB_ENV = 'USE_LITE_CACHE_MB';
