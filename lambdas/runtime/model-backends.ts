import { OPERATIONS } from '../core/limits.js';
import type { ExtractionsModel, ModelProvider, SentimentModel, TextEncoder, ThemesModel } from '../core/ports/models.js';
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
 * Serves the versions of every configured backend (contract §7). The first backend's defaults
 * are the deployment's defaults; a version id served by two backends is a configuration error.
 */
export function combineBackends(backends: readonly ModelBackend[]): ModelSelection {
  if (backends.length === 0) throw new Error('At least one model backend is required.');
  const owner = new Map<string, ModelBackend>();
  const catalog = {} as VersionCatalog;
  for (const op of OPERATIONS) {
    catalog[op] = { default: backends[0].catalog[op].default, versions: [] };
    for (const backend of backends) {
      for (const version of backend.catalog[op].versions) {
        const key = `${op}\u0000${version.id}`;
        if (owner.has(key)) throw new Error(`Version ${version.id} of ${op} is served by two backends.`);
        owner.set(key, backend);
        catalog[op].versions.push(version);
      }
    }
  }
  const providers = new Map<ModelBackend, ModelProvider>();
  const route = (op: string, version: string): ModelProvider => {
    const backend = owner.get(`${op}\u0000${version}`);
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
  };
  return { catalog, provider };
}
