/** Universal Sentence Encoder Lite dimension (kept apart so the catalogue loads no model code). */
export const USE_LITE_DIMENSION = 512;
