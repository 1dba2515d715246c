// Worker-thread entry of the benchmark's similarity threads: registers the TypeScript loader in
// this thread, as the service's entry does, then starts the thread.
import { register } from 'tsx/esm/api';

register();
await import('./scan-worker.ts');
