import { dot, normalizeInPlace } from '../core/vectors.js';
import type { ExtractionsModel, TextEncoder } from '../core/ports/models.js';
import type { ProgressListener } from '../core/ports/executor.js';
import { DEFAULT_EXPANSION_LIMIT } from '../core/schemas/extractions-dictionary.js';
import type { ExtractionsRequest } from '../core/schemas/requests.js';
import { vocabularyCandidates } from '../core/text/dictionary-candidates.js';
import { computeExtractions } from './extractions.js';

/** Cosine similarity a candidate needs to a dictionary term to count as related. */
export const MIN_RELATED_SIMILARITY = 0.5;

export interface DictionaryExtractionsResult {
  /** The terms matched: those sent, then the related terms `expand_dictionary` added. */
  dictionary: string[];
  /** Shape [inputs][dictionary][K], as `extractions` of the specification's shape. */
  results: string[][][];
}

/**
 * The newer request shape (`dictionary` instead of `themes`): the dictionary, expanded first when
 * asked, goes through the same extraction engine as themes do.
 */
export async function computeDictionaryExtractions(request: ExtractionsRequest & { dictionary: string[] }, model: ExtractionsModel, onProgress?: ProgressListener): Promise<DictionaryExtractionsResult> {
  const limit = request.expand_dictionary_limit ?? DEFAULT_EXPANSION_LIMIT;
  const dictionary = request.expand_dictionary && model.termEncoder ? await expandDictionary(request.inputs, request.dictionary, limit, model.termEncoder) : request.dictionary;
  const { extractions } = await computeExtractions({ inputs: request.inputs, themes: dictionary }, model, onProgress);
  return { dictionary, results: extractions };
}

/**
 * Adds up to `limit` related terms taken from the inputs' own words and two-word phrases: those
 * nearest by embedding to a dictionary term (cosine at least {@link MIN_RELATED_SIMILARITY}),
 * the terms taking turns so each gets its nearest first. Deterministic for a given encoder.
 */
export async function expandDictionary(inputs: readonly string[], dictionary: readonly string[], limit: number, encoder: TextEncoder): Promise<string[]> {
  const candidates = vocabularyCandidates(inputs, dictionary);
  if (limit === 0 || candidates.length === 0) return [...dictionary];
  const vectors = (await encoder.embed([...dictionary, ...candidates])).map((v) => normalizeInPlace(v));
  const terms = vectors.slice(0, dictionary.length);
  const ranked = terms.map((term) =>
    candidates
      .map((candidate, k) => ({ candidate, score: dot(term, vectors[dictionary.length + k]!) }))
      .filter((c) => c.score >= MIN_RELATED_SIMILARITY)
      .sort((a, b) => b.score - a.score || a.candidate.localeCompare(b.candidate)),
  );
  const added: string[] = [];
  const taken = new Set(dictionary.map((t) => t.trim().toLowerCase()));
  const cursor = ranked.map(() => 0);
  for (let progressed = true; progressed && added.length < limit; ) {
    progressed = false;
    ranked.forEach((list, j) => {
      while (cursor[j]! < list.length && taken.has(list[cursor[j]!]!.candidate)) cursor[j]!++;
      const next = list[cursor[j]!];
      if (!next || added.length >= limit) return;
      cursor[j]!++;
      taken.add(next.candidate);
      added.push(next.candidate);
      progressed = true;
    });
  }
  return [...dictionary, ...added];
}
