// Worker-thread entry: registers the TypeScript loader in this thread (worker threads do not
// inherit every loader of their parent, e.g. under a test runner), then loads the worker.
import { register } from 'tsx/esm/api';

register();
// Inference runs below the main thread, whose event loop answers health checks and job polls.
const { lowerWorkerThreadPriority } = await import('../../adapters/local/thread-priority.ts');
lowerWorkerThreadPriority();
const worker = await import('./analysis-worker.ts');
export default worker.default;
