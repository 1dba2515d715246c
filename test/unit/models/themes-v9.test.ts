import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V9 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { expectMembersWords, handWrittenSets, loadSurveySet, themesOfSet } from './themes-survey-sets.js';

/** Hand-written answers on three ideas (parcels, app, staff). */
const ANSWERS = [
  'My parcel arrived three days late.',
  'The parcel came a week after the promised date.',
  'Deliveries are always late on Fridays.',
  'Late delivery again, the box sat in a depot.',
  'The app crashes when I open my basket.',
  'The app freezes on the payment screen.',
  'Every update makes the app slower.',
  'The app logs me out all the time.',
  'The driver was rude at the door.',
  'Staff on the phone were rude and unhelpful.',
  'Nobody at the help desk listened to me.',
  'The support staff hung up on me.',
];

describe('themes 2026-12-01', () => {
  const provider = new LocalModelProvider();

  it('is served when pinned, on the settings of 2026-11-30 and its own flags', async () => {
    expect(THEMES_V9).toBe('2026-12-01');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-01');
    expect(THEMES_V9_SETTINGS).toMatchObject(THEMES_V8_SETTINGS);
    expect(THEMES_V9_SETTINGS).toMatchObject({ sentenceStarts: true, sharedIdea: true });
    expect(THEMES_V8_SETTINGS.sentenceStarts).toBeUndefined();
    expect(THEMES_V8_SETTINGS.sharedIdea).toBeUndefined();
    const model = provider.themes('2026-12-01');
    expect(model).not.toBe(provider.themes('2026-11-30'));
    const { result } = await computeThemes({ inputs: ANSWERS, includeAssignments: true }, model);
    expect(result.themes.length).toBeGreaterThanOrEqual(2);
    expect(result.assignments).toHaveLength(ANSWERS.length);
    expect(result.themes.reduce((sum, t) => sum + t.size!, 0)).toBe(ANSWERS.length);
  });
});

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v9 = new LocalThemesModel(encoder, THEMES_V9_SETTINGS);
/** The sets 2026-11-30 was recorded on (bench/eval/record-themes-pins.ts V8), before 2026-12-01's labels were built. */
const PINNED = JSON.parse(readFileSync(new URL('../../fixtures/themes-pinned/2026-11-30.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<'plain' | 'context', { sha256: string; shortLabels: string[] }>
>;
// That 2026-11-30 answers exactly as recorded on these sets is checked by themes-v8.test.ts
// ("stays exactly as recorded for 2026-11-30", on the served version).
describe.each(handWrittenSets().filter(([dir, name]) => PINNED[`${dir}/${name}`]))('themes 2026-12-01 labels on %s/%s', (dir, name) => {
  const set = loadSurveySet(name, dir);
  const inputs = set.answers.map((a) => a.text);
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    after = await themesOfSet(v9, set);
  });

  it('names themes in the members\' words, distinct, 2–4 words, plain, described without word counts', () => {
    for (const result of [after.plain, after.withContext]) {
      expectMembersWords(result, inputs);
      const shorts = result.themes.map((t) => t.shortLabel.toLowerCase());
      expect(new Set(shorts).size).toBe(shorts.length);
      for (const t of result.themes) {
        const words = t.shortLabel.split(' ');
        expect(words.length).toBeGreaterThanOrEqual(2);
        expect(words.length).toBeLessThanOrEqual(4);
        expect(t.shortLabel).not.toMatch(/\d|\b(comments?|feedback|answers?|responses?)\b/i);
        expect(t.description.toLowerCase().startsWith(`${t.size} answers about ${t.shortLabel.toLowerCase()}. the most typical says: "`)).toBe(true);
        expect(t.description).not.toMatch(/'[^']+' \(\d+\)/);
      }
    }
  });

  it('is deterministic', async () => {
    expect((await computeThemes({ inputs, includeAssignments: true }, v9)).result).toEqual(after.plain);
  });
});
