import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toFunctionError, type InvocationContext, type InvokeMessage, type RuntimeMessage } from './function-protocol.js';
import { dropNodeVersionNotice } from './node-version-warning.js';

/**
 * One execution environment: imports a function's bundle once (the init phase, with the
 * function's environment as `process.env`), then runs one invocation at a time on request of
 * the host, like Lambda's Node.js runtime. Started as `node function-runtime.mjs <code folder>
 * <handler>` with an IPC channel; no TypeScript loader is involved.
 */

/** File names Lambda's Node.js runtime tries for a handler module, in order. */
const MODULE_EXTENSIONS = ['.mjs', '.js', '.cjs'];

type Handler = (event: unknown, context: unknown, callback: (error: unknown, result?: unknown) => void) => unknown;

function send(message: RuntimeMessage): void {
  process.send?.(message);
}

/** Ends the environment once `message` has reached the host (IPC sends are asynchronous). */
function sendAndExit(message: RuntimeMessage): void {
  if (!process.send) process.exit(1);
  process.send(message, () => process.exit(1));
}

/** The `context` argument Lambda passes: identity of the invocation and the time left. */
function lambdaContext(fields: InvocationContext) {
  const { deadlineMs, ...identity } = fields;
  const unsupported = () => {
    throw new Error('context.done/succeed/fail are not supported by async handlers');
  };
  return {
    ...identity,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadlineMs - Date.now()),
    done: unsupported,
    succeed: unsupported,
    fail: unsupported,
  };
}

/** Runs a handler that returns a promise or (older style) calls its callback. */
function run(handler: Handler, event: unknown, context: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const returned = handler(event, context, (error, result) => (error ? reject(error) : resolve(result)));
    if (returned && typeof (returned as Promise<unknown>).then === 'function') (returned as Promise<unknown>).then(resolve, reject);
  });
}

async function loadHandler(codeDirectory: string, handlerSpec: string): Promise<Handler> {
  const dot = handlerSpec.lastIndexOf('.');
  const [moduleName, exportName] = [handlerSpec.slice(0, dot), handlerSpec.slice(dot + 1)];
  const file = MODULE_EXTENSIONS.map((ext) => join(codeDirectory, `${moduleName}${ext}`)).find((path) => existsSync(path));
  if (!file) throw Object.assign(new Error(`Cannot find module '${moduleName}'`), { name: 'Runtime.ImportModuleError' });
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const handler = module[exportName] ?? (module.default as Record<string, unknown> | undefined)?.[exportName];
  if (typeof handler !== 'function') throw Object.assign(new Error(`${handlerSpec} is undefined or not exported`), { name: 'Runtime.HandlerNotFound' });
  return handler as Handler;
}

async function main(): Promise<void> {
  const [codeDirectory, handlerSpec] = process.argv.slice(2);
  const crash = (error: unknown) => sendAndExit({ type: 'crash', error: toFunctionError(error) });
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  // The host going away ends the environment (an orphan would keep its models in memory).
  process.on('disconnect', () => process.exit(0));
  dropNodeVersionNotice();
  const started = performance.now();
  let handler: Handler;
  try {
    handler = await loadHandler(codeDirectory, handlerSpec);
  } catch (error) {
    sendAndExit({ type: 'init-error', error: toFunctionError(error) });
    return;
  }
  process.on('message', (message: InvokeMessage) => {
    if (message.type !== 'invoke') return;
    run(handler, message.event, lambdaContext(message.context)).then(
      (result) => send({ type: 'result', id: message.id, result: result ?? null }),
      (error: unknown) => send({ type: 'error', id: message.id, error: toFunctionError(error) }),
    );
  });
  send({ type: 'ready', initMs: Math.round(performance.now() - started) });
}

void main();
