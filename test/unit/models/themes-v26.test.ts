import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V26 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v26 = new LocalThemesModel(encoder, THEMES_V26_SETTINGS);

describe('themes 2026-12-18', () => {
  it('is served when pinned: the labels of 2026-12-17 on a grouping with the answers\' length partly out of their embeddings', () => {
    expect(THEMES_V26).toBe('2026-12-18');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-18');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V26_SETTINGS).toEqual({ ...THEMES_V25_SETTINGS, lengthShare: 0.3, lengthGate: { neighbours: 3, explained: 0.75 } });
    expect(THEMES_V25_SETTINGS.lengthShare).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-18')).not.toBe(provider.themes('2026-12-17'));
  });

  it('is pinned on eight sets, the seven of 2026-12-17 and library-branch, whose themes no longer mix codes', () => {
    const earlier = pins('2026-12-17');
    const later = pins('2026-12-18');
    expect(Object.keys(later)).toEqual(['themes-surveys/clinic', 'themes-surveys/course', 'themes-holdout/grocery', 'themes-holdout/library-branch', 'themes-holdout/recycling', 'themes-holdout/transit', 'themes-small/campsite', 'themes-small/cinema']);
    expect(Object.keys(later).filter((k) => k !== 'themes-holdout/library-branch').every((k) => k in earlier)).toBe(true);
    // library-branch: 2026-12-17's "Holiday clubs" (11 answers on opening hours, children's activities and computers) is gone;
    // the opening hours, the newer titles and the computers are themes of their own.
    for (const mode of ['plain', 'context'] as const) {
      expect(later['themes-holdout/library-branch'][mode].shortLabels).toEqual(expect.arrayContaining(['Newer titles', 'Newer computers', 'Late opening', 'Silent area', 'Study tables']));
      expect(later['themes-holdout/library-branch'][mode].shortLabels).not.toContain('Holiday clubs');
    }
  });
});

/**
 * 2026-12-18's results on eight hand-written sets (record-themes-pins.ts V26 test/fixtures/themes-pinned/2026-12-18.json
 * --dirs=themes-surveys,themes-holdout,themes-small --only=clinic,course,grocery,recycling,transit,cinema,campsite,library-branch
 * --skip=youth-orchestra,pick-your-own): the seven sets pinned for 2026-12-17 and library-branch.
 */
describePinnedVersion('2026-12-18', v26);
