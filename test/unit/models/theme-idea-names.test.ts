import { describe, expect, it } from 'vitest';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { namePhrases } from '../../../lambdas/models/local/theme-idea-names.js';
import { nameAnswerGroups } from './theme-idea-groups.js';

/** The name-like phrases of one sentence, as shown. */
const phrases = (text: string, excluded: string[] = []) => namePhrases(tagWords(text), new Set(excluded)).filter((u) => !u.negated).map((u) => u.display);

/** Names themes given as lists of answers (largest first), with nothing excluded. */
const name = (themes: string[][], excluded: string[] = []) => nameAnswerGroups(themes, excluded);

describe('names of themes 2026-11-27: the shared idea as the answers say it', () => {
  it('takes no verb for a name: no subject with its verb, no verb with its object', () => {
    expect(phrases('The driver drove far too fast.')).not.toContain('driver drove');
    expect(phrases('They promised the island would arrive in March.')).toEqual([]);
    expect(phrases('I started the fabric order twice.')).not.toContain('started fabric');
    expect(phrases('Everything was wrapped with care.')).toEqual([]);
    expect(phrases('It survived swimming laps every morning.')).not.toContain('survived swimming');
    expect(phrases('The booking app releases slots at midnight.')).not.toContain('app releases');
    expect(phrases('The lecturer races through the slides.')).not.toContain('lecturer races');
    expect(phrases('Let us book classes earlier.')).not.toContain('book classes');
    // An attributive participle is part of a name.
    expect(phrases('The box arrived with a damaged lid.')).toContain('damaged lid');
  });

  it('shows words as the members write them, and a plural noun modifies nothing', () => {
    expect(phrases('The buses smell of diesel.').join()).not.toMatch(/bus+es smell/);
    expect(phrases('The night buses are always late.').join()).toMatch(/\bnight buses\b/);
    expect(phrases('The night buses are always late.').join()).not.toMatch(/busses/);
  });

  it('reads a capitalised plural that opens a sentence as the subject of its verb, not as a name', () => {
    // The tagger takes "Tickets" and "Drivers" there for proper nouns and "cost" and "slam" for nouns.
    expect(phrases('Tickets cost far too much for a short trip.').map((p) => p.toLowerCase())).not.toContain('tickets cost');
    expect(phrases('Drivers slam the brakes and the ride is rough.').map((p) => p.toLowerCase())).not.toContain('drivers slam');
    expect(phrases('Drivers slam the brakes and the ride is rough.')).toContain('rough ride');
    // A capitalised name that opens a sentence still opens a name.
    expect(phrases('Night buses are always late.').join().toLowerCase()).toMatch(/\bnight buses\b/);
  });

  it('keeps a predicate adjective that a new clause follows, and no number word in a name', () => {
    expect(phrases('The driver was rude when I asked for directions.')).toContain('rude driver');
    expect(phrases('The staff were rude because we were late.')).toContain('rude staff');
    // Still not where the adjective's own complement follows.
    expect(phrases('Support is impossible to reach.')).not.toContain('impossible support');
    expect(phrases('The bus was twenty minutes late again.').join(' ').toLowerCase()).not.toMatch(/twenty|forty/);
    expect(phrases('We waited forty minutes on the cold platform.').join(' ').toLowerCase()).not.toMatch(/forty/);
  });

  it('keeps a negation with its predicate and drops phrases the members negate', () => {
    expect(phrases('My card is not working since Monday.')).toContain('card not working');
    expect(phrases('The staff were rude.')).toContain('rude staff');
    expect(phrases('The app keeps crashing on my tablet.')).toContain('app crashing');
    expect(phrases('The support is impossible to reach.')).not.toContain('impossible support');
    const [herbs] = name([['The herbs were not fresh.', 'Herbs not fresh at all, fresh herbs never arrive.', 'The salad leaves were limp and the herbs were brown.']]);
    expect(herbs.shortLabel.toLowerCase()).not.toBe('fresh herbs');
    const [card] = name([['My card is not working.', 'The card is not working at the shop.', 'Card not working abroad either.']]);
    expect(card.shortLabel).toBe('Card not working');
  });

  it('never joins two unrelated words with "and", repeats no word, and names what several members share', () => {
    const labels = name([
      ['Evening fares are too high.', 'The evening fares went up again.', 'Cheaper evening fares please.', 'The bus was late twice.'],
      ['The planner app loses my entries.', 'The planner app crashes on start.', 'Syncing the planner app takes an age.'],
    ]);
    expect(labels.map((l) => l.shortLabel)).toEqual(['Evening fares', 'Planner app']);
    for (const l of labels) {
      const words = l.shortLabel.toLowerCase().split(' ');
      expect(new Set(words).size).toBe(words.length);
      expect(l.shortLabel).not.toMatch(/ and /);
      // The longer label adds other words, never the short label's again ("Planner app: app").
      if (l.label.startsWith(`${l.shortLabel}:`)) {
        const rest = l.label.slice(l.shortLabel.length).toLowerCase();
        for (const w of words) expect(rest).not.toMatch(new RegExp(`\\b${w}s?\\b`));
      }
      expect(l.label.length).toBeGreaterThan(l.shortLabel.length);
    }
  });

  it('leaves out the words of the context and names a theme of one-word answers without a template', () => {
    const [first] = name([['The delivery window is too wide.', 'A narrower delivery window please.', 'Delivery window missed.']], ['delivery']);
    expect(first.shortLabel.toLowerCase()).not.toMatch(/deliver/);
    const [math] = name([['Math', 'Math', 'Math']]);
    expect(math.shortLabel.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(math.shortLabel).not.toMatch(/comments|^(\w+) and \1$/i);
  });
});
