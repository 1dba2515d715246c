/**
 * The USE Lite ONNX model converted once, when the model layer is bundled, instead of at every
 * cold start. `scripts/build-use-lite-onnx.ts` writes the converter's output (`use-lite.onnx`)
 * and its figures (`use-lite.json`) into the layer's `models/model-files/` folder, beside the
 * layer's module (`lib/model-layer-bundling.ts`); the encoder loads
 * them when they were converted from the installed model package's version by this converter
 * version, and converts in memory otherwise (the local server, tests). Same bytes either way:
 * `test/unit/models/use-lite-prebuilt.test.ts` checks the written model equals the conversion.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { modelFilePath } from './model-files.js';
import { convertUseLiteToOnnx, useLiteModelFolder, type ConvertedUseLite } from './onnx-use-lite.js';

export const PREBUILT_MODEL_FILE = 'use-lite.onnx';
export const PREBUILT_INFO_FILE = 'use-lite.json';

/** Raise when the converter's output changes: an older prebuilt file is then ignored. */
const CONVERTER_REVISION = 1;

interface PrebuiltInfo {
  source: string;
  converter: number;
  maxTokens: number;
  dimension: number;
  emptyVector: number[];
}

/** `name@version` of the installed model package the converter reads. */
export function useLiteSource(folder = useLiteModelFolder()): string {
  const manifest = JSON.parse(readFileSync(join(dirname(folder), 'package.json'), 'utf8')) as { name: string; version: string };
  return `${manifest.name}@${manifest.version}`;
}

/** Writes the converted model and its figures into `folder`. */
export function writePrebuiltUseLite(folder: string, converted: ConvertedUseLite, source = useLiteSource()): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, PREBUILT_MODEL_FILE), converted.model);
  const info: PrebuiltInfo = {
    source,
    converter: CONVERTER_REVISION,
    maxTokens: converted.maxTokens,
    dimension: converted.dimension,
    emptyVector: [...converted.emptyVector],
  };
  writeFileSync(join(folder, PREBUILT_INFO_FILE), `${JSON.stringify(info)}\n`);
}

/** The prebuilt model in `folder`, if it is there and was converted from `source` by this converter. */
export function readPrebuiltUseLite(folder: string, source: string): ConvertedUseLite | undefined {
  const infoPath = join(folder, PREBUILT_INFO_FILE);
  const modelPath = join(folder, PREBUILT_MODEL_FILE);
  if (!existsSync(infoPath) || !existsSync(modelPath)) return undefined;
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as PrebuiltInfo;
  if (info.source !== source || info.converter !== CONVERTER_REVISION) return undefined;
  return { model: readFileSync(modelPath), maxTokens: info.maxTokens, dimension: info.dimension, emptyVector: Float32Array.from(info.emptyVector) };
}

/** The prebuilt model beside the bundle when it matches the installed package, else a fresh conversion. */
export function loadUseLiteOnnx(folder = useLiteModelFolder()): ConvertedUseLite & { prebuilt: boolean } {
  const prebuilt = readPrebuiltUseLite(dirname(modelFilePath(PREBUILT_INFO_FILE)), useLiteSource(folder));
  return prebuilt ? { ...prebuilt, prebuilt: true } : { ...convertUseLiteToOnnx(folder), prebuilt: false };
}
