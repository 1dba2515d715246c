import { describe, expect, it } from 'vitest';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { loneWriters, prepositionChoice, prepositionPhrases } from '../../../lambdas/models/local/theme-label-ideas.js';
import { phraseCandidates } from '../../../lambdas/models/local/theme-phrase-candidates.js';

const tagged = (texts: string[]) => texts.map((t) => tagWords(t));
const ones = (n: number) => Array.from({ length: n }, () => 1);
const order = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('prepositionPhrases (themes 2026-12-05)', () => {
  it('joins a noun, a preposition and a noun, leaving out a possessive and keeping "the"', () => {
    const tags = tagged(['People talking on their phones during the film', 'Loud teenagers on their phones', 'The queue at the bar was huge']);
    const shown = prepositionPhrases(order(3), tags, ones(3), new Set()).map((p) => p.display);
    expect(shown).toContain('phones during the film');
    expect(shown).toContain('teenagers on phones');
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
});
