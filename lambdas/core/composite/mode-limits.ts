import { DomainError } from '../errors.js';
import type { ClusteringRequest, DataDictionaryRequest, SummariesRequest } from '../schemas/composite-requests.js';
import { COMPOSITE_LIMITS } from './limits.js';

type CompositeRequest =
  | ({ operation: 'clustering' } & ClusteringRequest)
  | ({ operation: 'summaries' } & SummariesRequest)
  | ({ operation: 'data-dictionary' } & DataDictionaryRequest);

function over(field: string, what: string, count: number, limits: { sync: number; async: number }, fast: boolean): void {
  const max = fast ? limits.sync : limits.async;
  if (count <= max) return;
  const mode = fast ? 'synchronous (`fast: true`)' : 'asynchronous';
  const instead = fast && count <= limits.async ? `Send at most ${max} with \`fast: true\`, or this request with \`fast: false\` (a job, up to ${limits.async}).` : `Send at most ${max} per request, and the rest in further requests.`;
  const message = `\`${field}\` has ${count} ${what}; the ${mode} limit is ${max}. ${instead}`;
  throw new DomainError('limit_exceeded', message, { details: [{ path: [field], field, location: 'body', message }] });
}

/** The limits of each mode of the composite operations (the schemas hold only the asynchronous maxima). */
export function checkCompositeLimits(request: CompositeRequest): void {
  const fast = request.fast === true;
  switch (request.operation) {
    case 'clustering':
      return over('inputs', 'items', request.inputs.length, COMPOSITE_LIMITS.clustering.inputs, fast);
    case 'summaries':
      return over('inputs', 'items', request.inputs.length, COMPOSITE_LIMITS.summaries.inputs, fast);
    case 'data-dictionary': {
      const limits = COMPOSITE_LIMITS.dataDictionary;
      over('data', 'rows', request.data.length, limits.rows, fast);
      return over('data', 'cells', request.data.length * (request.data[0]?.length ?? 0), limits.cells, fast);
    }
  }
}
