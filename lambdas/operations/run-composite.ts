import type { AnalysisRequest } from '../core/analysis-request.js';
import { clusterVectors } from '../core/composite/cluster-texts.js';
import { buildCodebook } from '../core/composite/data-dictionary.js';
import { summaryFormat } from '../core/composite/summary-format.js';
import type { ModelProvider } from '../core/ports/models.js';
import { embedTexts } from './embed-texts.js';

type CompositeRequest = Extract<AnalysisRequest, { operation: 'clustering' | 'summaries' | 'data-dictionary' }>;

/** The result object of a composite operation (contract §10), before `requestId` and `usage`. */
export async function computeComposite(request: CompositeRequest, version: string, models: ModelProvider, now: () => Date): Promise<object> {
  switch (request.operation) {
    case 'clustering': {
      const vectors = await embedTexts(models.encoder('embeddings', version), request.inputs);
      return clusterVectors(request.inputs, vectors, request.k, request.algorithm ?? 'kmeans');
    }
    case 'summaries': {
      const model = models.summaries?.(version);
      if (!model) throw new Error(`no summaries model for themes version ${version}`);
      return { summary: await model.summarise(request.inputs, request.question ?? '', summaryFormat(request.length, request.preset)) };
    }
    case 'data-dictionary':
      return buildCodebook(request, now().toISOString());
  }
}
