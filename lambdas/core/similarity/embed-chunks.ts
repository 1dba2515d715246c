import { isBlank } from '../text/blank.js';

/**
 * How the texts of a fanned-out similarity job are embedded by parallel tasks: the distinct
 * non-blank texts, in order of first occurrence (exactly the list the single worker passes to
 * one `embed` call, see `embedTexts`), cut into chunks of consecutive texts.
 *
 * Chunk boundaries fall at multiples of `EMBED_CHUNK_ALIGN` so that every encoder sees the same
 * batches as in the single worker's one call, and the vectors, hence the result's bytes, are the
 * same. Two encoders depend on batch composition: the local encoder's TF.js runtime (a vector's
 * last bits depend on the batch of 64 it was computed in; the default ONNX runtime does not) and
 * Cohere Embed on Bedrock (96 texts per call, padded together). Titan embeds one text per call.
 */

/** 192 = lcm(64, 96): TF.js batches of the local encoder and Cohere's texts per call. */
export const EMBED_CHUNK_ALIGN = 192;
/** Most embedding chunks of one job: keeps the fan-out state item (a few numbers per chunk) small. */
export const MAX_EMBED_CHUNKS = 1000;

/** The distinct texts of a job and the row each text's vector goes to. */
export interface DistinctRows {
  /** Distinct non-blank texts in order of first occurrence. */
  distinct: string[];
  /** Per input text: the index of its text in `distinct`, or -1 for a blank text (zero vector). */
  rows: Int32Array;
}

/** Same rule as `embedTexts`: identical texts are embedded once, blank ones not at all. */
export function distinctRows(texts: readonly string[]): DistinctRows {
  const index = new Map<string, number>();
  const rows = new Int32Array(texts.length);
  texts.forEach((text, row) => {
    if (isBlank(text)) return void (rows[row] = -1);
    let at = index.get(text);
    if (at === undefined) index.set(text, (at = index.size));
    rows[row] = at;
  });
  return { distinct: [...index.keys()], rows };
}

/** How the distinct texts are split: chunk `c` holds texts [c·chunkTexts, min((c+1)·chunkTexts, texts)). */
export interface EmbedChunking {
  /** Distinct texts. */
  texts: number;
  /** Texts per chunk (a multiple of `EMBED_CHUNK_ALIGN`); the last chunk may hold fewer. */
  chunkTexts: number;
  chunks: number;
}

/**
 * Chunks of about `requested` texts, rounded up to a multiple of `EMBED_CHUNK_ALIGN`, and larger
 * when there would be more than `MAX_EMBED_CHUNKS`. No texts (all blank): no chunks.
 */
export function planEmbedChunks(texts: number, requested: number): EmbedChunking {
  const alignUp = (n: number) => Math.max(1, Math.ceil(n / EMBED_CHUNK_ALIGN)) * EMBED_CHUNK_ALIGN;
  const chunkTexts = Math.max(alignUp(requested), alignUp(Math.ceil(texts / MAX_EMBED_CHUNKS)));
  return { texts, chunkTexts, chunks: Math.ceil(texts / chunkTexts) };
}

/** The distinct texts of chunk `chunk`: [start, end). */
export function embedChunkRange(chunking: EmbedChunking, chunk: number): { start: number; end: number } {
  const start = chunk * chunking.chunkTexts;
  return { start, end: Math.min(start + chunking.chunkTexts, chunking.texts) };
}
