/**
 * The label rules of themes 2026-12-01 (theme-label-rules.ts, theme-sentence-starts.ts,
 * theme-shared-pairs.ts), each on answers written for this test, and the whole model on small
 * sets where 2026-11-30 named a theme after a fragment or a template-like fallback.
 */
import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts, tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { phraseCandidates, type PhraseCandidate } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { retagSentenceStarts } from '../../../lambdas/models/local/theme-sentence-starts.js';
import { describeIdea, LONELY_WORD, namesSomething, plainName, sharedWordsFactor, sharedWordsName, themeExclusions, themeWriters } from '../../../lambdas/models/local/theme-label-rules.js';
import { deniedPredicateCandidates, sharedPairCandidates } from '../../../lambdas/models/local/theme-shared-pairs.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v8 = new LocalThemesModel(encoder, THEMES_V8_SETTINGS);
const v9 = new LocalThemesModel(encoder, THEMES_V9_SETTINGS);
const shortLabels = async (model: LocalThemesModel, inputs: string[]) => (await computeThemes({ inputs }, model)).result.themes.map((t) => t.shortLabel);
const candidate = (key: string, display: string, nouns: string[], writers = [0]): PhraseCandidate => ({ key, display, content: key.split(' ').filter((w) => w !== 'not'), writers, nouns });

/** A small clinic set: half the answers open with "Long …", which the tagger reads as a name. */
const WAITS = [
  'Long waits every single visit.',
  'Long wait at reception again.',
  'Long waits, nobody tells you anything.',
  'Long queues at the desk every morning.',
  'Parking is impossible near the surgery.',
  'No parking spaces left after nine.',
  'Parking costs too much for a short visit.',
  'The car park is always full.',
];

describe('sentence-initial adjectives (theme-sentence-starts.ts)', () => {
  it('reads a capitalised adjective that opens a sentence as an adjective, and a name as a name', () => {
    const [waits, sarah, eduroam] = retagSentenceStarts(['Long waits every single visit.', 'Sarah at the desk was great.', 'Eduroam will not connect.'].map(tagWords));
    expect(tagWords('Long waits every single visit.')[0].tag).toBe('PROPN');
    expect(waits.slice(0, 2).map((w) => w.tag)).toEqual(['ADJ', 'NOUN']);
    expect(sarah[0].tag).toBe('PROPN');
    expect(eduroam[0].tag).not.toBe('ADJ');
  });

  it('makes "Long wait" a candidate, which the tagger\'s reading never was', () => {
    const tags = WAITS.slice(0, 4).map(tagWords);
    const keys = (t: typeof tags) => phraseCandidates([0, 1, 2, 3], t, [1, 1, 1, 1], new Set()).map((p) => p.key);
    expect(keys(tags)).not.toContain('long wait');
    expect(keys(retagSentenceStarts(tags))).toContain('long wait');
  });

  it('names the small clinic set\'s themes after the wait and the parking, not "Single visit" and "Short visit"', async () => {
    expect(await shortLabels(v8, WAITS)).toEqual(['Single visit', 'Short visit']);
    const labels = await shortLabels(v9, WAITS);
    expect(labels[0]).toMatch(/^Long (wait|queue)s?$/);
    expect(labels[1]).toMatch(/park/i);
  });
});

