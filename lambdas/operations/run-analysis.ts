import type { AnalysisRequest } from '../core/analysis-request.js';
import type { ModelProvider } from '../core/ports/models.js';
import type { AnalysisOutcome, ProgressListener } from '../core/ports/executor.js';
import { computeEmbeddings } from './embeddings.js';
import { similarityBody } from './similarity.js';
import { computeThemes } from './themes.js';
import { computeSentiment } from './sentiment.js';
import { computeExtractions } from './extractions.js';
import { computeDictionaryExtractions } from './extractions-dictionary.js';
import { computeComposite } from './run-composite.js';
import { computeThemeSets } from './theme-sets.js';

/**
 * Runs one validated analysis on the given models and serialises the response body, exactly
 * as the synchronous response sends it and an asynchronous job stores it.
 */
export async function runAnalysis(request: AnalysisRequest, version: string, requestId: string, models: ModelProvider, onProgress?: ProgressListener): Promise<AnalysisOutcome> {
  switch (request.operation) {
    case 'embeddings':
      return serialise(await computeEmbeddings(request, models.encoder('embeddings', version)), requestId);
    case 'similarity':
      return { body: await similarityBody(request, models.encoder('similarity', version), requestId) };
    case 'themes': {
      const { result, warning } = request.interactive ? await computeThemeSets(request, models.themes(version), onProgress) : await computeThemes(request, models.themes(version), onProgress);
      return { ...serialise(result, requestId), ...(warning ? { warning } : {}) };
    }
    case 'sentiment':
      return serialise(await computeSentiment(request, models.sentiment(version), onProgress), requestId);
    case 'extractions':
      if (request.dictionary) return serialise(await computeDictionaryExtractions({ ...request, dictionary: request.dictionary }, models.extractions(version), onProgress), requestId);
      return serialise(await computeExtractions({ ...request, themes: request.themes! }, models.extractions(version), onProgress), requestId);
    default:
      return serialise(await computeComposite(request, version, models, () => new Date()), requestId);
  }
}

function serialise(result: object, requestId: string): AnalysisOutcome {
  return { body: JSON.stringify({ ...result, requestId }) };
}
