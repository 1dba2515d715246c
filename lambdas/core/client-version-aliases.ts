import { OPERATIONS, type Operation } from './limits.js';
import type { VersionAlias, VersionCatalog } from './versions.js';

/**
 * The version ids the existing public clients send (contract §10), per operation: `original`
 * everywhere (the TypeScript SDK's and the add-ins' type for extractions, the documented legacy
 * id elsewhere), `2025-08-17` for sentiment (the Excel sentiment flow), `2025-09-01` for themes
 * (every Excel and Sheets theme flow) and `v1` (the Python SDK's OpenAPI examples). None of them
 * names a model of this service; each is an alias of one served version (docs/design-notes.md).
 */
export const CLIENT_VERSION_IDS: Partial<Record<Operation, Readonly<Record<string, string>>>> = {
  embeddings: { original: 'the id the existing clients document for embeddings' },
  similarity: { original: 'the id the existing clients document for similarity', v1: 'the Python SDK OpenAPI example' },
  themes: {
    original: 'the default themes id of the existing clients',
    '2025-09-01': 'the id the Excel and Sheets theme flows always send',
    v1: 'the Python SDK OpenAPI example',
  },
  sentiment: {
    original: 'the legacy sentiment id of the existing clients',
    '2025-08-17': 'the default sentiment id of the existing clients, sent by the Excel sentiment flow',
    v1: 'the Python SDK OpenAPI example',
  },
  extractions: { original: 'the only extractions id of the existing clients' },
};

/**
 * The catalog with the clients' version ids as aliases: of `targets[op]` where given (a pinned
 * version, never the moving default), else of the operation's default. An operation without
 * versions gets none.
 */
export function withClientAliases(catalog: VersionCatalog, targets: Partial<Record<Operation, string>> = {}): VersionCatalog {
  const out = { ...catalog };
  for (const op of OPERATIONS) {
    const entry = catalog[op];
    const ids = CLIENT_VERSION_IDS[op];
    if (!ids || entry.versions.length === 0) continue;
    const target = targets[op] ?? entry.default;
    if (!entry.versions.some((v) => v.id === target)) throw new Error(`Alias target ${target} of ${op} is not served.`);
    const aliases: VersionAlias[] = Object.entries(ids).map(([id, what]) => ({ id, target, description: `${what[0]!.toUpperCase()}${what.slice(1)}; runs version ${target}.` }));
    out[op] = { ...entry, aliases: [...(entry.aliases ?? []), ...aliases] };
  }
  return out;
}
