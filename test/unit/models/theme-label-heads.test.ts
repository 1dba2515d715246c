import { describe, expect, it } from 'vitest';
import type { TaggedWord } from '../../../lambdas/models/local/keyphrases-local.js';
import type { PhraseCandidate } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { crossesSentence, headNoun, plainModifier, sharedHeadChoice, sharedLemmaChoice, withoutEndMark } from '../../../lambdas/models/local/theme-label-heads.js';

/** Hand-tagged tokens: "word/TAG/lemma" (lemma defaults to the word). */
const tag = (text: string): TaggedWord[] =>
  text.split(' ').map((part) => {
    const [display, t, lemma] = part.split('/');
    return { normal: display.toLowerCase(), lemma: lemma ?? display.toLowerCase(), tag: t, word: /\p{L}/u.test(display), display: display.toLowerCase() };
  });
const candidate = (key: string, nouns: string[], writers: number[], display = key): PhraseCandidate => ({ key, display, content: key.split(' ').filter((w) => w !== 'of'), writers, nouns });
const judging = (w: string) => ['poor', 'rude', 'great'].includes(w);

describe('theme label heads (themes 2026-12-04)', () => {
  it('reads the noun a phrase names: its last noun, or the noun before "of"', () => {
    expect(headNoun(candidate('kitchen counter', ['kitchen', 'counter'], [0]))).toBe('counter');
    expect(headNoun(candidate('shared kitchen', ['kitchen'], [0]))).toBe('kitchen');
    expect(headNoun(candidate('member of staff', ['member', 'staff'], [0]))).toBe('member');
    expect(headNoun(candidate('slow', [], [0]))).toBeUndefined();
  });

  it('keeps sentence punctuation out of a short label', () => {
    expect(crossesSentence(candidate('come in', ['in'], [0], 'coming in.'))).toBe(true);
    expect(crossesSentence(candidate('friendly atmosphere', ['atmosphere'], [0], 'friendly atmosphere'))).toBe(false);
    expect(crossesSentence(candidate('check-in desk', ['desk'], [0], 'check-in desk'))).toBe(false);
    expect(withoutEndMark('Coming in.')).toBe('Coming in');
    expect(withoutEndMark('Wifi keeps dropping!')).toBe('Wifi keeps dropping');
    expect(withoutEndMark('Late deliveries')).toBe('Late deliveries');
  });

  const bathroom = [
    tag('clean/VERB the/DET bathroom/NOUN more/ADV often/ADV'),
    tag('the/DET bathroom/NOUN is/AUX/be a/DET mess/NOUN'),
    tag('the/DET shared/ADJ/shared bathroom/NOUN smells/VERB/smell'),
    tag('the/DET bathroom/NOUN tiles/NOUN/tile are/AUX/be grimy/ADJ'),
    tag('the/DET sink/NOUN is/AUX/be always/ADV clogged/ADJ'),
    tag('mould/NOUN on/ADP the/DET shower/NOUN curtain/NOUN'),
  ];
  const all = bathroom.map((_, i) => i);
  const ones = bathroom.map(() => 1);
  const tierOf = (tiers: Record<string, number>) => (p: PhraseCandidate) => tiers[p.key] ?? 2;

  it('names the noun most members write, not one member\'s detail of it', () => {
    const tiles = candidate('bathroom tile', ['bathroom', 'tile'], [3]);
    const shared = candidate('shared bathroom', ['bathroom'], [2]);
    const curtain = candidate('shower curtain', ['shower', 'curtain'], [5]);
    expect(sharedHeadChoice([tiles, shared, curtain], tierOf({}), all, bathroom, ones, 6, judging)).toBe(shared);
    // Where the best phrase's head is the most written noun, it stays.
    expect(sharedHeadChoice([shared, tiles], tierOf({}), all, bathroom, ones, 6, judging)).toBe(shared);
  });

  it('replaces a detail only by the shared noun described, never by one member\'s judgement of it', () => {
    const tiles = candidate('bathroom tile', ['bathroom', 'tile'], [3]);
    const poor = candidate('poor bathroom', ['bathroom'], [1]);
    expect(sharedHeadChoice([tiles, poor], tierOf({}), all, bathroom, ones, 6, judging)).toBe(tiles);
  });

  it('leaves a compound whose first noun is the shared one when nothing names that noun alone ("Battery life", "Pay rise")', () => {
    const watch = [
      tag('battery/NOUN life/NOUN is/AUX/be great/ADJ'),
      tag('the/DET battery/NOUN drains/VERB/drain fast/ADV'),
      tag('poor/ADJ battery/NOUN'),
      tag('the/DET battery/NOUN lasts/VERB/last a/DET week/NOUN'),
      tag('charge/VERB it/PRON every/DET night/NOUN'),
    ];
    const life = candidate('battery life', ['battery', 'life'], [0]);
    const poor = candidate('poor battery', ['battery'], [2]);
    expect(sharedHeadChoice([life, poor], tierOf({}), [0, 1, 2, 3, 4], watch, [1, 1, 1, 1, 1], 5, judging)).toBe(life);
    // A compound naming the shared noun beside another noun does not replace it either, whatever judges what.
    const phone = candidate('phone battery', ['phone', 'battery'], [1]);
    expect(sharedHeadChoice([life, phone], tierOf({}), [0, 1, 2, 3, 4], watch, [1, 1, 1, 1, 1], 5, () => false)).toBe(life);
  });

  it('moves, among phrases every word of which enough members write, to the one naming the noun most write', () => {
    const rooms = [
      tag('the/DET changing/NOUN rooms/NOUN/room are/AUX/be filthy/ADJ'),
      tag('changing/NOUN room/NOUN floors/NOUN/floor are/AUX/be always/ADV dirty/ADJ'),
      tag('dirty/ADJ cubicles/NOUN/cubicle'),
      tag('if/SCONJ the/DET changing/NOUN rooms/NOUN/room were/AUX/be clean/ADJ'),
      tag('puddles/NOUN/puddle on/ADP the/DET floor/NOUN'),
      tag('mould/NOUN in/ADP the/DET showers/NOUN/shower'),
    ];
    const floors = candidate('dirty floor', ['floor'], [1]);
    const changing = candidate('changing room', ['changing', 'room'], [0, 3]);
    const tiers = tierOf({ 'dirty floor': 0, 'changing room': 0 });
    expect(sharedHeadChoice([floors, changing], tiers, [0, 1, 2, 3, 4, 5], rooms, [1, 1, 1, 1, 1, 1], 6, judging)).toBe(changing);
    // A unit of time is written often and names no idea: never the noun moved to.
    const weeks = [...rooms.slice(0, 4), tag('the/DET first/ADJ week/NOUN'), tag('every/DET week/NOUN')].map((t, i) => (i < 4 ? [...t, ...tag('this/DET week/NOUN')] : t));
    const week = candidate('induction week', ['induction', 'week'], [4]);
    expect(sharedHeadChoice([floors, week], tiers, [0, 1, 2, 3, 4, 5], weeks, [1, 1, 1, 1, 1, 1], 6, judging)).toBe(floors);
    // Not across tiers: a phrase of words too few write never displaces one whose words enough write.
    expect(sharedHeadChoice([floors, changing], tierOf({ 'dirty floor': 0, 'changing room': 1 }), [0, 1, 2, 3, 4, 5], rooms, [1, 1, 1, 1, 1, 1], 6, judging)).toBe(floors);
  });

  const hours = [
    tag('open/VERB earlier/ADV on/ADP weekdays/NOUN/weekday'),
    tag('the/DET pool/NOUN closes/VERB/close at/ADP 8pm/NUM which/PRON is/AUX/be too/ADV early/ADJ for/ADP shift/NOUN workers/NOUN/worker'),
    tag('longer/ADJ/long opening/VERB/open hours/NOUN/hour at/ADP weekends/NOUN/weekend'),
    tag('please/INTJ open/VERB on/ADP bank/NOUN holidays/NOUN/holiday'),
    tag('later/ADJ/late closing/VERB/close time/NOUN in/ADP the/DET evenings/NOUN/evening would/AUX help/VERB'),
  ];
  const five = [0, 1, 2, 3, 4];
  const ones5 = [1, 1, 1, 1, 1];
  const none = () => [];

  it('gives a label one member writes up for a phrase of the members holding the lemma most of them write ("Opening hours")', () => {
    const shift = candidate('shift worker', ['shift', 'worker'], [1]);
    const bank = candidate('bank holiday', ['bank', 'holiday'], [3]);
    const chosen = sharedLemmaChoice(shift, [shift, bank], none, new Set(), five, hours, ones5, 5, judging);
    // "open" is written by three members (open, opening, open), "close" by two: a phrase they write around "opening".
    expect(chosen.display).toBe('opening hours');
    expect(chosen.writers).toEqual([2]);
  });

  it('keeps the label when its words are shared, or when no idea word is written by two members', () => {
    const bank = candidate('bank holiday', ['bank', 'holiday'], [3]);
    // "holiday" written by a second member: the label is no longer one member's words.
    const shared = [...hours.slice(0, 4), tag('open/VERB on/ADP holidays/NOUN/holiday')];
    expect(sharedLemmaChoice(bank, [bank], none, new Set(), five, shared, ones5, 5, judging)).toBe(bank);
    // Nothing shared: five members, five different ideas.
    const apart = [tag('loud/ADJ music/NOUN'), tag('cold/ADJ water/NOUN'), tag('broken/ADJ lockers/NOUN/locker'), tag('rude/ADJ staff/NOUN'), tag('dirty/ADJ floors/NOUN/floor')];
    const music = candidate('loud music', ['music'], [0]);
    expect(sharedLemmaChoice(music, [music], none, new Set(), five, apart, ones5, 5, judging)).toBe(music);
    // A unit of time or a light verb written by many is no shared idea ("time", "get").
    const times = apart.map((t) => [...t, ...tag('every/DET time/NOUN I/PRON get/VERB there/ADV')]);
    expect(sharedLemmaChoice(music, [music], none, new Set(), five, times, ones5, 5, judging)).toBe(music);
  });

  it('prefers, among phrases holding the shared lemma, one without a judgement only one member writes', () => {
    const music = [
      tag('the/DET sheet/NOUN music/NOUN costs/VERB/cost a/DET lot/NOUN'),
      tag('awful/ADJ music/NOUN books/NOUN/book'),
      tag('we/PRON pay/VERB for/ADP our/PRON music/NOUN'),
      tag('the/DET membership/NOUN fee/NOUN is/AUX/be enough/ADJ'),
    ];
    const fee = candidate('membership fee', ['membership', 'fee'], [3]);
    const awful = candidate('awful music', ['music'], [1]);
    const sheet = candidate('sheet music', ['sheet', 'music'], [0]);
    expect(sharedLemmaChoice(fee, [fee, awful, sheet], none, new Set(), [0, 1, 2, 3], music, [1, 1, 1, 1], 4, (w) => w === 'awful')).toBe(sheet);
  });

  it('never moves to a noun with one member\'s statement after it or comparative before it ("Prices changing", "Cheaper compost")', () => {
    const prices = [
      tag('the/DET price/NOUN increase/NOUN is/AUX/be too/ADV high/ADJ'),
      tag('prices/NOUN/price have/AUX/have gone/VERB/go up/ADP'),
      tag('the/DET price/NOUN went/VERB/go up/ADP again/ADV'),
      tag('prices/NOUN/price keep/VERB/keep changing/VERB/change'),
      tag('another/DET price/NOUN increase/NOUN'),
      tag('cheaper/ADJ/cheap prices/NOUN/price elsewhere/ADV'),
    ];
    const increase = candidate('price increase', ['price', 'increase'], [0, 4]);
    const changing = candidate('price change', ['price'], [3], 'prices changing');
    const cheaper = candidate('cheap price', ['price'], [5], 'cheaper prices');
    const tiers = tierOf({ 'price increase': 0, 'price change': 0, 'cheap price': 0 });
    const plain = () => false;
    expect(sharedHeadChoice([increase, changing], tiers, [0, 1, 2, 3, 4, 5], prices, [1, 1, 1, 1, 1, 1], 6, plain)).toBe(increase);
    expect(sharedHeadChoice([increase, cheaper], tiers, [0, 1, 2, 3, 4, 5], prices, [1, 1, 1, 1, 1, 1], 6, plain)).toBe(increase);
    expect(plainModifier(changing, 'change')).toBe(false);
    expect(plainModifier(cheaper, 'cheap')).toBe(false);
    expect(plainModifier(candidate('shared kitchen', ['kitchen'], [0]), 'shared')).toBe(true);
    expect(plainModifier(candidate('late delivery', ['delivery'], [0], 'late deliveries'), 'late')).toBe(true);
  });
});
