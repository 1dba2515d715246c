import { describe, expect, it } from 'vitest';
import { segmentsOf } from '../../console/src/highlight.js';
import { assignToNearest, chunksOf, evenSample } from '../../console/src/chunks.js';
import { buildOpenApi } from '../../lambdas/http/openapi.js';
import { curlExamples } from '../../console/build.js';

describe('console logic', () => {
  it('highlights verbatim spans, merging overlaps and keeping the rest of the text', () => {
    const text = 'The pasta was cold but the waiter was lovely.';
    const segments = segmentsOf(text, [['The pasta was cold'], ['the waiter was lovely', 'waiter']]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.themes.length > 0).map((s) => [s.text, s.themes])).toEqual([
      ['The pasta was cold', [0]],
      ['the waiter was lovely', [1]],
    ]);
    expect(segmentsOf('abc', [['zz']])).toEqual([{ text: 'abc', themes: [] }]);
  });

  it('chunks within an item limit and a byte budget, keeping order and positions', () => {
    const texts = Array.from({ length: 450 }, (_, i) => `answer ${i}`);
    const chunks = chunksOf(texts, 200, 1e6);
    expect(chunks.map((c) => [c.start, c.items.length])).toEqual([[0, 200], [200, 200], [400, 50]]);
    expect(chunks.flatMap((c) => c.items)).toEqual(texts);
    expect(chunksOf(['x'.repeat(600), 'y'.repeat(600)], 10, 1000)).toHaveLength(2);
  });

  it('samples evenly and places unsampled inputs at the nearest theme centroid', () => {
    expect(evenSample(10, 5)).toEqual([0, 2, 4, 6, 8]);
    const vectors = [[1, 0], [0, 1], [0.9, 0.1], [0.2, 0.8], [0, 0]];
    expect(assignToNearest(vectors, [0, 1], [0, 1], [false, false, false, false, true])).toEqual([0, 1, 0, 1, -1]);
  });

  it('takes the curl examples of the docs for operations of the OpenAPI document', () => {
    const examples = curlExamples();
    const paths = (buildOpenApi() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const op of ['embeddings', 'similarity', 'themes', 'sentiment', 'extractions']) {
      const commands = examples[`POST /v1/${op}`];
      expect(commands?.length, op).toBeGreaterThan(0);
      expect(paths[`/v1/${op}`].post).toBeDefined();
      for (const c of commands) expect(c.split("'").length % 2, c).toBe(1);
    }
    expect(Object.keys(paths).some((p) => p === '/' || p.startsWith('/docs') || p.startsWith('/assets'))).toBe(false);
  });
});
