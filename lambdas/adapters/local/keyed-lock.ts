/**
 * Serialises async work per key within this process: work on one key runs after the previous
 * work on that key has settled; different keys run concurrently. The local stores use it to make
 * a read-check-write on one record atomic (one server process owns the data folder).
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.tails.set(key, next);
    try {
      return await next;
    } finally {
      if (this.tails.get(key) === next) this.tails.delete(key);
    }
  }
}
