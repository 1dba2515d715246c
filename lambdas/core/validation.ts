import { checkModeLimit, limitHint } from './limit-hints.js';
import { sideSplitsOf, splitUnitPairs } from './similarity/split-units.js';
import type { z } from 'zod';
import { DomainError, fieldName, type ErrorDetail } from './errors.js';
import { LIMITS, MAX_NEIGHBOUR_ENTRIES } from './limits.js';
import { rejectNearMissFields } from './near-miss-fields.js';
import { KNOWN_FIELDS, REQUEST_SCHEMAS, type SimilarityRequest } from './schemas/requests.js';
import type { AnalysisRequest } from './analysis-request.js';
import { checkCompositeLimits, compositeFieldLimits } from './composite/mode-limits.js';
import { COMPOSITE_KNOWN_FIELDS, COMPOSITE_REQUEST_SCHEMAS } from './schemas/composite-requests.js';
import { isCompositeOperation, type RequestOperation } from './request-operations.js';

/** Boolean flags that may also arrive as query parameters (`?fast=true`). */
export interface QueryFlags {
  fast?: string;
  flatten?: string;
}

export interface ValidatedRequest {
  request: AnalysisRequest;
  /** Top-level body fields that were ignored, in body order. */
  ignoredFields: string[];
}

/**
 * Validates an analysis request body completely (types, ranges, scenario rules, limits of its
 * mode), so that an accepted asynchronous request can never fail validation later.
 * Versions are checked separately against the catalogue of the deployment.
 */
export function validateAnalysisRequest(operation: RequestOperation, body: unknown, query: QueryFlags = {}): ValidatedRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainError('validation_error', 'The request body must be a JSON object.', {
      details: [{ path: [], location: 'body', message: `Expected a JSON object, received ${describeJsonType(body)}.` }],
    });
  }
  const record = { ...(body as Record<string, unknown>) };
  applyQueryFlag(record, 'fast', query.fast);
  if (operation === 'similarity') applyQueryFlag(record, 'flatten', query.flatten);

  const known = isCompositeOperation(operation) ? COMPOSITE_KNOWN_FIELDS[operation] : KNOWN_FIELDS[operation];
  const ignoredFields = Object.keys(body).filter((key) => !known.includes(key));
  rejectNearMissFields(ignoredFields, known);
  const schema = isCompositeOperation(operation) ? COMPOSITE_REQUEST_SCHEMAS[operation] : REQUEST_SCHEMAS[operation];
  const parsed = (schema as z.ZodType).safeParse(record);
  if (!parsed.success) throw issuesToError(parsed.error.issues, record, operation);
  const request = { operation, ...(parsed.data as object) } as AnalysisRequest;
  checkModeLimits(request);
  return { request, ignoredFields };
}

function applyQueryFlag(record: Record<string, unknown>, name: 'fast' | 'flatten', raw: string | undefined): void {
  if (raw === undefined || record[name] !== undefined) return;
  if (raw === 'true' || raw === 'false') {
    record[name] = raw === 'true';
    return;
  }
  throw new DomainError('validation_error', `Query parameter \`${name}\` must be \`true\` or \`false\`.`, {
    details: [{ path: [name], field: name, location: 'query', message: `Expected true or false, received "${raw.slice(0, 20)}".` }],
  });
}

/** A maximum exceeded is `limit_exceeded`; anything else wrong makes the whole request a `validation_error`. */
function issuesToError(issues: readonly z.core.$ZodIssue[], input: Record<string, unknown>, operation: RequestOperation): DomainError {
  const details: ErrorDetail[] = issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    field: fieldName(issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))) || undefined,
    location: 'body',
    message: withLimitHint(describeIssue(issue, input), issue, input, operation),
  }));
  const onlySizeLimits = issues.every(isSizeLimit);
  const code = onlySizeLimits ? 'limit_exceeded' : 'validation_error';
  const first = details[0];
  const summary = onlySizeLimits ? first.message : `Invalid request: ${first.field ? `${first.field}: ` : ''}${first.message}`;
  return new DomainError(code, details.length > 1 ? `${summary} (and ${details.length - 1} more)` : summary, { details });
}

/** An item count over a mode limit of the operation also says what to send instead. */
function withLimitHint(message: string, issue: z.core.$ZodIssue, input: Record<string, unknown>, operation: RequestOperation): string {
  const [field, ...rest] = issue.path;
  const value = input[String(field)];
  const found: { limits?: { sync: number; async: number }; unit?: string } | undefined = isCompositeOperation(operation)
    ? compositeFieldLimits(operation, String(field))
    : { limits: (LIMITS[operation] as Record<string, { sync: number; async: number } | undefined>)[String(field)] };
  if (issue.code !== 'too_big' || rest.length > 0 || !Array.isArray(value) || !found?.limits) return message;
  return `${message} ${limitHint({ operation, field: String(field), count: value.length, fast: input.fast === true, limits: found.limits, unit: found.unit })}`;
}

