/**
 * Maps items through `task` concurrently (the shared limiter bounds the real concurrency) and
 * keeps the order. All tasks share one `AbortController`: a call that fails for good aborts it
 * (synchronously, before its concurrency slot is handed on), so calls still queued fail at once
 * instead of each spending its own retries against a throttled model.
 */
export async function fanOut<T, R>(items: readonly T[], task: (item: T, index: number, cancel: AbortController) => Promise<R>): Promise<R[]> {
  const cancel = new AbortController();
  return Promise.all(
    items.map((item, index) =>
      task(item, index, cancel).catch((error: unknown) => {
        cancel.abort(error);
        throw error;
      }),
    ),
  );
}
