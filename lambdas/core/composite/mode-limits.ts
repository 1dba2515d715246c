import { checkModeLimit } from '../limit-hints.js';
import type { ClusteringRequest, DataDictionaryRequest, SummariesRequest } from '../schemas/composite-requests.js';
import { COMPOSITE_LIMITS } from './limits.js';

type CompositeRequest =
  | ({ operation: 'clustering' } & ClusteringRequest)
  | ({ operation: 'summaries' } & SummariesRequest)
  | ({ operation: 'data-dictionary' } & DataDictionaryRequest);

/** The per-mode limits of a composite request's array field, as the schema's maximum counts it (items, or rows of `data`). */
export function compositeFieldLimits(operation: CompositeRequest['operation'], field: string): { limits: { sync: number; async: number }; unit?: string } | undefined {
  if (operation === 'data-dictionary') return field === 'data' ? { limits: COMPOSITE_LIMITS.dataDictionary.rows, unit: 'rows' } : undefined;
  return field === 'inputs' ? { limits: COMPOSITE_LIMITS[operation].inputs } : undefined;
}

/** The limits of each mode of the composite operations (the schemas hold only the asynchronous maxima). */
export function checkCompositeLimits(request: CompositeRequest): void {
  const { operation } = request;
  const fast = request.fast === true;
  switch (operation) {
    case 'clustering':
      return checkModeLimit({ operation, field: 'inputs', count: request.inputs.length, fast, limits: COMPOSITE_LIMITS.clustering.inputs });
    case 'summaries':
      return checkModeLimit({ operation, field: 'inputs', count: request.inputs.length, fast, limits: COMPOSITE_LIMITS.summaries.inputs });
    case 'data-dictionary': {
      const limits = COMPOSITE_LIMITS.dataDictionary;
      const rows = request.data.length;
      checkModeLimit({ operation, field: 'data', unit: 'rows', count: rows, fast, limits: limits.rows });
      return checkModeLimit({ operation, field: 'data', unit: 'cells', count: rows * (request.data[0]?.length ?? 0), fast, limits: limits.cells });
    }
  }
}
