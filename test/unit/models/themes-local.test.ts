import { beforeAll, describe, expect, it } from 'vitest';
import type { TextEncoder, ThemeOptions, ThemesOutcome } from '../../../lambdas/core/ports/models.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LocalThemesModel, THEMES_V1_SETTINGS, THEMES_V2_SETTINGS, THEMES_V3_SETTINGS, THEMES_V4_SETTINGS, THEMES_V5_SETTINGS, THEMES_V6_SETTINGS, THEMES_V7_SETTINGS, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS, THEMES_V15_SETTINGS, THEMES_V16_SETTINGS, THEMES_V18_SETTINGS, THEMES_V21_SETTINGS, THEMES_V22_SETTINGS, THEMES_V25_SETTINGS, THEMES_V28_SETTINGS, THEMES_V32_SETTINGS, THEMES_V34_SETTINGS, THEMES_V35_SETTINGS, THEMES_V38_SETTINGS, type ThemesSettings } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V39_SETTINGS } from '../../../lambdas/models/local/themes-settings-praise.js';
import { THEMES_V40_SETTINGS, THEMES_V41_SETTINGS } from '../../../lambdas/models/local/themes-settings-non-answers.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';

/*
 * Hand-written survey comments: three clear topics, each with two sub-topics (so that a context
 * can pull one topic apart), ten comments per topic.
 */

/** Delivery delays: late parcels (first five) and tracking (last five). */
const DELIVERY = [
  'My parcel arrived two weeks later than promised.',
  'The delivery was late again, the package took ages to arrive.',
  'Shipping took forever, my order came ten days late.',
  'Still waiting for my package, the delivery date keeps slipping.',
  'The courier delivered my order a week late.',
  'The tracking number never updated so I had no idea where my parcel was.',
  'Tracking showed the package as delivered but it never arrived.',
  'The delivery tracking page was stuck on "in transit" for days.',
  'I could not track my shipment, the tracking link was broken.',
  'No tracking updates for my order for over a week.',
];

/** Rude support: rude agents (first five) and slow replies (last five). */
const SUPPORT = [
  'The support agent was rude and hung up on me.',
  'Customer service staff were impolite and dismissive.',
  'The person on the support chat was condescending and rude.',
  'Your customer support team was unfriendly and unhelpful.',
  'The agent I spoke to on the phone was really rude to me.',
  'Customer support took five days to answer my email.',
  'I waited an hour on hold before anyone from support picked up.',
  'Support never replied to my ticket, still no answer after a week.',
  'It takes customer service days to respond to a simple question.',
  'Slow support response, I had to chase them three times.',
];

/** App crashes: crashes on photo upload (first five) and at login (last five). */
const CRASHES = [
  'The app crashes every time I try to upload a photo.',
  'Uploading pictures makes the mobile app crash immediately.',
  'The app freezes and closes when I attach an image.',
  'Adding a photo to my profile crashes the app.',
  'The app keeps crashing while uploading photos from my gallery.',
  'The app crashes as soon as I try to log in.',
  'After the update the app crashes on the login screen.',
  'Every time I enter my password the app closes itself.',
  'The mobile app crashes when I sign in with my account.',
  'Login makes the app crash, I cannot get into my account.',
];

/** The three topics interleaved, as survey answers would arrive. */
const COMMENTS: string[] = DELIVERY.flatMap((d, i) => [d, SUPPORT[i], CRASHES[i]]);

/** Gold topic of each entry of COMMENTS (0 delivery, 1 support, 2 crashes). */
const TOPIC: number[] = COMMENTS.map((_, i) => i % 3);

/** The real encoder, recording what it is asked to embed. */
class RecordingEncoder implements TextEncoder {
  readonly dimension: number;
  readonly calls: string[][] = [];
  constructor(private readonly inner: TextEncoder) {
    this.dimension = inner.dimension;
  }
  embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.calls.push([...texts]);
    return this.inner.embed(texts);
  }
}

