import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { THEMES_V8_SETTINGS, THEMES_V9_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V9 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';

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
    const model = provider.themes('2026-12-01');
    expect(model).not.toBe(provider.themes('2026-11-30'));
    const { result } = await computeThemes({ inputs: ANSWERS, includeAssignments: true }, model);
    expect(result.themes.length).toBeGreaterThanOrEqual(2);
    expect(result.assignments).toHaveLength(ANSWERS.length);
    expect(result.themes.reduce((sum, t) => sum + t.size!, 0)).toBe(ANSWERS.length);
  });
});
