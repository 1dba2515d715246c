import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V19 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion } from './themes-label-pins.js';

const v19 = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), THEMES_V19_SETTINGS);

describe('themes 2026-12-11', () => {
  it('is served when pinned (2026-12-20 is the default): the labels of 2026-12-10 with answers seen partly through their nearest answers', () => {
    expect(THEMES_V19).toBe('2026-12-11');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-11');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V19_SETTINGS).toEqual({ ...THEMES_V18_SETTINGS, smoothing: { neighbours: 7, weight: 0.1 } });
    expect(THEMES_V16_SETTINGS.smoothing).toBeUndefined();
    expect(THEMES_V17_SETTINGS.smoothing).toBeUndefined();
    expect(THEMES_V18_SETTINGS.smoothing).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-11')).not.toBe(provider.themes('2026-12-08'));
    expect(provider.themes('2026-12-11')).not.toBe(provider.themes('2026-12-10'));
  });
});

/** 2026-12-11's results on the hand-written sets (record-themes-pins.ts V19 ... --dirs=themes-surveys,themes-holdout,themes-small). */
describePinnedVersion('2026-12-11', v19);
