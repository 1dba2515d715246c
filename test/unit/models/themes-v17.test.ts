import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V15_SETTINGS, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V15, THEMES_V17 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion } from './themes-label-pins.js';

/** Hand-written answers to "What should we change in the language learning app?": complaints on five topics, then three answers of praise. */
const COMPLAINTS = [
  'Too many adverts between lessons',
  'An ad after every exercise kills my concentration',
  "Video ads with sound play when I'm on the train",
  'Get rid of the pop-up ads, I already pay for premium',
  'Adverts take longer than the lessons themselves',
  'Speech recognition never understands my accent',
  'The microphone exercises mark me wrong even when I say it right',
  'Speaking exercises fail in a noisy room so I skip them all',
  "Voice recognition doesn't work on my old phone",
  "More explanations of grammar, I don't know why answers are wrong",
  'Grammar tips would help, I just memorise sentences without understanding',
  'Explain the verb endings instead of just marking them wrong',
  'I need tables of the grammar rules, not just repetition',
  'The app never explains the cases in German',
  'Losing my streak because of a time zone change is infuriating',
  'Streak freeze should be free, I lost a 200 day streak on holiday',
  'The reminders about my streak are guilt trips, far too many notifications',
  'Stop sending me five notifications a day about my streak',
  'The leaderboard and streak pressure make it stressful',
  'Premium costs too much, and the family plan is even dearer',
  'Subscription price went up without warning',
  'The yearly plan is too expensive for a student',
];
const PRAISE = ['Really fun way to learn, I look forward to it every day', 'Great app, my Spanish has come on so much', 'The short lessons fit perfectly into my lunch break'];
const inputs = [...COMPLAINTS, ...PRAISE];

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v16 = new LocalThemesModel(encoder, THEMES_V16_SETTINGS);
const v17 = new LocalThemesModel(encoder, THEMES_V17_SETTINGS);

/** The themes holding the praise answers, and what else each holds. */
async function praiseThemes(model: LocalThemesModel, context?: string): Promise<{ themes: number; others: number }> {
  const { result } = await computeThemes({ inputs, includeAssignments: true, ...(context ? { context } : {}) }, model);
  const themes = new Set(PRAISE.map((p) => result.assignments![inputs.indexOf(p)]));
  const others = COMPLAINTS.filter((c) => themes.has(result.assignments![inputs.indexOf(c)])).length;
  return { themes: themes.size, others };
}

describe('themes 2026-12-09', () => {
  it('is served when pinned (2026-12-20 is the default): the settings of 2026-12-08 with praise kept apart', () => {
    expect(THEMES_V17).toBe('2026-12-09');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-09');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V17_SETTINGS).toEqual({ ...THEMES_V16_SETTINGS, praise: 0.4 });
    expect(THEMES_V16_SETTINGS.praise).toBeUndefined();
    expect(THEMES_V15_SETTINGS.praise).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-09')).not.toBe(provider.themes('2026-12-08'));
  });

  it('gives three answers of praise a theme of their own, where 2026-12-08 (the grouping of 2026-12-07) spreads them over complaint themes', async () => {
    expect(await praiseThemes(v16)).not.toEqual({ themes: 1, others: 0 });
    expect(await praiseThemes(v17)).toEqual({ themes: 1, others: 0 });
    expect(await praiseThemes(v17, 'What should we change in the language learning app?')).toEqual({ themes: 1, others: 0 });
  });
});

/** 2026-12-09's results on the hand-written sets of 251e8a9 (record-themes-pins.ts V17 ... --dirs=themes-surveys,themes-holdout,themes-small --skip=allotments,new-build). */
describePinnedVersion('2026-12-09', v17);
