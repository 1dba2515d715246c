import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V10_SETTINGS, THEMES_V11_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V11 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { expectMembersWords, handWrittenSets, loadSurveySet, themesOfSet } from './themes-survey-sets.js';

describe('themes 2026-12-03', () => {
  it('is registered on the settings of 2026-12-02 and its own flag', () => {
    expect(THEMES_V11).toBe('2026-12-03');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-03');
    expect(THEMES_V11_SETTINGS).toMatchObject(THEMES_V10_SETTINGS);
    expect(THEMES_V11_SETTINGS.writtenOf).toBe(true);
    expect(THEMES_V10_SETTINGS.writtenOf).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-03')).not.toBe(provider.themes('2026-12-02'));
  });
});

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v10 = new LocalThemesModel(encoder, THEMES_V10_SETTINGS);
const v11 = new LocalThemesModel(encoder, THEMES_V11_SETTINGS);
type Pins = Record<string, Record<'plain' | 'context', { sha256: string; shortLabels: string[] }>>;
const pins = (version: string) => JSON.parse(readFileSync(new URL(`../../fixtures/themes-pinned/${version}.json`, import.meta.url), 'utf8')) as Pins;
/** 2026-12-02's results as served; 2026-12-03's as recorded on the tuned sets (bench/eval/record-themes-pins.ts V11 … --dirs=themes-surveys). */
const PINNED_V10 = pins('2026-12-02');
const PINNED_V11 = pins('2026-12-03');
const digest = (result: ThemesResult) => createHash('sha256').update(JSON.stringify(result)).digest('hex');

describe.each(handWrittenSets().filter(([dir, name]) => PINNED_V10[`${dir}/${name}`] && PINNED_V11[`${dir}/${name}`]))('themes 2026-12-03 on %s/%s', (dir, name) => {
  const set = loadSurveySet(name, dir);
  const inputs = set.answers.map((a) => a.text);
  let before: { plain: ThemesResult; withContext: ThemesResult };
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    before = await themesOfSet(v10, set);
    after = await themesOfSet(v11, set);
  });

  it('leaves version 2026-12-02 exactly as it was, and answers as recorded for 2026-12-03, with and without context', () => {
    for (const [result, pin] of [[before, PINNED_V10], [after, PINNED_V11]] as const) {
      const pinned = pin[`${dir}/${name}`];
      expect(result.plain.themes.map((t) => t.shortLabel)).toEqual(pinned.plain.shortLabels);
      expect(result.withContext.themes.map((t) => t.shortLabel)).toEqual(pinned.context.shortLabels);
      expect(digest(result.plain)).toBe(pinned.plain.sha256);
      expect(digest(result.withContext)).toBe(pinned.context.sha256);
    }
  });

  it('groups as 2026-12-02 (so as 2026-11-30) and names in the members\' words: distinct, 2–4 words, plain', () => {
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

/** Short labels of both versions, each theme's members (input indices) after its label. */
async function labelled(inputs: string[]): Promise<Record<'v10' | 'v11', Map<string, number[]>>> {
  const of = async (model: LocalThemesModel) => {
    const result = (await computeThemes({ inputs, includeAssignments: true }, model)).result;
    return new Map(result.themes.map((t, c) => [t.shortLabel, result.assignments!.flatMap((a, i) => (a === c ? [i] : []))]));
  };
  return { v10: await of(v10), v11: await of(v11) };
}

describe('themes 2026-12-03 counts only what the members write of the labelled noun', () => {
  it('does not call chat support rude because one member finds the support team rude', async () => {
    const inputs = [
      'Chat support took an hour to reply, which was awful.',
      'With chat support I got a terrible answer about my permit.',
      'The chat support team was rude when I asked for a refund.',
      'I found chat support and it was a useless experience.',
      'Chat support closes at five and the wait is horrible.',
      'Parking fees are far too high now.',
      'They scrapped the free parking and the fees are steep.',
      'The parking fees cost more than lunch.',
      'Parking fees went up twice this year.',
      'I pay eight pounds in parking fees for a short visit.',
    ];
    const { v10: before, v11: after } = await labelled(inputs);
    expect([...before.keys()]).toContain('Rude chat support team');
    expect(after.get('Chat support')).toEqual([0, 1, 2, 3, 4]);
    expect([...after.keys()].some((l) => /rude/i.test(l))).toBe(false);
  });

  it('does not make "Free parking" of complaints about parking fees from free coffee and free wifi', async () => {
    const inputs = [
      'Chat support took an hour to reply to a simple question.',
      'Chat support is useless, they never read my messages.',
      'The chat support team was rude when I asked for a refund.',
      'Chat support gave me a terrible answer about my permit.',
      'Chat support closes at five every day.',
      'Parking fees are far too high now.',
      'They scrapped the free parking and the fees are steep.',
      'The parking fees cost more than lunch, even the free coffee does not help.',
      'Parking fees went up twice this year, and the free wifi never works anyway.',
      'I pay eight pounds in parking fees for a short visit.',
      'Parking fees are a rip-off.',
      'The lifts are out of order most weeks.',
      'The lift was broken again so I carried my bags up the stairs.',
      'Both lifts were out of service on Monday.',
      'The lift smells and is often broken.',
    ];
    const { v10: before, v11: after } = await labelled(inputs);
    expect(before.get('Free parking fees')).toEqual([5, 6, 7, 8, 9, 10]);
    expect(after.get('Parking fees')).toEqual([5, 6, 7, 8, 9, 10]);
    expect([...after.keys()].some((l) => /free/i.test(l))).toBe(false);
  });
});

describe('themes 2026-12-03 names a theme by words several members write', () => {
  it('names broken lifts by two words their members write, not one member\'s "out of order most weeks"', async () => {
    const inputs = [
      'Chat support took an hour to reply to a simple question.',
      'Chat support is slow and the agents just paste links.',
      'The chat support team was rude when I asked about my refund.',
      'Chat support was useless, nobody could see my booking.',
      'Chat support closes at five so I can never reach it after work.',
      'Parking costs far too much for a short stay.',
      'The parking charges are too high.',
      'Parking is far too expensive here compared with the town centre.',
      'Paying twelve pounds to park is ridiculous.',
      'The parking fees went up again this year.',
      'The lifts are out of order most weeks.',
      'The lift was broken again so I had to carry my bags up the stairs.',
      'Both lifts were out of service on Monday.',
      'The lift smells and is often broken.',
    ];
    const { v10: before, v11: after } = await labelled(inputs);
    expect(before.get('Order most weeks')).toEqual([10, 11, 12, 13]);
    expect(after.get('Broken lift')).toEqual([10, 11, 12, 13]);
  });
});
