import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V12_SETTINGS, THEMES_V13_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V13 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { SURVEY_ANSWERS } from '../../../scripts/doc-examples/catalog.js';
import { labelledBy, poolAnswers } from './themes-label-cases.js';
import { describeLabelOnlyVersion } from './themes-label-pins.js';

describe('themes 2026-12-05', () => {
  it('is registered on the settings of 2026-12-04 and its own flags, served when pinned', () => {
    expect(THEMES_V13).toBe('2026-12-05');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-05');
    expect(THEMES_V13_SETTINGS).toMatchObject(THEMES_V12_SETTINGS);
    expect(THEMES_V13_SETTINGS).toMatchObject({ prepositions: true, loneByLemma: true, nounsUndenied: true });
    for (const flag of ['prepositions', 'loneByLemma', 'nounsUndenied'] as const) expect(THEMES_V12_SETTINGS[flag]).toBeUndefined();
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-05')).not.toBe(provider.themes('2026-12-04'));
  });
});

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v12 = new LocalThemesModel(encoder, THEMES_V12_SETTINGS);
const v13 = new LocalThemesModel(encoder, THEMES_V13_SETTINGS);
describeLabelOnlyVersion({ version: '2026-12-04', model: v12 }, { version: '2026-12-05', model: v13 }, '2026-12-04 (so as 2026-11-30)');

const labelled = (inputs: string[], context?: string) => labelledBy({ v12, v13 }, inputs, context);

describe('themes 2026-12-05 names a theme by what several members write, not one member\'s words', () => {
  it('names people on their phones during the film by the phones and the film, not one member\'s "Loud teenagers" (the README\'s example)', async () => {
    const inputs = [...SURVEY_ANSWERS];
    const { v12: before, v13: after } = await labelled(inputs, 'What should the cinema improve?');
    expect(before.get('Loud teenagers')).toEqual([8, 9, 10, 11]);
    expect(after.get('Phones during the film')).toEqual([8, 9, 10, 11]);
    // The other themes keep their labels.
    expect([...after.keys()].slice(0, 2)).toEqual(['Tickets cost', 'Broken seats']);
    expect([...before.keys()].slice(0, 2)).toEqual(['Tickets cost', 'Broken seats']);
  });

  it('counts a label\'s writers by word, so "before work" does not keep one member\'s "Shift workers" over the opening hours three write', async () => {
    const inputs = poolAnswers('Open earlier on weekdays so I can train before work.');
    const { v12: before, v13: after } = await labelled(inputs);
    expect(before.get('Shift workers')).toEqual([0, 1, 2, 3, 4]);
    expect(after.get('Opening hours')).toEqual([0, 1, 2, 3, 4]);
    expect([...after.keys()].slice(1)).toEqual(['Expensive tickets', 'Loud music']);
    expect([...before.keys()].slice(1)).toEqual(['Expensive tickets', 'Loud music']);
  });
});
