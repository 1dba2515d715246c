import { beforeAll, describe, expect, it } from 'vitest';
import { decide20261201 } from '../../../lambdas/models/local/sentiment-blend-model.js';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { DECISION_SETTINGS_2026_12_02, decide20261202, isPlainDescription, plainSide } from '../../../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { SENTIMENT_V11 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. */
const decide = (text: string, p: number[]) => decide20261202(text, p, sentimentCues(text, CUE_RULES_2026_11_30)).sentiment;
const before = (text: string, p: number[]) => decide20261201(text, p, sentimentCues(text, CUE_RULES_2026_11_30)).sentiment;
/** Blend probabilities (positive, negative, neutral, mixed) leaning to one side. */
const LEAN_POSITIVE = [0.6, 0.3, 0.05, 0.05];
const LEAN_NEGATIVE = [0.3, 0.6, 0.05, 0.05];
const SURE_POSITIVE = [0.97, 0.01, 0.01, 0.01];

describe('sentiment 2026-12-02', () => {
  it('is served when pinned (the default before 2026-12-03; 2026-12-01 stays served)', () => {
    expect(SENTIMENT_V11).toBe('2026-12-02');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toContain('2026-12-02');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toContain('2026-12-01');
    expect(DECISION_SETTINGS_2026_12_02).toEqual({ complaintSure: 0.95, complaintWords: 20, describePolar: 0.7 });
  });

  describe('praise set against a plain complaint is mixed', () => {
    const mixedTexts: Array<[string, number[]]> = [
      ['Great seminars, but far too many deadlines in one week.', LEAN_POSITIVE], // excess
      ['The boots are comfortable, although the sole came away cracked.', LEAN_POSITIVE], // defect
      ['The rooms are modern, but the corridor had a damp smell.', LEAN_NEGATIVE], // plain quality word, smell
      ['The receptionist was polite, but the waiting room was huge and packed.', LEAN_POSITIVE], // size word the lexicon praises
      ['The garage repaired the gearbox, but it took four visits.', LEAN_NEGATIVE], // a fault put right, against its cost
    ];
    it.each(mixedTexts)('%s', (text, p) => {
      expect(decide(text, p)).toBe('mixed');
      expect(before(text, p)).not.toBe('mixed');
    });
    it('reads a function that fails as a complaint on the verdict side only', () => {
      expect(plainSide('the export button never works', true)).toBe(-1);
      expect(plainSide('one partner did nothing', true)).toBe(-1);
      expect(plainSide("I've never tried the desktop app", false)).toBe(0);
      expect(plainSide("I don't know why", true)).toBe(0);
    });
    it('keeps a polar answer the blend is sure of', () => {
      expect(decide('Great seminars, but far too many deadlines in one week.', SURE_POSITIVE)).toBe('positive');
    });
    it('negated complaints and conceded lacks are no complaint', () => {
      expect(plainSide('the portions were not too small', true)).not.toBe(-1);
      expect(decide('The staff were friendly, but the wait was not too long.', LEAN_POSITIVE)).toBe('positive');
      expect(decide("I've never tried the desktop app, but the phone app is lovely.", LEAN_POSITIVE)).toBe('positive');
      expect(decide('Only had it a fortnight, but it is brilliant.', LEAN_POSITIVE)).toBe('positive');
      expect(plainSide('The garage never fixed the brakes', false)).not.toBe(1);
    });
    it('needs a contrast word and two sides: no contrast, or a neutral side, stays polar', () => {
      expect(decide('The seminars are great and there are far too many deadlines.', LEAN_POSITIVE)).toBe('positive');
      expect(decide('The course has two parts, but the second part is online.', LEAN_POSITIVE)).toBe('positive');
      expect(decide('I had high hopes, but there are far too many deadlines.', LEAN_NEGATIVE)).toBe('negative');
    });
  });

  describe('a plain description is neutral unless the blend is sure', () => {
    const texts = [
      'The backpack comes with a rain cover.',
      'The spare key is under the mat at the back door.',
      'Timesheets go through the payroll portal.',
      'The dissertation must be between 8,000 and 10,000 words.',
      'The loyalty card includes a birthday voucher.',
    ];
    it.each(texts)('%s', (text) => {
      expect(decide(text, LEAN_POSITIVE)).toBe('neutral');
      expect(decide(text, LEAN_NEGATIVE)).toBe('neutral');
      expect(decide(text, [0.8, 0.1, 0.05, 0.05])).toBe('positive');
    });
    it('evidence, stance or negation keep the answer', () => {
      for (const text of ['The backpack comes with a fantastic rain cover.', 'The backpack only comes with a rain cover!', 'The backpack does not come with a rain cover.', 'The backpack comes with a torn rain cover.']) {
        expect(isPlainDescription(text, sentimentCues(text, CUE_RULES_2026_11_30))).toBe(false);
      }
      expect(decide('The backpack comes with a fantastic rain cover.', LEAN_POSITIVE)).toBe('positive');
    });
    it('a statement of another shape is no description ("The team sorted it out.")', () => {
      expect(isPlainDescription('The team sorted it out.', sentimentCues('The team sorted it out.', CUE_RULES_2026_11_30))).toBe(false);
    });
  });

  describe('served', () => {
    const provider = new LocalModelProvider();
    beforeAll(async () => {
      await provider.sentiment('2026-12-02').classify(['warm up']);
    });
    it('answers the family texts with mixed and neutral where 2026-12-01 was polar', async () => {
      const texts = ['The nurses were kind, but the car park was far too small.', 'The blender works well, but the lid arrived cracked.', 'The room was spotless, but the towels had a musty smell.', 'The kettle comes with a spare filter.', 'Expense claims go through the finance portal.', 'The report must be under 3,000 words.'];
      const now = (await provider.sentiment('2026-12-02').classify(texts)).map((r) => r.sentiment);
      const then = (await provider.sentiment('2026-12-01').classify(texts)).map((r) => r.sentiment);
      expect(now).toEqual(['mixed', 'mixed', 'mixed', 'neutral', 'neutral', 'neutral']);
      expect(then).toEqual(['mixed', 'positive', 'positive', 'negative', 'negative', 'negative']);
    });
  });
});
