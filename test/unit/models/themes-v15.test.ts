import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V14_SETTINGS, THEMES_V15_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V15 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';

/** Hand-written answers on three clear topics, each of two sub-topics (late parcels and tracking; rude and slow support; crashes on upload and at login). */
const TOPICS = [
  ['The parcel turned up nine days after the date I was given.', 'Delivery is always days late.', 'My order arrived a week behind schedule.', 'Late again, the box came on Monday instead of Thursday.', 'Packages never arrive when promised.'],
  ['The tracking page never changes from "dispatched".', 'Tracking said delivered but nothing came.', 'No tracking information for five days.', 'The tracking link in the email is dead.', 'I cannot follow my order, tracking is useless.'],
  ['The support agent was rude to me on the phone.', 'Customer service staff were dismissive and impolite.', 'The chat agent mocked my question.', 'Support staff were unfriendly and curt.', 'A rude support person hung up on me.'],
  ['Support took a week to answer my email.', 'I was on hold for forty minutes.', 'My ticket has had no reply for days.', 'Customer service is so slow to respond.', 'It took three reminders before support replied.'],
  ['The app crashes when I upload a photo.', 'Attaching a picture closes the app.', 'Photo uploads freeze the app every time.', 'The app dies when I add an image to a post.', 'Uploading from the gallery crashes the app.'],
  ['The app crashes on the login screen.', 'Signing in makes the app close itself.', 'I cannot log in, the app crashes each time.', 'After entering my password the app shuts down.', 'Logging in crashes the app since the update.'],
];
// Interleaved, as answers would arrive.
const inputs = TOPICS[0].flatMap((_, i) => TOPICS.map((sub) => sub[i]));
const topicOf = (text: string) => Math.floor(TOPICS.findIndex((sub) => sub.includes(text)) / 2);

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v14 = new LocalThemesModel(encoder, THEMES_V14_SETTINGS);
const v15 = new LocalThemesModel(encoder, THEMES_V15_SETTINGS);

describe('themes 2026-12-07', () => {
  it('is the default before 2026-12-08: the settings of 2026-12-06 with the lowest count kept out of a turned-down knee', () => {
    expect(THEMES_V15).toBe('2026-12-07');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-07');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V15_SETTINGS).toEqual({ ...THEMES_V14_SETTINGS, lowest: { ...THEMES_V14_SETTINGS.lowest!, notAtKnee: true } });
    expect(THEMES_V14_SETTINGS.lowest!.notAtKnee).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-07')).not.toBe(provider.themes('2026-12-06'));
  });

  it('gives 30 answers on three clear topics three themes, where 2026-12-06 gives their six sub-topics', async () => {
    const before = (await computeThemes({ inputs, includeAssignments: true }, v14)).result;
    const after = (await computeThemes({ inputs, includeAssignments: true }, v15)).result;
    expect(before.themes).toHaveLength(6);
    expect(after.themes).toHaveLength(3);
    // Each theme is one topic; one slow-support answer ("took a week") sits with the late deliveries.
    const topics = after.themes.map((_, c) => inputs.filter((_, i) => after.assignments![i] === c).map(topicOf));
    const majority = topics.map((t) => [0, 1, 2].reduce((best, k) => (t.filter((x) => x === k).length > t.filter((x) => x === best).length ? k : best), 0));
    expect(new Set(majority).size).toBe(3);
    expect(topics.reduce((off, t, c) => off + t.filter((x) => x !== majority[c]).length, 0)).toBeLessThanOrEqual(1);
  });
});

/** 2026-12-07's results on the hand-written sets of 251e8a9 (record-themes-pins.ts V15 ... --dirs=themes-surveys,themes-holdout,themes-small --skip=allotments,new-build). */
const PINNED = pins('2026-12-07');
const PINNED_V14 = pins('2026-12-06');
describePinnedVersion('2026-12-07', v15, (dir, name) => {
  // Only the held-out transit set (a gap knee at two turned down) answers otherwise than 2026-12-06: five themes, not eight.
  it.runIf(name !== 'transit')('answers as 2026-12-06 where no gap knee was turned down', () => {
    expect(PINNED[`${dir}/${name}`]).toEqual(PINNED_V14[`${dir}/${name}`]);
  });
});
