/** Runs a task when fewer than `limit` others are running; resolves with the task's result. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A bounded-concurrency gate shared by every model call of a provider, so that one request
 * fanning out (hundreds of embedding calls) cannot exceed the account's per-model quota alone.
 * Tasks start in submission order.
 */
export function createLimiter(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`concurrency must be a positive integer, not ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finishing task hands its slot straight to the next waiter, so a newcomer arriving
  // before the waiter resumes cannot take the same slot too.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
