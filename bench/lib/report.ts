/** The pieces of BENCHMARKS.md: one section per benchmark, replaced in place on partial runs. */

export interface BenchContext {
  quick: boolean;
  /** `--rounds N`: how many rounds a benchmark that alternates with its reference runs (its own default when absent). */
  rounds?: number;
  /** Progress lines for the terminal. */
  log(line: string): void;
}

/** A benchmark module registered in `bench/run-benchmarks.ts`. */
export interface Benchmark {
  /** Used by `--only`. */
  name: string;
  title: string;
  run(context: BenchContext): Promise<string>;
}

export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function fixed(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

const START = (name: string) => `<!-- bench:${name} -->`;
const END = (name: string) => `<!-- /bench:${name} -->`;

export function section(name: string, body: string): string {
  return `${START(name)}\n${body.trim()}\n${END(name)}`;
}

/**
 * Puts the new sections into the existing report: a section present is replaced, a new one is
 * appended, the others stay as they were (a `--only` run refreshes just its benchmark).
 */
export function mergeReport(existing: string, header: string, sections: ReadonlyMap<string, string>, order: readonly string[]): string {
  const kept = new Map<string, string>();
  for (const name of order) {
    const start = existing.indexOf(START(name));
    const end = existing.indexOf(END(name));
    if (start >= 0 && end > start) kept.set(name, existing.slice(start, end + END(name).length));
  }
  const parts = order.map((name) => (sections.has(name) ? section(name, sections.get(name)!) : kept.get(name))).filter((p): p is string => p !== undefined);
  return `${header.trim()}\n\n${parts.join('\n\n')}\n`;
}
