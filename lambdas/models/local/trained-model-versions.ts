/**
 * Version ids of the trained sentiment classifier and the learned extraction scorer (kept apart
 * so that the catalogue loads no weight file). A changed model is a new version; old ones stay.
 */
export const SENTIMENT_V2 = '2026-11-22';
export const EXTRACTIONS_V2 = '2026-11-22';
