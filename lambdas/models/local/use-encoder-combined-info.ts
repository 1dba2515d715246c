/** Dimension of embeddings version 2026-11-22 (kept apart so the catalogue loads no model code). */
export const COMBINED_DIMENSION = 612;