describe('what a name must be (theme-label-rules.ts)', () => {
  it('names something: no personal pronoun, not only vague nouns', () => {
    const tags = analyseAndTagTexts(['It is light and I forget I am wearing it.', 'The strap gives me a rash on my wrist.', 'Every single day it crashes.']).tags;
    expect(namesSomething(candidate('light and i forget', 'light and i forget', [], [0]), tags)).toBe(false);
    expect(namesSomething(candidate('rash on i wrist', 'rash on my wrist', ['rash', 'wrist'], [1]), tags)).toBe(true);
    expect(namesSomething(candidate('single day', 'single day', ['day'], [2]), tags)).toBe(false);
  });

  it('tells plain names from templates, pronouns and numbers', () => {
    expect(plainName('Late deliveries')).toBe(true);
    for (const name of ['Wifi comments', 'Light and i forget', 'Theme 2', 'Wifi', 'Three weeks late']) expect(plainName(name)).toBe(false);
  });

  it('halves a phrase none of whose words another member writes, in themes of three or more', () => {
    const writers = (w: string) => ({ chat: 1, assistant: 1, support: 4, slow: 3 })[w] ?? 0;
    expect(sharedWordsFactor(candidate('chat assistant', 'chat assistant', ['chat', 'assistant']), 5, writers)).toBe(LONELY_WORD);
    expect(sharedWordsFactor(candidate('slow support', 'slow support', ['support']), 5, writers)).toBe(1);
    expect(sharedWordsFactor(candidate('chat assistant', 'chat assistant', ['chat', 'assistant']), 2, writers)).toBe(1);
  });

  it('counts a theme\'s writers of a word only where the word is more common in the theme than outside it', () => {
    // Texts 0–3 are the theme; "room" (credit 1) is written by two members and by every other answer.
    const room = [1, 1, 0, 0, 1, 1, 1, 1];
    const late = [1, 1, 1, 0, 0, 0, 0, 1];
    const weights = room.map(() => 1);
    expect(themeWriters(room, [0, 1, 2, 3], weights, 4, 8)).toBe(0);
    expect(themeWriters(late, [0, 1, 2, 3], weights, 4, 8)).toBe(3);
  });

  it('keeps a ubiquitous word that one theme holds out of the exclusions for that theme only, and the context\'s words always', () => {
    const tags = WAITS.map(tagWords);
    const weights = WAITS.map(() => 1);
    const excluded = new Set(['long', 'surgery']);
    expect([...themeExclusions(excluded, new Set(['surgery']), [0, 1, 2, 3], tags, weights, 4, 8)]).toEqual(['surgery']);
    expect([...themeExclusions(excluded, new Set(['surgery']), [4, 5, 6, 7], tags, weights, 4, 8)].sort()).toEqual(['long', 'surgery']);
  });

  it('describes a theme in its short label\'s words and quotes its most typical answer, without word counts', () => {
    const d = describeIdea(6, 'Late deliveries', 'My box came two days late.');
    expect(d).toBe('6 answers about late deliveries. The most typical says: "My box came two days late."');
    expect(describeIdea(3, 'iPhone app', 'It crashes.')).toContain('about iPhone app');
    expect(d).not.toMatch(/\(\d+\)|mention/);
  });
});

describe('names several members write (theme-shared-pairs.ts, sharedWordsName)', () => {
  it('pairs an adjective and a noun that two members write in one clause, with their polarity', () => {
    const { tags } = analyseAndTagTexts([
      'My delivery was late again this week.',
      'Another late delivery, the driver never called.',
      'The herbs were not fresh at all.',
      'Salad and herbs not fresh, straight in the bin.',
      'The bread was fresh but the herbs were not fresh.',
    ]);
    const keys = (texts: number[]) => sharedPairCandidates(texts, tags, [1, 1, 1, 1, 1], new Set()).map((p) => p.display);
    expect(keys([0, 1])).toContain('late delivery');
    expect(keys([2, 3])).toContain('herbs not fresh');
    // One member affirms "fresh" of the bread and denies it of the herbs: no pair with mixed readings.
    expect(keys([0, 4])).not.toContain('fresh herbs');
    // A degree adverb after "is" qualifies the predicate: never "Too price".
    const prices = analyseAndTagTexts(['The full price is too high.', 'The price is too much for us.']).tags;
    expect(sharedPairCandidates([0, 1], prices, [1, 1], new Set()).map((p) => p.display)).not.toContain('too price');
  });

  it('reads a denial after an adverb ("are often not fresh"), which 2026-11-30 missed', () => {
    const { tags } = analyseAndTagTexts(['The vegetables are often not fresh.', 'The room was still not ready at four.', 'The room was not ready.']);
    const displays = deniedPredicateCandidates([0, 1, 2], tags, [1, 1, 1], new Set()).map((p) => p.display);
    expect(displays).toEqual(['vegetables not fresh', 'room not ready']);
    expect(phraseCandidates([0], tags, [1], new Set()).map((p) => p.key)).not.toContain('vegetable not fresh');
  });

  it('names a theme without any candidate by two words its members write side by side, never by a template or its first words', () => {
    const texts = ['Le wifi est trop lent dans la bibliothèque.', 'Le wifi est lent le soir.', 'Le wifi ne marche pas bien dans les chambres.', 'Le wifi coupe tout le temps.'];
    const { tags } = analyseAndTagTexts(texts);
    const name = sharedWordsName([0, 1, 2, 3], tags, [1, 1, 1, 1], new Set())!;
    expect(name.toLowerCase()).toContain('wifi');
    expect(plainName(name)).toBe(true);
  });

  it('names French answers without a fragment ending in a preposition or an article and a plural', async () => {
    const inputs = [
      'Le wifi est trop lent dans la bibliothèque.',
      'Le wifi est lent le soir.',
      'Le wifi ne marche pas bien dans les chambres.',
      'Le wifi coupe tout le temps.',
      'La cantine est trop chère pour les étudiants.',
      'La cantine est chère et pas bonne.',
      'Les repas de la cantine sont trop chers.',
      'La cantine coûte trop cher.',
    ];
    expect(await shortLabels(v8, inputs)).toEqual(['Marche pas bien dans', 'Les étudiants']);
    const labels = await shortLabels(v9, inputs);
    expect(labels[0]).toMatch(/wifi/i);
    expect(labels[1]).toMatch(/cantine/i);
    for (const l of labels) expect(plainName(l)).toBe(true);
  });
});
