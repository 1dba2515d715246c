import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

/**
 * Native inference (onnxruntime) must not be running when its worker thread is terminated: the
 * addon's callback would then meet a torn-down thread and abort the whole process. So every
 * native call goes through `nativeRun`, and before its threads are terminated the pool asks them,
 * on a broadcast channel, to drain: each thread refuses new native calls, waits for those in
 * flight and answers. The channel's name comes from the pool through the thread's environment,
 * so pools in one process never drain each other's threads.
 */

/** Environment variable naming the channel of a thread's pool. */
export const DRAIN_CHANNEL_ENV = 'TAS_MODEL_DRAIN_CHANNEL';

export type DrainMessage = { type: 'ready'; threadId: number } | { type: 'drained'; threadId: number } | { type: 'drain' };

/** Thrown by `nativeRun` once the thread is draining. */
export class ModelThreadStoppingError extends Error {
  constructor() {
    super('the model thread is stopping');
    this.name = 'ModelThreadStoppingError';
  }
}

let stopping = false;
let listening = false;
const inFlight = new Set<Promise<unknown>>();

/** Joins the pool's channel once, announcing that this thread runs native inference. */
function listen(): void {
  if (listening || isMainThread) return;
  listening = true;
  const name = process.env[DRAIN_CHANNEL_ENV];
  if (!name) return;
  const channel = new BroadcastChannel(name);
  // The channel must not keep an idle thread alive.
  channel.unref();
  channel.onmessage = (event) => {
    if ((event as { data?: DrainMessage }).data?.type !== 'drain') return;
    stopping = true;
    void Promise.allSettled([...inFlight]).then(() => channel.postMessage({ type: 'drained', threadId } satisfies DrainMessage));
  };
  channel.postMessage({ type: 'ready', threadId } satisfies DrainMessage);
}

/** Runs one native call, tracked so that a drain can wait for it. */
export async function nativeRun<T>(run: () => Promise<T>): Promise<T> {
  listen();
  if (stopping) throw new ModelThreadStoppingError();
  const call = run();
  inFlight.add(call);
  try {
    return await call;
  } finally {
    inFlight.delete(call);
  }
}
