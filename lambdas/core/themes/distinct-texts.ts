/** The distinct non-blank texts among theme inputs. */
export interface DistinctTexts {
  /** One trimmed text per distinct (case- and spacing-insensitive) input, in order of first use. */
  texts: string[];
  /** Input indices of each distinct text, ascending. */
  members: number[][];
  /** Indices of blank inputs. */
  blanks: number[];
}

/**
 * Groups inputs that differ only in case or spacing: they are one comment for theme finding, in
 * every backend, so repeated answers weigh on a theme's size but not on its discovery.
 */
export function distinctTexts(inputs: readonly string[]): DistinctTexts {
  const byKey = new Map<string, number>();
  const out: DistinctTexts = { texts: [], members: [], blanks: [] };
  inputs.forEach((input, i) => {
    const key = input.trim().replace(/\s+/g, ' ').toLowerCase();
    if (key === '') return void out.blanks.push(i);
    let id = byKey.get(key);
    if (id === undefined) {
      id = out.texts.length;
      byKey.set(key, id);
      out.texts.push(input.trim());
      out.members.push([]);
    }
    out.members[id].push(i);
  });
  return out;
}
