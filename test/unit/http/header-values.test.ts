import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import { headerList, headerSafe, safeHeaders } from '../../../lambdas/http/header-values.js';

describe('header values', () => {
  const odd = ['€', '日本語', '😀', '\u0000', 'a\r\nX-Injected: 1', '\ud800', 'é', '%', 'tab\there'];

  it('encodes every odd value into one node:http accepts, and decodes back', () => {
    for (const value of odd) {
      const safe = headerSafe(value);
      expect(() => validateHeaderValue('x-test', safe)).not.toThrow();
      expect(safe).toMatch(/^[\x20-\x7e]*$/);
      if (value !== '\ud800') expect(decodeURIComponent(safe)).toBe(value);
    }
    expect(headerSafe('plain name_1')).toBe('plain name_1');
  });

  it('keeps list entries apart and cuts at whole names', () => {
    expect(headerList(['a, b', 'c']).split(', ').map(decodeURIComponent)).toEqual(['a, b', 'c']);
    const long = headerList(Array.from({ length: 100 }, (_, i) => `field_${i}_${'x'.repeat(20)}`), 200);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith(', ...')).toBe(true);
  });

  it('leaves safe headers as they are and encodes the rest', () => {
    const headers = { a: 'ok' };
    expect(safeHeaders(headers)).toBe(headers);
    expect(safeHeaders({ a: 'ok', b: 'x\r\ny' })).toEqual({ a: 'ok', b: 'x%0D%0Ay' });
  });
});
