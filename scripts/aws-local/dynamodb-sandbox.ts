import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { startRelay, waitForPort } from './socket-relay.js';

/**
 * Runs inside a private network namespace (`unshare --net`): brings up its loopback, starts
 * DynamoDB Local there and relays a unix socket to it. DynamoDB Local has no bind-address
 * option and listens on every interface; in this namespace loopback is the only one, so it can
 * be reached only through the socket (which the host relays to its own 127.0.0.1).
 *
 * Arguments: `<unix socket path> <DynamoDB Local folder> [<data folder>]` (in memory without one).
 * Prints `ready` once the socket accepts connections; stops when its stdin closes or on SIGTERM.
 */

/** Inside a fresh namespace every port is free. */
const DYNAMODB_PORT = 8000;
const LOOPBACK = '127.0.0.1';
/** DynamoDB Local starts in about two seconds; a busy machine can take much longer. */
const START_TIMEOUT_MS = 90_000;

async function main(): Promise<void> {
  const [socketPath, jarDirectory, dataDirectory] = process.argv.slice(2);
  if (!socketPath || !jarDirectory) throw new Error('usage: dynamodb-sandbox <socket> <jar folder> [<data folder>]');
  execFileSync('ip', ['link', 'set', 'lo', 'up']);
  const interfaces = Object.keys(networkInterfaces());
  if (interfaces.some((name) => name !== 'lo')) {
    throw new Error(`Refusing to start DynamoDB Local: the namespace has interfaces other than loopback (${interfaces.join(', ')})`);
  }
  const storage = dataDirectory ? ['-dbPath', dataDirectory] : ['-inMemory'];
  const java = spawn(
    'java',
    ['-Djava.library.path=./DynamoDBLocal_lib', '-jar', 'DynamoDBLocal.jar', '-sharedDb', '-disableTelemetry', '-port', String(DYNAMODB_PORT), ...storage],
    { cwd: jarDirectory, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  java.once('exit', (code) => {
    process.stderr.write(`DynamoDB Local exited (${code})\n`);
    process.exit(1);
  });
  await waitForPort(LOOPBACK, DYNAMODB_PORT, START_TIMEOUT_MS);
  const relay = await startRelay({ path: socketPath }, { host: LOOPBACK, port: DYNAMODB_PORT });
  const stop = () => {
    java.removeAllListeners('exit');
    java.kill('SIGTERM');
    void relay.close().finally(() => {
      rmSync(socketPath, { force: true });
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The host keeps stdin open for as long as it runs: its end (even a crash) stops the sandbox.
  process.stdin.once('end', stop);
  process.stdin.resume();
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
