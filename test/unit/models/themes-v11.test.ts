import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V10_SETTINGS, THEMES_V11_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V11 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describeLabelOnlyVersion } from './themes-label-pins.js';

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
describeLabelOnlyVersion({ version: '2026-12-02', model: v10 }, { version: '2026-12-03', model: v11 }, '2026-12-02 (so as 2026-11-30)');

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
