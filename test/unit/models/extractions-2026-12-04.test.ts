import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_03, SPAN_SETTINGS_2026_12_04, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { amountGroups } from '../../../lambdas/models/local/extractions-amount-owners.js';
import { paidForTheme } from '../../../lambdas/models/local/extractions-paid-for.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { computeExtractions } from '../../../lambdas/operations/extractions.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V11, EXTRACTIONS_V12, EXTRACTIONS_V14, EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18 } from '../../../lambdas/models/local/trained-model-versions.js';
import { themesFound as found } from './extractions-found.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v12 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_04);
const v11 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_03);
const amounts = (text: string, weighed = true) => {
  const tokens = tagText(text, true);
  return amountGroups(tokens, weighed).map((g) => g.map((i) => tokens[i].value).join(' '));
};

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-04', () => {
  it('stays served beside 2026-12-03 (the default is now 2026-12-07)', () => {
    expect(EXTRACTIONS_V12).toBe('2026-12-04');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V11, EXTRACTIONS_V12]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it('reads "N pound" as a weight only before a weighed thing or after a weighing verb', () => {
    expect(amounts('We had a 40 pound dinner for two.')).toEqual(['40 pound']);
    expect(amounts('We had a 40 pound dinner for two.', false)).toEqual([]);
    expect(amounts('She carried a 25 pound sack of flour.')).toEqual([]);
    expect(amounts('I bought 3 pounds of apples.')).toEqual([]);
    expect(amounts('I bought 3 pounds of apples.', false)).toEqual(['3 pounds']);
    expect(amounts('My dog weighs 60 pounds.')).toEqual([]);
    // Controls: money in pounds stays money.
    expect(amounts('It came to 60 pounds in the end.')).toEqual(['60 pounds']);
    expect(amounts('There was 200 pounds of damage to the car.')).toEqual(['200 pounds']);
    expect(amounts('I paid with a 10 pound note.')).toEqual(['10 pound']);
  });

  it('tells money themes that name what is paid for', () => {
    expect(paidForTheme(['delivery', 'charges'])).toBe(true);
    expect(paidForTheme(['treatment', 'cost'])).toBe(true);
    expect(paidForTheme(['price'])).toBe(false);
    expect(paidForTheme(['value', 'money'])).toBe(false);
    expect(paidForTheme(['rent'])).toBe(false);
    expect(paidForTheme(['bus', 'fare'])).toBe(true);
    expect(paidForTheme(['delivery', 'charge'])).toBe(true);
    expect(paidForTheme(['phone', 'charge'])).toBe(false);
    // "charge", "rate", "value", "amount" and "payment" are not money words on their own.
    for (const words of [['heart', 'rate'], ['nutritional', 'value'], ['success', 'rate'], ['payment', 'options'], ['amount', 'homework'], ['battery', 'charge']]) expect(paidForTheme(words)).toBe(false);
  });

  it('reads a theme with an ambiguous money word as any other theme', async () => {
    expect(await found(v12, 'There is too much homework at weekends.', ['amount of homework', 'teachers', 'course fees'])).toEqual(['amount of homework']);
    expect(await found(v12, 'My phone battery died halfway home.', ['battery charge', 'hire price', 'app'])).toEqual(['battery charge']);
    // A singular "charge" beside a thing paid for is money: its thing still needs money in the sentence.
    expect(await found(v12, 'The van turned up two hours late.', ['delivery charge', 'freshness', 'customer service'])).toEqual([]);
    expect(await found(v12, 'Delivery is free on orders over £40.', ['delivery charge', 'freshness', 'customer service'])).toEqual(['delivery charge']);
  });

  it('keeps a money word of the theme written out whatever else the clause is about', async () => {
    expect(await found(v12, 'The workbook was £20 on top of the fees.', ['course fees', 'materials', 'teachers'])).toContain('course fees');
    // Control: its thing written out still needs money in the sentence.
    expect(await found(v12, 'The delivery came two days late.', ['delivery fee', 'produce quality', 'packaging'])).toEqual([]);
  });

  it('reads the nouns of a purpose clause after the money as the work paid for', async () => {
    const themes = ['repair cost', 'spare parts', 'mechanics'];
    expect(await found(v12, 'They charged me $40 to replace a tyre.', themes)).toContain('repair cost');
  });

  it('gives an amount to a money theme whose thing is near what was paid for, with a generic money theme requested', async () => {
    const themes = ['food price', 'seating', 'waiting time', 'toilets', 'value for money'];
    expect(await found(v11, 'A burger and fries came to £16.', themes)).toEqual(['food price', 'value for money']);
    expect(await found(v12, 'A burger and fries came to £16.', themes)).toEqual(['food price']);
    expect(await found(v12, 'Two coffees were $11.', themes)).toEqual(['food price']);
    // Control: another thing paid for stays the generic theme's.
    expect(await found(v12, 'Parking at the terminal is £5 an hour.', themes)).not.toContain('food price');
  });

  it('reads "back" as money paid back only with a verb of paying back or "money"', async () => {
    const themes = ['course fees', 'teachers', 'homework'];
    expect(await found(v12, 'Three classes back to back cost £60.', themes)).toEqual(['course fees']);
    expect(await found(v12, 'The school gave me £30 back when the class was cancelled.', ['price', 'teachers'])).not.toContain('price');
  });

  it('reads "put N pounds in" and "lost N pounds" beside money as money', () => {
    expect(amounts('I put 2 pounds in the machine and got nothing.')).toEqual(['2 pounds']);
    expect(amounts('The dryer kept my coins and I lost 3 pounds.')).toEqual(['3 pounds']);
    // Controls: weights.
    expect(amounts('I put on 5 pounds over Christmas.')).toEqual([]);
    expect(amounts('I lost ten pounds in my first two months.')).toEqual([]);
  });

  it('keeps the currency sign after an amount at the end of a sentence', async () => {
    // Spans are trimmed by the operation layer, as for the API (test/e2e/extractions-currency-signs.test.ts), not by the model.
    const { extractions } = await computeExtractions({ inputs: ['The parking ticket was 12€.'], themes: ['price'] }, v12);
    expect(extractions[0][0]).toEqual(['The parking ticket was 12€']);
    const before = await computeExtractions({ inputs: ['The parking ticket was 12€.'], themes: ['price'] }, v11);
    expect(before.extractions[0][0]).toEqual(['The parking ticket was 12']);
  });

  it('leaves an amount paid for a requested money theme to that theme, not to a generic one', async () => {
    const themes = ['price', 'postage costs', 'quality'];
    const text = 'They added £6 postage to a £15 order.';
    expect(await found(v11, text, themes)).toEqual(['price', 'postage costs']);
    expect(await found(v12, text, themes)).toEqual(['postage costs']);
    // Control: an amount paid for something that is no requested money theme stays the generic theme's.
    expect(await found(v12, 'The blender was £80 and it leaks.', themes)).toEqual(['price']);
  });

  it('needs the thing and money together for a money theme that names what is paid for', async () => {
    const themes = ['delivery charges', 'freshness', 'customer service'];
    expect(await found(v11, 'The van turned up two hours late.', themes)).toEqual(['delivery charges']);
    expect(await found(v12, 'The van turned up two hours late.', themes)).toEqual([]);
    expect(await found(v11, 'The invoice had my name spelt wrong.', themes)).toEqual(['delivery charges']);
    expect(await found(v12, 'The invoice had my name spelt wrong.', themes)).not.toContain('delivery charges');
    // Controls: the thing with money, and money alone.
    expect(await found(v12, 'Delivery is free on orders over £40.', themes)).toEqual(['delivery charges']);
    expect(await found(v12, 'Shipping added £7.50 to my basket.', themes)).toEqual(['delivery charges']);
  });

  it('reads an amount paid back as no price', async () => {
    const themes = ['value for money', 'delivery charges'];
    expect(await found(v11, 'I was reimbursed £18 a week later.', themes)).not.toEqual([]);
    expect(await found(v12, 'I was reimbursed £18 a week later.', themes)).toEqual([]);
    expect(await found(v12, 'I got 20 dollars back after a long call.', ['price', 'support'])).not.toContain('price');
    // Control: an amount paid.
    expect(await found(v12, 'I paid £18 for a tiny portion.', themes)).toEqual(['value for money']);
  });

  it('finds noise by what makes it', async () => {
    const themes = ['noise', 'beds', 'cleanliness'];
    expect(await found(v11, 'Someone was shouting in the corridor all night.', themes)).toEqual([]);
    expect(await found(v12, 'Someone was shouting in the corridor all night.', themes)).toEqual(['noise']);
    expect(await found(v12, 'A dog was barking outside until 3am.', themes)).toEqual(['noise']);
    // Control: the group answers to its theme names only.
    expect(await found(v12, 'Someone was shouting in the corridor all night.', ['beds', 'cleanliness'])).toEqual([]);
  });
});
