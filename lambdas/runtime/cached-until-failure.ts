/**
 * A lazily created value kept once it is made: `create` runs on the first call, its promise is
 * shared by concurrent callers and kept when it resolves. A rejection is not kept: the next call
 * tries again, so one failed set-up (a secret that did not load in time, a model layer that
 * failed to import) does not fail every later request of the execution environment.
 */
export function cachedUntilFailure<T>(create: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const attempt = create();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    return attempt;
  };
}
