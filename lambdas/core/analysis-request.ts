import type {
  EmbeddingsRequest,
  ExtractionsRequest,
  SentimentRequest,
  SimilarityRequest,
  ThemesRequest,
} from './schemas/requests.js';
import type { ClusteringRequest, DataDictionaryRequest, SummariesRequest } from './schemas/composite-requests.js';

/** A validated analysis request, tagged with its operation: what a job stores and a worker runs. */
export type AnalysisRequest =
  | ({ operation: 'embeddings' } & EmbeddingsRequest)
  | ({ operation: 'similarity' } & SimilarityRequest)
  | ({ operation: 'themes' } & ThemesRequest)
  | ({ operation: 'sentiment' } & SentimentRequest)
  | ({ operation: 'extractions' } & ExtractionsRequest)
  | ({ operation: 'clustering' } & ClusteringRequest)
  | ({ operation: 'summaries' } & SummariesRequest)
  | ({ operation: 'data-dictionary' } & DataDictionaryRequest);