function isSizeLimit(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'too_big' && (issue.origin === 'array' || issue.origin === 'string');
}

function describeIssue(issue: z.core.$ZodIssue, input: Record<string, unknown>): string {
  const value = valueAt(input, issue.path);
  const name = fieldName(issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))) || 'body';
  if (issue.code === 'invalid_type') {
    if (value === undefined) return `\`${name}\` is required.`;
    return `\`${name}\` must be ${article(issue.expected)}, received ${describeJsonType(value)}.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'array' && Array.isArray(value)) {
    return `\`${name}\` has ${countOf(value.length, 'item')}; at most ${String(issue.maximum)} ${Number(issue.maximum) === 1 ? 'is' : 'are'} allowed.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof value === 'string') {
    return `\`${name}\` has ${countOf(value.length, 'character')}; at most ${String(issue.maximum)} ${Number(issue.maximum) === 1 ? 'is' : 'are'} allowed.`;
  }
  if (issue.code === 'too_small' && issue.origin === 'array' && Array.isArray(value)) {
    return `\`${name}\` has ${countOf(value.length, 'item')}; at least ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? 'is' : 'are'} required.`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return `\`${name}\` must not be empty.`;
  if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number') {
    return `\`${name}\` must be ${issue.code === 'too_big' ? 'at most' : 'at least'} ${String(issue.code === 'too_big' ? issue.maximum : issue.minimum)}, received ${String(value)}.`;
  }
  return issue.message;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** "0 items", "1 item", "2 items". */
function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** JSON type names for messages: `null`, `array`, `string`… */
export function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isInteger(value)) return 'a decimal number';
  return article(typeof value);
}

/** Limits of the synchronous mode, and the cross-product limit of similarity. */
function checkModeLimits(request: AnalysisRequest): void {
  const fast = request.fast === true;
  const over = (field: string, count: number, limits: { sync: number; async: number }, what?: string) =>
    checkModeLimit({ operation: request.operation, field, count, fast, limits }, what);
  switch (request.operation) {
    case 'embeddings':
      return over('inputs', request.inputs.length, LIMITS.embeddings.inputs);
    case 'similarity': {
      checkSplitLimit(request, fast);
      if (request.set) over('set', request.set.length, LIMITS.similarity.set);
      else {
        const pairs = request.set_a!.length * request.set_b!.length;
        over('set_a', pairs, LIMITS.similarity.crossPairs, `|set_a| × |set_b| is ${pairs} pairs`);
      }
      return checkNeighbourEntries(request);
    }
    case 'themes':
      return over('inputs', request.inputs.length, LIMITS.themes.inputs);
    case 'sentiment':
      return over('inputs', request.inputs.length, LIMITS.sentiment.inputs);
    case 'extractions':
      over('inputs', request.inputs.length, LIMITS.extractions.inputs);
      if (request.dictionary) return over('dictionary', request.dictionary.length, LIMITS.extractions.themes);
      return over('themes', request.themes!.length, LIMITS.extractions.themes);
    default:
      return checkCompositeLimits(request);
  }
}

/** A `topK` result holds inputs × min(topK, candidates) entries: bounded in both modes. */
function checkNeighbourEntries(request: SimilarityRequest): void {
  if (request.topK === undefined) return;
  const rows = request.set ? request.set.length : request.set_a!.length;
  const candidates = request.set ? request.set.length - 1 : request.set_b!.length;
  const entries = rows * Math.min(request.topK, candidates);
  if (entries <= MAX_NEIGHBOUR_ENTRIES) return;
  const field = request.set ? 'set' : 'set_a';
  const message = `\`topK\` ${request.topK} on ${rows} inputs gives ${entries} neighbour entries; the limit is ${MAX_NEIGHBOUR_ENTRIES}. Ask for fewer neighbours or split the inputs.`;
  throw new DomainError('limit_exceeded', message, { details: [{ path: ['topK'], field: 'topK', location: 'body', message }] });
}

/** With `split`, the unit pairs compared (the work and memory of such a request). */
function checkSplitLimit(request: Extract<AnalysisRequest, { operation: 'similarity' }>, fast: boolean): void {
  const splits = sideSplitsOf(request.split);
  if (!splits) return;
  const limits = LIMITS.similarity.splitUnitPairs;
  const max = fast ? limits.sync : limits.async;
  const pairs = splitUnitPairs(splits, request.set, request.set_a ?? [], request.set_b ?? []);
  if (pairs <= max) return;
  const alternative = fast && pairs <= limits.async ? `, or this request with \`fast: false\` (a job, up to ${limits.async} unit pairs)` : '';
  const message = `With \`split\`, this request compares ${pairs} unit pairs; the ${fast ? 'synchronous (`fast: true`)' : 'asynchronous'} limit is ${max}. Send fewer texts per request${alternative}.`;
  throw new DomainError('limit_exceeded', message, { details: [{ path: ['split'], field: 'split', location: 'body', message }] });
}
