import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/local-service.js';

/**
 * Spans are trimmed of punctuation and symbols at their ends by the API. From extractions version 2026-12-04 a currency sign
 * that belongs to a number beside it stays ("£4 delivery", "12€"); earlier versions answer as when they were pinned.
 * Sentences written for this test only.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

async function extract(version: string, inputs: string[], themes: string[]): Promise<string[][][]> {
  const res = await service.call('/v1/extractions', { method: 'POST', json: { inputs, themes, version, fast: true } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { extractions: string[][][] }).extractions;
}

const INPUTS = ['The parking ticket was 12€.', '£4 delivery was added.', 'The hotel bar wanted €9 for a beer.'];

describe('extractions through the API: currency signs at span ends', () => {
  it('keeps a currency sign at either end of a span in 2026-12-04', async () => {
    const out = await extract('2026-12-04', INPUTS, ['price']);
    expect(out[0][0]).toEqual(['The parking ticket was 12€']);
    expect(out[1][0]).toEqual(['£4 delivery was added']);
    // Control: a sign inside a span was never trimmed; a full stop at the end still is.
    expect(out[2][0]).toEqual(['The hotel bar wanted €9 for a beer']);
  });

  it('trims it as before in 2026-12-03', async () => {
    const out = await extract('2026-12-03', INPUTS, ['price']);
    expect(out[0][0]).toEqual(['The parking ticket was 12']);
    expect(out[1][0]).toEqual(['4 delivery was added']);
  });
});
