import type { DeliveryQueue } from '../../core/ports/webhooks.js';
import type { Clock } from '../../core/ports/system.js';
import type { Logger } from '../../core/ports/logger.js';

/** setTimeout's largest delay; a later attempt is woken early and re-scheduled by the use case. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** An attempt that failed outside the use case (e.g. a disk error) runs again after this. */
const RUNNER_ERROR_RETRY_MS = 5_000;

/**
 * The local delivery queue: one timer per pending delivery, running the attempt when it is due.
 * It holds no state of its own: the delivery store is durable and is re-read on start.
 */
export class DeliveryTimers implements DeliveryQueue {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private handler: ((deliveryId: string) => Promise<unknown>) | undefined;
  private closed = false;

  constructor(
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** What runs when a delivery is due (the attempt use case). */
  setHandler(handler: (deliveryId: string) => Promise<unknown>): void {
    this.handler = handler;
  }

  async schedule(deliveryId: string, at: Date): Promise<void> {
    if (this.closed) return;
    const previous = this.timers.get(deliveryId);
    if (previous) clearTimeout(previous);
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, at.getTime() - this.clock.now().getTime()));
    const timer = setTimeout(() => {
      this.timers.delete(deliveryId);
      this.run(deliveryId);
    }, delay);
    timer.unref();
    this.timers.set(deliveryId, timer);
  }

  /** Attempts scheduled or running. */
  get size(): number {
    return this.timers.size + this.running.size;
  }

  /** Stops scheduling and waits for running attempts (each is bounded by the send timeout). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  private run(deliveryId: string): void {
    if (this.closed || !this.handler) return;
    const current = this.running.get(deliveryId);
    if (current) {
      // One attempt of a delivery at a time: try again once the running one has finished.
      void current.then(() => this.run(deliveryId));
      return;
    }
    const work = this.handler(deliveryId)
      .then(() => undefined)
      .catch((error: unknown) => {
        this.logger.error('webhook delivery runner error', { deliveryId, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
        void this.schedule(deliveryId, new Date(this.clock.now().getTime() + RUNNER_ERROR_RETRY_MS));
      })
      .finally(() => this.running.delete(deliveryId));
    this.running.set(deliveryId, work);
  }
}
