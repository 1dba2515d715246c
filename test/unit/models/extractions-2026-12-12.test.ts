import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_10, SPAN_SETTINGS_2026_12_11, SPAN_SETTINGS_2026_12_12, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { groupHeads, othersPayment } from '../../../lambdas/models/local/extractions-mends-2026-12-12.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { bestCpuMs } from '../../helpers/cpu-time.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V18, EXTRACTIONS_V20 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v20 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_12);
const v18 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_10);

/**
 * Mended before release (a second time): the noun "pay" is no payment, a class of customers paying or an amount with its rate is the
 * price, a verdict on the money after the payment keeps it, and names the writer gives as their own are no group at work's.
 */
const MENDED = ["Bonus pay was left off the payslips in May.", "Kids pay £3 and grown-ups pay £6.", "Members pay £40 a month for the full timetable.", "My uncle paid for the tickets, which were a good deal at £8.", "Our friends Jo and Kim waved us off from the quay.", "Dad and Auntie Meg slept most of the way.", "Rhys and Ola at the ropes were quick and cheerful."];

/**
 * Version 2026-12-12 is pinned: its exact answers must never change once it is released, its faults included ("My father paid for the
 * new bathroom tiles, and the grout is already cracking" gives the tiling nothing: the clause after the payment is not found). Like
 * 2026-12-11 after its mend, and unlike 2026-12-10, the one theme named by a trade noun is given names where no theme names people.
 * Mended before release: so is the one theme named by a group at work ("the crew", "baristas"); "The skipper kept us laughing" is
 * still the boat's (a related word).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ["the tiling", "the tiler", "price"],
    texts: ["My father paid for the new bathroom tiles, and the grout is already cracking.", "The housing association paid the £300, and the tiler left on time.", "My aunt paid far too much for such a small job.", "I paid £300 and the grout is already cracking.", "It paid for itself within a year."],
    answers: [[[], [], []], [["the tiler left on time"], ["the tiler left on time"], []], [[], [], []], [[], [], ["I paid £300"]], [[], [], ["It paid for itself within a year"]]],
  },
  {
    themes: ["lessons", "the instructor", "cost"],
    texts: ["Her grandad paid for ten lessons as a present, and the instructor never once lost his temper.", "My employer paid £40 extra for the intensive course.", "The lessons were cheap.", "My mum paid for the lessons, which were good value."],
    answers: [[[], ["the instructor never once lost his temper"], []], [[], [], ["My employer paid £40 extra for the intensive course"]], [["The lessons were cheap"], [], ["The lessons were cheap"]], [["My mum paid for the lessons, which were good value"], [], ["My mum paid for the lessons, which were good value"]]],
  },
  {
    themes: ["the glazier", "window fitting", "price"],
    texts: ["Priya was friendly and explained every step.", "The glazier who came on Tuesday left the frames spotless.", "The new panes let in so much more light."],
    answers: [[["Priya was friendly and explained every step"], [], []], [["The glazier who came on Tuesday left the frames spotless"], ["The glazier who came on Tuesday left the frames spotless"], []], [[], ["The new panes let in so much more light"], []]],
  },
  {
    themes: ["the crew", "the boat", "sightings", "price"],
    texts: ["Hannah was brilliant with the children.", "The lads on deck were rude.", "The skipper kept us laughing the whole way out.", "We saw three seals on the way back."],
    answers: [[["Hannah was brilliant with the children"], [], [], []], [["The lads on deck were rude"], [], [], []], [[], ["The skipper kept us laughing the whole way out"], [], []], [[], [], [], []]],
  },
  {
    themes: ["baristas", "coffee", "seating"],
    texts: ["Tom remembered my order from last week.", "The flat white was lukewarm."],
    answers: [[["Tom remembered my order from last week"], [], []], [[], [], []]],
  },
  {
    themes: ["insurance claim", "repairs", "price"],
    texts: ["The insurer paid for the repairs within a week.", "My neighbour paid for the fence, and the repairs to our wall look neat."],
    answers: [[["The insurer paid for the repairs within a week"], ["The insurer paid for the repairs within a week"], []], [[], ["the repairs to our wall look neat"], []]],
  },
  {
    themes: ["the crew", "payslips", "tickets", "price"],
    texts: MENDED,
    answers: [[[], ["Bonus pay was left off the payslips in May"], ["Bonus pay was left off the payslips in May"], []], [[], [], [], ["Kids pay £3", "grown-ups pay £6"]], [[], [], [], ["Members pay £40 a month for the full timetable"]], [[], [], ["My uncle paid for the tickets, which were a good deal at £8"], ["£8"]], [[], [], [], []], [[], [], [], []], [["Rhys and Ola at the ropes were quick and cheerful"], [], [], []]],
  },
];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-12', () => {
  it('was the default before 2026-12-13, served beside 2026-12-10, the default before it', () => {
    expect(EXTRACTIONS_V20).toBe('2026-12-12');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V18, EXTRACTIONS_V20]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v20.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('gives no theme the clause where someone else paid, where 2026-12-10 gave one', async () => {
    const themes = ['lessons', 'the instructor', 'cost'];
    const texts = ['Her grandad paid for ten lessons as a present, and the instructor never once lost his temper.'];
    const [now, before] = [await v20.extract(texts, themes), await v18.extract(texts, themes)];
    expect(before[0][0]).toEqual(['Her grandad paid for ten lessons as a present']);
    expect(now[0]).toEqual([[], ['the instructor never once lost his temper'], []]);
  });

  it('answers as 2026-12-10 where the writer paid, the clause says what the money was worth or the payer names a theme', async () => {
    const cases: [string[], string[]][] = [
      [['the tiling', 'the tiler', 'price'], ['I paid £300 and the grout is already cracking.', 'My aunt paid far too much for such a small job.', 'It paid for itself within a year.']],
      [['lessons', 'the instructor', 'cost'], ['My employer paid £40 extra for the intensive course.', 'My mum paid for the lessons, which were good value.']],
      [['insurance claim', 'repairs', 'price'], ['The insurer paid for the repairs within a week.']],
    ];
    for (const [themes, texts] of cases) expect(await v20.extract(texts, themes)).toEqual(await v18.extract(texts, themes));
  });

  it('answers as 2026-12-10 for the noun "pay", customers paying a rate, a verdict on the money after the payment and the writer\'s own people by name; named workers stay the crew\'s (mended before release)', async () => {
    const themes = ['the crew', 'payslips', 'tickets', 'price'];
    const [now, before] = [await v20.extract(MENDED, themes), await v18.extract(MENDED, themes)];
    expect(now.slice(0, 6)).toEqual(before.slice(0, 6));
    expect(now[6][0]).toEqual(['Rhys and Ola at the ropes were quick and cheerful']);
  });

  it('gives a name to the one theme named by a trade noun where no theme names people, where 2026-12-10 gave none', async () => {
    const themes = ['the glazier', 'window fitting', 'price'];
    const texts = ['Priya was friendly and explained every step.'];
    expect((await v18.extract(texts, themes))[0][0]).toEqual([]);
    expect((await v20.extract(texts, themes))[0][0]).toEqual(['Priya was friendly and explained every step']);
  });

  it('gives names to the one theme named by a group at work where no theme names people, where 2026-12-10 gave none (mended before release)', async () => {
    const texts = ['Hannah was brilliant with the children.', 'The lads on deck were rude.'];
    const themes = ['the crew', 'the boat', 'sightings', 'price'];
    expect((await v18.extract(texts, themes)).map((a) => a[0])).toEqual([[], []]);
    expect((await v20.extract(texts, themes)).map((a) => a[0])).toEqual(texts.map((t) => [t.replace(/\.$/u, '')]));
    // A theme already read as people, or two group themes, and nothing changes.
    const read = (person: number, work: number) => ({ person, work, workOther: work - 0.2 });
    const bars = { person: 0.06, work: 0.2 };
    const isPeople = (r: { person: number; work: number; workOther: number }) => r.workOther >= 0.2 || (r.person >= 0.06 && r.work >= 0);
    const one = { themes: [read(-0.02, 0.22), read(-0.3, -0.1), undefined] };
    expect(groupHeads(one, isPeople, bars).themes[0]).toEqual({ person: 0.06, work: 0.22, workOther: 0.2 });
    const two = { themes: [read(-0.02, 0.22), read(-0.03, 0.24)] };
    expect(groupHeads(two, isPeople, bars)).toBe(two);
    const staff = { themes: [read(-0.02, 0.22), { person: 0.03, work: 0.71, workOther: 0.47 }] };
    expect(groupHeads(staff, isPeople, bars)).toBe(staff);
    expect(groupHeads({ themes: [read(-0.11, 0.3)] }, isPeople, bars).themes[0]).toEqual(read(-0.11, 0.3));
  });

  it('keeps the clause where the business pays out, the paid are no payers, the writer pays too or the thing paid for is faulted; a device too rare for a word vector and an activity take no names (mended a third time before release)', async () => {
    const themes = ['refund', 'compensation', 'sofa', 'price'];
    const texts = ['The retailer paid my refund a fortnight late.', 'The ferry operator paid compensation without a fuss.', 'Our deposit was paid back after a month.', 'Me and my brother paid £60 for a sofa cover.', 'My aunt paid for a sofa that sagged within a month.', 'My aunt paid for the sofa as a moving-in present.'];
    const [now, before] = [await v20.extract(texts, themes), await v18.extract(texts, themes)];
    expect(now.slice(0, 5)).toEqual(before.slice(0, 5));
    expect(now[0][0]).toEqual(['The retailer paid my refund a fortnight late']);
    expect(now[2][0]).toEqual(['Our deposit was paid back after a month']);
    expect(now[5]).toEqual([[], [], [], []]);
    const device = [['Gemma on the phone was patient with me.'], ['the humidifier', 'delivery', 'price']] as const;
    expect((await v20.extract([...device[0]], [...device[1]]))[0][0]).toEqual([]);
    expect((await new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_11).extract([...device[0]], [...device[1]]))[0][0]).toEqual(['Gemma on the phone was patient with me']);
    const read = (person: number, work: number) => ({ person, work, workOther: work - 0.2 });
    const one = { themes: [read(-0.02, 0.22), read(-0.3, -0.1)] };
    const isPeople = (r: { person: number; work: number; workOther: number }) => r.workOther >= 0.2 || (r.person >= 0.06 && r.work >= 0);
    expect(groupHeads(one, isPeople, { person: 0.06, work: 0.2 }, ['billing', 'food'])).toBe(one);
  });

  it('reads long texts in linear time: four times the text takes well under sixteen times the CPU time', () => {
    const clause = 'My sister paid for the lessons, and the teacher was kind; we paid far too much. ';
    const time = (n: number) => {
      const tokens = tagText(clause.repeat(n), false);
      const scores = [tokens.map(() => 1), tokens.map(() => 3)];
      return bestCpuMs(() => {
        for (let round = 0; round < 5; round++) othersPayment(tokens, scores.map((row) => [...row]), 2, [], [true, true]);
      }, 3);
    };
    time(100);
    const [small, large] = [time(400), time(1600)];
    expect(large).toBeLessThan(Math.max(50, 8 * small));
  });
});
