// Worker-thread entry of a binary result conversion: registers the TypeScript loader in this
// thread, converts the file named by workerData and posts the shape (or lets the error end it).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Converts below the main thread, whose event loop answers health checks and job polls.
const { lowerWorkerThreadPriority } = await import('../adapters/local/thread-priority.ts');
lowerWorkerThreadPriority();
const { writeBinaryFile } = await import('./binary-file.ts');
parentPort.postMessage(await writeBinaryFile(workerData.source, workerData.dest, workerData.dtype));
