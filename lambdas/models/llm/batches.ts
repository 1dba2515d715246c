/** Limits of one batch of texts sent in one model call. */
export interface BatchLimits {
  maxItems: number;
  /** Characters of text per batch; an item longer than this forms a batch of its own. */
  maxChars: number;
}

/** Rough characters per token of English text, for budgets in characters. */
export const CHARS_PER_TOKEN = 4;

/**
 * Cuts items into consecutive batches of at most `maxItems` items and `maxChars` characters,
 * keeping their order, so prompt size stays bounded whatever the lengths of the inputs.
 */
export function packBatches<T>(items: readonly T[], limits: BatchLimits, chars: (item: T) => number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const item of items) {
    const size = chars(item);
    if (current.length > 0 && (current.length >= limits.maxItems || used + size > limits.maxChars)) {
      batches.push(current);
      current = [];
      used = 0;
    }
    current.push(item);
    used += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Problems with an answer that should hold each of `expected` indices exactly once. */
export function indexProblems(indices: readonly number[], expected: number, what: string): string[] {
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const index of indices) {
    if (!Number.isInteger(index) || index < 0 || index >= expected) problems.push(`${what} index ${index} does not exist`);
    else if (seen.has(index)) problems.push(`${what} ${index} answered twice`);
    seen.add(index);
  }
  const missing = Array.from({ length: expected }, (_, i) => i).filter((i) => !seen.has(i));
  if (missing.length > 0) problems.push(`${what}s ${missing.join(', ')} have no answer`);
  return problems;
}
