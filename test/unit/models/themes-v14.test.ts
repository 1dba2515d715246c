import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, raisedLowestCount, THEMES_V12_SETTINGS, THEMES_V13_SETTINGS, THEMES_V14_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V14 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { describePinnedVersion } from './themes-label-pins.js';

/** Hand-written answers of clients of a hair salon on five ideas (booking, price, running late, music, drinks). */
const SALON: [string, string][] = [
  ['I can never get an appointment on a Saturday.', 'booking'],
  ['The online booking shows no free slots for weeks.', 'booking'],
  ['Booking by phone takes ages, nobody answers.', 'booking'],
  ['Let me book a haircut online at short notice.', 'booking'],
  ['A trim costs thirty pounds now, far too much.', 'price'],
  ['Prices went up again this spring.', 'price'],
  ['Colour is very expensive compared to other salons.', 'price'],
  ['Cheaper cuts for children please.', 'price'],
  ['My stylist started forty minutes late.', 'late'],
  ['I waited half an hour past my appointment time.', 'late'],
  ['They always run behind schedule in the afternoon.', 'late'],
  ["The music is so loud I can't talk to the stylist.", 'music'],
  ['Turn the radio down please.', 'music'],
  ['Loud pop music gives me a headache.', 'music'],
  ['Offer a cup of tea while we wait.', 'drinks'],
  ['Free coffee would be a nice touch.', 'drinks'],
  ['A glass of water at least while the colour sets.', 'drinks'],
];
const inputs = SALON.map(([text]) => text);
const gold = SALON.map(([, idea]) => idea);

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v12 = new LocalThemesModel(encoder, THEMES_V12_SETTINGS);
const v14 = new LocalThemesModel(encoder, THEMES_V14_SETTINGS);

describe('themes 2026-12-06', () => {
  it('is served when pinned (2026-12-20 is the default): the settings of 2026-12-05 with its own grouping flags', () => {
    expect(THEMES_V14).toBe('2026-12-06');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-06');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    const { evidence, evidenceTolerance, lowest, catchAll, ...rest } = THEMES_V14_SETTINGS;
    const { evidence: _e, evidenceTolerance: _t, ...labelsOf13 } = THEMES_V13_SETTINGS;
    expect(rest).toEqual(labelsOf13);
    expect({ evidence, evidenceTolerance, lowest, catchAll }).toEqual({ evidence: 0, evidenceTolerance: 0.01, lowest: { atLeast: 6, perTheme: 3.4 }, catchAll: { share: 0.2, ratio: 2 } });
    for (const earlier of [THEMES_V12_SETTINGS, THEMES_V13_SETTINGS]) {
      expect(earlier).toMatchObject({ evidence: 0.5, evidenceTolerance: 0.005 });
      expect(earlier.lowest).toBeUndefined();
      expect(earlier.catchAll).toBeUndefined();
    }
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-06')).not.toBe(provider.themes('2026-12-05'));
  });

  it('searches small sets from one theme per 3.4 answers, up to six, and never below ⌊√n⌋ − 1 or outside [minThemes, maxThemes]', () => {
    const lowest = THEMES_V14_SETTINGS.lowest!;
    expect(raisedLowestCount(17, 1, 8, lowest)).toBe(5);
    expect(raisedLowestCount(26, 1, 10, lowest)).toBe(6);
    expect(raisedLowestCount(50, 1, 10, lowest)).toBe(6);
    expect(raisedLowestCount(100, 1, 10, lowest)).toBe(9);
    expect(raisedLowestCount(10, 1, 5, lowest)).toBe(2);
    expect(raisedLowestCount(26, 1, 4, lowest)).toBe(4);
    expect(raisedLowestCount(26, 8, 10, lowest)).toBe(8);
  });

  it('groups 17 salon answers on five ideas by what they say, not by a shared word, and context leaves the grouping as it is', async () => {
    const before = (await computeThemes({ inputs, includeAssignments: true }, v12)).result;
    const after = (await computeThemes({ inputs, includeAssignments: true }, v14)).result;
    const withContext = (await computeThemes({ inputs, includeAssignments: true, context: 'What would make your visits to the salon better?' }, v14)).result;
    expect(after.themes).toHaveLength(5);
    expect(adjustedRandIndex(gold, [...after.assignments!])).toBeGreaterThanOrEqual(0.8);
    expect(adjustedRandIndex(gold, [...before.assignments!])).toBeLessThan(adjustedRandIndex(gold, [...after.assignments!]));
    expect(withContext.assignments).toEqual(after.assignments);
    expect(Math.max(...after.themes.map((t) => t.size!))).toBeLessThanOrEqual(4);
  });

  it('keeps the count inside the bounds asked for', async () => {
    const few = (await computeThemes({ inputs, maxThemes: 3, includeAssignments: true }, v14)).result;
    expect(few.themes.length).toBeLessThanOrEqual(3);
    const many = (await computeThemes({ inputs, minThemes: 7, includeAssignments: true }, v14)).result;
    expect(many.themes.length).toBeGreaterThanOrEqual(7);
  });
});

/** 2026-12-06's results on the hand-written sets of 251e8a9 (record-themes-pins.ts V14 ... --dirs=themes-surveys,themes-holdout,themes-small). */
describePinnedVersion('2026-12-06', v14);
