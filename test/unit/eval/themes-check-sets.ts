import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_DIR, handWrittenSamples } from '../../../bench/eval/tasks/theme-samples.js';

/**
 * The shape checks shared by the hand-written themes check sets of each stop (two held-out
 * clustering sets read by the eval as held-out/<name>, one labels set with gold labels read by
 * bench/eval/read-theme-labels.ts --dirs=themes-blind). No model runs here.
 */
interface ThemesSet { name: string; domain: string; question: string; goldLabels?: Record<string, string>; answers: { text: string; theme: string }[] }
const fixtures = new URL('../../fixtures/', import.meta.url);
const load = (path: string) => JSON.parse(readFileSync(new URL(path, fixtures), 'utf8')) as ThemesSet;
const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
const allOtherAnswers = (except: string) =>
  new Set(['themes-surveys', 'themes-holdout', 'themes-small', 'themes-blind'].flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, fixtures)).filter((f) => f.endsWith('.json') && `${dir}/${f}` !== except)
      .flatMap((f) => load(`${dir}/${f}`).answers.map((a) => norm(a.text)))));

export type ThemesCheckSet = readonly [path: string, answers: number, themeSizes: readonly number[]];

/**
 * Each set: its name, domain and question, its answers coded to gold themes of the sizes given, no
 * answer repeated within it or from another hand-written set; with `varied`, the largest theme at
 * least twice the smallest and at least three answers of one or two words and three of fifteen or more.
 * Then: the eval reads the held-out ones with and without their question, and the labels set gives
 * a 2–4 word gold label to each of its coded themes.
 */
export function describeThemesCheckSets(sets: readonly ThemesCheckSet[], heldOut: readonly string[], labelsSet: string, varied = false): void {
  describe.each(sets)('themes set %s', (path, count, sizes) => {
    const set = load(path);
    it('has its name, domain and question, and the answers coded to gold themes of unequal size', () => {
      expect(path.endsWith(`/${set.name}.json`)).toBe(true);
      expect(set.domain.length).toBeGreaterThan(0);
      expect(set.question).toMatch(/\?$/);
      expect(set.answers).toHaveLength(count);
      const perTheme = new Map<string, number>();
      for (const a of set.answers) perTheme.set(a.theme, (perTheme.get(a.theme) ?? 0) + 1);
      expect([...perTheme.values()].sort((a, b) => b - a)).toEqual([...sizes]);
      if (varied) expect(sizes[0]).toBeGreaterThanOrEqual(2 * sizes[sizes.length - 1]);
    });
    it.runIf(varied)('has short answers of one or two words and long ones of fifteen words or more', () => {
      const words = set.answers.map((a) => a.text.split(/\s+/u).length);
      expect(words.filter((n) => n <= 2).length).toBeGreaterThanOrEqual(3);
      expect(words.filter((n) => n >= 15).length).toBeGreaterThanOrEqual(3);
    });
    it('repeats no answer, within the set or from any other hand-written themes set', () => {
      expect(new Set(set.answers.map((a) => norm(a.text))).size).toBe(set.answers.length);
      const others = allOtherAnswers(path);
      expect(set.answers.filter((a) => others.has(norm(a.text)))).toEqual([]);
    });
  });

  describe('where the sets are read', () => {
    it('the eval scores the clustering sets as held-out sets, without and with their question', () => {
      const names = handWrittenSamples(HELD_OUT_DIR, 'held-out').map((s) => s.name);
      for (const name of heldOut) {
        expect(names).toContain(`held-out/${name}`);
        expect(names).toContain(`held-out/${name} +context`);
      }
    });
    it('the labels set gives a short gold label (2–4 words) for each of its coded themes', () => {
      const set = load(labelsSet);
      expect(Object.keys(set.goldLabels!).sort()).toEqual([...new Set(set.answers.map((a) => a.theme))].sort());
      for (const label of Object.values(set.goldLabels!)) expect(label.split(' ').length).toBeGreaterThanOrEqual(2);
      for (const label of Object.values(set.goldLabels!)) expect(label.split(' ').length).toBeLessThanOrEqual(4);
    });
  });
}
