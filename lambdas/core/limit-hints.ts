import { DomainError } from './errors.js';
import type { RequestOperation } from './request-operations.js';

/**
 * What to send instead of a request over a size limit (contract §10: the existing clients batch
 * past the specification's limits, e.g. 101–200 texts of synchronous self-similarity or 501–1000
 * themes inputs; the limits stay, and the 400 says exactly what fits).
 */
export interface LimitOverrun {
  operation: RequestOperation;
  /** The body field that is over (`inputs`, `set`, `set_a` for cross pairs, `themes`, `data`). */
  field: string;
  count: number;
  fast: boolean;
  limits: { sync: number; async: number };
  /** What is counted, when not the field's items (`rows`, `cells` of `data`). */
  unit?: string;
}

/**
 * A request over the limit of its mode is `limit_exceeded`: `what` (by default "`field` has N
 * items") and the limit, then what to send instead.
 */
export function checkModeLimit(overrun: LimitOverrun, what = `\`${overrun.field}\` has ${overrun.count} ${overrun.unit ?? 'items'}`): void {
  const { field, count, fast, limits } = overrun;
  const max = fast ? limits.sync : limits.async;
  if (count <= max) return;
  const mode = fast ? 'synchronous (`fast: true`)' : 'asynchronous';
  const message = `${what}; the ${mode} limit is ${max}. ${limitHint(overrun)}`;
  throw new DomainError('limit_exceeded', message, { details: [{ path: [field], field, location: 'body', message }] });
}

/** The sentence telling the client what to send instead. */
export function limitHint({ operation, field, count, fast, limits, unit }: LimitOverrun): string {
  const max = fast ? limits.sync : limits.async;
  const what = field === 'set_a' ? 'pairs (|set_a| × |set_b|)' : `\`${field}\` ${unit ?? 'items'}`;
  if (fast && count <= limits.async) {
    return `Send at most ${max} ${what} with \`fast: true\`, or this request with \`fast: false\` (a job, up to ${limits.async}).`;
  }
  const per = fast ? ` with \`fast: true\` (${limits.async} with \`fast: false\`)` : '';
  if (operation === 'themes') {
    return `Send at most ${max} inputs${per}: a random sample of ${max} finds the themes of all ${count}; then assign every input to them with \`POST /v1/similarity\` (\`set_a\`: the inputs, \`set_b\`: the theme labels).`;
  }
  if (field === 'set') return `Send at most ${max} \`set\` items${per}, or compare the set in blocks with \`set_a\` and \`set_b\`.`;
  if (field === 'set_a') return `Split \`set_a\` or \`set_b\` so that each request has at most ${max} pairs${per}.`;
  if (field === 'themes') return `Send at most ${max} themes per request, and the rest in further requests with the same inputs.`;
  return `Send at most ${max} ${what} per request${per}, and the rest in further requests.`;
}
