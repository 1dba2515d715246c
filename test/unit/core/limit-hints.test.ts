import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../../lambdas/core/errors.js';
import { validateAnalysisRequest } from '../../../lambdas/core/validation.js';
import type { RequestOperation } from '../../../lambdas/core/request-operations.js';

/** The 400 of a request over a limit says exactly what to send instead (contract §10). */
function refusal(operation: RequestOperation, body: Record<string, unknown>): { code: string; message: string; detail: string } {
  try {
    validateAnalysisRequest(operation, body);
  } catch (error) {
    const e = error as DomainError;
    return { code: e.code, message: e.message, detail: (e.details as { message: string }[])[0]!.message };
  }
  throw new Error('accepted');
}

const texts = (n: number) => Array.from({ length: n }, (_, i) => `answer ${i}`);

describe('limit messages for clients that batch past the limits', () => {
  it('synchronous self-similarity of 101–200 texts (the Python SDK clusters up to 200 with fast: true)', () => {
    const r = refusal('similarity', { set: texts(150), fast: true });
    expect(r.code).toBe('limit_exceeded');
    expect(r.message).toBe('`set` has 150 items; the synchronous (`fast: true`) limit is 100. Send at most 100 `set` items with `fast: true`, or this request with `fast: false` (a job, up to 44721).');
    expect(r.detail).toBe(r.message);
  });

  it('501–1000 themes inputs (the TypeScript and Python SDKs sample 1000 for a theme job)', () => {
    const r = refusal('themes', { inputs: texts(1000) });
    expect(r.code).toBe('limit_exceeded');
    expect(r.message).toBe(
      '`inputs` has 1000 items; at most 500 are allowed. Send at most 500 inputs: a random sample of 500 finds the themes of all 1000; then assign every input to them with `POST /v1/similarity` (`set_a`: the inputs, `set_b`: the theme labels).',
    );
  });

  it('says the synchronous limit and the job alternative for fast requests over either limit', () => {
    expect(refusal('themes', { inputs: texts(300), fast: true }).message).toContain('Send at most 200 `inputs` items with `fast: true`, or this request with `fast: false` (a job, up to 500).');
    expect(refusal('themes', { inputs: texts(700), fast: true }).message).toContain('Send at most 200 inputs with `fast: true` (500 with `fast: false`): a random sample of 200');
    const pairs = refusal('similarity', { set_a: texts(101), set_b: texts(100), fast: true });
    expect(pairs.message).toContain('Send at most 10000 pairs (|set_a| × |set_b|) with `fast: true`, or this request with `fast: false`');
  });

  it('tells an over-sized job to split, per operation', () => {
    expect(refusal('embeddings', { inputs: texts(2001) }).message).toContain('Send at most 2000 `inputs` items per request, and the rest in further requests.');
    expect(refusal('sentiment', { inputs: texts(10_001) }).message).toContain('Send at most 10000 `inputs` items per request');
    expect(refusal('similarity', { set: texts(44_722) }).message).toContain('Send at most 44721 `set` items, or compare the set in blocks with `set_a` and `set_b`.');
    expect(refusal('extractions', { inputs: ['a'], themes: texts(51) }).message).toContain('Send at most 50 themes per request, and the rest in further requests with the same inputs.');
  });

  it('the composite operations refuse in the same words, counting what their limit counts', () => {
    expect(refusal('clustering', { inputs: texts(201), k: 2, fast: true }).message).toBe(
      '`inputs` has 201 items; the synchronous (`fast: true`) limit is 200. Send at most 200 `inputs` items with `fast: true`, or this request with `fast: false` (a job, up to 2000).',
    );
    expect(refusal('summaries', { inputs: texts(2001), question: 'Why?' }).message).toBe(
      '`inputs` has 2001 items; at most 2000 are allowed. Send at most 2000 `inputs` items per request, and the rest in further requests.',
    );
    const rows = refusal('data-dictionary', { data: Array.from({ length: 5002 }, () => ['x']), fast: true });
    expect(rows.message).toBe('`data` has 5002 rows; the synchronous (`fast: true`) limit is 5000. Send at most 5000 `data` rows with `fast: true`, or this request with `fast: false` (a job, up to 50000).');
    expect(rows.detail).toBe(rows.message);
    const cells = refusal('data-dictionary', { data: Array.from({ length: 201 }, () => texts(500)) });
    expect(cells.message).toBe('`data` has 100500 cells; the asynchronous limit is 100000. Send at most 100000 `data` cells per request, and the rest in further requests.');
  });
});
