import { describe, expect, it } from 'vitest';
import type { TaggedWord } from '../../../lambdas/models/local/keyphrases-local.js';
import type { PhraseCandidate } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { labelTier, namesAPerson, sharedPairName, writersNeeded } from '../../../lambdas/models/local/theme-label-support.js';

/** Hand-tagged tokens: "word/TAG/lemma" (lemma defaults to the word). */
const tag = (text: string): TaggedWord[] =>
  text.split(' ').map((part) => {
    const [display, t, lemma] = part.split('/');
    const word = /\p{L}/u.test(display);
    return { normal: display.toLowerCase(), lemma: lemma ?? display.toLowerCase(), tag: t, word, display: /^\p{Lu}/u.test(display) && t === 'PROPN' ? display : display.toLowerCase() };
  });
const candidate = (key: string, nouns: string[], writers: number[]): PhraseCandidate => ({ key, display: key, content: key.split(' '), writers, nouns });

describe('theme label support (themes 2026-12-03)', () => {
  it('asks two members and a quarter of the theme for each word, one in themes of one or two', () => {
    expect([1, 2, 3, 8, 9, 12].map(writersNeeded)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('orders a phrase by who writes it: every word shared, its nouns shared, else one member\'s', () => {
    const tags = [
      tag('our/PRON old/ADJ dog/NOUN was/AUX restless/ADJ'),
      tag('goodbye/NOUN to/ADP our/PRON old/ADJ dog/NOUN'),
      tag('the/DET vet/NOUN was/AUX caring/ADJ/caring'),
      tag('the/DET nurse/NOUN was/AUX caring/ADJ/caring'),
      tag('a/DET caring/ADJ/caring vet/NOUN'),
      tag('kind/ADJ vet/NOUN'),
      tag('gentle/ADJ handling/NOUN'),
      tag('kind/ADJ and/CCONJ lovely/ADJ nurses/NOUN/nurse'),
      tag('an/DET anxious/ADJ cat/NOUN'),
    ];
    const all = tags.map((_, i) => i);
    const weights = tags.map(() => 1);
    expect(labelTier(candidate('caring vet', ['vet'], [4]), all, tags, weights, 9)).toBe(0);
    expect(labelTier(candidate('kind vet', ['vet'], [5]), all, tags, weights, 9)).toBe(1);
    expect(labelTier(candidate('old dog', ['dog'], [0, 1]), all, tags, weights, 9)).toBe(2);
    expect(labelTier(candidate('anxious cat', ['cat'], [8]), all, tags, weights, 9)).toBe(2);
  });

  it('never names a theme of several after a person, but reads "missed" as a word', () => {
    const tags = [tag('Dr/PROPN/dr Patel/PROPN/patel was/AUX gentle/ADJ'), tag('the/DET vet/NOUN was/AUX kind/ADJ'), tag('fees/NOUN/fee for/ADP missed/VERB/miss appointments/NOUN/appointment')];
    const all = [0, 1, 2];
    const weights = [1, 1, 1];
    expect(namesAPerson(candidate('dr patel', ['dr', 'patel'], [0]), all, tags, weights, 3)).toBe(true);
    expect(namesAPerson(candidate('patel', ['patel'], [0]), all, tags, weights, 3)).toBe(true);
    expect(namesAPerson(candidate('miss appointment', ['appointment'], [2]), all, tags, weights, 3)).toBe(false);
    expect(namesAPerson(candidate('dr patel', ['dr', 'patel'], [0]), [0, 1], tags, weights, 2)).toBe(false);
  });

  it('names a theme without a shared phrase by a noun and what a linking verb says of it, both shared', () => {
    const tags = [
      tag('the/DET lifts/NOUN/lift are/AUX/be out/ADP of/ADP order/NOUN'),
      tag('the/DET lift/NOUN was/AUX/be broken/VERB/break again/ADV'),
      tag('both/DET lifts/NOUN/lift were/AUX/be out/ADP of/ADP service/NOUN'),
      tag('the/DET lift/NOUN smells/VERB/smell and/CCONJ is/AUX/be often/ADV broken/VERB/break'),
    ];
    expect(sharedPairName([0, 1, 2, 3], tags, [1, 1, 1, 1], 4, new Set())).toBe('broken lift');
    const cut = [
      tag('a/DET cut/NOUN and/CCONJ colour/NOUN cost/VERB me/PRON a/DET lot/NOUN'),
      tag('the/DET colour/NOUN came/VERB/come out/ADP brassy/ADJ'),
      tag('best/ADJ cut/NOUN in/ADP years/NOUN/year'),
      tag('happy/ADJ with/ADP the/DET colour/NOUN'),
    ];
    expect(sharedPairName([0, 1, 2, 3], cut, [1, 1, 1, 1], 4, new Set())).toBe('cut and colour');
    // One member's words never make the pair.
    expect(sharedPairName([0, 2], tags, [1, 1], 2 + 2, new Set())).toBeUndefined();
  });
});
