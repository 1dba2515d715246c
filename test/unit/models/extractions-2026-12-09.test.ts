import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_08, SPAN_SETTINGS_2026_12_09, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { applyOthersMoney, harmOf20261209, mendRanges } from '../../../lambdas/models/local/extractions-mends-2026-12-09.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { bestCpuMs } from '../../helpers/cpu-time.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v17 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_09);
const v16 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_08);

/**
 * Version 2026-12-09 is pinned: its exact answers must never change once it is released, its faults included ("Lost my wallet and
 * Dev, our steward, handed it in" gives the name to price and the staff span starts at "our steward"; "The lad who cut the hedges …
 * was very tidy" is tidiness from "the rain had stopped", as in 2026-12-08; "Owen, the head gardener, and his son were quick" stops
 * before "and careful"; "The woman who runs the office told us …" is no cleaner, as in 2026-12-08).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ["staff", "luggage", "damage", "price"],
    texts: ["The porter scratched my suitcase.", "The cleaner knocked a glass off the shelf and left a scorch mark on the rug.", "I lost my room key and Bea, our housekeeper, found it under the bed.", "My sister paid £90 for her own room down the road.", "We spent £15 on a taxi from the station."],
    answers: [[["The porter scratched my suitcase"], ["The porter scratched my suitcase"], ["The porter scratched my suitcase"], []], [["The cleaner knocked a glass off the shelf and left a scorch mark on the rug"], [], ["The cleaner knocked a glass off the shelf and left a scorch mark on the rug"], []], [["Bea, our housekeeper, found it under the bed"], [], [], []], [[], [], [], []], [[], [], [], []]],
  },
  {
    themes: ["gardener", "lawn", "price", "damage", "tidiness"],
    texts: ["Owen, the head gardener, and his son were quick and careful.", "The lawn looks lovely but the price has doubled.", "They melted the plastic edging with a strimmer.", "The lad who cut the hedges on Tuesday morning after the rain had stopped was very tidy.", "My neighbour paid £40 for her hedge to be trimmed.", "The quote was £120, which is fair."],
    answers: [[["Owen, the head gardener, and his son were quick"], [], [], [], []], [[], ["The lawn looks lovely"], ["the price has doubled"], [], []], [[], [], [], ["They melted the plastic edging with a strimmer"], []], [["The lad who cut the hedges on Tuesday morning after the rain had stopped was very tidy"], [], [], [], ["the rain had stopped was very tidy"]], [[], [], [], [], []], [[], [], ["The quote was £120, which is fair"], [], []]],
  },
  {
    themes: ["punctuality", "price", "opening hours", "staff"],
    texts: ["The van turned up an hour early and was cheaper than quoted.", "The locker fee went up and the changing rooms now close at nine.", "The woman at the office told us that the boats were all booked.", "Lost my wallet and Dev, our steward, handed it in at the desk."],
    answers: [[["The van turned up an hour early"], ["was cheaper than quoted"], [], []], [[], ["The locker fee went up"], ["the changing rooms now close at nine"], []], [[], [], [], ["The woman at the office told us that the boats were all booked"]], [[], ["Lost my wallet and Dev"], ["handed it in at the desk"], ["our steward, handed it in at the desk"]]],
  },
  {
    themes: ["cleaners", "carpets", "price", "booking"],
    texts: ["The carpets came up like new and the booking was painless.", "The woman who runs the office told us that the van had broken down.", "Our cleaner, Mo, shifted every stain on the stairs.", "I paid £6 for parking while they worked.", "My landlord paid for the deep clean when we moved out."],
    answers: [[[], ["The carpets came up like new"], [], ["the booking was painless"]], [[], [], [], []], [["Our cleaner, Mo, shifted every stain on the stairs"], [], [], []], [[], [], [], []], [["My landlord paid for the deep clean when we moved out"], [], [], []]],
  },
];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-09', () => {
  it('was the default before 2026-12-10, served beside 2026-12-08, the default before it', () => {
    expect(EXTRACTIONS_V17).toBe('2026-12-09');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V16, EXTRACTIONS_V17]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v17.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('answers differently from 2026-12-08 where each rule says', async () => {
    const themes = ['staff', 'luggage', 'damage', 'price', 'opening hours'];
    const texts = ['The porter scratched my suitcase.', 'My sister paid £90 for her own room down the road.', 'We spent £15 on a taxi from the station.', 'I lost my room key and Bea, our housekeeper, found it under the bed.', 'The locker fee went up and the changing rooms now close at nine.', 'The woman at the office told us that the boats were all booked.'];
    const [now, before] = [await v17.extract(texts, themes), await v16.extract(texts, themes)];
    // Harm keeps its span beside a subject that names another theme.
    expect(before[0][2]).toEqual([]);
    expect(now[0][2]).toEqual(['The porter scratched my suitcase']);
    // Someone else's money, and money for a thing beside the service, is no price.
    expect(before[1][3]).toEqual([texts[1].slice(0, -1)]);
    expect(now[1][3]).toEqual([]);
    expect(before[2][3]).toEqual([texts[2].slice(0, -1)]);
    expect(now[2][3]).toEqual([]);
    // One span per mention of a person, with what is said of the person.
    expect(before[3][0]).toEqual(['I lost my room key and Bea', 'our housekeeper']);
    expect(now[3][0]).toEqual(['Bea, our housekeeper, found it under the bed']);
    // Two themes in two clauses of one span each get their own.
    expect(before[4][3]).toEqual([texts[4].slice(0, -1)]);
    expect(now[4][3]).toEqual(['The locker fee went up']);
    expect(now[4][4]).toEqual(['the changing rooms now close at nine']);
    // No span stops right after a verb of saying.
    expect(before[5][0]).toEqual(['The woman at the office told us']);
    expect(now[5][0]).toEqual([texts[5].slice(0, -1)]);
  });

  it('keeps money the customer pays for the service, or says the worth of, and harm words said of no thing', async () => {
    const themes = ['staff', 'damage', 'price'];
    const texts = ['We paid £80 for the deep clean of the oven.', 'My friend paid £300 for lessons elsewhere.', 'My friend paid only £300 for lessons elsewhere.', 'My husband paid £40 for the meal.', 'The receptionist snapped at me.', 'The weather broke on the last day.'];
    const now = await v17.extract(texts, themes);
    expect(now[0][2]).toEqual([texts[0].slice(0, -1)]);
    // Lessons elsewhere are no price of the service; said with what the amount is worth ("only"), they are, by the amount alone.
    expect(now[1][2]).toEqual([]);
    expect(now[2][2]).toEqual([texts[2].slice(0, -1)]);
    expect(now[3][2]).toEqual([texts[3].slice(0, -1)]);
    expect(now[4][1]).toEqual([]);
    expect(now[5][1]).toEqual([]);
  });

  it('mended before release: keeps the price of the service itself, whoever of the customer\'s pays for it', async () => {
    const themes = ['price', 'punctuality', 'packing'];
    const texts = ['I paid £4 for the bus and it was late.', 'We paid £400 for the removal.', 'I paid £40 for my own room.', 'My parents paid £2000 for my driving lessons.', 'My sister paid £90 for her own room down the road.', 'I spent £8 on parking while I waited.', 'I paid £30 for parking for their lorry on top of the £600 fee.'];
    const [now, before] = [await v17.extract(texts, themes), await v16.extract(texts, themes)];
    for (const n of [0, 1, 2, 3]) expect(now[n][0]).toEqual(before[n][0]);
    expect(now[0][0]).toEqual(['I paid £4 for the bus']);
    expect(now[3][0]).toEqual([texts[3].slice(0, -1)]);
    // Someone else's own, or parking beside the service, is still no price, nor any other theme's; an extra on the service's own
    // bill ("on top of the £600 fee") is, as in 2026-12-08.
    expect(now[4]).toEqual([[], [], []]);
    expect(now[5][0]).toEqual([]);
    expect(now[6][0]).toEqual(before[6][0]);
    expect(now[6][0]).toEqual([texts[6].slice(0, -1)]);
  });

  it('mended before release: no mark left on a body or food is damage, no idiom of harm is, and a run-on ends where a phrase ends', async () => {
    const themes = ['staff', 'damage', 'price'];
    const texts = ['The nurse left a mark on my arm.', 'They put chips on my plate.', 'The men left a scratch on the new table.', 'They crushed it and everything was in place by lunchtime.', 'The team smashed it, although the final bill crushed us.', 'The move burned a hole in our savings.', 'Their stain service is hit and miss.', 'The chef who cooked our dinner on Friday night for the whole party of twelve people at short notice was a star.'];
    const now = await v17.extract(texts, themes);
    expect(now.map((a) => a[1])).toEqual([[], [], [texts[2].slice(0, -1)], [], [], [], [], []]);
    expect(now[7][0]).toEqual(['The chef who cooked our dinner on Friday night for the whole party']);
  });

  it('reads long texts in linear time: twice the text takes well under four times the CPU time', () => {
    const themes = [{ words: ['price'] }, { words: ['damage'] }, { words: ['staff'] }];
    const time = (n: number) => {
      const text = 'My dad paid £6 for parking, Jo, our receptionist, found it and the man who served us told us that they scorched the rug. '.repeat(n / 100);
      const tokens = tagText(text, true);
      const scores = themes.map(() => tokens.map((t) => (t.value === '6' ? 2 : undefined) as number | undefined));
      const hits = themes.map((_, j) => tokens.map((t) => (j === 2 && ['Jo', 'man', 'receptionist'].includes(t.value)) || (j === 0 && t.value === '6')));
      const ranges = hits.map((row) => row.flatMap((h, k) => (h ? [{ start: tokens[k].start, end: tokens[k].end }] : [])));
      return bestCpuMs(() => {
        tokens.forEach((_, i) => harmOf20261209(tokens, i, () => false));
        applyOthersMoney(tokens, [true, false, false], scores.map((row) => [...row]), () => false, new Set());
        mendRanges(text, tokens, ranges, hits);
      }, 3);
    };
    time(5_000);
    const small = Math.max(time(5_000), 5);
    expect(time(10_000) / small).toBeLessThan(3);
  });

  it('mended before release: reads a long text with no full stop, and a long gap of commas between two spans, in linear time', () => {
    const time = (n: number) => {
      // A verb of paying every few words with no punctuation (each clause read once), then "The brakes , , , … - the brakes" (the
      // regular expression that joins two spans must not backtrack over the gap).
      const text = 'my friend paid £5 for a taxi '.repeat(n / 30) + 'The brakes' + ' ,'.repeat(n / 2) + ' - the brakes.';
      const tokens = tagText(text, true);
      const themes = Array.from({ length: 30 }, (_, j) => j);
      const scores = themes.map(() => tokens.map(() => 1 as number | undefined));
      const hits = themes.map((j) => tokens.map((t) => j === 1 && t.value.toLowerCase() === 'brakes'));
      const ranges = hits.map((row) => row.flatMap((h, k) => (h ? [{ start: tokens[k].start, end: tokens[k].end }] : [])));
      return bestCpuMs(() => {
        applyOthersMoney(tokens, themes.map((j) => j === 0), scores.map((row) => [...row]), () => false, new Set());
        mendRanges(text, tokens, ranges, hits);
      }, 3);
    };
    time(4_000);
    const small = Math.max(time(4_000), 5);
    expect(time(8_000) / small).toBeLessThan(3);
  });
});
