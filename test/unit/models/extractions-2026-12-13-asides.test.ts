import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_10, SPAN_SETTINGS_2026_12_12, SPAN_SETTINGS_2026_12_13, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { asideBar, givesOpinionOrAbility } from '../../../lambdas/models/local/extractions-mends-2026-12-13.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v21 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_13);
const v20 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_12);
const THEMES = ['price', 'the food', 'parking', 'delivery', 'the staff', 'opening hours', 'equipment'];
const parking = THEMES.indexOf('parking');

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-13: a higher bar for a likeness in the writer\'s plain sentences', () => {
  it('is a setting of 2026-12-13 only: 2026-12-12 and 2026-12-10 keep the bar of 2026-12-10', () => {
    expect(SPAN_SETTINGS_2026_12_13.plainAsides).toBe(1.5);
    expect(SPAN_SETTINGS_2026_12_13.writerAsides).toBe(0.9);
    expect(SPAN_SETTINGS_2026_12_12.plainAsides).toBeUndefined();
    expect(SPAN_SETTINGS_2026_12_10.plainAsides).toBeUndefined();
  });

  it('reads a verb of opinion, a modal of ability and a clause after "and" or "but" with a verb', () => {
    const read = (s: string) => { const t = tagText(s, true); return givesOpinionOrAbility(t, 0, t.length); };
    expect(read('I think we left the car on the street.')).toBe(true);
    expect(read('I expected more from the menu.')).toBe(true);
    expect(read('We could leave the car on the street.')).toBe(true);
    expect(read("I can't find a space on Saturdays.")).toBe(true);
    expect(read('I ordered two lamps and both came with scratches.')).toBe(true);
    expect(read('We left the car on the street.')).toBe(false);
    expect(read('My sister drove the van to the coast.')).toBe(false);
    expect(read('I bought bread and milk.')).toBe(false); // "and" joining two nouns, no verb after it
  });

  it('gives the higher bar only where no opinion or ability is given, and the old bar without the setting', () => {
    const plain = tagText('We left the car on the street.', true);
    const modal = tagText('We could leave the car on the street.', true);
    expect(asideBar(plain, 0, plain.length, 0.9, 1.5)).toBe(1.5);
    expect(asideBar(modal, 0, modal.length, 0.9, 1.5)).toBe(0.9);
    expect(asideBar(plain, 0, plain.length, 0.9, undefined)).toBe(0.9);
  });

  it('no longer gives the writer\'s plain sentence to a theme it is only like, where 2026-12-12 did', async () => {
    const texts = ['We left the car on the street.', 'My sister drove the van to the coast.'];
    const [a21, a20] = [await v21.extract(texts, THEMES), await v20.extract(texts, THEMES)];
    expect(a20.map((a) => a[parking])).toEqual([['We left the car on the street'], ['My sister drove the van to the coast']]);
    expect(a21.map((a) => a.flat())).toEqual([[], []]);
  });

  it('answers as 2026-12-12 where the sentence gives an opinion or an ability, goes on after "and", or names the theme', async () => {
    const texts = ['We could leave the car on the street.', 'I think we left the car on the street.', 'My sister drove the van and it broke down.', 'We could park right outside the door.', 'The car park was full by nine.'];
    expect(await v21.extract(texts, THEMES)).toEqual(await v20.extract(texts, THEMES));
    const answers = await v21.extract(texts, THEMES);
    expect(answers.map((a) => a[parking].length > 0)).toEqual([true, true, true, true, true]);
  });
});
