/**
 * The committed weight files of the learned extraction scorer, one per version. A file is written
 * by bench/train-extractions.ts and never edited: a new model is a new file and version.
 */
import weights20261122 from './weights/extractions-2026-11-22.json' with { type: 'json' };
import type { ExtractionWeights } from './extractions-learned.js';

/** Extractions version 2026-11-22: phrase and pair scorers, known restaurant-review themes. */
export const EXTRACTION_WEIGHTS_2026_11_22: Readonly<ExtractionWeights> = weights20261122;
