import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V11_SETTINGS, THEMES_V12_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V12 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { labelledBy, poolAnswers } from './themes-label-cases.js';
import { describeLabelOnlyVersion } from './themes-label-pins.js';

describe('themes 2026-12-04', () => {
  it('is registered on the settings of 2026-12-03 and its own flag (the default before 2026-12-07)', () => {
    expect(THEMES_V12).toBe('2026-12-04');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-04');
    expect(THEMES_V12_SETTINGS).toMatchObject(THEMES_V11_SETTINGS);
    expect(THEMES_V12_SETTINGS.sharedHead).toBe(true);
    expect(THEMES_V12_SETTINGS.sharedLemma).toBe(true);
    expect(THEMES_V11_SETTINGS.sharedLemma).toBeUndefined();
    expect(THEMES_V11_SETTINGS.sharedHead).toBeUndefined();
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-04')).not.toBe(provider.themes('2026-12-03'));
  });
});

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v11 = new LocalThemesModel(encoder, THEMES_V11_SETTINGS);
const v12 = new LocalThemesModel(encoder, THEMES_V12_SETTINGS);
describeLabelOnlyVersion({ version: '2026-12-03', model: v11 }, { version: '2026-12-04', model: v12 }, '2026-12-03 (so as 2026-11-30)');

const labelled = (inputs: string[]) => labelledBy({ v11, v12 }, inputs);

describe('themes 2026-12-04 names the noun most of the theme writes', () => {
  it('names a dirty-bathroom theme by the bathroom, not by the tiles one member mentions', async () => {
    const inputs = [
      'Clean the bathroom more often please.',
      'The bathroom is a mess by the evening, hair in the plughole.',
      'The shared bathroom smells and the bin is never emptied.',
      'The bathroom tiles are grimy and covered in soap scum.',
      'Nobody mops and the sink is always clogged.',
      "The toilet on our corridor has been blocked for days.",
      "There's mould on the shower curtain.",
      'The wifi drops every evening when everyone is online.',
      'Wifi is too slow to stream anything.',
      'The internet cuts out during my online lectures.',
      "Faster wifi please, I can't upload my assignments.",
      "The wifi signal doesn't reach the top floor.",
      'Quiet hours are ignored, there is music until 2am.',
      'Noise from the common room keeps me awake.',
      "My neighbours party every night and it's so loud.",
      'Please enforce quiet hours after eleven.',
      'The noise through the thin walls is unbearable.',
    ];
    const { v11: before, v12: after } = await labelled(inputs);
    expect(before.get('Bathroom tiles')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(after.get('Shared bathroom')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // The wifi theme keeps its label; the noise theme, named by one member's "common room", by the
    // "quiet hours" two of them write (the shared-lemma rule).
    expect(before.get('Wifi signal')).toEqual([7, 8, 9, 10, 11]);
    expect(after.get('Wifi signal')).toEqual([7, 8, 9, 10, 11]);
    expect(before.get('Common room')).toEqual([12, 13, 14, 15, 16]);
    expect(after.get('Quiet hours')).toEqual([12, 13, 14, 15, 16]);
  });

  it('names an opening-hours theme no phrase of which two members share by the lemma most of them write, not one member\'s words', async () => {
    const inputs = poolAnswers('Open earlier on weekdays');
    const { v11: before, v12: after } = await labelled(inputs);
    expect(before.get('Bank holidays')).toEqual([0, 1, 2, 3, 4]);
    expect(after.get('Opening hours')).toEqual([0, 1, 2, 3, 4]);
    // The other themes keep their labels ("Loud music": no phrase holds the "noise"/"noisy" two members write).
    expect([...after.keys()].slice(1)).toEqual([...before.keys()].slice(1));
    expect(after.get('Loud music')).toEqual([10, 11, 12, 13, 14]);
  });
});
