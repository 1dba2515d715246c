import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_04, SPAN_SETTINGS_2026_12_05, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { mentionRanges } from '../../../lambdas/models/local/extractions-mention-spans.js';
import { verbParticleNames } from '../../../lambdas/models/local/extractions-theme-words.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V12, EXTRACTIONS_V13, EXTRACTIONS_V14, EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18 } from '../../../lambdas/models/local/trained-model-versions.js';
import { themesFound as found } from './extractions-found.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v13 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_05);
const v12 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_04);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-05', () => {
  it('stays served beside 2026-12-04 (the default is now 2026-12-07)', () => {
    expect(EXTRACTIONS_V13).toBe('2026-12-05');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V12, EXTRACTIONS_V13]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it('drops a verb or adjective near a theme word by vector when the encoder finds it unrelated to the theme', async () => {
    const themes = ['pickup times', 'staff', 'cleanliness', 'price'];
    // "came" is near "pickup" by GloVe only.
    expect(await found(v12, 'The puppy came home tired and muddy.', themes)).toEqual(['pickup times']);
    expect(await found(v13, 'The puppy came home tired and muddy.', themes)).toEqual([]);
    expect(await found(v12, 'Our puppy came back tired and muddy.', themes)).toEqual(['pickup times']);
    expect(await found(v13, 'Our puppy came back tired and muddy.', themes)).toEqual([]);
    // Controls: verbs and adjectives the encoder relates to their theme stay.
    expect(await found(v13, 'My order was delivered two days late.', ['delivery', 'price'])).toEqual(['delivery']);
    expect(await found(v13, 'The lunch menu is rather pricey.', ['delivery', 'price'])).toEqual(['price']);
  });

  it('reads a verb in any form with its particle as the theme word it writes', async () => {
    const tokens = tagText('She picked up the keys and checked in at noon.', true);
    expect(verbParticleNames(tokens, ['pickup', 'checkin']).map((i) => tokens[i].value)).toEqual(['picked', 'checked']);
    expect(verbParticleNames(tokens, ['pickup']).map((i) => tokens[i].value)).toEqual(['picked']);
    // Without the rule, the encoder reading would drop "picked" ("pick" is unrelated to "pickup times" for the encoder).
    expect(await found(v13, 'We picked up just after six.', ['pickup times', 'staff', 'cleanliness'])).toEqual(['pickup times']);
  });

  it('cuts a long clause where a subordinate clause starts, not after a fixed count of words', async () => {
    const text = 'The owner charged us for a whole extra day when we arrived twenty minutes late.';
    const themes = ['price', 'pickup times', 'staff', 'cleanliness'];
    expect((await v12.extract([text], themes))[0][0]).toEqual(['The owner charged us for a whole extra day when we arrived']);
    expect((await v13.extract([text], themes))[0][0]).toEqual(['The owner charged us for a whole extra day']);
    // Control: a short clause keeps its subordinate clause.
    expect((await v13.extract(['The waiter was rude when we asked for the bill.'], ['staff']))[0][0]).toEqual(['The waiter was rude when we asked for the bill']);
  });

  it('reads a definite noun for someone who works there as the theme that names such people, and what is said of them as about them', async () => {
    const themes = ['staff', 'price', 'cleanliness', 'opening hours'];
    expect(await found(v12, 'The owner gave us a discount on the compost.', themes)).not.toContain('staff');
    expect(await found(v13, 'The owner gave us a discount on the compost.', themes)).toEqual(expect.arrayContaining(['staff', 'price']));
    expect(await found(v13, 'The plumber fixed it in an hour.', themes)).toEqual(['staff']);
    // "quick" is near "opening" by GloVe and barely related by the encoder; said of the baker, it is about the baker.
    expect(await found(v12, 'The baker was quick and chatty.', ['opening hours', 'queue', 'staff', 'prices'])).toEqual(['opening hours']);
    expect(await found(v13, 'The baker was quick and chatty.', ['opening hours', 'queue', 'staff', 'prices'])).toEqual(['staff']);
    // Family, customers and an indefinite person are not the people who work there.
    expect(await found(v13, 'My son loved the fountain.', themes)).toEqual([]);
    expect(await found(v13, 'The children ran around the greenhouse.', themes)).toEqual([]);
    expect(await found(v13, 'A man in the queue was helpful.', themes)).not.toContain('staff');
  });

  it('gives another occupation only to a theme that names the people at work as a whole, and the whole staff to any of them', async () => {
    expect(await found(v13, 'The porter was cheerful.', ['staff', 'food', 'parking'])).toEqual(['staff']);
    // A porter is not a nurse: a theme naming one kind of worker takes a word for all of them, not another kind.
    expect(await found(v13, 'The porter was cheerful.', ['nurses', 'food', 'parking'])).toEqual([]);
    expect(await found(v13, 'The staff were rushed off their feet.', ['nurses', 'food', 'parking'])).toEqual(['nurses']);
  });

  it('narrows a long piece to its first words when the mention is among them, keeping what the clause says before the mention', () => {
    const text = 'The hall shuts its doors at eight on weekdays, which rules out any session after work for me.';
    const tokens = tagText(text, true);
    const i = tokens.findIndex((t) => t.value === 'weekdays');
    const unit = [{ start: 0, end: text.length }];
    const slice = (r: { start: number; end: number }[]) => r.map((x) => text.slice(x.start, x.end));
    expect(slice(mentionRanges(text, tokens, unit, [i], 12, true, true))[0]).toMatch(/^weekdays, which rules out/u);
    expect(slice(mentionRanges(text, tokens, unit, [i], 12, true, true, true))).toEqual(['The hall shuts its doors at eight on weekdays, which rules']);
  });
});
