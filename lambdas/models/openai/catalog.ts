import type { Operation } from '../../core/limits.js';
import type { VersionCatalog, VersionInfo } from '../../core/versions.js';
import { withClientAliases } from '../../core/client-version-aliases.js';

/**
 * The first version of every operation on an OpenAI-compatible server: the shared LLM prompts
 * and checks of this date, on the configured model. The id names the backend, so it never
 * collides with a local or Bedrock version. The configured model is part of the behaviour:
 * when it changes, serve it under a new `versionId` (`LLM_VERSION_ID`), keeping the old one
 * while clients pin it.
 */
export const OPENAI_COMPATIBLE_V1 = 'openai-compatible-2026-11-25';

/** What a catalog describes. */
export interface OpenAiCatalogOptions {
  /** The chat model (themes, sentiment, extractions). */
  model: string;
  /** The embedding model (embeddings, similarity); without it those operations are not served. */
  embeddingModel?: string;
  /** Vector size of the embedding model. */
  dimension?: number;
  /** Defaults to `OPENAI_COMPATIBLE_V1`. */
  versionId?: string;
}

/** The operations a configuration serves. */
export function openAiOperations(options: Pick<OpenAiCatalogOptions, 'embeddingModel'>): Operation[] {
  return [...(options.embeddingModel ? (['embeddings', 'similarity'] as const) : []), 'themes', 'sentiment', 'extractions'];
}

/**
 * The versions an OpenAI-compatible backend serves, with the model behind each (`model`).
 * An operation it does not serve has no versions (and no default of its own). The clients'
 * version ids are aliases of its version.
 */
export function openAiCatalog(options: OpenAiCatalogOptions): VersionCatalog {
  const id = options.versionId ?? OPENAI_COMPATIBLE_V1;
  // The server's address stays out: clients read these descriptions.
  const server = 'OpenAI-compatible model server';
  const none = { default: '', versions: [] };
  const one = (model: string, description: string, extra: { dimension?: number } = {}) => ({
    default: id,
    versions: [{ id, backend: 'openai-compatible', model, description, ...extra } satisfies VersionInfo],
  });
  const { model, embeddingModel: embed, dimension } = options;
  return withClientAliases({
    embeddings: embed ? one(embed, `${embed} on the ${server}, ${dimension} dimensions.`, { dimension }) : none,
    similarity: embed ? one(embed, `Cosine similarity of ${embed} embeddings (${dimension} dimensions) from the ${server}.`) : none,
    themes: one(model, `${model} on the ${server}: themes proposed from a sample of the comments (steered by context), then every comment assigned by the model.`),
    sentiment: one(model, `${model} on the ${server}: positive, negative, neutral or mixed with the model's confidence, in batches.`),
    extractions: one(model, `${model} on the ${server}: passages quoted per theme, kept only when verbatim in the input.`),
  });
}
