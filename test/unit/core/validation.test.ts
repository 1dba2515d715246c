import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../lambdas/core/errors.js';
import { validateAnalysisRequest } from '../../../lambdas/core/validation.js';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'ok';
}

describe('validateAnalysisRequest', () => {
  it('accepts a valid request and tags its operation', () => {
    const { request, ignoredFields } = validateAnalysisRequest('sentiment', { inputs: ['a'], fast: true, provider: 'x' });
    expect(request).toEqual({ operation: 'sentiment', inputs: ['a'], fast: true });
    expect(ignoredFields).toEqual(['provider']);
  });

  it('reads fast and flatten from the query, the body winning', () => {
    expect(validateAnalysisRequest('embeddings', { inputs: ['a'] }, { fast: 'true' }).request.fast).toBe(true);
    expect(validateAnalysisRequest('embeddings', { inputs: ['a'], fast: false }, { fast: 'true' }).request.fast).toBe(false);
    const sim = validateAnalysisRequest('similarity', { set_a: ['a'], set_b: ['b'] }, { flatten: 'true' }).request;
    expect(sim.operation === 'similarity' && sim.flatten).toBe(true);
    expect(codeOf(() => validateAnalysisRequest('embeddings', { inputs: ['a'] }, { fast: 'yes' }))).toBe('validation_error');
  });

  it('separates a maximum exceeded (limit_exceeded) from other problems (validation_error)', () => {
    expect(codeOf(() => validateAnalysisRequest('embeddings', { inputs: Array(2001).fill('a') }))).toBe('limit_exceeded');
    expect(codeOf(() => validateAnalysisRequest('embeddings', { inputs: ['x'.repeat(20_001)] }))).toBe('limit_exceeded');
    expect(codeOf(() => validateAnalysisRequest('embeddings', { inputs: ['x'.repeat(20_000)] }))).toBe('ok');
    expect(codeOf(() => validateAnalysisRequest('embeddings', { inputs: [1, 'x'.repeat(20_001)] }))).toBe('validation_error');
    expect(codeOf(() => validateAnalysisRequest('themes', { inputs: ['a', 'b'], prune: 51 }))).toBe('validation_error');
  });

  it('applies the synchronous limits only to fast requests and says how to fix it', () => {
    try {
      validateAnalysisRequest('sentiment', { inputs: Array(201).fill('a'), fast: true });
      expect.unreachable();
    } catch (error) {
      expect((error as DomainError).code).toBe('limit_exceeded');
      expect((error as DomainError).message).toMatch(/or this request with `fast: false`/);
    }
    expect(codeOf(() => validateAnalysisRequest('sentiment', { inputs: Array(201).fill('a') }))).toBe('ok');
  });

  it('checks the cross-similarity pair limit per mode', () => {
    const a = Array(100).fill('a');
    expect(codeOf(() => validateAnalysisRequest('similarity', { set_a: a, set_b: a, fast: true }))).toBe('ok');
    expect(codeOf(() => validateAnalysisRequest('similarity', { set_a: [...a, 'b'], set_b: a, fast: true }))).toBe('limit_exceeded');
  });

  it('enforces the similarity scenario rules', () => {
    expect(codeOf(() => validateAnalysisRequest('similarity', {}))).toBe('validation_error');
    expect(codeOf(() => validateAnalysisRequest('similarity', { set: ['a', 'b'], set_a: ['a'], set_b: ['b'] }))).toBe('validation_error');
    expect(codeOf(() => validateAnalysisRequest('similarity', { set_b: ['b'] }))).toBe('validation_error');
    expect(codeOf(() => validateAnalysisRequest('similarity', { set: ['a'] }))).toBe('validation_error');
  });

  it('reports the path and location of each problem', () => {
    try {
      validateAnalysisRequest('extractions', { inputs: ['a', 2], themes: [' '] });
      expect.unreachable();
    } catch (error) {
      const details = (error as DomainError).details ?? [];
      expect(details.map((d) => d.field)).toEqual(['inputs[1]', 'themes[0]']);
      expect(details.every((d) => d.location === 'body')).toBe(true);
    }
  });

  it('counts items and characters in plain English: "0 items", "1 item"; "at least 1 is required", "at least 2 are required"', () => {
    const messageOf = (operation: Parameters<typeof validateAnalysisRequest>[0], body: unknown): string => {
      try {
        validateAnalysisRequest(operation, body);
      } catch (error) {
        return (error as DomainError).message;
      }
      return 'ok';
    };
    expect(messageOf('extractions', { inputs: ['a'], themes: [] })).toContain('`themes` has 0 items; at least 1 is required.');
    expect(messageOf('sentiment', { inputs: [] })).toContain('`inputs` has 0 items; at least 1 is required.');
    expect(messageOf('similarity', { set: ['a'] })).toContain('`set` has 1 item; at least 2 are required.');
    expect(messageOf('similarity', { set: [] })).toContain('`set` has 0 items; at least 2 are required.');
  });

  it('rejects bodies that are not objects', () => {
    for (const body of [null, [], 'x', 3, true]) expect(codeOf(() => validateAnalysisRequest('sentiment', body))).toBe('validation_error');
  });
});