const use = new UseLiteEncoder();

/** Every served version of the model, each on the encoder of its embeddings version. */
const VERSIONS: { version: string; encoder: RecordingEncoder; settings: ThemesSettings }[] = [
  { version: '2026-11-21', encoder: new RecordingEncoder(use), settings: THEMES_V1_SETTINGS },
  { version: '2026-11-22', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V2_SETTINGS },
  { version: '2026-11-25', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V3_SETTINGS },
  { version: '2026-11-26', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V4_SETTINGS },
  { version: '2026-11-27', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V5_SETTINGS },
  { version: '2026-11-28', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V6_SETTINGS },
  { version: '2026-11-29', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V7_SETTINGS },
  { version: '2026-11-30', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V8_SETTINGS },
  { version: '2026-12-01', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V9_SETTINGS },
  { version: '2026-12-02', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V10_SETTINGS },
  { version: '2026-12-07', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V15_SETTINGS },
  { version: '2026-12-08', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V16_SETTINGS },
  { version: '2026-12-10', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V18_SETTINGS },
  { version: '2026-12-13', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V21_SETTINGS },
  { version: '2026-12-14', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V22_SETTINGS },
  { version: '2026-12-17', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V25_SETTINGS },
  { version: '2026-12-20', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V28_SETTINGS },
  { version: '2026-12-24', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V32_SETTINGS },
  { version: '2026-12-26', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V34_SETTINGS },
  { version: '2026-12-27', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V35_SETTINGS },
  { version: '2026-12-30', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V38_SETTINGS },
  { version: '2026-12-31', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V39_SETTINGS },
  { version: '2027-01-01', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V40_SETTINGS },
  { version: '2027-01-02', encoder: new RecordingEncoder(new CombinedEncoder(use)), settings: THEMES_V41_SETTINGS },
];

/** Every input index appears in exactly one theme. */
function expectPartition(outcome: ThemesOutcome, count: number): void {
  const seen = outcome.themes.flatMap((t) => t.members).sort((a, b) => a - b);
  expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
  for (const theme of outcome.themes) {
    expect(theme.typical.length).toBeGreaterThan(0);
    for (const i of theme.typical) expect(theme.members).toContain(i);
  }
}

/** The topics (of TOPIC) present in a theme. */
const topicsOf = (members: number[]) => [...new Set(members.map((i) => TOPIC[i]))];

