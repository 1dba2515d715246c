import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V16_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V20 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';

/** Hand-written answers of guests of a hostel: the wifi (one member names the password), the lockers, the breakfast. */
const HOSTEL = [
  'The wifi never worked in our room',
  'Wifi kept dropping out every evening',
  'Could not connect to the wifi at all',
  'The wifi password changed every day and nobody told us',
  'Wifi is painfully slow on the top floor',
  'The lockers are too small for a backpack',
  'My locker would not lock',
  'Half the lockers had broken doors',
  'Not enough lockers for everyone in the dorm',
  'Breakfast was only white toast and jam',
  'The bread at breakfast was stale',
  'Breakfast ran out by half eight',
  'More choice at breakfast please, some fruit or eggs',
];

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v18 = new LocalThemesModel(encoder, THEMES_V18_SETTINGS);
const v20 = new LocalThemesModel(encoder, THEMES_V20_SETTINGS);

describe('themes 2026-12-12', () => {
  it('is served when pinned (2026-12-20 is the default): the settings of 2026-12-10 with labels of what members say of their thing', () => {
    expect(THEMES_V20).toBe('2026-12-12');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-12');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V20_SETTINGS).toEqual({ ...THEMES_V18_SETTINGS, saidOf: true });
    expect(THEMES_V16_SETTINGS.saidOf).toBeUndefined();
    expect(THEMES_V18_SETTINGS.saidOf).toBeUndefined();
    expect(THEMES_V19_SETTINGS.saidOf).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-12')).not.toBe(provider.themes('2026-12-10'));
  });

  it('groups as 2026-12-10 and names the wifi answers by what they say of the wifi, not by one member\'s password', async () => {
    const before = (await computeThemes({ inputs: HOSTEL, includeAssignments: true }, v18)).result;
    const after = (await computeThemes({ inputs: HOSTEL, includeAssignments: true }, v20)).result;
    expect(after.assignments).toEqual(before.assignments);
    expect(after.themes.map((t) => t.representatives)).toEqual(before.themes.map((t) => t.representatives));
    expect(before.themes.map((t) => t.shortLabel)).toContain('Wifi password');
    expect(after.themes.map((t) => t.shortLabel)).toEqual(before.themes.map((t) => (t.shortLabel === 'Wifi password' ? 'Wifi not working' : t.shortLabel)));
  });

  it('is pinned on the sets of 2026-12-10, whose labels it keeps but where one member\'s detail or a fragment named a theme', () => {
    const earlier = pins('2026-12-10');
    const later = pins('2026-12-12');
    expect(Object.keys(later)).toEqual(Object.keys(earlier));
    const changed = Object.keys(earlier).flatMap((k) => earlier[k].plain.shortLabels.flatMap((l, i) => (l === later[k].plain.shortLabels[i] ? [] : [`${l} -> ${later[k].plain.shortLabels[i]}`])));
    // Mended before release: a praise label over complaints gives way ("Clean loos", "Polite drivers", "Reliable wifi"), and so does one member's words without their denial ("Internet connection" of "No internet connection").
    expect(changed).toEqual(['Rowing machines -> Rowing machines occupied', 'Lunch queue -> Long queue', 'Clean loos -> Problems with loos', 'Four-hour shifts -> Long shifts', 'Polite drivers -> Problems with drivers', 'Reliable wifi -> Problems with wifi', 'Family tent -> Packed tents', 'Internet connection -> No internet connection', 'Pitch more space -> Pitches squeezed']);
  });
});

/** 2026-12-12's results on the hand-written sets pinned for 2026-12-10 (record-themes-pins.ts V20 test/fixtures/themes-pinned/2026-12-12.json --dirs=themes-surveys,themes-holdout,themes-small --only=<the sets of 2026-12-10.json>). */
describePinnedVersion('2026-12-12', v20);
