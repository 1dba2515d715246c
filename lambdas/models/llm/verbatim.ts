/** Outcome of checking a model's spans against the text they were taken from. */
export interface VerbatimCheck {
  spans: string[];
  /** Spans found only case-insensitively, replaced by the text's own spelling. */
  repaired: number;
  /** Spans that are not in the text at all. */
  dropped: number;
}

/**
 * Keeps the spans that occur verbatim in `text`. A model often changes only the case of a
 * quote ("The staff" for "the staff"); such a span is replaced by the text's own characters,
 * which is verbatim again. Anything else is dropped: an extraction must never put words in the
 * author's mouth.
 */
export function keepVerbatim(text: string, candidates: readonly string[]): VerbatimCheck {
  const out: VerbatimCheck = { spans: [], repaired: 0, dropped: 0 };
  const lower = text.toLowerCase();
  // Lower-casing can change lengths (e.g. "İ"); positions are only comparable when it does not.
  const comparable = lower.length === text.length;
  for (const candidate of candidates) {
    const span = candidate.trim();
    if (span.length === 0) continue;
    if (text.includes(span)) {
      out.spans.push(span);
      continue;
    }
    const at = comparable ? lower.indexOf(span.toLowerCase()) : -1;
    if (at >= 0 && span.toLowerCase().length === span.length) {
      out.spans.push(text.slice(at, at + span.length));
      out.repaired++;
    } else {
      out.dropped++;
    }
  }
  return out;
}