describe.each(VERSIONS)('themes model $version', ({ encoder, settings }) => {
  const model = new LocalThemesModel(encoder, settings);
  const run = (inputs: readonly string[], options: ThemeOptions) => model.findThemes(inputs, options);

  describe('LocalThemesModel', () => {
    let plain: ThemesOutcome;
    beforeAll(async () => {
      plain = await run(COMMENTS, { minThemes: 1, maxThemes: 10 });
    });

    it('never splits a clear topic, and finds the three topics when asked for three themes', async () => {
      // Version 2026-11-22 sees delivery and support complaints as one customer-service theme
      // when left to choose (its word view shares "late", "days", "week"), and so does 2026-11-25,
      // which keeps the gap statistic's knee where it sees structure; 2026-11-21 finds three.
      // 2026-11-30 (and later) no longer lets that two-theme knee stand: the views search from three themes up and find the three topics.
      expect(plain.themes).toHaveLength(settings === THEMES_V1_SETTINGS || settings.noLowKnee ? 3 : 2);
      for (const theme of plain.themes) expect(theme.members.length % DELIVERY.length).toBe(0);
      const three = await run(COMMENTS, { minThemes: 3, maxThemes: 10 });
      const recovered = three.themes.map((t) => t.members.map((i) => COMMENTS[i]).sort());
      for (const topic of [DELIVERY, SUPPORT, CRASHES]) expect(recovered).toContainEqual([...topic].sort());
      expectPartition(plain, COMMENTS.length);
      expect(plain.warning).toBeUndefined();
    });

    it('lists the most typical member first: one that shares the theme’s vocabulary', () => {
      const crashes = plain.themes.find((t) => topicsOf(t.members)[0] === 2);
      expect(COMMENTS[crashes!.typical[0]]).toMatch(/app/i);
    });

    it('names themes with unique 2–4-word short labels, longer labels and counted descriptions', () => {
      const shorts = plain.themes.map((t) => t.shortLabel.toLowerCase());
      expect(new Set(shorts).size).toBe(shorts.length);
      for (const theme of plain.themes) {
        const words = theme.shortLabel.split(/\s+/).length;
        expect(words).toBeGreaterThanOrEqual(2);
        expect(words).toBeLessThanOrEqual(4);
        expect(theme.shortLabel).not.toMatch(/^theme\b/i);
        expect(theme.shortLabel[0]).toBe(theme.shortLabel[0].toUpperCase());
        expect(theme.label.length).toBeGreaterThan(theme.shortLabel.length);
        expect(theme.description).toContain(String(theme.members.length));
      }
      const delivery = plain.themes.find((t) => topicsOf(t.members)[0] === 0);
      // Left to choose, the theme holds the delivery and the support answers alike; 2026-11-30
      // names the half whose words most of the theme writes (support: "support", "customer service").
      // 2026-12-08 checks labels against the members: "No tracking" gives way to "Late order", the
      // late half's own words ("my order came ten days late"), still the delivery topic.
      const deliveryWords = settings.labelChecks ? /deliver|track|late order/i : /deliver|track/i;
      expect(`${delivery!.shortLabel} ${delivery!.label}`).toMatch(settings.labels === 'typical' && topicsOf(delivery!.members).length > 1 ? /deliver|track|support/i : deliveryWords);
      const crashes = plain.themes.find((t) => topicsOf(t.members)[0] === 2);
      expect(crashes!.shortLabel).toMatch(/crash/i);
    });

    it('embeds each distinct text once, in one call, with the context', async () => {
      encoder.calls.length = 0;
      const inputs = ['The app crashes', 'the  app crashes ', 'Rude staff', 'Late delivery', 'late delivery', 'Slow refund'];
      await run(inputs, { minThemes: 1, maxThemes: 3, context: 'speed' });
      // 2026-11-26 uses the context only for labels, so it is not embedded.
      const context = settings.context === 'labels' ? [] : ['speed'];
      expect(encoder.calls).toEqual([['The app crashes', 'Rude staff', 'Late delivery', 'Slow refund', ...context]]);
    });

    it('stays within [minThemes, maxThemes]', async () => {
      for (const options of [{ minThemes: 2, maxThemes: 2 }, { minThemes: 4, maxThemes: 8 }, { minThemes: 1, maxThemes: 2 }]) {
        const outcome = await run(COMMENTS, options);
        expect(outcome.themes.length).toBeGreaterThanOrEqual(options.minThemes);
        expect(outcome.themes.length).toBeLessThanOrEqual(options.maxThemes);
        expectPartition(outcome, COMMENTS.length);
      }
    });

    it('splits topics rather than mixing them when minThemes asks for more themes', async () => {
      const outcome = await run(COMMENTS, { minThemes: 6, maxThemes: 10 });
      expect(outcome.themes.length).toBeGreaterThanOrEqual(6);
      for (const theme of outcome.themes) expect(topicsOf(theme.members)).toHaveLength(1);
    });

    it('puts everything in one theme when maxThemes is 1', async () => {
      const outcome = await run(COMMENTS, { minThemes: 1, maxThemes: 1 });
      expect(outcome.themes).toHaveLength(1);
      expectPartition(outcome, COMMENTS.length);
    });

    it('is deterministic', async () => {
      expect(await run(COMMENTS, { minThemes: 1, maxThemes: 10 })).toEqual(plain);
    });

    const contextOnlyNames = settings === THEMES_V3_SETTINGS || settings.context === 'labels';

    it.skipIf(contextOnlyNames)('spends the themes on what the context is about', async () => {
      const options = { minThemes: 3, maxThemes: 3 };
      const without = await run(COMMENTS, options);
      const focused = await run(COMMENTS, { ...options, context: 'problems with the mobile app' });
      const crashThemes = (o: ThemesOutcome) => o.themes.filter((t) => topicsOf(t.members).join() === '2');
      expect(crashThemes(without)).toHaveLength(1);
      // With the context, the app crashes are told apart (uploads vs logins) and the unrelated
      // delivery and support comments share the remaining theme.
      expect(crashThemes(focused)).toHaveLength(2);
      const rest = focused.themes.find((t) => !topicsOf(t.members).includes(2));
      expect(topicsOf(rest!.members).sort()).toEqual([0, 1]);
      expect(rest!.members).toHaveLength(DELIVERY.length + SUPPORT.length);
    });

    it.runIf(contextOnlyNames)('groups the same with a context, whose own words name no theme', async () => {
      const without = await run(COMMENTS, { minThemes: 1, maxThemes: 10 });
      const withContext = await run(COMMENTS, { minThemes: 1, maxThemes: 10, context: 'What went wrong with your delivery, support or app?' });
      const groups = (o: ThemesOutcome) => o.themes.map((t) => t.members.join()).sort();
      expect(groups(withContext)).toEqual(groups(without));
      for (const theme of withContext.themes) expect(theme.shortLabel).not.toMatch(/\b(wrong|went)\b/i);
      const delivery = await run(COMMENTS, { minThemes: 3, maxThemes: 3, context: 'delivery' });
      for (const theme of delivery.themes) expect(theme.shortLabel).not.toMatch(/deliver/i);
    });

    it.skipIf(contextOnlyNames)('prefers label phrases that echo the context', async () => {
      const focused = await run(COMMENTS, { minThemes: 3, maxThemes: 3, context: 'delivery' });
      const delivery = focused.themes.find((t) => topicsOf(t.members).join() === '0');
      expect(delivery!.shortLabel).toMatch(/^Delivery/);
    });
  });

  describe('LocalThemesModel with too little to group', () => {
    it('forms as many themes as the distinct inputs allow and says why', async () => {
      const inputs = ['The app crashes', 'the app crashes ', 'Rude staff', 'rude  staff', 'Late delivery', '', '  '];
      const outcome = await run(inputs, { minThemes: 3, maxThemes: 5 });
      expect(outcome.warning).toMatch(/3 distinct/);
      expect(outcome.themes).toHaveLength(1);
      expectPartition(outcome, inputs.length);
    });

    it('gives each theme at least two distinct comments', async () => {
      const inputs = ['The app crashes on start', 'App keeps crashing', 'Support was rude', 'Rude support agent', 'Slow delivery'];
      const outcome = await run(inputs, { minThemes: 3, maxThemes: 5 });
      expect(outcome.warning).toBeDefined();
      expect(outcome.themes).toHaveLength(2);
      for (const theme of outcome.themes) expect(theme.members.length).toBeGreaterThanOrEqual(2);
      expectPartition(outcome, inputs.length);
    });

    it('puts blank inputs in a theme without making them typical', async () => {
      const inputs = [...COMMENTS, '', '   '];
      const outcome = await run(inputs, { minThemes: 1, maxThemes: 10 });
      expectPartition(outcome, inputs.length);
      for (const theme of outcome.themes) for (const i of theme.typical) expect(inputs[i].trim()).not.toBe('');
    });

    it('handles all-blank inputs with one theme and a warning', async () => {
      const outcome = await run(['', ' ', '\n'], { minThemes: 2, maxThemes: 4 });
      expect(outcome.themes).toHaveLength(1);
      expect(outcome.warning).toBeDefined();
      expectPartition(outcome, 3);
    });
  });
});
