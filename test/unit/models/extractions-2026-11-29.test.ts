import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_11_28, SPAN_SETTINGS_2026_11_29, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { keepSpansWithOwners } from '../../../lambdas/models/local/extractions-span-owners.js';
import { mentionRanges } from '../../../lambdas/models/local/extractions-mention-spans.js';
import { linksToState, subjectNouns, subjectOf, verbsYieldToSubjects } from '../../../lambdas/models/local/extractions-verb-subjects.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V6, EXTRACTIONS_V7 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v7 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_29);
const v6 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_28);
const byTheme = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]) =>
  Object.fromEntries((await model.extract([text], themes))[0].map((spans, j) => [themes[j], spans]));
const whole = (text: string) => [{ start: 0, end: text.length }];
const at = (text: string, word: string) => tagText(text).findIndex((t) => t.value === word);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-11-29', () => {
  it('stays served beside the pinned 2026-11-28 (the default is now 2026-12-07)', () => {
    expect(EXTRACTIONS_V7).toBe('2026-11-29');
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V6, EXTRACTIONS_V7]));
  });

  it('finds a verb\'s subject: the head before it, not a noun of a prepositional modifier, none after a conjunction', () => {
    const queue = 'The queue at the pharmacy moved very slowly.';
    expect(subjectOf(tagText(queue), whole(queue)[0], at(queue, 'moved'))).toBe(at(queue, 'queue'));
    const driver = 'The delivery driver left the box in the rain.';
    expect(subjectOf(tagText(driver), whole(driver)[0], at(driver, 'left'))).toBe(at(driver, 'driver'));
    const pronoun = 'It arrived late.';
    expect(subjectOf(tagText(pronoun), whole(pronoun)[0], at(pronoun, 'arrived'))).toBe(-1);
  });

  it('tells a verb that links its subject to a state ("arrived wilted") from one that says how an event went ("arrived late")', () => {
    const wilted = 'The vegetables arrived very wilted.';
    expect(linksToState(tagText(wilted), whole(wilted)[0], at(wilted, 'arrived'))).toBe(true);
    const late = 'My order arrived forty minutes late.';
    expect(linksToState(tagText(late), whole(late)[0], at(late, 'arrived'))).toBe(false);
  });

  it('drops a verb\'s match when its subject matches another theme; a related-word verb only when it links to a state', () => {
    const text = 'The vegetables arrived wilted.';
    const tokens = tagText(text);
    const [veg, arrived] = [at(text, 'vegetables'), at(text, 'arrived')];
    // Theme 0 (food) matches the subject, theme 1 (delivery) the verb.
    const hits = [tokens.map((_, i) => i === veg), tokens.map((_, i) => i === arrived)];
    const none = () => false;
    expect(verbsYieldToSubjects(tokens, whole(text), hits, none, none)[1][arrived]).toBe(false);
    expect(verbsYieldToSubjects(tokens, whole(text), hits, none, () => true)[1][arrived]).toBe(false);
    // Named outright, the verb keeps its theme; with no subject match, nothing changes.
    expect(verbsYieldToSubjects(tokens, whole(text), hits, (j) => j === 1, none)[1][arrived]).toBe(true);
    const alone = [tokens.map(() => false), hits[1]];
    expect(verbsYieldToSubjects(tokens, whole(text), alone, none, none)).toEqual(alone);
    const late = 'The order arrived two hours late.';
    const lateTokens = tagText(late);
    const lateHits = [lateTokens.map((_, i) => i === at(late, 'order')), lateTokens.map((_, i) => i === at(late, 'arrived'))];
    expect(verbsYieldToSubjects(lateTokens, whole(late), lateHits, none, () => true)[1][at(late, 'arrived')]).toBe(true);
    expect(verbsYieldToSubjects(lateTokens, whole(late), lateHits, none, none)[1][at(late, 'arrived')]).toBe(false);
  });

  it('keeps a span for the theme its subject mentions when another theme only describes the subject', () => {
    const text = 'The pizza is overpriced';
    const tokens = tagText(text);
    const nouns = subjectNouns(tokens, whole(text));
    expect(nouns).toEqual(tokens.map((t) => t.value === 'pizza'));
    // Theme 0 (food): "pizza" by vector (0.7); theme 1 (price): "overpriced" by related word (2.5).
    const scores = [tokens.map((t) => (t.value === 'pizza' ? 0.7 : undefined)), tokens.map((t) => (t.value === 'overpriced' ? 2.5 : undefined))];
    const hits = scores.map((row) => row.map((s) => s !== undefined));
    const spans = [[text], [text]];
    const ranges = [whole(text), whole(text)];
    expect(keepSpansWithOwners(text, tokens, spans, scores, hits, 1, ranges, nouns)).toEqual([[text], [text]]);
    // 2026-11-28 (no nouns): the weaker theme loses the span.
    expect(keepSpansWithOwners(text, tokens, spans, scores, hits, 1, ranges)).toEqual([[], [text]]);
  });

  it('answers the sentences a user read on 2026-11-28 by their subject, where 2026-11-28 still answers as before', async () => {
    const themes = ['food quality', 'delivery', 'customer support', 'price'];
    expect(await byTheme(v7, 'The vegetables arrived wilted.', themes))
      .toEqual({ 'food quality': ['The vegetables arrived wilted'], delivery: [], 'customer support': [], price: [] });
    expect(await byTheme(v7, 'The driver left the box in the rain.', themes))
      .toEqual({ 'food quality': [], delivery: ['The driver left the box in the rain'], 'customer support': [], price: [] });
    expect(await byTheme(v7, 'My order arrived forty minutes late.', themes))
      .toEqual({ 'food quality': [], delivery: ['My order arrived forty minutes late'], 'customer support': [], price: [] });
    expect((await byTheme(v6, 'The vegetables arrived wilted.', themes)).delivery).toEqual(['The vegetables arrived wilted']);
  });

  it('compares a frequent word with the themes as a mention does (no word vector for the most frequent words)', async () => {
    // "area" is among the most frequent words, so it mentions location through the sentence encoder only.
    // Up to 2026-11-28 its affinity still used its word vector, which is nearer to another theme, and the mention was lost.
    const themes = ['ambience', 'location', 'food'];
    const text = 'We have lived in the area for more than eight years.';
    expect((await byTheme(v7, text, themes)).location).toEqual(['We have lived in the area for more than eight years']);
    const unfixed = new ThemeSpanExtractionsModel(encoder, () => vectors, { ...SPAN_SETTINGS_2026_11_29, affinityAsMentions: false });
    expect((await byTheme(unfixed, text, themes)).location).toEqual([]);
  });

  it('never splits a phrase between two mentions of a theme in one long unit', async () => {
    const text = 'The shop assistant talked me into an insurance plan I did not need.';
    const tokens = tagText(text);
    const mentions = [at(text, 'assistant'), at(text, 'need')];
    const slices = (join: boolean) => mentionRanges(text, tokens, whole(text), mentions, 12, join).map((r) => text.slice(r.start, r.end));
    expect(slices(true)).toEqual(['The shop assistant talked me into an insurance plan I did not need']);
    // 2026-11-28 placed the second mention as a piece of its own after a 12-word window.
    expect(slices(false)).toEqual(['The shop assistant talked me into an insurance plan I did', 'need']);
    // Far apart in a long unit, two mentions keep two spans.
    const far = 'The assistant was polite, though after waiting forty five minutes at the desk in the cold hall we met the manager.';
    const farTokens = tagText(far);
    expect(mentionRanges(far, farTokens, whole(far), [at(far, 'assistant'), at(far, 'manager')], 12, true)).toHaveLength(2);
  });

  it('never joins past the word limit plus the gap it bridges', async () => {
    // Before this limit, each join extended the span again: one 26-word span for two mentions of fees.
    const text = 'I complained to the bank about the fee they took from my account last week and then another fee appeared on my statement for a transfer that I never made.';
    const spans = (await byTheme(v7, text, ['fees', 'customer support'])).fees;
    expect(spans).toEqual(['the bank about the fee they took from my account last week', 'another fee appeared on my statement for a transfer that I never']);
  });
});

