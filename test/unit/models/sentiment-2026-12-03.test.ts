import { beforeAll, describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261202 } from '../../../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { DECISION_SETTINGS_2026_12_03, decide20261203 } from '../../../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { badOutcomes, goodOutcomes } from '../../../lambdas/models/local/sentiment-outcomes-2026-12-03.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { SENTIMENT_V12 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const decide = (text: string, p: number[]) => decide20261203(text, p, cues(text)).sentiment;
const before = (text: string, p: number[]) => decide20261202(text, p, cues(text)).sentiment;
/** Blend probabilities (positive, negative, neutral, mixed). */
const LEAN_POSITIVE = [0.6, 0.3, 0.05, 0.05];
const LEAN_NEGATIVE = [0.3, 0.6, 0.05, 0.05];
const SURE_POSITIVE = [0.95, 0.03, 0.01, 0.01];
const SURE_NEGATIVE = [0.03, 0.95, 0.01, 0.01];

describe('sentiment 2026-12-03', () => {
  it('was the default before 2026-12-04; it, 2026-12-02 and 2026-12-01 stay served when pinned', () => {
    expect(SENTIMENT_V12).toBe('2026-12-03');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-01', '2026-12-02', '2026-12-03']));
    expect(DECISION_SETTINGS_2026_12_03).toEqual({ outcomeSure: 0.9, lossSure: 0.9, keptPolar: 0.7, outcomeWords: 20, lossContrast: true });
  });

  describe('a good outcome told without sentiment words is positive unless the blend is sure of negative', () => {
    const texts = [
      'The painter tidied up after himself and left the hallway spotless.',
      'The vet listened carefully and explained the treatment in plain words.',
      'Her diagrams made the chemistry click for the whole class.',
      'My new passport arrived the following morning.',
      'He replies to questions in the forum within minutes.',
      'The supervisor covered my shift when my car broke down.',
    ];
    it.each(texts)('%s', (text) => {
      expect(goodOutcomes(text)).toBeGreaterThan(0);
      expect(decide(text, LEAN_NEGATIVE)).toBe('positive');
      expect(before(text, LEAN_NEGATIVE)).toBe('negative');
      expect(decide(text, SURE_NEGATIVE)).toBe('negative');
    });
    it('a negated outcome, or one the writer did, is no good outcome', () => {
      expect(goodOutcomes('The vet never listened carefully to anything I said.')).toBe(0);
      expect(goodOutcomes('We arrived early for the tour.')).toBe(0);
      expect(goodOutcomes('The keyboard makes a loud click on every key.')).toBe(0);
    });
  });

  describe('a loss told as a fact is negative unless the blend is sure of positive', () => {
    const texts = ['The sync wiped all my saved bookmarks.', 'My parcel never arrived.', 'The gym charged me twice for March.', 'They closed the branch without any warning.'];
    it.each(texts)('%s', (text) => {
      expect(badOutcomes(text)).toBeGreaterThan(0);
      expect(decide(text, LEAN_POSITIVE)).toBe('negative');
      expect(decide(text, SURE_POSITIVE)).toBe('positive');
    });
    it('a negated loss is none', () => {
      expect(badOutcomes('The update has not deleted any of my files.')).toBe(0);
    });
    // Denials up to three words back in the clause, and losses the writer asked for (all negative before the mend, near 1.0).
    it.each([
      'None of our invoices were lost in the move to the new system.',
      'Not a single parcel was lost over the holidays.',
      'No emails were deleted when the mailbox was moved.',
      "Nobody's photos were erased by the update.",
      'They wiped my old phone the same day, just as I asked.',
    ])('no loss: %s', (text) => {
      expect(badOutcomes(text)).toBe(0);
      expect(decide(text, LEAN_POSITIVE)).toBe('positive');
    });
    it('a denial does not reach past a joining word, and a loss stays a loss in its own clause', () => {
      expect(badOutcomes("The bank didn't warn me and deleted my savings account.")).toBeGreaterThan(0);
      expect(badOutcomes('All my saved drafts were deleted.')).toBeGreaterThan(0);
      expect(badOutcomes('The clinic sent me home without any painkillers.')).toBeGreaterThan(0);
    });
    it('understanding that something bad is true is no good outcome', () => {
      expect(goodOutcomes('I finally understood that my claim would never be paid.')).toBe(0);
      expect(goodOutcomes('I finally understood how the pension scheme works.')).toBeGreaterThan(0);
    });
  });

  describe('praise against a loss, and an outcome at a cost, are mixed', () => {
    const texts = ['The dentist was gentle, yet I went home without a diagnosis.', 'The hotel was charming, but the app deleted our booking.', 'The bank unblocked my card eventually, after five calls.'];
    it.each(texts)('%s', (text) => {
      expect(decide(text, LEAN_POSITIVE)).toBe('mixed');
      expect(before(text, LEAN_POSITIVE)).toBe('positive');
    });
  });

  it('"kept" with a thing as its object is no stance; "kept" as a complaint stays polar', () => {
    expect(decide('We kept the spare charger in the drawer.', LEAN_NEGATIVE)).toBe('neutral');
    expect(before('We kept the spare charger in the drawer.', LEAN_NEGATIVE)).toBe('negative');
    expect(decide('They kept us waiting for an hour.', LEAN_NEGATIVE)).toBe('negative');
    expect(decide('We kept the spare charger in the drawer.', [0.05, 0.8, 0.1, 0.05])).toBe('negative');
  });

  describe('served', () => {
    const provider = new LocalModelProvider();
    beforeAll(async () => {
      await provider.sentiment('2026-12-03').classify(['warm up']);
    });
    it('answers the faults of 2026-12-02 named in issue #14', async () => {
      const texts = [
        'The installer tidied up after himself and left everything spotless.',
        'The doctor listened carefully and explained my options in plain words.',
        'The update wiped all my saved playlists.',
        'The doctor was kind, yet I left without any answers.',
        'Support fixed my login eventually, after four emails.',
      ];
      const now = (await provider.sentiment('2026-12-03').classify(texts)).map((r) => r.sentiment);
      const then = (await provider.sentiment('2026-12-02').classify(texts)).map((r) => r.sentiment);
      expect(now).toEqual(['positive', 'positive', 'negative', 'mixed', 'mixed']);
      expect(then).toEqual(['negative', 'negative', 'positive', 'positive', 'positive']);
    });
  });
});
