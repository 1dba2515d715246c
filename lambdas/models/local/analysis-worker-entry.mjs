// Worker-thread entry: registers the TypeScript loader in this thread (worker threads do not
// inherit every loader of their parent, e.g. under a test runner), then loads the worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./analysis-worker.ts');
export default worker.default;
