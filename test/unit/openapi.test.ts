import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { buildOpenApi } from '../../lambdas/http/openapi.js';
import { ROUTES } from '../../lambdas/http/routes.js';

describe('OpenAPI document', () => {
  it('is committed up to date (run `npm run openapi` after changing a schema or route)', async () => {
    const committed = JSON.parse(await readFile(new URL('../../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('is OpenAPI 3.1 with every route and resolvable schema references', () => {
    const doc = buildOpenApi() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of ROUTES) expect(doc.paths[route.path][route.method.toLowerCase()]).toBeDefined();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(doc.components.schemas[ref], ref).toBeDefined();
  });

  it('says what the validator enforces (limits and the themes bounds)', () => {
    const schemas = (buildOpenApi() as { components: { schemas: Record<string, any> } }).components.schemas;
    expect(schemas.EmbeddingsRequest.properties.inputs.maxItems).toBe(2000);
    expect(schemas.SimilarityRequest.properties.set.maxItems).toBe(44721);
    expect(schemas.ThemesRequest.properties.prune).toMatchObject({ minimum: 0, maximum: 50 });
    expect(schemas.SentimentRequest.properties.inputs).toMatchObject({ minItems: 1, maxItems: 10000 });
    // `themes`, or `dictionary` in the newer clients' shape (exactly one; the validator enforces it).
    expect(schemas.ExtractionsRequest.required).toEqual(['inputs']);
    expect(Object.keys(schemas.ExtractionsRequest.properties)).toEqual(expect.arrayContaining(['themes', 'dictionary', 'expand_dictionary', 'expand_dictionary_limit', 'type']));
  });
});
