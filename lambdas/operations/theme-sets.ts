import type { ThemesRequest } from '../core/schemas/requests.js';
import type { ThemesModel } from '../core/ports/models.js';
import type { ProgressListener } from '../core/ports/executor.js';
import { computeThemes, themeBounds, type Theme } from './themes.js';

/** A coarser set has about this share of the first set's themes, a finer one this many times more. */
export const COARSER = 0.6;
export const FINER = 1.5;

/**
 * `interactive` themes (contract §10): up to `initialSets` alternative sets of themes to choose
 * from: the set the request finds on its own, then one with fewer, broader themes and one with
 * more, narrower themes (each within minThemes..maxThemes). A set that would repeat the count of
 * an earlier one is left out, so fewer sets come back when the bounds leave no room.
 */
export async function computeThemeSets(request: ThemesRequest, model: ThemesModel, onProgress?: ProgressListener): Promise<{ result: { themeSets: Theme[][] }; warning?: string }> {
  const wanted = request.initialSets ?? 1;
  const share = (i: number) => (p: number) => onProgress?.((i + p) / wanted);
  const first = await computeThemes(request, model, onProgress ? share(0) : undefined);
  const sets: Theme[][] = [first.result.themes];
  const counts = new Set([first.result.themes.length]);
  const { minThemes, maxThemes } = themeBounds(request);
  const k = first.result.themes.length;
  const candidates = [Math.max(minThemes, Math.min(k - 1, Math.round(k * COARSER))), Math.min(maxThemes, Math.max(k + 1, Math.round(k * FINER)))];
  for (const count of candidates) {
    if (sets.length >= wanted) break;
    if (count < 1 || counts.has(count) || count < minThemes || count > maxThemes) continue;
    const next = await computeThemes({ ...request, minThemes: count, maxThemes: count }, model, onProgress ? share(sets.length) : undefined);
    if (counts.has(next.result.themes.length)) continue;
    counts.add(next.result.themes.length);
    sets.push(next.result.themes);
  }
  return { result: { themeSets: sets }, warning: first.warning };
}
