import { THEMES_DEFAULT_MAX } from '../core/limits.js';
import type { ThemesRequest } from '../core/schemas/requests.js';
import type { ThemeDraft, ThemesModel } from '../core/ports/models.js';
import type { ProgressListener } from '../core/ports/executor.js';
import { finishLabels } from '../core/themes/labels.js';
import { assignInputs } from './theme-assignments.js';

export interface Theme {
  shortLabel: string;
  label: string;
  description: string;
  representatives: [string, string];
}

export interface ThemesResult {
  themes: (Theme & { size?: number })[];
  /** Only with `includeAssignments`: the index in `themes` of each input's theme (-1: blank input). */
  assignments?: number[];
}

export interface ThemesOutput {
  result: ThemesResult;
  warning?: string;
}

/** minThemes and maxThemes with the contract's defaults (min 1, max the larger of 10 and min). */
export function themeBounds(request: ThemesRequest): { minThemes: number; maxThemes: number } {
  const minThemes = request.minThemes ?? 1;
  const maxThemes = request.maxThemes ?? Math.max(THEMES_DEFAULT_MAX, minThemes);
  return { minThemes, maxThemes };
}

/**
 * Themes: the backend proposes clusters; this enforces the contract on them: at most maxThemes,
 * `prune`, order by size, unique 2–4-word short labels, exactly two verbatim representatives.
 */
export async function computeThemes(request: ThemesRequest, model: ThemesModel, onProgress?: ProgressListener): Promise<ThemesOutput> {
  const { minThemes, maxThemes } = themeBounds(request);
  const outcome = await model.findThemes(request.inputs, { minThemes, maxThemes, context: request.context, prune: request.prune ?? 0, ...(onProgress ? { onProgress } : {}) });
  const drafts = outcome.themes
    .map((t, order) => ({ ...t, order }))
    .filter((t) => t.members.length > 0)
    .sort((a, b) => b.members.length - a.members.length || a.order - b.order)
    .slice(0, maxThemes);
  const kept = prune(drafts, request.inputs.length, request.prune ?? 0, minThemes);
  const labelled = finishLabels(kept);
  const themes = kept.map((draft, i) => ({
    ...labelled[i],
    representatives: representatives(draft, request.inputs),
  }));
  if (!request.includeAssignments) return { result: { themes }, warning: outcome.warning };
  const assigned = assignInputs(
    request.inputs,
    kept.map((draft, i) => ({ theme: themes[i], members: draft.members, draftIndex: draft.order })),
    outcome.preferences,
  );
  return { result: assigned, warning: outcome.warning };
}

/** Drops themes covering less than `percent` % of the inputs, keeping at least minThemes (the largest). */
function prune<T extends ThemeDraft>(sorted: T[], total: number, percent: number, minThemes: number): T[] {
  if (percent <= 0) return sorted;
  const kept = sorted.filter((t, i) => i < minThemes || (t.members.length * 100) / total >= percent);
  return kept;
}

/** Two verbatim inputs, most typical first, distinct when the theme has two distinct members. */
function representatives(draft: ThemeDraft, inputs: readonly string[]): [string, string] {
  const ranked = [...draft.typical, ...draft.members].filter((i) => i >= 0 && i < inputs.length);
  const first = inputs[ranked[0] ?? draft.members[0]];
  const second = ranked.map((i) => inputs[i]).find((text) => text !== first && text.trim().length > 0) ?? first;
  return [first, second];
}
