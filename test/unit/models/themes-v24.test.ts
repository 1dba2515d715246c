import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V21_SETTINGS, THEMES_V22_SETTINGS, THEMES_V23_SETTINGS, THEMES_V24_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V24 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v24 = new LocalThemesModel(encoder, THEMES_V24_SETTINGS);

describe('themes 2026-12-16', () => {
  it('is served when pinned: the labels of 2026-12-14 on the grouping of 2026-12-15', () => {
    expect(THEMES_V24).toBe('2026-12-16');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-16');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V24_SETTINGS).toEqual({ ...THEMES_V22_SETTINGS, mergeAlike: 0.5 });
    expect(THEMES_V24_SETTINGS).toEqual({ ...THEMES_V23_SETTINGS, membersTerms: true });
    expect(THEMES_V24_SETTINGS).toEqual({ ...THEMES_V21_SETTINGS, membersTerms: true, mergeAlike: 0.5 });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-16')).not.toBe(provider.themes('2026-12-14'));
    expect(provider.themes('2026-12-16')).not.toBe(provider.themes('2026-12-15'));
  });

  it('is pinned on nine sets: where 2026-12-15 groups as 2026-12-13 it answers exactly as 2026-12-14; on grocery it groups as 2026-12-15', () => {
    const labels = pins('2026-12-14');
    const grouping = pins('2026-12-15');
    const later = pins('2026-12-16');
    expect(Object.keys(later)).toHaveLength(9);
    expect(Object.keys(later).every((k) => k in labels || k in grouping)).toBe(true);
    // Every set both earlier versions pin but grocery: the merge does not fire, so the answer is 2026-12-14's to the byte.
    const same = Object.keys(later).filter((k) => k in labels && later[k].plain.sha256 === labels[k].plain.sha256 && later[k].context.sha256 === labels[k].context.sha256);
    expect(same).toEqual(Object.keys(later).filter((k) => k in labels && k !== 'themes-holdout/grocery'));
    // The count is 2026-12-15's on every set both pin; grocery's two produce themes are one.
    for (const k of Object.keys(later).filter((key) => key in grouping)) {
      expect(later[k].plain.shortLabels).toHaveLength(grouping[k].plain.shortLabels.length);
      expect(later[k].context.shortLabels).toHaveLength(grouping[k].context.shortLabels.length);
    }
    const grocery = 'themes-holdout/grocery';
    expect(labels[grocery].plain.shortLabels).toHaveLength(10);
    expect(later[grocery].plain.shortLabels).toHaveLength(9);
    expect(later[grocery].plain.shortLabels).not.toContain('Salad bags');
  });
});

/**
 * 2026-12-16's results on nine hand-written sets (record-themes-pins.ts V24 test/fixtures/themes-pinned/2026-12-16.json
 * --dirs=themes-surveys,themes-holdout,themes-small --only=clinic,meal-kit,tenants,watch,grocery,transit,cinema,recycling,car-claims
 * --skip=bike-repair,school-meals): the sets pinned for 2026-12-14 and for 2026-12-15.
 */
describePinnedVersion('2026-12-16', v24);
