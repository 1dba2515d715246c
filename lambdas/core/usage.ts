import type { AnalysisRequest } from './analysis-request.js';
import type { RequestOperation } from './request-operations.js';

/** One line of a usage report: what a request consumed of one operation (contract §10). */
export interface UsageRecord {
  feature: RequestOperation;
  quantity: number;
}

/** `usage` of a response body, as the existing clients read it: `{records, total}`. */
export interface UsageReport {
  records: UsageRecord[];
  total: number;
}

/**
 * What a request consumed (docs/design-notes.md#usage): one record per operation run, its
 * quantity the texts (strings sent: inputs, set items, both sets of a cross comparison) or, for
 * the data dictionary, the data rows it processed; interactive themes count their inputs once
 * per theme set computed. `total` is the sum of the quantities. It is computed from the
 * validated request, so the same request always reports the same usage.
 */
export function usageOf(request: AnalysisRequest, runs = 1): UsageReport {
  const quantity = ((): number => {
    switch (request.operation) {
      case 'similarity':
        return request.set ? request.set.length : request.set_a!.length + request.set_b!.length;
      case 'data-dictionary':
        return request.data.length - 1;
      default:
        return request.inputs.length * (request.operation === 'themes' ? runs : 1);
    }
  })();
  return { records: [{ feature: request.operation, quantity }], total: quantity };
}

/** Usage of a similarity result of this shape: the texts of `set`, or of both sets. */
export function shapeUsage(shape: { scenario: 'self' | 'cross'; rows: number; cols: number }): UsageReport {
  const quantity = shape.scenario === 'self' ? shape.rows : shape.rows + shape.cols;
  return { records: [{ feature: 'similarity', quantity }], total: quantity };
}

/** The `,"usage":{…}` text that goes before a body's closing brace. */
export function usageMember(usage: UsageReport): string {
  return `,"usage":${JSON.stringify(usage)}`;
}

/** A JSON object body with `usage` as its last member (the body's own bytes unchanged before it). */
export function withUsage(body: string, usage: UsageReport): string {
  const end = body.lastIndexOf('}');
  if (end < 0) throw new Error('a response body is a JSON object');
  return `${body.slice(0, end)}${usageMember(usage)}${body.slice(end)}`;
}
