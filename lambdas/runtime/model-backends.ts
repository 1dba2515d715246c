import { OPERATIONS, type Operation } from '../core/limits.js';
import type { ExtractionsModel, ModelProvider, SentimentModel, SummaryModel, TextEncoder, ThemesModel } from '../core/ports/models.js';
import type { VersionCatalog } from '../core/versions.js';

/** One model backend: the versions it serves and the models behind them. */
export interface ModelBackend {
  catalog: VersionCatalog;
  /** Built on first use, so a function that never runs a model never loads one. */
  provider: () => ModelProvider;
}

/** The merged catalog of several backends and a provider that routes each version to its own. */
export interface ModelSelection {
  catalog: VersionCatalog;
  provider: ModelProvider;
}

/**
 * The versions of several backends in one catalog (contract §7). The defaults of an operation
 * are those of the first backend that serves it (a backend may serve only some operations); a
 * version id served by two backends is a configuration error. A client version alias declared by
 * several backends is the first one's.
 */
export function mergeCatalogs(catalogs: readonly VersionCatalog[]): VersionCatalog {
  const catalog = {} as VersionCatalog;
  for (const op of OPERATIONS) {
    const first = catalogs.find((c) => c[op].versions.length > 0);
    if (!first) throw new Error(`No backend serves ${op}.`);
    const versions = catalogs.flatMap((c) => c[op].versions);
    const seen = new Set<string>();
    for (const { id } of versions) {
      if (seen.has(id)) throw new Error(`Version ${id} of ${op} is served by two backends.`);
      seen.add(id);
    }
    // An alias belongs to the first backend declaring it (the one giving the defaults, when both do).
    const aliases = catalogs.flatMap((c) => c[op].aliases ?? []).filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i);
    for (const { id } of aliases) if (seen.has(id)) throw new Error(`Alias ${id} of ${op} is also a version id.`);
    catalog[op] = { default: first[op].default, versions, ...(aliases.length > 0 ? { aliases } : {}) };
  }
  return catalog;
}

/** Serves the versions of every configured backend (see `mergeCatalogs`), each run by its own backend. */
export function combineBackends(backends: readonly ModelBackend[]): ModelSelection {
  if (backends.length === 0) throw new Error('At least one model backend is required.');
  const catalog = mergeCatalogs(backends.map((b) => b.catalog));
  const providers = new Map<ModelBackend, ModelProvider>();
  const route = (op: Operation, version: string): ModelProvider => {
    const backend = backends.find((b) => b.catalog[op].versions.some((v) => v.id === version));
    if (!backend) throw new Error(`No backend serves ${op} version ${version}.`);
    let provider = providers.get(backend);
    if (!provider) providers.set(backend, (provider = backend.provider()));
    return provider;
  };
  const provider: ModelProvider = {
    encoder: (operation, version): TextEncoder => route(operation, version).encoder(operation, version),
    sentiment: (version): SentimentModel => route('sentiment', version).sentiment(version),
    themes: (version): ThemesModel => route('themes', version).themes(version),
    extractions: (version): ExtractionsModel => route('extractions', version).extractions(version),
    // Summaries run on the themes versions (contract §10).
    summaries: (version): SummaryModel => {
      const model = route('themes', version).summaries?.(version);
      if (!model) throw new Error(`No summaries model for themes version ${version}.`);
      return model;
    },
  };
  return { catalog, provider };
}
