import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION_IDS, withClientAliases } from '../../../lambdas/core/client-version-aliases.js';
import { OPERATIONS } from '../../../lambdas/core/limits.js';
import { describeCatalog, resolveVersion, type VersionCatalog } from '../../../lambdas/core/versions.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { bedrockCatalog } from '../../../lambdas/models/bedrock/catalog.js';
import { openAiCatalog } from '../../../lambdas/models/openai/catalog.js';
import { mergeCatalogs } from '../../../lambdas/runtime/model-backends.js';

/** Contract §10: the version ids of the existing clients are pinned aliases of served versions. */
describe('client version aliases', () => {
  it('names the ids the clients send, per operation', () => {
    expect(Object.keys(CLIENT_VERSION_IDS.sentiment!)).toEqual(expect.arrayContaining(['original', '2025-08-17']));
    expect(Object.keys(CLIENT_VERSION_IDS.themes!)).toEqual(expect.arrayContaining(['original', '2025-09-01']));
    for (const op of OPERATIONS) expect(Object.keys(CLIENT_VERSION_IDS[op]!)).toContain('original');
  });

  it('resolves each id to its pinned local version (these targets never change)', () => {
    const pinned: Record<string, Record<string, string>> = {
      embeddings: { original: '2026-11-22' },
      similarity: { original: '2026-11-25', v1: '2026-11-25' },
      themes: { original: '2026-11-26', '2025-09-01': '2026-11-26', v1: '2026-11-26' },
      sentiment: { original: '2026-11-26', '2025-08-17': '2026-11-26', v1: '2026-11-26' },
      extractions: { original: '2026-11-26' },
    };
    for (const op of OPERATIONS) {
      for (const [alias, target] of Object.entries(pinned[op]!)) expect(resolveVersion(LOCAL_CATALOG, op, alias), `${op} ${alias}`).toBe(target);
      expect((LOCAL_CATALOG[op].aliases ?? []).map((a) => a.id).sort()).toEqual(Object.keys(pinned[op]!).sort());
    }
  });

  it('keeps a version id and the default resolving as before, and refuses an alias of another operation', () => {
    expect(resolveVersion(LOCAL_CATALOG, 'sentiment', '2026-11-21')).toBe('2026-11-21');
    expect(resolveVersion(LOCAL_CATALOG, 'sentiment', undefined)).toBe(LOCAL_CATALOG.sentiment.default);
    expect(() => resolveVersion(LOCAL_CATALOG, 'sentiment', '2025-09-01')).toThrow(expect.objectContaining({ code: 'unknown_version' }));
    const refused = (() => {
      try {
        return resolveVersion(LOCAL_CATALOG, 'themes', '2025-08-17');
      } catch (error) {
        return error as { code: string; details: { message: string }[] };
      }
    })();
    expect(refused).toMatchObject({ code: 'unknown_version' });
    expect((refused as { details: { message: string }[] }).details[0]!.message).toMatch(/served versions: .*2026-11-26.*2025-09-01/);
  });

  it('lists the aliases with their targets in GET /v1/versions', () => {
    const body = describeCatalog(LOCAL_CATALOG);
    expect(body.themes.aliases).toContainEqual({ id: '2025-09-01', target: '2026-11-26', description: expect.stringContaining('Excel and Sheets') });
    for (const op of OPERATIONS) {
      for (const alias of body[op].aliases) expect(body[op].versions.map((v) => v.id)).toContain(alias.target);
    }
  });

  it('points the aliases of a remote backend at its own version, and refuses an unserved target', () => {
    const bedrock = bedrockCatalog({ embeddingModelId: 'e', textModelId: 't', dimension: 8, versionId: 'bedrock-x' });
    expect(resolveVersion(bedrock, 'themes', '2025-09-01')).toBe('bedrock-x');
    const openai = openAiCatalog({ model: 'm', versionId: 'llm-x' });
    expect(openai.embeddings.aliases).toBeUndefined();
    expect(resolveVersion(openai, 'sentiment', 'original')).toBe('llm-x');
    expect(() => withClientAliases(LOCAL_CATALOG, { themes: '1999-01-01' })).toThrow(/not served/);
  });

  it('merges backends: an alias is the first declaring backend\'s, and may not shadow a version id', () => {
    const openai = openAiCatalog({ model: 'm', versionId: 'llm-x' });
    expect(resolveVersion(mergeCatalogs([LOCAL_CATALOG, openai]), 'themes', '2025-09-01')).toBe('2026-11-26');
    expect(resolveVersion(mergeCatalogs([openai, LOCAL_CATALOG]), 'themes', '2025-09-01')).toBe('llm-x');
    expect(resolveVersion(mergeCatalogs([openai, LOCAL_CATALOG]), 'embeddings', 'original')).toBe('2026-11-22');
    const shadowing = { ...LOCAL_CATALOG, sentiment: { ...LOCAL_CATALOG.sentiment, aliases: [{ id: '2026-11-21', target: '2026-11-25', description: 'x' }] } } as VersionCatalog;
    expect(() => mergeCatalogs([shadowing])).toThrow(/also a version id/);
  });
});
