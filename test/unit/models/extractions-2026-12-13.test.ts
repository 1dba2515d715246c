import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_12, SPAN_SETTINGS_2026_12_13, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { isHyphenatedNumber, tagHyphenatedNumbers } from '../../../lambdas/models/local/extractions-number-words.js';
import { moneyTokens } from '../../../lambdas/models/local/extractions-amounts.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { bestCpuMs } from '../../helpers/cpu-time.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V20, EXTRACTIONS_V21 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v21 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_13);
const v20 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_12);

/**
 * Version 2026-12-13 is pinned: its exact answers must never change once it is released, its faults included ("The mechanic, a chatty
 * man called Dev, had it done in twenty minutes" is no waiting time; "The hall holds about twenty-five people" is the venue's, right,
 * though the number is no money).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ['price', 'the mechanic', 'waiting time'],
    texts: ['Forty-five quid for an oil change is a rip-off.', 'We waited twenty-five minutes before anyone looked at the car.', 'They charged me ninety-nine pounds for two new wiper blades.', 'The mechanic, a chatty man called Dev, had it done in twenty minutes.', 'Sixty-two pounds seemed fair for a full service.', 'It was a one-off visit and a two-way chat.'],
    answers: [[['Forty-five quid for an oil change is a rip-off'], [], []], [[], [], ['We waited twenty-five minutes before anyone looked at the car']], [['They charged me ninety-nine pounds for two new wiper blades'], [], []], [[], ['The mechanic, a chatty man called Dev, had it done in twenty minutes'], []], [['Sixty-two pounds seemed fair for a full service'], [], []], [[], [], []]],
  },
  {
    themes: ['the venue', 'ticket prices', 'the band'],
    texts: ['Tickets were thirty-two euros each, far too dear.', 'The band played for seventy-five minutes and then left.', 'The hall holds about twenty-five people.', 'We paid twenty pounds each and the sound was great.'],
    answers: [[[], ['Tickets were thirty-two euros each'], []], [[], [], ['The band played for seventy-five minutes and then left']], [['The hall holds about twenty-five people'], [], []], [[], ['We paid twenty pounds each'], []]],
  },
];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-13', () => {
  it('is the default, served beside 2026-12-12, the default before it', () => {
    expect(EXTRACTIONS_V21).toBe('2026-12-13');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V20, EXTRACTIONS_V21]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v21.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('reads a ten joined to a unit as a number, and no other hyphenated word', () => {
    for (const w of ['twenty-two', 'Forty-five', 'NINETY-NINE', 'thirty-one', 'fifty-eight']) expect(isHyphenatedNumber(w)).toBe(true);
    for (const w of ['one-off', 'two-way', 'twenty', 'twenty-first', 'forty-odd', 'first-class', 'twenty-two-year-old', 'five-star']) expect(isHyphenatedNumber(w)).toBe(false);
    const tokens = tagText('The full valet was twenty-two pounds, a one-off.', true);
    expect(tokens.find((t) => t.value === 'twenty-two')?.pos).toBe('NOUN');
    const retagged = tagHyphenatedNumbers(tokens);
    expect(retagged.find((t) => t.value === 'twenty-two')?.pos).toBe('NUM');
    expect(retagged.find((t) => t.value === 'one-off')?.pos).toBe(tokens.find((t) => t.value === 'one-off')?.pos);
    expect(moneyTokens(tokens)).toEqual([]);
    expect(moneyTokens(retagged).map((i) => retagged[i].value)).toEqual(['twenty-two', 'pounds']);
    const plain = tagText('It was twenty pounds.', true);
    expect(tagHyphenatedNumbers(plain)).toBe(plain);
  });

  it('gives the theme about money an amount written in hyphenated words, where 2026-12-12 gave it none; other answers as 2026-12-12', async () => {
    const themes = ['price', 'the mechanic', 'waiting time'];
    const texts = ['Forty-five quid for an oil change is a rip-off.', 'Sixty-two pounds seemed fair for a full service.'];
    expect((await v20.extract(texts, themes)).map((a) => a[0])).toEqual([[], []]);
    expect((await v21.extract(texts, themes)).map((a) => a[0])).toEqual(texts.map((t) => [t.replace(/\.$/u, '')]));
    const same = ['We waited twenty-five minutes before anyone looked at the car.', 'It was a one-off visit and a two-way chat.', 'We paid twenty pounds each and the sound was great.', 'The mechanic was rude and the bill was £80.'];
    expect(await v21.extract(same, themes)).toEqual(await v20.extract(same, themes));
  });

  it('retags in linear time: four times the text takes well under sixteen times the CPU time', () => {
    const clause = 'It cost twenty-two pounds, a one-off, and forty-five quid for the next. ';
    const time = (n: number) => {
      const tokens = tagText(clause.repeat(n), false);
      return bestCpuMs(() => {
        for (let round = 0; round < 5; round++) tagHyphenatedNumbers(tokens);
      }, 3);
    };
    time(100);
    const [small, large] = [time(400), time(1600)];
    expect(large).toBeLessThan(Math.max(50, 8 * small));
  });
});
