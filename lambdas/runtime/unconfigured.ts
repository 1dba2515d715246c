import { DomainError } from '../core/errors.js';

/**
 * A stand-in for a port whose AWS resource this function was not given (its name is absent from
 * the environment because the function has no permission on it). Any call fails with an
 * internal error naming the resource, instead of an AccessDenied from deep inside the SDK.
 */
export function unconfigured<T extends object>(resource: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === 'then') return undefined; // not a promise: `await` must not call into it
      return () => {
        throw new DomainError('internal_error', `This function has no access to the ${resource} (${String(property)}).`);
      };
    },
  });
}
