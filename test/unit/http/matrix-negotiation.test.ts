import { describe, expect, it } from 'vitest';
import { negotiateResultForm } from '../../../lambdas/http/matrix-negotiation.js';

describe('result download negotiation', () => {
  it('keeps JSON for no Accept, */*, JSON and unrelated types', () => {
    for (const accept of [undefined, '', '*/*', 'application/json', 'text/html,application/xhtml+xml,*/*;q=0.8', 'text/csv']) {
      expect(negotiateResultForm(accept), String(accept)).toEqual({ form: 'json' });
    }
  });

  it('gives the binary form the client prefers, float32 by default', () => {
    expect(negotiateResultForm('application/vnd.tas.matrix')).toEqual({ form: 'binary', dtype: 'float32', jsonAcceptable: false });
    expect(negotiateResultForm('application/vnd.tas.matrix; dtype=float16')).toEqual({ form: 'binary', dtype: 'float16', jsonAcceptable: false });
    expect(negotiateResultForm('application/vnd.tas.matrix;dtype=float16, application/json;q=0.5')).toEqual({ form: 'binary', dtype: 'float16', jsonAcceptable: true });
    expect(negotiateResultForm('application/vnd.tas.matrix;q=0.2, application/json')).toEqual({ form: 'json' });
  });

  it('is 406 for a matrix dtype it does not offer', () => {
    expect(() => negotiateResultForm('application/vnd.tas.matrix; dtype=float64')).toThrow(expect.objectContaining({ code: 'not_acceptable' }));
  });
});
