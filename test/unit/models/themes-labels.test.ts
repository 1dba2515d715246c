import { describe, expect, it } from 'vitest';
import { analyseText, analyseTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { labelThemes } from '../../../lambdas/models/local/theme-labels.js';
import { rankGroupPhrases } from '../../../lambdas/core/text/keyphrases.js';

const words = (label: string) => label.split(/\s+/).length;

/** Labels for groups of texts given as lists (each text counted once). */
function label(groups: string[][], context?: string) {
  const texts = groups.flat();
  const analyses = analyseTexts(texts);
  let next = 0;
  const themes = groups.map((g) => ({ texts: g.map(() => next++), size: g.length }));
  const contextWords = new Set(context ? analyseText(context).terms : []);
  return labelThemes(themes, analyses, texts.map(() => 1), contextWords);
}

describe('key phrases', () => {
  it('keeps hyphenated compounds and clipped words as written', () => {
    const phrases = analyseText('Is there an auto top-up option in the app?').phrases.map((p) => p.display);
    expect(phrases).toContain('auto top-up');
    expect(phrases).toContain('app');
    expect(phrases).not.toContain('application');
  });

  it('drops stop words and keeps acronyms but not Title Case capitals', () => {
    const { terms, phrases } = analyseText('Best SVN Client For Windows Vista');
    expect(terms).not.toContain('for');
    expect(phrases.map((p) => p.display)).toContain('SVN client');
  });
});

describe('ranking phrases per group', () => {
  it('prefers phrases frequent in the group and rare elsewhere', () => {
    const texts = ['card never arrived', 'card arrival is late', 'waiting for my card', 'refund for my card', 'refund still pending'];
    const ranked = rankGroupPhrases(
      [{ texts: [0, 1, 2], size: 3 }, { texts: [3, 4], size: 2 }],
      analyseTexts(texts),
      texts.map(() => 1),
    );
    expect(ranked[0][0].key).toBe('card');
    expect(ranked[1][0].key).toBe('refund');
  });
});

describe('theme labels', () => {
  it('joins two nouns, or uses a noun phrase, in 2–4 words', () => {
    const labels = label([
      ['Delivery took two weeks', 'Tracking never updated', 'No tracking and the delivery never came', 'Delivery took a month'],
      ['Customer support was rude', 'Rude customer support agent', 'Customer support never replied'],
    ]);
    expect(labels.map((l) => l.shortLabel)).toEqual(['Delivery and tracking', 'Customer support']);
    for (const l of labels) {
      expect(words(l.shortLabel)).toBeGreaterThanOrEqual(2);
      expect(words(l.shortLabel)).toBeLessThanOrEqual(4);
    }
  });

  it('puts a qualifier in front of the noun it describes', () => {
    const [late, stolen] = label([
      ['The delivery was late', 'Late delivery again', 'Delivery took weeks', 'My delivery is late'],
      ['My bank card was stolen', 'Someone stole my card, it was stolen', 'What if my card is stolen?'],
      ['My card was declined', 'The shop refused my card', 'Card payment failed'],
    ]);
    expect(late.shortLabel).toBe('Late delivery');
    expect(stolen.shortLabel).toBe('Stolen card');
    expect(stolen.description).toBe("All 3 comments mention 'stolen'; 3 also mention 'card'.");
  });

  it('keeps short labels unique, deterministically, when themes share their best phrase', () => {
    const groups = [
      ['The app crashes on login', 'App crash at login', 'The app crashes when I log in'],
      ['The app crashes on upload', 'App crash when uploading', 'The app crashes on photos'],
    ];
    const first = label(groups);
    expect(first[0].shortLabel.toLowerCase()).not.toBe(first[1].shortLabel.toLowerCase());
    expect(label(groups)).toEqual(first);
  });

  it('describes how many comments there are and what they mention', () => {
    const [theme] = label([['Refund is slow', 'Still waiting for my refund', 'The refund took a month', 'Fees are too high']]);
    expect(theme.description).toBe("4 comments about refund, most often mentioning 'refund' (3).");
  });

  it('names replies without content words plainly', () => {
    const [brief] = label([['ok', 'n/a', 'yes']]);
    expect(brief.shortLabel).toBe('Brief replies');
    expect(brief.description).toMatch(/^3 comments too brief/);
  });

  it('prefers phrases from the context', () => {
    const groups = [['Tracking was broken', 'No tracking updates', 'Tracking link dead', 'Tracking is useless', 'Delivery took weeks', 'Delivery was slow']];
    expect(label(groups)[0].shortLabel).toMatch(/^Tracking/);
    expect(label(groups, 'delivery speed')[0].shortLabel).toMatch(/^Delivery/);
  });
});
