import { isBlank } from '../core/text/blank.js';

/** A theme of the response with the inputs it holds (indices into the request's inputs). */
export interface AssignableTheme<T> {
  theme: T;
  members: readonly number[];
  /** Position of the theme in the model's own list (for `preferences`). */
  draftIndex: number;
}

export interface AssignedThemes<T> {
  themes: (T & { size: number })[];
  assignments: number[];
}

/**
 * The opt-in `assignments` of a themes response: one integer per input, the index in `themes` of
 * the input's theme, -1 for a blank input; each theme gains `size`, the non-blank inputs assigned
 * to it. An input whose theme was dropped (by `maxThemes` or `prune`) goes to the nearest kept
 * theme the backend names in `preferences`, else to the largest kept theme. Themes are re-ordered
 * by size (largest first, stable) if moving those inputs changed the order.
 */
export function assignInputs<T extends object>(
  inputs: readonly string[],
  kept: readonly AssignableTheme<T>[],
  preferences: readonly (readonly number[])[] | undefined,
): AssignedThemes<T> {
  const assignment = new Array<number>(inputs.length).fill(-1);
  kept.forEach((k, position) => {
    for (const m of k.members) if (m >= 0 && m < inputs.length && !isBlank(inputs[m])) assignment[m] = position;
  });
  const positionOfDraft = new Map(kept.map((k, position) => [k.draftIndex, position]));
  inputs.forEach((text, i) => {
    if (assignment[i] !== -1 || isBlank(text) || kept.length === 0) return;
    const nearest = preferences?.[i]?.find((d) => positionOfDraft.has(d));
    assignment[i] = nearest === undefined ? 0 : (positionOfDraft.get(nearest) as number);
  });
  const sizes = kept.map(() => 0);
  for (const a of assignment) if (a >= 0) sizes[a]++;
  const order = kept.map((_, position) => position).sort((a, b) => sizes[b] - sizes[a] || a - b);
  const newPosition = new Array<number>(kept.length);
  order.forEach((old, position) => (newPosition[old] = position));
  return {
    themes: order.map((old) => ({ ...kept[old].theme, size: sizes[old] })),
    assignments: assignment.map((a) => (a < 0 ? -1 : newPosition[a])),
  };
}
