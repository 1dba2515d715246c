/** A piece of an answer: plain, or a verbatim extracted span with the themes it was extracted for. */
export interface Segment {
  text: string;
  themes: number[];
}

/**
 * Splits a text into plain and highlighted segments. Every span is located verbatim (the API
 * guarantees it is a substring); overlapping spans merge into one highlighted segment.
 */
export function segmentsOf(text: string, spansByTheme: string[][]): Segment[] {
  const marks: { from: number; to: number; theme: number }[] = [];
  spansByTheme.forEach((spans, theme) => {
    let cursor = 0;
    for (const span of spans) {
      let at = text.indexOf(span, cursor);
      if (at < 0) at = text.indexOf(span);
      if (at < 0 || span.length === 0) continue;
      marks.push({ from: at, to: at + span.length, theme });
      cursor = at + span.length;
    }
  });
  marks.sort((a, b) => a.from - b.from || b.to - a.to);
  const segments: Segment[] = [];
  let pos = 0;
  for (let k = 0; k < marks.length; ) {
    const { from } = marks[k];
    let { to } = marks[k];
    const themes = new Set<number>();
    while (k < marks.length && marks[k].from < to) {
      to = Math.max(to, marks[k].to);
      themes.add(marks[k].theme);
      k++;
    }
    const start = Math.max(from, pos);
    if (start > pos) segments.push({ text: text.slice(pos, start), themes: [] });
    if (to > start) segments.push({ text: text.slice(start, to), themes: [...themes].sort((a, b) => a - b) });
    pos = Math.max(pos, to);
  }
  if (pos < text.length) segments.push({ text: text.slice(pos), themes: [] });
  return segments;
}
