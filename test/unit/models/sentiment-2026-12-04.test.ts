import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261203 } from '../../../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { DECISION_SETTINGS_2026_12_04, RULE_CONFIDENCE, decide20261204, ruleConfidence } from '../../../lambdas/models/local/sentiment-decision-2026-12-04.js';
import { goodOutcomes2026_12_04, isBrokenPromise, isComplaintWish, lossWordsDefused, widerSides } from '../../../lambdas/models/local/sentiment-outcomes-2026-12-04.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V13 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const decide = (text: string, p: number[]) => decide20261204(text, p, cues(text)).sentiment;
const before = (text: string, p: number[]) => decide20261203(text, p, cues(text)).sentiment;
/** Blend probabilities (positive, negative, neutral, mixed). */
const LEAN_POSITIVE = [0.6, 0.3, 0.05, 0.05];
const LEAN_NEGATIVE = [0.3, 0.6, 0.05, 0.05];
const SURE_NEGATIVE = [0.03, 0.95, 0.01, 0.01];
const CERTAIN_NEGATIVE = [0.001, 0.997, 0.001, 0.001];

describe('sentiment 2026-12-04', () => {
  it('was the default before 2026-12-05; it, 2026-12-03 and 2026-12-02 stay served when pinned', () => {
    expect(SENTIMENT_V13).toBe('2026-12-04');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-02', '2026-12-03', '2026-12-04']));
    expect(DECISION_SETTINGS_2026_12_04).toEqual({ defusedSure: 0.99, wishSure: 0.9, contrastSure: 0.95, juxtaposedSure: 0.7, contrastWords: 25, explicitSure: 0, outcomeSure: 0.8, outcomeWords: 20, barePolar: 0 });
  });

  describe('a loss denied after its verb, or an unwanted thing removed, is positive', () => {
    it.each([
      'We lost nothing when the server was moved.',
      'In ten years the shop has never lost a single order of mine.',
      'The spray killed every aphid on the roses.',
      'That powder got rid of the coffee stains on the carpet.',
    ])('%s', (text) => {
      expect(['denied', 'cleared']).toContain(lossWordsDefused(text));
      expect(decide(text, SURE_NEGATIVE)).toBe('positive');
      expect(before(text, SURE_NEGATIVE)).toBe('negative');
      expect(decide(text, CERTAIN_NEGATIVE)).toBe('negative');
    });
    it('a loss that happened stays a loss', () => {
      expect(lossWordsDefused('The removal firm lost two of our boxes.')).toBeUndefined();
      expect(lossWordsDefused('I never found the parcel they lost.')).toBeUndefined();
      expect(decide('The removal firm lost two of our boxes.', LEAN_NEGATIVE)).toBe('negative');
    });
  });

  it('a loss named in a plain fact is neutral; the writer\'s own loss is not', () => {
    expect(lossWordsDefused('The home policy covers lost keys and broken locks.')).toBe('fact');
    expect(decide('The home policy covers lost keys and broken locks.', SURE_NEGATIVE)).toBe('neutral');
    expect(lossWordsDefused('My lost suitcase is still at the airport lost property desk.')).toBeUndefined();
  });

  describe('a good outcome inside a wish, and a promise said to be broken, are negative', () => {
    it.each([
      ['I wish the engineer had come the same morning.', LEAN_POSITIVE],
      ['They promised the repair within a week, and it is now three weeks.', LEAN_POSITIVE],
    ])('%s', (text, p) => {
      expect(isComplaintWish(text) || isBrokenPromise(text)).toBe(true);
      expect(decide(text, p)).toBe('negative');
    });
    it('a wish about the writer, or for more of a good thing, is no complaint', () => {
      expect(isComplaintWish('I wish I had found this garage years ago.')).toBe(false);
      expect(isComplaintWish('I wish they had one in my town.')).toBe(false);
    });
    it('a promise is no good outcome', () => {
      expect(goodOutcomes2026_12_04('The agent promised to find us three flats to view by lunchtime.')).toBe(0);
    });
  });

  describe('praise and complaint across wider contrasts are mixed', () => {
    it.each([
      'Apart from the slow lifts, the hotel was lovely.',
      'The rooms were clean and bright, except for the broken shower.',
      'The teacher is brilliant. The textbook, however, is useless.',
    ])('%s', (text) => {
      expect(widerSides(text)).toBeDefined();
      expect(decide(text, LEAN_POSITIVE)).toBe('mixed');
    });
    it('an exclusion after a negation is no contrast', () => {
      expect(widerSides('Nothing on the menu appealed except for the soup.')).toBeUndefined();
    });
  });

  describe('a good outcome told without sentiment words is positive unless the blend is sure of negative', () => {
    it.each([
      'The mechanic squeezed me in on a Saturday morning.',
      'The librarian tracked down every article on my reading list.',
      'The roofer had the tiles replaced by teatime.',
      'My father can now climb the stairs without help.',
    ])('%s', (text) => {
      expect(goodOutcomes2026_12_04(text)).toBeGreaterThan(0);
      expect(decide(text, LEAN_NEGATIVE)).toBe('positive');
      expect(decide(text, SURE_NEGATIVE)).toBe('negative');
    });
    it('what the writer did for someone is no good outcome for the writer', () => {
      expect(goodOutcomes2026_12_04('We booked them a table for eight.')).toBe(0);
    });
  });
  describe('a rule that overrides the blend claims neither the mass it left nor a near-certain error', () => {
    it('the blend\'s probability of the returned class, or RULE_CONFIDENCE where the blend says less', () => {
      expect(RULE_CONFIDENCE).toBe(0.5);
      // Left neutral (0.3) for positive (0.12): not the 0.7 off neutral, but 0.5.
      expect(ruleConfidence([0.12, 0.5, 0.3, 0.08], 'neutral', 'positive')).toBeCloseTo(0.5, 6);
      // Left a sure negative: 0.5, not the 0.05 the blend leaves (an answer reported as nearly sure to be wrong).
      expect(ruleConfidence(SURE_NEGATIVE, 'negative', 'positive')).toBeCloseTo(0.5, 6);
      // The blend already says more of the returned class than the rule would.
      expect(ruleConfidence([0.62, 0.3, 0.05, 0.03], 'neutral', 'positive')).toBeCloseTo(0.62, 6);
    });
    it('an overridden answer reports that confidence', () => {
      const text = 'The mechanic squeezed me in on a Saturday morning.';
      const r = decide20261204(text, LEAN_NEGATIVE, cues(text));
      expect(r).toEqual({ sentiment: 'positive', confidence: ruleConfidence(LEAN_NEGATIVE, 'negative', 'positive') });
      expect(r.confidence).toBeLessThanOrEqual(RULE_CONFIDENCE);
    });
  });

  describe('the patterns are narrowed to the families they are for', () => {
    it('an office, desk, form or counter named beside a loss is no plain fact', () => {
      expect(lossWordsDefused('The delayed trains desk at the terminal had a queue of forty people.')).toBeUndefined();
      expect(lossWordsDefused('We filled in the lost bags form twice and heard nothing.')).toBeUndefined();
    });
    it('an unwanted word must head what was removed, and only clearly unwanted things count', () => {
      expect(lossWordsDefused('The clinic stopped my pain injections after one month.')).toBeUndefined();
      expect(lossWordsDefused('The school removed the marks for my coursework.')).toBeUndefined();
      expect(lossWordsDefused('The new filter removed the spam button from the toolbar.')).toBeUndefined();
      expect(lossWordsDefused('The vinegar removed the limescale from the kettle in an hour.')).toBe('cleared');
      expect(lossWordsDefused('The cream stopped the itching overnight.')).toBe('cleared');
      expect(lossWordsDefused('This paste removed every burn mark from the pan.')).toBe('cleared');
    });
    it('a thing given to the writer with a fault in it is no good outcome', () => {
      expect(goodOutcomes2026_12_04('The campsite gave us a pitch right by the bins.')).toBe(0);
      expect(goodOutcomes2026_12_04('The agent found us a flat with damp in the bedroom.')).toBe(0);
      expect(goodOutcomes2026_12_04('The agent found us a flat with a garden.')).toBeGreaterThan(0);
    });
    it('what the writer can only or no longer do, a thing that now runs, and a cost compared are no good outcomes', () => {
      expect(goodOutcomes2026_12_04('We can now only visit on Sundays.')).toBe(0);
      expect(goodOutcomes2026_12_04('I can now not print anything at all.')).toBe(0);
      expect(goodOutcomes2026_12_04('The tap now runs cold for ten minutes.')).toBe(0);
      expect(goodOutcomes2026_12_04('Parking now costs twice as much as it did in spring.')).toBe(0);
      expect(goodOutcomes2026_12_04('We could now hear the neighbours arguing.')).toBe(0);
      expect(goodOutcomes2026_12_04('My son can now tie his own laces.')).toBeGreaterThan(0);
    });
    it('a wanted loss not achieved is no denied loss', () => {
      expect(lossWordsDefused('Six weeks at that gym and I have not lost a single pound.')).toBeUndefined();
      expect(lossWordsDefused('She hasn\'t lost any weight on the new diet.')).toBeUndefined();
      expect(lossWordsDefused('The courier hasn\'t lost a parcel of ours in years.')).toBe('denied');
    });
    it('a guarantee is no promise; a promise kept is not broken', () => {
      expect(isBrokenPromise('The boots are guaranteed for life and they never leaked.')).toBe(false);
      expect(isBrokenPromise('The fitter promised to finish by Friday and he did, nothing left to do.')).toBe(false);
      expect(isBrokenPromise('They promised to call back and they never did.')).toBe(true);
      expect(isBrokenPromise('They promised it would come by Monday and it didn\'t.')).toBe(true);
    });
    it('a wish that more, every or all of a thing were like this is praise, not a complaint', () => {
      expect(isComplaintWish('I wish more garages were as honest as this one.')).toBe(false);
      expect(isComplaintWish('I wish all dentists were this gentle.')).toBe(false);
    });
    it('a thing back is no finished task; returning every item is no care', () => {
      expect(goodOutcomes2026_12_04('The rash was back within three days.')).toBe(0);
      expect(goodOutcomes2026_12_04('The post office returned every letter to the sender.')).toBe(0);
    });
  });
});
