import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/local-service.js';

/**
 * Contract §10: the version ids the existing clients send (`original`, `2025-08-17` for sentiment,
 * `2025-09-01` for themes, `v1`) are accepted, run exactly as the version they alias, and are
 * listed in `GET /v1/versions`. Against the real local server and models.
 */

const TEXTS = ['The nurse explained everything clearly.', 'I waited three hours and nobody told me why.', 'Parking was easy.'];
const BODIES: Record<string, Record<string, unknown>> = {
  embeddings: { inputs: TEXTS },
  similarity: { set: TEXTS },
  themes: { inputs: TEXTS, maxThemes: 2 },
  sentiment: { inputs: TEXTS },
  extractions: { inputs: TEXTS, themes: ['waiting', 'staff'] },
};

let service: TestService;
let versions: Record<string, { default: string; versions: { id: string }[]; aliases: { id: string; target: string; description: string }[] }>;
beforeAll(async () => {
  service = await startTestService();
  versions = (await (await service.call('/v1/versions')).json()) as typeof versions;
}, 60_000);
afterAll(async () => service?.cleanup());

async function run(op: string, version: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await service.call(`/v1/${op}`, { method: 'POST', json: { ...BODIES[op], version, fast: true } });
  const { requestId: _id, ...body } = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body };
}

describe('version ids of the existing clients', () => {
  it('are listed per operation as aliases of served versions', () => {
    expect(versions.themes.aliases.map((a) => a.id)).toEqual(expect.arrayContaining(['original', '2025-09-01']));
    expect(versions.sentiment.aliases.map((a) => a.id)).toEqual(expect.arrayContaining(['original', '2025-08-17']));
    for (const op of Object.keys(BODIES)) {
      expect(versions[op]!.aliases.map((a) => a.id), op).toContain('original');
      for (const alias of versions[op]!.aliases) expect(versions[op]!.versions.map((v) => v.id)).toContain(alias.target);
    }
  });

  it.each(Object.keys(BODIES))('%s: every alias answers exactly as its target version', async (op) => {
    for (const alias of versions[op]!.aliases) {
      const viaAlias = await run(op, alias.id);
      expect(viaAlias.status, `${op} ${alias.id}`).toBe(200);
      expect(viaAlias.body).toEqual((await run(op, alias.target)).body);
    }
  }, 120_000);

  it('runs a job pinned by an alias on its target version', async () => {
    const submitted = await service.call('/v1/themes', { method: 'POST', json: { inputs: TEXTS, version: '2025-09-01' } });
    expect(submitted.status).toBe(202);
    const { jobId } = (await submitted.json()) as { jobId: string };
    const target = versions.themes.aliases.find((a) => a.id === '2025-09-01')!.target;
    for (;;) {
      const status = (await (await service.call(`/v1/jobs/${jobId}`)).json()) as Record<string, unknown>;
      if (status.status === 'pending') {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      expect(status).toMatchObject({ status: 'completed' });
      const { requestId: _id, ...result } = (await (await fetch(status.resultUrl as string)).json()) as Record<string, unknown>;
      const sync = await service.call('/v1/themes', { method: 'POST', json: { inputs: TEXTS, version: target, fast: true } });
      const { requestId: _sid, ...expected } = (await sync.json()) as Record<string, unknown>;
      expect(result).toEqual(expected);
      break;
    }
  }, 120_000);

  it('keeps refusing ids no client sends, naming the aliases among the served ids', async () => {
    const res = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: TEXTS, version: '2025-09-01', fast: true } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { message: string }[] };
    expect(body.code).toBe('unknown_version');
    expect(body.errors[0]!.message).toContain('2025-08-17');
  });
});
