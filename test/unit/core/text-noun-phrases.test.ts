import { describe, expect, it } from 'vitest';
import { nounPhrases, tokenPhrase, type TaggedToken } from '../../../lambdas/core/text/noun-phrases.js';
import { stem, stemsMatch, themeStems } from '../../../lambdas/core/text/theme-words.js';

/** Tags written by hand (word/TAG), offsets computed, so the chunker is tested without a tagger. */
function tagged(spec: string): { text: string; tokens: TaggedToken[] } {
  let text = '';
  const tokens: TaggedToken[] = [];
  for (const item of spec.split(' ')) {
    const [value, pos] = item.split('/');
    if (text.length > 0 && !/^[.,!?']/u.test(value)) text += ' ';
    const start = text.length;
    text += value;
    tokens.push({ start, end: text.length, value, lemma: value.toLowerCase(), pos, stop: ['the', 'a', 'was', 'of'].includes(value.toLowerCase()) });
  }
  return { text, tokens };
}

const phrasesOf = (spec: string) => {
  const { text, tokens } = tagged(spec);
  return nounPhrases(text, tokens).map((p) => p.text);
};

describe('nounPhrases', () => {
  it('keeps nouns and names, drops determiners and evaluative adjectives', () => {
    expect(phrasesOf('The/DET very/ADV friendly/ADJ wait/NOUN staff/NOUN was/AUX great/ADJ ./PUNCT')).toEqual(['wait staff']);
    expect(phrasesOf('The/DET Thai/ADJ food/NOUN at/ADP Casa/PROPN La/PROPN Femme/PROPN')).toEqual(['Thai food', 'Casa La Femme']);
    expect(phrasesOf('Great/PROPN wine/NOUN list/NOUN ./PUNCT Mizu/PROPN rocks/VERB')).toEqual(['wine list', 'Mizu']);
  });

  it('gives nothing for empty head nouns and never spans punctuation', () => {
    expect(phrasesOf('a/DET lot/NOUN of/ADP fun/NOUN')).toEqual(['fun']);
    expect(phrasesOf('sushi/NOUN ,/PUNCT rolls/NOUN')).toEqual(['sushi', 'rolls']);
  });

  it('returns verbatim slices with token ranges and a name flag', () => {
    const { text, tokens } = tagged('I/PRON love/VERB Mizu/PROPN');
    const [p] = nounPhrases(text, tokens);
    expect(text.slice(p.start, p.end)).toBe(p.text);
    expect(p).toMatchObject({ text: 'Mizu', from: 2, to: 3, proper: true });
    expect(tokenPhrase(text, tokens, 1)).toMatchObject({ text: 'love', proper: false });
  });
});

describe('theme words', () => {
  it('matches word variants and ignores topic-free theme words', () => {
    expect(themeStems('restaurant in general')).toEqual([stem('restaurant')]);
    expect(stemsMatch(stem('prices'), stem('pricey'))).toBe(true);
    expect(stemsMatch(stem('service'), stem('served'))).toBe(false);
  });
});
