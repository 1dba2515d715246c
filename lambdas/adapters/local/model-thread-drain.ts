import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import { DRAIN_CHANNEL_ENV, type DrainMessage } from '../../models/local/native-runs.js';

/**
 * The pool's side of `native-runs.ts`: knows which threads run native inference, and before they
 * are terminated asks them to finish their native calls (bounded by a timeout).
 */
export class ModelThreadDrain {
  private readonly name = `tas-model-drain-${randomUUID()}`;
  private readonly channel = new BroadcastChannel(this.name);
  private readonly native = new Set<number>();
  private readonly drained = new Set<number>();
  private onChange: () => void = () => undefined;

  constructor() {
    this.channel.unref();
    this.channel.onmessage = (event) => {
      const message = (event as { data?: DrainMessage }).data;
      if (message?.type === 'ready') this.native.add(message.threadId);
      if (message?.type === 'drained') this.drained.add(message.threadId);
      this.onChange();
    };
  }

  /** Environment for the pool's threads. */
  get env(): Record<string, string> {
    return { [DRAIN_CHANNEL_ENV]: this.name };
  }

  /** Asks every thread to drain; resolves once each one that runs native code has, or at the timeout. */
  async drain(timeoutMs: number): Promise<void> {
    try {
      if (this.native.size === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        this.onChange = () => {
          if ([...this.native].every((id) => this.drained.has(id))) {
            clearTimeout(timer);
            resolve();
          }
        };
        this.channel.postMessage({ type: 'drain' } satisfies DrainMessage);
      });
    } finally {
      this.channel.close();
    }
  }
}
