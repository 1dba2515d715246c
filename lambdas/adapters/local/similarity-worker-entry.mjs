// Worker-thread entry: registers the TypeScript loader in this thread (worker threads do not
// inherit every loader of their parent, e.g. under a test runner), then starts the worker.
import { register } from 'tsx/esm/api';

register();
const { serveSimilarityRequests } = await import('./similarity-worker.ts');
serveSimilarityRequests();
