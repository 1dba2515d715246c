import { DomainError } from './errors.js';
import { OPERATIONS, type Operation } from './limits.js';

/** One served model version of one operation. */
export interface VersionInfo {
  /** A `YYYY-MM-DD` date or a named alias. */
  id: string;
  backend: 'local' | 'bedrock' | 'openai-compatible';
  description: string;
  /** The model a remote backend runs for this version, as its server names it. */
  model?: string;
  /** Embeddings only: vector dimension. */
  dimension?: number;
}

/**
 * Another id of a served version (contract §10): the version ids the existing public clients
 * send. A request with the alias runs exactly as one with its target; the target never changes.
 */
export interface VersionAlias {
  id: string;
  /** The served version it runs on. */
  target: string;
  description: string;
}

export interface OperationVersions {
  /** The "latest production" version used when a request has no `version`. */
  default: string;
  versions: VersionInfo[];
  aliases?: VersionAlias[];
}

/** The versions a deployment serves, per operation. */
export type VersionCatalog = Record<Operation, OperationVersions>;

/**
 * The version a request runs on: its own `version` when served, the default when omitted.
 * An unserved version is a 400 `unknown_version` listing the served ones.
 */
export function resolveVersion(catalog: VersionCatalog, operation: Operation, requested: string | undefined): string {
  const entry = catalog[operation];
  if (requested === undefined) return entry.default;
  if (entry.versions.some((v) => v.id === requested)) return requested;
  const alias = entry.aliases?.find((a) => a.id === requested);
  if (alias) return alias.target;
  const served = [...entry.versions.map((v) => v.id), ...(entry.aliases ?? []).map((a) => a.id)].join(', ');
  const message = `Version "${requested.slice(0, 64)}" is not served for ${operation}; served versions: ${served}.`;
  throw new DomainError('unknown_version', `Unknown version "${requested.slice(0, 64)}" for ${operation}.`, {
    details: [{ path: ['version'], field: 'version', location: 'body', message }],
  });
}

type DescribedVersions = { default: string; versions: (VersionInfo & { default: boolean })[]; aliases: VersionAlias[] };

/** The `GET /v1/versions` body. */
export function describeCatalog(catalog: VersionCatalog): Record<Operation, DescribedVersions> {
  return Object.fromEntries(
    OPERATIONS.map((op) => [
      op,
      {
        default: catalog[op].default,
        versions: catalog[op].versions.map((v) => ({ ...v, default: v.id === catalog[op].default })),
        aliases: catalog[op].aliases ?? [],
      },
    ]),
  ) as Record<Operation, DescribedVersions>;
}
