import type { VersionCatalog } from '../../core/versions.js';
import { USE_LITE_DIMENSION } from './use-encoder-info.js';

/** The first version of every embedded model. A changed model is a new version; old ones stay. */
export const LOCAL_V1 = '2026-11-21';

/** Versions served by the embedded (local) backend. */
export const LOCAL_CATALOG: VersionCatalog = {
  embeddings: {
    default: LOCAL_V1,
    versions: [{ id: LOCAL_V1, backend: 'local', dimension: USE_LITE_DIMENSION, description: 'Universal Sentence Encoder Lite, 512 dimensions, L2-normalised.' }],
  },
  similarity: {
    default: LOCAL_V1,
    versions: [{ id: LOCAL_V1, backend: 'local', description: 'Cosine similarity of Universal Sentence Encoder Lite embeddings.' }],
  },
  themes: {
    default: LOCAL_V1,
    versions: [{ id: LOCAL_V1, backend: 'local', description: 'Clustering of sentence embeddings with the theme count chosen in [minThemes, maxThemes]; labels from key phrases.' }],
  },
  sentiment: {
    default: LOCAL_V1,
    versions: [{ id: LOCAL_V1, backend: 'local', description: 'Clause-level lexicon analysis with negation; mixed when clauses of opposite polarity meet.' }],
  },
  extractions: {
    default: LOCAL_V1,
    versions: [{ id: LOCAL_V1, backend: 'local', description: 'Clauses matched to each theme by embedding similarity and lexical evidence.' }],
  },
};
