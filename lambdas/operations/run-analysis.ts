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
import { usageOf, type UsageReport } from '../core/usage.js';
import { computeThemeSets } from './theme-sets.js';

/**
 * Runs one validated analysis on the given models and serialises the response body, exactly
 * as the synchronous response sends it and an asynchronous job stores it.
 */
export async function runAnalysis(request: AnalysisRequest, version: string, requestId: string, models: ModelProvider, onProgress?: ProgressListener): Promise<AnalysisOutcome> {
  switch (request.operation) {
    case 'embeddings':
      return serialise(await computeEmbeddings(request, models.encoder('embeddings', version)), requestId, usageOf(request));
    case 'similarity':
      // Its `usage` is added where the body leaves (submit-analysis, run-job), as for streamed results.
      return { body: await similarityBody(request, models.encoder('similarity', version), requestId) };
    case 'themes': {
      const { result, warning } = request.interactive ? await computeThemeSets(request, models.themes(version), onProgress) : await computeThemes(request, models.themes(version), onProgress);
      const runs = 'themeSets' in result ? result.themeSets.length : 1;
      return { ...serialise(result, requestId, usageOf(request, runs)), ...(warning ? { warning } : {}) };
    }
    case 'sentiment':
      return serialise(await computeSentiment(request, models.sentiment(version), onProgress), requestId, usageOf(request));
    case 'extractions':
      if (request.dictionary) return serialise(await computeDictionaryExtractions({ ...request, dictionary: request.dictionary }, models.extractions(version), onProgress), requestId, usageOf(request));
      return serialise(await computeExtractions({ ...request, themes: request.themes! }, models.extractions(version), onProgress), requestId, usageOf(request));
    default:
      return serialise(await computeComposite(request, version, models, () => new Date()), requestId, usageOf(request));
  }
}

/** The body: the result, `requestId`, then what the request consumed (`usage`, contract §10). */
function serialise(result: object, requestId: string, usage: UsageReport): AnalysisOutcome {
  return { body: JSON.stringify({ ...result, requestId, usage }) };
}
