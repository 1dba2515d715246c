import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_02, SPAN_SETTINGS_2026_12_03, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { amountGroups, genericMoneyTheme } from '../../../lambdas/models/local/extractions-amount-owners.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V8, EXTRACTIONS_V11 } from '../../../lambdas/models/local/trained-model-versions.js';
import { themesFound as found } from './extractions-found.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v11 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_03);
const v10 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_02);
const amounts = (text: string) => {
  const tokens = tagText(text, true);
  return amountGroups(tokens).map((g) => g.map((i) => tokens[i].value).join(' '));
};

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-03', () => {
  it('stays served beside 2026-11-30 (the default is now 2026-12-07)', () => {
    expect(EXTRACTIONS_V11).toBe('2026-12-03');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V8, EXTRACTIONS_V11]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it('reads amounts written apart from or after their currency, and a weight in pounds as no amount', () => {
    expect(amounts('The lamp was £ 45 in the sale.')).toEqual(['£ 45']);
    expect(amounts('A ticket is 12 € or 15€ at the door.')).toEqual(['12 €', '15 €']);
    expect(amounts('They want USD 60 upfront, or 50 GBP.')).toEqual(['USD 60', '50 GBP']);
    expect(amounts('It set me back 40 quid.')).toEqual(['40 quid']);
    expect(amounts('I carried the 30 pound sandbags upstairs.')).toEqual([]);
    // Controls: money in pounds is still money ("a 10 pound note", "fifteen pounds").
    expect(amounts('I paid with a 10 pound note.')).toEqual(['10 pound']);
    expect(amounts('Lunch was fifteen pounds.')).toEqual(['fifteen pounds']);
    expect(amounts('We waited 25 minutes for 3 buses.')).toEqual([]);
  });

  it('tells generic money themes from those that name a thing', () => {
    expect(genericMoneyTheme(['price'])).toBe(true);
    expect(genericMoneyTheme(['value', 'money'])).toBe(true);
    expect(genericMoneyTheme(['rent'])).toBe(false);
    expect(genericMoneyTheme(['delivery', 'charge'])).toBe(false);
  });

  it('gives an amount to the thing paid for, not to a money theme about another thing', async () => {
    const themes = ['rent', 'repairs', 'neighbours'];
    const repair = 'The repair to the boiler set us back £200.';
    expect(await found(v10, repair, themes)).toEqual(['rent', 'repairs']);
    expect(await found(v11, repair, themes)).toEqual(['repairs']);
    // What was paid for is no requested theme: the amount is still not rent's.
    const handyman = 'The handyman billed us £140 to rehang a door.';
    expect(await found(v10, handyman, themes)).toEqual(['rent']);
    expect(await found(v11, handyman, themes)).toEqual([]);
    // Control: an amount said of the rent itself stays with rent.
    expect(await found(v11, 'Our rent rose to £1,100 a month.', themes)).toEqual(['rent']);
  });

  it('still gives an amount to a money theme that names a thing when nothing else is paid for', async () => {
    expect(await found(v11, 'They wanted 14 dollars per adult to go in.', ['entry fee', 'exhibitions'])).toEqual(['entry fee']);
    // Control: what was paid for is named ("teas", "scone").
    expect(await found(v10, 'Two teas and a scone came to £9.', ['entry fee', 'exhibitions'])).toEqual(['entry fee']);
    expect(await found(v11, 'Two teas and a scone came to £9.', ['entry fee', 'exhibitions'])).toEqual([]);
  });

  it('gives an amount to a generic money theme whatever was paid for', async () => {
    expect(await found(v11, 'The charger was 18 € and stopped working.', ['price', 'delivery'])).toEqual(['price']);
    expect(await found(v10, 'The charger was 18 € and stopped working.', ['price', 'delivery'])).toEqual([]);
  });

  it('finds themes told by a verb that neither word vectors nor the encoder place near them', async () => {
    const telecom = ['billing', 'signal', 'coverage'];
    expect(await found(v10, 'They refunded the extra within a day.', telecom)).toEqual([]);
    expect(await found(v11, 'They refunded the extra within a day.', telecom)).toEqual(['billing']);
    const home = ['repairs', 'rent', 'neighbours'];
    expect(await found(v10, 'The landlord took a month to mend the leaking roof.', home)).toEqual(['rent']);
    expect(await found(v11, 'The landlord took a month to mend the leaking roof.', home)).toEqual(['repairs', 'rent']);
    // A waiting verb is waiting time, and no longer also staff through "desk".
    expect(await found(v10, 'We queued for almost an hour at the front desk.', ['waiting time', 'staff', 'parking'])).toEqual(['waiting time', 'staff']);
    expect(await found(v11, 'We queued for almost an hour at the front desk.', ['waiting time', 'staff', 'parking'])).toEqual(['waiting time']);
    // Control: a sentence with none of these verbs answers as before.
    expect(await found(v11, 'The signal in town is great.', telecom)).toEqual(['signal']);
  });

  it('finds course materials by the things they are made of', async () => {
    const course = ['teaching', 'assessment', 'course materials'];
    expect(await found(v10, 'Half the handouts were missing pages.', course)).toEqual([]);
    expect(await found(v11, 'Half the handouts were missing pages.', course)).toEqual(['course materials']);
    // Control: the group answers to its theme names only.
    expect(await found(v11, 'Half the handouts were missing pages.', ['teaching', 'assessment'])).toEqual([]);
  });

  it('leaves out related words that are as often about something else', async () => {
    // Each of these was a span of the word lists first landed ("late", "return", "statement", "broke", "replace").
    expect(await found(v11, 'I ran late because the car park was full.', ['waiting time', 'parking'])).toEqual(['parking']);
    expect(await found(v11, 'Our return train was packed.', ['refund', 'seats'])).not.toContain('refund');
    expect(await found(v11, 'Please replace the word cheap in your advert.', ['repairs', 'price'])).toEqual(['price']);
    expect(await found(v11, 'The press statement from the council was vague.', ['billing', 'signal'])).not.toContain('billing');
    expect(await found(v11, 'My brother broke his arm at the park.', ['repairs', 'rent'])).not.toContain('repairs');
    // Controls: the same themes told by the words kept.
    expect(await found(v11, 'Our flight was delayed by three hours.', ['waiting time', 'rooms'])).toContain('waiting time');
    expect(await found(v11, 'They reimbursed the ticket within a week.', ['refund', 'seats'])).toContain('refund');
    expect(await found(v11, 'I sent the shoes back and they were returned to the warehouse.', ['returns', 'sizing'])).toContain('returns');
  });
});
