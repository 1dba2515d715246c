import { planRowRanges, valueCount, valuesInRows, type SimilarityShape } from './row-ranges.js';
import { ByteChunkWriter } from './byte-chunks.js';
import { shapeUsage, withUsage } from '../usage.js';
import { sectionText, similarityBodyLayout, type BodySection, type RowSource } from './similarity-body.js';

/**
 * How a large similarity body is split over parallel tasks that write one multipart upload.
 *
 * The body is fixed text around one or two sections of values (self and flattened cross:
 * `flattened`; cross with its matrix: `matrix` then `flattened`). The rows are split into ranges
 * of balanced value counts, one task per range; a task writes its rows' text of every section.
 * Each (section, range) pair is a *segment* of the body and owns a block of consecutive part
 * numbers, so the parts of all tasks, ordered by number, are the body in order. The fixed text
 * before a section opens the first range's segment of that section, and the text after the last
 * section closes the last segment: the JSON prefix lands in the first part, the suffix in the last.
 */

/** S3's smallest part (every part but the last one of an upload). */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** S3's most parts in one upload. */
export const S3_MAX_PARTS = 10_000;
/**
 * Longest text of one value with its comma: values are in [-1, 1] with at most 6 decimals
 * (`-0.123456,` is 10 bytes). Bounds a segment's size, hence its count of parts.
 */
export const MAX_VALUE_TEXT_BYTES = 10;
/**
 * Shortest text of one value with its comma (`0,`): a range of V values writes at least 2V - 1
 * bytes in any section, which is how a range is made large enough for a part.
 */
export const MIN_VALUE_TEXT_BYTES = 2;
/** Most tasks of one job: keeps the fan-out state item (a few numbers per task) small. */
export const MAX_FANOUT_TASKS = 1000;
/** `[`, `]` and a comma around each matrix row. */
const MATRIX_ROW_BYTES = 3;

export interface FanoutOptions {
  requestId: string;
  /** Cross only: no matrix section. */
  flatten: boolean;
  /** Values one task should compute (the plan uses fewer tasks when parts would be too small). */
  taskValues: number;
  /** Smallest allowed part but the last (S3: 5 MiB; smaller only against emulators). */
  minPartBytes: number;
  /** Preferred part size, raised when the parts would not fit `maxParts`. */
  partBytes: number;
  maxParts?: number;
}

/** One task's rows. */
export interface FanoutRange {
  rowStart: number;
  rowEnd: number;
}

/** Everything a task needs to write its share, apart from the vectors. */
export interface FanoutPlan {
  shape: SimilarityShape;
  requestId: string;
  flatten: boolean;
  /** Sections in body order. */
  sections: BodySection[];
  /** One per task, contiguous, covering every row. */
  ranges: FanoutRange[];
  /** Size of every part of a segment but its last, which absorbs the remainder. */
  partBytes: number;
  /** Part numbers reserved per segment. */
  partsPerSegment: number;
}

/** What one segment writes: text, the section's rows, text; into parts from `firstPart`. */
export interface FanoutSegment {
  section: BodySection;
  rowStart: number;
  rowEnd: number;
  leading: string;
  trailing: string;
  firstPart: number;
  /** Most parts the segment may use (its block of part numbers). */
  maxParts: number;
}

/**
 * The fan-out of a body, or undefined when it would be one task (too few values for two
 * ranges of at least `minPartBytes` each). Task count: about values / `taskValues`, reduced until
 * every range writes at least `minPartBytes` (a range's last rows are whole, so balance is exact
 * only to within one row).
 */
export function planFanout(shape: SimilarityShape, options: FanoutOptions): FanoutPlan | undefined {
  const maxParts = options.maxParts ?? S3_MAX_PARTS;
  if (!(options.minPartBytes >= 1) || !(options.partBytes >= options.minPartBytes)) throw new RangeError('partBytes must be at least minPartBytes, which must be positive');
  const total = valueCount(shape);
  const minRangeValues = Math.ceil((options.minPartBytes + 1) / MIN_VALUE_TEXT_BYTES);
  const sections = sectionsOf(shape, options.flatten);
  let tasks = Math.min(Math.ceil(total / Math.max(1, options.taskValues)), Math.floor(total / minRangeValues), Math.floor(maxParts / sections.length), MAX_FANOUT_TASKS);
  for (; tasks >= 2; tasks--) {
    const ranges = planRowRanges(shape, tasks);
    if (ranges.length < 2 || ranges.some((r) => r.valueEnd - r.valueStart < minRangeValues)) continue;
    const plan = { shape, requestId: options.requestId, flatten: options.flatten, sections, ranges: ranges.map(({ rowStart, rowEnd }) => ({ rowStart, rowEnd })) };
    return { ...plan, ...partSizing(plan, options.partBytes, maxParts) };
  }
  return undefined;
}

function sectionsOf(shape: SimilarityShape, flatten: boolean): BodySection[] {
  return similarityBodyLayout(shape, '', flatten).flatMap((piece) => ('section' in piece ? [piece.section] : []));
}

