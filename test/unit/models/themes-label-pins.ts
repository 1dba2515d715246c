import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalThemesModel } from '../../../lambdas/models/local/themes-local.js';
import type { ThemesResult } from '../../../lambdas/operations/themes.js';
import { expectMembersWords, handWrittenSets, loadSurveySet, themesOfSet } from './themes-survey-sets.js';

type Pins = Record<string, Record<'plain' | 'context', { sha256: string; shortLabels: string[] }>>;
const pins = (version: string) => JSON.parse(readFileSync(new URL(`../../fixtures/themes-pinned/${version}.json`, import.meta.url), 'utf8')) as Pins;
const digest = (result: ThemesResult) => createHash('sha256').update(JSON.stringify(result)).digest('hex');

/**
 * For a themes version that only renames (the same grouping as the version before it): on every hand-written set
 * pinned for both, the earlier version answers exactly as pinned, the new one as recorded, with and without
 * context; the new one groups and picks representatives as the earlier one, and names each theme in its members'
 * words (distinct, 2–4 words, no number or template, a description that starts with its size and label).
 */
export function describeLabelOnlyVersion(earlier: { version: string; model: LocalThemesModel }, later: { version: string; model: LocalThemesModel }, groupsAs: string): void {
  const pinnedEarlier = pins(earlier.version);
  const pinnedLater = pins(later.version);
  describe.each(handWrittenSets().filter(([dir, name]) => pinnedEarlier[`${dir}/${name}`] && pinnedLater[`${dir}/${name}`]))(`themes ${later.version} on %s/%s`, (dir, name) => {
    const set = loadSurveySet(name, dir);
    const inputs = set.answers.map((a) => a.text);
    let before: { plain: ThemesResult; withContext: ThemesResult };
    let after: { plain: ThemesResult; withContext: ThemesResult };
    beforeAll(async () => {
      before = await themesOfSet(earlier.model, set);
      after = await themesOfSet(later.model, set);
    });

    it(`leaves version ${earlier.version} exactly as it was, and answers as recorded for ${later.version}, with and without context`, () => {
      for (const [result, pin] of [[before, pinnedEarlier], [after, pinnedLater]] as const) {
        const pinned = pin[`${dir}/${name}`];
        expect(result.plain.themes.map((t) => t.shortLabel)).toEqual(pinned.plain.shortLabels);
        expect(result.withContext.themes.map((t) => t.shortLabel)).toEqual(pinned.context.shortLabels);
        expect(digest(result.plain)).toBe(pinned.plain.sha256);
        expect(digest(result.withContext)).toBe(pinned.context.sha256);
      }
    });

    it(`groups as ${groupsAs} and names in the members' words: distinct, 2–4 words, plain`, () => {
      for (const key of ['plain', 'withContext'] as const) {
        expect(after[key].assignments).toEqual(before[key].assignments);
        expect(after[key].themes.map((t) => t.representatives)).toEqual(before[key].themes.map((t) => t.representatives));
        expectMembersWords(after[key], inputs);
        const shorts = after[key].themes.map((t) => t.shortLabel.toLowerCase());
        expect(new Set(shorts).size).toBe(shorts.length);
        for (const t of after[key].themes) {
          const words = t.shortLabel.split(' ');
          expect(words.length).toBeGreaterThanOrEqual(2);
          expect(words.length).toBeLessThanOrEqual(4);
          expect(t.shortLabel).not.toMatch(/\d|\b(comments?|feedback|answers?|responses?)\b/i);
          expect(t.description.toLowerCase().startsWith(`${t.size} answers about ${t.shortLabel.toLowerCase()}. the most typical says: "`)).toBe(true);
        }
      }
    });
  });
}
