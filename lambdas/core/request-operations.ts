import { DomainError } from './errors.js';
import { OPERATIONS, type Operation } from './limits.js';
import { resolveVersion, type VersionCatalog } from './versions.js';

/**
 * The operations of the existing public clients beyond the specification's five (contract §10):
 * clustering, summaries and data dictionaries. They have no model catalog of their own: each runs
 * on the versions of the operation named in `VERSION_SOURCE` (or on a fixed version).
 */
export const COMPOSITE_OPERATIONS = ['clustering', 'summaries', 'data-dictionary'] as const;
export type CompositeOperation = (typeof COMPOSITE_OPERATIONS)[number];

/** Every operation a request or a job can name. */
export const REQUEST_OPERATIONS = [...OPERATIONS, ...COMPOSITE_OPERATIONS] as const;
export type RequestOperation = (typeof REQUEST_OPERATIONS)[number];

/**
 * Whose versions a composite operation runs on: clustering on an embeddings version (its
 * vectors), summaries on a themes version (the embedded versions summarise extractively, an LLM
 * version abstractively); the data dictionary on no model (its own fixed version).
 */
export const VERSION_SOURCE: Record<CompositeOperation, Operation | undefined> = {
  clustering: 'embeddings',
  summaries: 'themes',
  'data-dictionary': undefined,
};

/** The one version of the data-dictionary profiler (rules, no model). */
export const DATA_DICTIONARY_V1 = '2026-11-27';

export function isCompositeOperation(op: string): op is CompositeOperation {
  return (COMPOSITE_OPERATIONS as readonly string[]).includes(op);
}

/** The catalog operation whose versions `op` runs on (itself for the five model operations). */
export function catalogOperationOf(op: RequestOperation): Operation | undefined {
  return isCompositeOperation(op) ? VERSION_SOURCE[op] : op;
}

/** `resolveVersion` for every operation: a composite one resolves against its source's catalog. */
export function resolveRequestVersion(catalog: VersionCatalog, op: RequestOperation, requested: string | undefined): string {
  const source = catalogOperationOf(op);
  if (source) return resolveVersion(catalog, source, requested);
  if (requested === undefined || requested === DATA_DICTIONARY_V1) return DATA_DICTIONARY_V1;
  const message = `Version "${requested.slice(0, 64)}" is not served for ${op}; served versions: ${DATA_DICTIONARY_V1}.`;
  throw new DomainError('unknown_version', `Unknown version "${requested.slice(0, 64)}" for ${op}.`, {
    details: [{ path: ['version'], field: 'version', location: 'body', message }],
  });
}
