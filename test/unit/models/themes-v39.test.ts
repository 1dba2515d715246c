import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V38_SETTINGS } from '../../../lambdas/models/local/themes-settings-polarity.js';
import { THEMES_V39_SETTINGS } from '../../../lambdas/models/local/themes-settings-praise.js';
import { THEMES_V38, THEMES_V39, THEMES_V40 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { praiseOrPriceLabel } from '../../../lambdas/models/local/theme-label-praise.js';
import { checkLabelQuality, membersOf, NO_LABEL_QUALITY } from '../../../bench/eval/tasks/label-quality.js';
import { pins } from './themes-label-pins.js';
import { loadSurveySet, themesOfSet } from './themes-survey-sets.js';

const digest = (result: unknown) => createHash('sha256').update(JSON.stringify(result)).digest('hex');
const encoder = new CombinedEncoder(new UseLiteEncoder());
const v38 = new LocalThemesModel(encoder, THEMES_V38_SETTINGS);
const v39 = new LocalThemesModel(encoder, THEMES_V39_SETTINGS);

describe('themes 2026-12-31 (the default before 2027-01-01)', () => {
  it('was the default before 2027-01-01: 2026-12-30 with the praise and price step', () => {
    expect(THEMES_V39).toBe('2026-12-31');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-31');
    expect(LOCAL_CATALOG.themes.default).toBe(THEMES_V40);
    expect(THEMES_V39_SETTINGS).toEqual({ ...THEMES_V38_SETTINGS, praisedOrPrice: true });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-31')).not.toBe(provider.themes('2026-12-30'));
  });

  it('answers as 2026-12-30 to the byte on every pinned set', () => {
    const earlier = pins('2026-12-30');
    const later = pins('2026-12-31');
    expect(Object.keys(later)).toEqual(Object.keys(earlier));
    for (const k of Object.keys(later)) for (const mode of ['plain', 'context'] as const) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
  });
});

/** The step alone on one theme's hand-written answers (every answer one member, most typical first). */
const stepOn = (label: string, answers: readonly string[]) => {
  const tags = answers.map(tagWords);
  return praiseOrPriceLabel(label, labelContext({ typicalOrder: answers.map((_, i) => i), tags, weights: answers.map(() => 1), size: answers.length, excluded: new Set(), ok: () => true }));
};

describe('the praise and price step of 2026-12-31 on hand-written themes', () => {
  it('names the praise of members who deny a complaint or praise the thing', () => {
    expect(stepOn('Bad to say about', ['Nothing bad to say about the waiters.', 'The waiters were cheerful and quick.', 'No complaints about the waiters at all.', 'Our waiter was lovely.'])).toBe('cheerful waiters');
    expect(stepOn('Problems with guides', ['The guides were knowledgeable.', 'Never had a problem with the guides.', 'Lovely guides who knew every path.'])).toBe('lovely guides');
  });

  it('leaves "Problems with X" over complaints and requests, and a label that is no denied complaint', () => {
    expect(stepOn('Problems with drivers', ['The drivers were rude.', 'Rude drivers every time.', 'Polite drivers please.', 'The driver shouted at my son.'])).toBeUndefined();
    expect(stepOn('Problems with porters', ['Friendlier porters.', 'Porters could smile.', 'The porters ignored us.'])).toBeUndefined();
    expect(stepOn('Cheerful waiters', ['Nothing bad to say about the waiters.', 'The waiters were cheerful.'])).toBeUndefined();
  });

  it('gives the verdict on price where half the members say it is high, as they write it', () => {
    const dear = ['Hardly value for money at that price.', 'The tickets cost more than last year.', 'Not value for money for two hours.', 'Pricey for what you get.', 'The programme was six pounds.'];
    expect(stepOn('Tickets cost', dear)).toBe('not value for money');
    expect(stepOn('Expensive for what you', ['Expensive for what you get.', 'Far too expensive for a family.', 'Overpriced for what you get.', 'The parking was fine.'])).toBe('too expensive');
    expect(stepOn('Classes cost', ['The classes cost a fortune.', 'Classes are far too expensive.', 'Pricey classes.', 'The studio is warm.'])).toBe('classes too expensive');
    expect(stepOn('Entrance fee', ['The entrance fee is steep.', 'Far too expensive, the entrance fee went up.', 'Pricey for a family.', 'Nice gardens.'])).toBe('entrance fee too expensive');
  });

  it('leaves a label that gives a verdict, and a theme where fewer than half say the price is high', () => {
    expect(stepOn('Too expensive', ['Too expensive.', 'Pricey for what you get.', 'Not value for money.'])).toBeUndefined();
    expect(stepOn('Ticket office', ['The ticket office was shut.', 'Pricey tickets.', 'Nobody at the ticket office.', 'The ticket office queue was long.'])).toBeUndefined();
  });

  it('reads a worth most of its writers deny as denied', () => {
    expect(stepOn('Value for money', ['Hardly value for money.', 'Not value for money at all.', 'The rooms were small.'])).toBe('not value for money');
    expect(stepOn('Value for money', ['Good value for money.', 'Great value for money.', 'Not value for money.'])).toBeUndefined();
  });
});

/**
 * Sets whose labels the step changes, and the own sets written for this version before any rule (themes-praise-probes,
 * read and tuned on; themes-praise-holdout, read once when the step was final); the same changes with and without
 * context. 2026-12-30's labels are asserted as they stand (the older version is unchanged on these answers). Every other
 * label, the grouping and the representatives stay as 2026-12-30's.
 */
describe.each([
  ['themes-praise-probes', 'driving-lessons', { 'Lesson driving': 'Not value for money', 'Lessons cost': 'Not value for money' }],
  ['themes-praise-probes', 'town-salon', { 'Problems with stylists': 'Brilliant stylists', 'Colour cost': 'Not value for money' }],
  ['themes-polarity-holdout', 'ski-school', { 'Bad to say about': 'Patient instructor', 'Lessons cost': 'Lessons too expensive' }],
  ['themes-holdout', 'cookery-school', { 'Problems with teacher': 'Lovely teacher' }],
  ['themes-polarity-probes', 'antiques-fair', {}],
  // The check set kept aside (themes-praise-holdout), read once when the step was final.
  ['themes-praise-holdout', 'climbing-wall', { 'Price rise': 'Not value for money' }],
  ['themes-holdout', 'coach-travel', {}],
  ['themes-blind', 'car-wash', {}],
])('themes 2026-12-31 on %s/%s', (dir, name, changes: Record<string, string>) => {
  it('names praise as praise and a verdict on price as the members give it, and leaves every other label, the grouping and the representatives', async () => {
    const set = loadSurveySet(name, dir);
    const before = await themesOfSet(v38, set), after = await themesOfSet(v39, set), again = await themesOfSet(v39, set);
    expect(digest(again)).toBe(digest(after));
    for (const key of ['plain', 'withContext'] as const) {
      const labels = before[key].themes.map((t) => t.shortLabel);
      expect(Object.keys(changes).some((l) => labels.includes(l)) || Object.keys(changes).length === 0).toBe(true);
      expect(after[key].themes.map((t) => t.shortLabel)).toEqual(before[key].themes.map((t) => changes[t.shortLabel] ?? t.shortLabel));
      expect(after[key].assignments).toEqual(before[key].assignments);
      expect(after[key].themes.map((t) => t.representatives)).toEqual(before[key].themes.map((t) => t.representatives));
      const quality = (r: typeof after.plain) => checkLabelQuality(NO_LABEL_QUALITY, r.themes, membersOf(set.answers.map((a) => a.text), r.assignments!, r.themes.length));
      const q38 = quality(before[key]), q39 = quality(after[key]);
      expect(q39.inMembers).toBeGreaterThanOrEqual(q38.inMembers);
      expect([q39.templates, q39.numbered]).toEqual([0, 0]);
    }
  });
});

describe('the title of a label that denies its thing, 2026-12-31', () => {
  it('quotes a member who denies it, where 2026-12-30 quoted none or one who does not', async () => {
    const set = loadSurveySet('antiques-fair', 'themes-polarity-probes');
    const before = await themesOfSet(v38, set), after = await themesOfSet(v39, set);
    for (const key of ['plain', 'withContext'] as const) {
      expect(before[key].themes.find((t) => t.shortLabel === 'No bargains')?.label).toBe('No bargains');
      expect(after[key].themes.find((t) => t.shortLabel === 'No bargains')?.label).toBe('No bargains, as in "There used to be bargains but not any more."');
      expect(after[key].themes.map((t) => t.description)).toEqual(before[key].themes.map((t) => t.description));
    }
  });
});
