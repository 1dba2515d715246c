import type { VersionCatalog } from '../../core/versions.js';
import { withClientAliases } from '../../core/client-version-aliases.js';

/**
 * The first Bedrock version of every operation. It differs from the local versions, so a
 * request pinned to one backend never runs on the other. Changing a configured model id
 * changes behaviour: deploy it under a new `versionId`, keeping the old one while it is pinned.
 */
export const BEDROCK_V1 = 'bedrock-2026-11-21';

/** The configured models a catalog describes. */
export interface BedrockCatalogOptions {
  embeddingModelId: string;
  textModelId: string;
  /** Vector dimension of the embedding model as configured. */
  dimension: number;
  /** Defaults to `BEDROCK_V1`. */
  versionId?: string;
}

/** The versions a Bedrock deployment serves, described with the model ids behind them; the clients' version ids are aliases of its version. */
export function bedrockCatalog(options: BedrockCatalogOptions): VersionCatalog {
  const id = options.versionId ?? BEDROCK_V1;
  const { embeddingModelId: embed, textModelId: text, dimension } = options;
  const one = (description: string, extra: { dimension?: number } = {}) => ({
    default: id,
    versions: [{ id, backend: 'bedrock' as const, description, ...extra }],
  });
  return withClientAliases({
    embeddings: one(`Amazon Bedrock ${embed}, ${dimension} dimensions, L2-normalised.`, { dimension }),
    similarity: one(`Cosine similarity of Amazon Bedrock ${embed} embeddings (${dimension} dimensions).`),
    themes: one(`Amazon Bedrock ${text}: themes proposed from a sample of the comments (steered by context), then every comment assigned by the model.`),
    sentiment: one(`Amazon Bedrock ${text}: positive, negative, neutral or mixed with the model's confidence, in batches.`),
    extractions: one(`Amazon Bedrock ${text}: passages quoted per theme, kept only when verbatim in the input.`),
  });
}
