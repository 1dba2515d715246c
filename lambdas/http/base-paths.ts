/**
 * Base paths (contract §10): every route is served under `/v1/…` and, for the existing public
 * clients, under `/pulse/v1/…` with the same behaviour. Links the service hands out (`Location`,
 * local result links) keep the base path the request used.
 */

/** The extra base path of the existing clients; routes are matched after removing it. */
export const PULSE_BASE_PATH = '/pulse';

/** The base path a request used (`''` or `/pulse`) and its path as the routing table spells it. */
export function splitBasePath(path: string): { basePath: string; path: string } {
  if (path.startsWith(`${PULSE_BASE_PATH}/v1/`) || path === `${PULSE_BASE_PATH}/v1`) {
    return { basePath: PULSE_BASE_PATH, path: path.slice(PULSE_BASE_PATH.length) };
  }
  return { basePath: '', path };
}
