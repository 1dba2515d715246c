import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../lambdas/core/errors.js';
import { validateAnalysisRequest } from '../../../lambdas/core/validation.js';
import { validateWebhookInput } from '../../../lambdas/core/webhooks/validation.js';

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('near-miss field names (contract §10)', () => {
  it('refuses a field that differs from a known one only in case, `_` or `-`, naming the field to use', () => {
    const fast = errorOf(() => validateAnalysisRequest('sentiment', { inputs: ['a'], Fast: true }));
    expect(fast.code).toBe('validation_error');
    expect(fast.message).toContain('`Fast`');
    expect(fast.message).toContain('use `fast`');
    expect(fast.details).toEqual([{ path: ['Fast'], field: 'Fast', location: 'body', message: expect.stringContaining('use `fast`') }]);

    const themes = errorOf(() => validateAnalysisRequest('themes', { inputs: ['a', 'b'], max_themes: 3, 'min-themes': 1, MAXTHEMES: 2 }));
    expect(themes.details!.map((d) => [d.field, /use `(\w+)`/.exec(d.message)![1]])).toEqual([
      ['max_themes', 'maxThemes'],
      ['min-themes', 'minThemes'],
      ['MAXTHEMES', 'maxThemes'],
    ]);
    expect(themes.message).toContain('(and 2 more)');

    const similarity = errorOf(() => validateAnalysisRequest('similarity', { setA: ['a'], set_b: ['b'] }));
    expect(similarity.details![0].message).toContain('use `set_a`');
  });

  it('keeps accepting and reporting other unknown fields, and near misses of fields of other operations', () => {
    const { ignoredFields } = validateAnalysisRequest('sentiment', { inputs: ['a'], split: true, mode: 'x', provider: 'p', category: 'c', max_themes: 3, fastest: true });
    expect(ignoredFields).toEqual(['split', 'mode', 'provider', 'category', 'max_themes', 'fastest']);
  });

  it('applies to webhook subscriptions too', () => {
    const error = errorOf(() => validateWebhookInput({ URL: 'https://example.com/', events: ['analysis.completed'] }));
    expect(error.code).toBe('validation_error');
    expect(error.details![0]).toMatchObject({ field: 'URL', message: expect.stringContaining('use `url`') });
    expect(validateWebhookInput({ url: 'https://example.com/', events: ['analysis.completed'], note: 'x' }).url).toBe('https://example.com/');
  });
});
