import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261211 } from '../../../lambdas/models/local/sentiment-decision-2026-12-11.js';
import { askedComplaint, decide20261212, find20261212, opposableSides, paidShort, quickFailure, READINGS_2026_12_12 } from '../../../lambdas/models/local/sentiment-decision-2026-12-12.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V21 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const LEAN_POSITIVE = [0.6, 0.25, 0.1, 0.05];
const LEAN_NEUTRAL = [0.2, 0.3, 0.45, 0.05];
const PRAISE = [0.85, 0.05, 0.08, 0.02];
const COMPLAINT = [0.05, 0.85, 0.08, 0.02];
const decide = (text: string, p: number[], judged = new Map<string, number[]>(), on = READINGS_2026_12_12) => decide20261212(text, p, cues(text), judged, undefined, undefined, on);
const before = (text: string, p: number[], judged = new Map<string, number[]>()) => decide20261211(text, p, cues(text), judged);
const off = { ...READINGS_2026_12_12, opposedSides: false, shortSides: false, questions: false, quickFailure: false };

describe('sentiment 2026-12-12', () => {
  it('is the default; 2026-12-10, the default before it, stays served when pinned', () => {
    expect(SENTIMENT_V21).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-10', '2026-12-11', '2026-12-12']));
  });

  it('reads the two sides of a contrast, and two short verdict phrases, as sides', () => {
    expect(opposableSides('The soup was hearty; the bread roll was stale.')).toEqual(['The soup was hearty', 'the bread roll was stale']);
    expect(opposableSides('Although the ferry was punctual, the café on board was shut.')).toEqual(['the ferry was punctual', 'the café on board was shut']);
    expect(opposableSides('Roomy boot, heavy steering.')).toEqual(['Roomy boot', 'heavy steering']);
    for (const text of [
      'I have nothing but praise for the porters.', // "but" meaning "only"
      'Not a big shop, but the staff know every book.', // a correction
      'The guides were friendly, yet never pushy.', // a qualifier
      'The hall was cold, but we will come again.', // a plan
      "I've never been skiing before, but the instructor was patient.", // the writer's scene
      'It looked sturdy in the photos, but the legs wobble.', // an expectation set up
      'Booked the early slot, the nurse was lovely.', // a verb, no verdict phrase
      'The pack holds a torch, a map and a whistle.', // a list
      'It is DARK, LOUD and HOT.',
    ]) expect([text, opposableSides(text)]).toEqual([text, undefined]);
  });

  it('reads a contrast whose sides lean opposite ways as mixed, whatever listed words a side has', () => {
    // A denied side, which 2026-12-10 never reads as an unread side.
    const text = 'The lanes are wide, but nobody mops the showers.';
    const judged = new Map([['The lanes are wide', PRAISE], ['nobody mops the showers', COMPLAINT]]);
    expect(find20261212(text).pieces).toEqual(expect.arrayContaining(['The lanes are wide', 'nobody mops the showers']));
    expect(before(text, LEAN_POSITIVE, judged).sentiment).toBe('positive');
    expect(decide(text, LEAN_POSITIVE, judged).sentiment).toBe('mixed');
    expect(decide(text, LEAN_POSITIVE, judged, off)).toEqual(before(text, LEAN_POSITIVE, judged));
    // Both sides one way: no opposition.
    expect(decide(text, LEAN_POSITIVE, new Map([['The lanes are wide', PRAISE], ['nobody mops the showers', PRAISE]])).sentiment).toBe('positive');
    const short = 'Roomy boot, heavy steering.';
    const sides = new Map([['Roomy boot', PRAISE], ['heavy steering', COMPLAINT]]);
    expect(decide(short, LEAN_POSITIVE, sides).sentiment).toBe('mixed');
    expect(decide(short, LEAN_POSITIVE, sides, { ...READINGS_2026_12_12, shortSides: false }).sentiment).toBe(before(short, LEAN_POSITIVE, sides).sentiment);
  });

  it('reads complaints asked as questions as negative', () => {
    for (const text of [
      'How are tenants meant to dry washing with no drying room?',
      'How can a bag of ice cost four pounds?',
      'Who decided the crossing patrol should finish at half past three?',
      'Why do we have to print our own tickets?',
      'Did anyone actually test the new card reader?',
      'How can a small flat use more gas than a farmhouse?',
    ]) {
      expect([text, askedComplaint(text, cues(text))]).toEqual([text, true]);
      expect([text, decide(text, LEAN_NEUTRAL).sentiment]).toEqual([text, 'negative']);
      expect([text, decide(text, LEAN_NEUTRAL, new Map(), off).sentiment]).toEqual([text, before(text, LEAN_NEUTRAL).sentiment]);
    }
    for (const text of ['How do I change my delivery address?', 'Who decided the winner? It was a lovely show.', 'Why do you open so early? We love it!']) expect([text, askedComplaint(text, cues(text))]).toEqual([text, false]);
  });

  it('reads a fault soon after the start, and a paid thing cut short, as negative', () => {
    for (const text of ['The zip split in the first week.', 'The new kettle leaked within a month.', 'The strap snapped after two uses.', 'I paid for six classes and the course was cancelled after two.']) {
      expect([text, quickFailure(text) || paidShort(text)]).toEqual([text, true]);
      expect([text, decide(text, LEAN_NEUTRAL).sentiment]).toEqual([text, 'negative']);
      expect([text, decide(text, LEAN_NEUTRAL, new Map(), off).sentiment]).toEqual([text, before(text, LEAN_NEUTRAL).sentiment]);
    }
    for (const text of [
      'Within an hour a crew was fixing the burst pipe.', // the span before the fault word: no failure timed
      'The broken gate was replaced within a week.', // an adjective, and a remedy
      'The crack in the ceiling appeared within a month.', // a noun, no fault verb
      "The zip hasn't split in the first year.", // denied
      'The swelling went down within a week.', // no fault
      'They paid for my course and the college gave me a laptop.', // no cutting short
    ]) expect([text, quickFailure(text) || paidShort(text)]).toEqual([text, false]);
  });
});
