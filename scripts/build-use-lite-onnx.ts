/**
 * Converts the USE Lite model to ONNX once, for the function bundles (run by the bundling hook of
 * `lib/bundling.ts`): `node --import tsx scripts/build-use-lite-onnx.ts <bundle>/model-files`.
 * The conversion is kept in `node_modules/.cache/text-analysis/` per model package version, so a
 * synth of six model functions converts once.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { convertUseLiteToOnnx } from '../lambdas/models/local/onnx-use-lite.js';
import { PREBUILT_INFO_FILE, PREBUILT_MODEL_FILE, readPrebuiltUseLite, useLiteSource, writePrebuiltUseLite } from '../lambdas/models/local/use-lite-prebuilt.js';

const target = process.argv[2];
if (!target) throw new Error('usage: scripts/build-use-lite-onnx.ts <output folder>');
const source = useLiteSource();
const cache = join('node_modules', '.cache', 'text-analysis', source.replace(/[^a-zA-Z0-9.@-]+/g, '_'));
if (!readPrebuiltUseLite(cache, source)) writePrebuiltUseLite(cache, convertUseLiteToOnnx(), source);
mkdirSync(target, { recursive: true });
for (const file of [PREBUILT_MODEL_FILE, PREBUILT_INFO_FILE]) copyFileSync(join(cache, file), join(target, file));