/** The part size and the block of part numbers per segment, so all blocks fit `maxParts`. */
type RangePlan = Omit<FanoutPlan, 'partBytes' | 'partsPerSegment'>;

function partSizing(plan: RangePlan, preferred: number, maxParts: number): Pick<FanoutPlan, 'partBytes' | 'partsPerSegment'> {
  const segments = plan.sections.length * plan.ranges.length;
  let largest = 0;
  for (let s = 0; s < plan.sections.length; s++) {
    for (let r = 0; r < plan.ranges.length; r++) largest = Math.max(largest, maxSegmentBytes(plan, r, s));
  }
  const blockLimit = Math.floor(maxParts / segments);
  // A segment of B bytes makes max(1, floor(B / partBytes)) parts (the last absorbs the rest).
  const partBytes = Math.max(preferred, Math.ceil(largest / blockLimit));
  return { partBytes, partsPerSegment: Math.max(1, Math.floor(largest / partBytes)) };
}

/** Upper bound of a segment's bytes. */
function maxSegmentBytes(plan: RangePlan, task: number, sectionIndex: number): number {
  const { rowStart, rowEnd } = plan.ranges[task];
  const segment = segmentText(plan, task, sectionIndex);
  const rowText = plan.sections[sectionIndex] === 'matrix' ? (rowEnd - rowStart) * MATRIX_ROW_BYTES : 0;
  return valuesInRows(plan.shape, rowStart, rowEnd) * MAX_VALUE_TEXT_BYTES + rowText + byteLength(segment.leading) + byteLength(segment.trailing);
}

/** Number of tasks of a plan. */
export function taskCount(plan: FanoutPlan): number {
  return plan.ranges.length;
}

/** The segment task `task` writes for section number `sectionIndex`. */
export function fanoutSegment(plan: FanoutPlan, task: number, sectionIndex: number): FanoutSegment {
  const { rowStart, rowEnd } = plan.ranges[task];
  const block = sectionIndex * plan.ranges.length + task;
  const { leading, trailing } = segmentText(plan, task, sectionIndex);
  return { section: plan.sections[sectionIndex], rowStart, rowEnd, leading, trailing, firstPart: block * plan.partsPerSegment + 1, maxParts: plan.partsPerSegment };
}

/** The fixed text around a segment: the body's text before a section opens its first range. */
function segmentText(plan: RangePlan, task: number, sectionIndex: number): { leading: string; trailing: string } {
  const layout = similarityBodyLayout(plan.shape, plan.requestId, plan.flatten);
  const sectionAt = layout.flatMap((piece, i) => ('section' in piece ? [i] : []));
  const at = sectionAt[sectionIndex];
  const previous = sectionIndex > 0 ? sectionAt[sectionIndex - 1] : -1;
  const last = sectionIndex === plan.sections.length - 1 && task === plan.ranges.length - 1;
  // The body ends with `usage` (contract §10), as the result of a job run by one worker does.
  return { leading: task === 0 ? textOf(layout.slice(previous + 1, at)) : '', trailing: last ? withUsage(textOf(layout.slice(at + 1)), shapeUsage(plan.shape)) : '' };
}

/** Every segment of one task, in body order. */
export function taskSegments(plan: FanoutPlan, task: number): FanoutSegment[] {
  return plan.sections.map((_, s) => fanoutSegment(plan, task, s));
}

function textOf(pieces: ReturnType<typeof similarityBodyLayout>): string {
  return pieces.map((p) => ('text' in p ? p.text : '')).join('');
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A segment's bytes in order, as chunks of `chunkBytes` (the last one shorter). */
export function* segmentChunks(source: RowSource, segment: FanoutSegment, chunkBytes?: number): Generator<Uint8Array> {
  const writer = new ByteChunkWriter(chunkBytes);
  yield* writer.text(segment.leading);
  yield* sectionText(source, segment.section, segment.rowStart, segment.rowEnd, writer);
  yield* writer.text(segment.trailing);
  if (writer.size > 0) yield writer.take();
}

/**
 * Regroups a segment's chunks into parts of exactly `partBytes`, except the last, which takes
 * what remains (from `partBytes` up to twice that, or the whole segment when it is shorter): no
 * part but a segment's last is ever below the size, and the last is not a runt either.
 * Holds at most two parts' worth of bytes.
 */
export function* segmentParts(chunks: Iterable<Uint8Array>, partBytes: number): Generator<Uint8Array> {
  const pending: Uint8Array[] = [];
  let size = 0;
  for (const chunk of chunks) {
    if (chunk.length === 0) continue;
    pending.push(chunk);
    size += chunk.length;
    while (size >= 2 * partBytes) {
      yield take(pending, partBytes);
      size -= partBytes;
    }
  }
  if (size > 0) yield take(pending, size);
}

/** Removes the first `bytes` bytes of `pending` as one array. */
function take(pending: Uint8Array[], bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let at = 0;
  while (at < bytes) {
    const head = pending[0];
    const n = Math.min(head.length, bytes - at);
    out.set(head.subarray(0, n), at);
    at += n;
    if (n === head.length) pending.shift();
    else pending[0] = head.subarray(n);
  }
  return out;
}
