// Worker-thread entry of a binary result conversion: registers the TypeScript loader in this
// thread, converts the file named by workerData and posts the shape (or lets the error end it).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { writeBinaryFile } = await import('./binary-file.ts');
parentPort.postMessage(await writeBinaryFile(workerData.source, workerData.dest, workerData.dtype));
