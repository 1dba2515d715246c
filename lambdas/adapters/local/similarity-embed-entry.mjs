// Worker-thread entry of embedding batches: registers the TypeScript loader in this thread (a
// thread may run a batch before any analysis loaded it), then loads the task.
import { register } from 'tsx/esm/api';

register();
// Inference runs below the main thread, whose event loop answers health checks and job polls.
const { lowerWorkerThreadPriority } = await import('./thread-priority.ts');
lowerWorkerThreadPriority();
const task = await import('./similarity-embed-task.ts');
export default task.default;
