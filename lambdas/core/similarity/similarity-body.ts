import { ByteChunkWriter, DEFAULT_CHUNK_BYTES } from './byte-chunks.js';
import { COMMA, type SimilarityValues } from './similarity-text.js';
import { rowValueOffset, type SimilarityShape } from './row-ranges.js';
import { DEFAULT_BLOCK_VALUES, sourceRows } from './source-rows.js';

/**
 * The JSON body of a similarity result, produced as a stream of byte chunks while the values
 * are computed block by block in output order: memory stays bounded by one block of values and
 * one chunk, whatever the result's size. The bytes equal `JSON.stringify({...result, requestId})`
 * of the non-streaming operation.
 */

/** Anything that computes the values of consecutive output rows (a `SimilarityEngine`, a worker). */
export interface RowSource {
  readonly shape: SimilarityShape;
  computeRows(rowStart: number, rowEnd: number, out: Float64Array, offset?: number): number;
  /**
   * Optional, preferred by the writers: each row's values in order as a view into the source's
   * own memory (no copy into a block), valid until the next row is asked for.
   */
  rowViews?(rowStart: number, rowEnd: number): Iterable<SimilarityValues>;
}

/** The two ways values appear in a body: `v,v,…` and `[v,…],[v,…],…` (one array per row). */
export type BodySection = 'flattened' | 'matrix';

/** A body is fixed text around sections of values; fan-out tasks produce the sections in parts. */
export type BodyPiece = { text: string } | { section: BodySection };

export interface SimilarityBodyOptions {
  requestId: string;
  /** Cross only: `true` leaves the matrix out (`mode: "flattened"`). Self is always flattened. */
  flatten?: boolean;
  chunkBytes?: number;
  /** Values computed per block (at least one row); memory is 8 bytes per value. */
  blockValues?: number;
}

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** The body's fixed text and sections in order, in the key order of the operation's result. */
export function similarityBodyLayout(shape: SimilarityShape, requestId: string, flatten = false): BodyPiece[] {
  const tail = { text: `],"requestId":${JSON.stringify(requestId)}}` };
  if (shape.scenario === 'self') {
    return [{ text: `{"scenario":"self","mode":"flattened","n":${shape.rows},"flattened":[` }, { section: 'flattened' }, tail];
  }
  if (flatten) {
    return [{ text: `{"scenario":"cross","mode":"flattened","n":${shape.rows},"flattened":[` }, { section: 'flattened' }, tail];
  }
  return [
    { text: `{"scenario":"cross","mode":"matrix","n":${shape.rows},"matrix":[` },
    { section: 'matrix' },
    { text: '],"flattened":[' },
    { section: 'flattened' },
    tail,
  ];
}

/**
 * Writes one section's text for rows [rowStart, rowEnd) into `writer`, yielding filled chunks.
 * A separator comes first when rows before `rowStart` put text in the section, so the parts of
 * consecutive ranges concatenate into the whole section.
 */
export function* sectionText(source: RowSource, section: BodySection, rowStart: number, rowEnd: number, writer: ByteChunkWriter, blockValues = DEFAULT_BLOCK_VALUES): Generator<Uint8Array> {
  let comma = section === 'flattened' ? rowValueOffset(source.shape, rowStart) > 0 : rowStart > 0;
  for (const values of sourceRows(source, rowStart, rowEnd, blockValues)) {
    if (section === 'flattened') {
      yield* writer.values(values, 0, values.length, comma);
      comma ||= values.length > 0;
      continue;
    }
    if (comma) yield* writer.byte(COMMA);
    yield* writer.byte(OPEN_ARRAY);
    yield* writer.values(values, 0, values.length, false);
    yield* writer.byte(CLOSE_ARRAY);
    comma = true;
  }
}

/** The complete body as byte chunks of `chunkBytes` (the last one shorter). */
export function* similarityBodyChunks(source: RowSource, options: SimilarityBodyOptions): Generator<Uint8Array> {
  const writer = new ByteChunkWriter(options.chunkBytes ?? DEFAULT_CHUNK_BYTES);
  for (const piece of similarityBodyLayout(source.shape, options.requestId, options.flatten)) {
    if ('text' in piece) yield* writer.text(piece.text);
    else yield* sectionText(source, piece.section, 0, source.shape.rows, writer, options.blockValues);
  }
  if (writer.size > 0) yield writer.take();
}

/** The text of one section for rows [rowStart, rowEnd) alone, as chunks: one fan-out task's share. */
export function* sectionChunks(source: RowSource, section: BodySection, rowStart: number, rowEnd: number, options: Omit<SimilarityBodyOptions, 'requestId' | 'flatten'> = {}): Generator<Uint8Array> {
  const writer = new ByteChunkWriter(options.chunkBytes ?? DEFAULT_CHUNK_BYTES);
  yield* sectionText(source, section, rowStart, rowEnd, writer, options.blockValues);
  if (writer.size > 0) yield writer.take();
}
