import { describe, expect, it } from 'vitest';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { loneWriters, prepositionChoice, prepositionPhrases } from '../../../lambdas/models/local/theme-label-ideas.js';
import { phraseCandidates } from '../../../lambdas/models/local/theme-phrase-candidates.js';

const tagged = (texts: string[]) => texts.map((t) => tagWords(t));
const ones = (n: number) => Array.from({ length: n }, () => 1);
const order = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('prepositionPhrases (themes 2026-12-05)', () => {
  it('joins a noun, a preposition and a noun, showing a possessive as "the" and keeping "the"', () => {
    const tags = tagged(['People talking on their phones during the film', 'Loud teenagers on their phones', 'The queue at the bar was huge']);
    const shown = prepositionPhrases(order(3), tags, ones(3), new Set()).map((p) => p.display);
    expect(shown).toContain('phones during the film');
    expect(shown).toContain('teenagers on the phones');
    expect(shown).toContain('queue at the bar');
    expect(shown.some((d) => /their/.test(d))).toBe(false);
  });

  it('takes no fragment of a compound, no negated phrase, no vague noun and no excluded word', () => {
    const tags = tagged(['It is a long walk from the car park', 'There was no queue at the bar', 'I waited forty minutes on the phone', 'The wifi in the day is fine']);
    const keys = prepositionPhrases(order(4), tags, ones(4), new Set()).map((p) => p.key);
    expect(keys).not.toContain('walk from car');
    expect(keys).not.toContain('queue at bar');
    expect(keys).not.toContain('minute on phone');
    expect(keys).not.toContain('wifi in day');
    expect(prepositionPhrases(order(1), tagged(['The queue at the bar was huge']), [1], new Set(['bar']))).toEqual([]);
  });

  it('takes the possessed noun\'s place from no possessor, and no two nouns of one stem', () => {
    const tags = tagged(['Complaints about my son\'s lunches', 'Notes about our daughter\'s progress', 'They left cleaners after the cleaning', 'The queue at my surgery was long']);
    const phrases = prepositionPhrases(order(4), tags, ones(4), new Set());
    expect(phrases.map((p) => p.key).filter((k) => / (son|daughter)$/.test(k))).toEqual([]);
    expect(phrases.map((p) => p.key)).not.toContain('cleaner after cleaning');
    expect(phrases.map((p) => p.display)).toContain('queue at the surgery');
  });

  it('replaces one member\'s words only with a phrase whose head more members write than any word of the label', () => {
    const tags = tagged(['People talking on their phones during the film', 'Someone kept checking their phone in the dark', 'Staff should stop people chatting during the film', 'Loud teenagers in the back row ruined the film']);
    const phrases = prepositionPhrases(order(4), tags, ones(4), new Set());
    const lone = { key: 'loud teenager', display: 'Loud teenagers', content: ['loud', 'teenager'], writers: [3], nouns: ['teenager'] };
    expect(prepositionChoice(lone, phrases, order(4), tags, ones(4), 4, () => 1)?.display).toBe('phones during the film');
    expect(prepositionChoice(undefined, phrases, order(4), tags, ones(4), 4, () => 1)?.display).toBe('phones during the film');
    // A label whose word three members write stays.
    const film = { key: 'weekday film', display: 'Weekday film', content: ['weekday', 'film'], writers: [0], nouns: ['weekday', 'film'] };
    expect(prepositionChoice(film, phrases, order(4), tags, ones(4), 4, () => 1)).toBeUndefined();
  });

  it('leaves a theme of two answers its label, and never swaps a label for its own words with the possessive changed', () => {
    const tags = tagged(['Lockers at our pool are broken', 'The lockers at the pool jam']);
    const phrases = prepositionPhrases(order(2), tags, ones(2), new Set());
    expect(prepositionChoice(undefined, phrases, order(2), tags, ones(2), 2, () => 1)).toBeUndefined();
    const three = tagged(['Bins at my house overflow every week', 'Bins at the house are never emptied on time', 'Foxes get into the bins at night']);
    const own = { key: 'bin at house', display: 'Bins at my house', content: ['bin', 'house'], writers: [0], nouns: ['bin', 'house'] };
    expect(prepositionChoice(own, prepositionPhrases(order(3), three, ones(3), new Set()), order(3), three, ones(3), 3, () => 1)).toBeUndefined();
  });

  it('counts the words\' writers by word and takes no head the other answers write as often', () => {
    // "walkers" and "walk": one stem, two words; one member writes "walkers".
    const walk = tagged(['Walkers on the trail are rude', 'I walk on the trail every day', 'Mud on the trail after rain', 'Cyclists ride too fast']);
    const lone = { key: 'fast cyclist', display: 'Fast cyclists', content: ['fast', 'cyclist'], writers: [3], nouns: ['cyclist'] };
    expect(prepositionChoice(lone, prepositionPhrases(order(4), walk, ones(4), new Set()), order(4), walk, ones(4), 4, () => 1)).toBeUndefined();
    const dogs = tagged(['Perfume on the dogs after the bath is too strong', 'Dogs hate the bath here', 'My dog needs a gentler shampoo', 'My dog waited hours', 'The dog was scared', 'Dogs are left in cages', 'Booking for my dog is hard']);
    const theme = [0, 1, 2];
    const phrases = prepositionPhrases(theme, dogs, ones(7), new Set());
    expect(prepositionChoice(undefined, phrases, theme, dogs.slice(0, 3), ones(3), 3, () => 1)?.display).toBe('dogs after the bath');
    // The other answers write "dog" (four of four) as often as the theme (three of three).
    expect(prepositionChoice(undefined, phrases, theme, dogs, ones(7), 3, () => 1)).toBeUndefined();
  });
});

describe('loneWriters (themes 2026-12-05)', () => {
  it('counts members writing a word of the label by word, not by stem, a plural ending aside', () => {
    const tags = tagged(['Open earlier so I can train before work.', 'It closes too early for shift workers.', 'Let me stay signed in, the constant logins are tiring.', 'Fingerprint login fails half the time.']);
    expect(loneWriters(['shift', 'worker'], order(4), tags, ones(4))).toBe(1);
    expect(loneWriters(['fingerprint', 'login'], order(4), tags, ones(4))).toBe(2);
  });
});

describe('phraseCandidates with nounsUndenied (themes 2026-12-05)', () => {
  it('keeps a phrase holding a noun whose verb the members deny elsewhere ("pay machines" beside "not paying")', () => {
    const tags = tagged([
      'Staff should not have to pay to park at their own workplace.',
      'The pay machines are broken half the time.',
      'The machine would not take my card and there was nowhere to pay with cash.',
      'Broken pay machines and then you get a fine for not paying.',
      'The pay machine ate my coins and gave no ticket.',
    ]);
    const keys = (nounsUndenied: boolean) => phraseCandidates(order(5), tags, ones(5), new Set(), { nounsUndenied }).map((p) => p.key);
    expect(keys(false)).not.toContain('pay machine');
    expect(keys(true)).toContain('pay machine');
  });

  it('keeps denying a noun a member denies as a noun ("no seats"), not only as a verb', () => {
    const tags = tagged(['No seats in the waiting room', 'Not enough seating in the waiting room', 'Waiting room is cold', 'The heating in the waiting room broke']);
    const keys = (nounsUndenied: boolean) => phraseCandidates(order(4), tags, ones(4), new Set(), { nounsUndenied }).map((p) => p.key);
    expect(keys(true)).not.toContain('no seat');
    expect(keys(true)).toEqual(keys(false));
  });
});
