import { expect } from 'vitest';

/**
 * Extraction results are one list per input of `width` span lists (one per theme or dictionary
 * term), and every span is a string that occurs verbatim in its input.
 */
export function expectVerbatimSpans(results: unknown[][][], inputs: readonly string[], width: number): void {
  expect(results).toHaveLength(inputs.length);
  results.forEach((perInput, i) => {
    expect(perInput).toHaveLength(width);
    for (const spans of perInput) for (const span of spans) {
      expect(typeof span).toBe('string');
      expect(inputs[i]).toContain(span as string);
    }
  });
}
