import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_14, SPAN_SETTINGS_2026_12_15, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { personAgentHeads } from '../../../lambdas/models/local/extractions-agents-2026-12-15.js';
import { personTheme } from '../../../lambdas/models/local/extractions-everyday.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V22, EXTRACTIONS_V23, EXTRACTIONS_V24, EXTRACTIONS_V27 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v23 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_15);
const v22 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_14);

const WALKER_THEMES = ['the dog walkers', 'punctuality', 'price'];
const WALKER_TEXTS = [
  'Wojciech never forgets to shut the gate.',
  'Harriet was gentle with our old spaniel.',
  'The walkers were cheerful even in the rain.',
  'Biscuit came home soaked and happy.',
  'Forty pounds a week for three walks is fair.',
  'Ottilie turned up twenty minutes late again.',
];
const ENTERTAINER_THEMES = ['the entertainer', 'the games', 'price'];
const ENTERTAINER_TEXTS = ['Fenella had the whole room singing along.', 'Our daughter Rosie cried when the balloon popped.', 'Ninety pounds for an hour is steep.'];
const SWIM_THEMES = ['the coaches', 'session times', 'the pool', 'fees'];
const SWIM_TEXTS = [
  'Training starts at 5.45, straight after school.',
  'The Wednesday evening session clashes with choir.',
  'We drove there on a Sunday morning.',
  'The pool was freezing on Tuesday.',
  'The water drops three degrees every afternoon.',
  'Fifteen pounds a session on Thursdays is fair.',
];
const CARE_THEMES = ['the carers', 'timeliness', 'communication', 'price'];
const CARE_TEXTS = [
  'Irena came an hour late on Sunday.',
  'Tobias turns up at seven on the dot.',
  'The morning visit was twenty minutes late.',
  'We came home early to meet her.',
  'The invoice came to £420 for the month.',
  'The ache came back within a week.',
];

/**
 * Version 2026-12-15 is pinned: its exact answers must never change once it is released, its faults included ("Forty pounds a week for
 * three walks is fair" is the walkers' too, through "walks"; "Our daughter Rosie cried" is the entertainer's: a child's name as the
 * subject, as in 2026-12-14; a name turning up late is the walkers' as well as punctuality's; "Fifteen pounds a session on Thursdays is
 * fair" is the session times' too, through "session", as in 2026-12-14; "The ache came back within a week" is timeliness': being back
 * with a time after it is 2026-12-07's rule for punctuality, which a theme about being on time now shares).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [{
  themes: WALKER_THEMES,
  texts: WALKER_TEXTS,
  answers: [
    [['Wojciech never forgets to shut the gate'], [], []],
    [['Harriet was gentle with our old spaniel'], [], []],
    [['The walkers were cheerful even in the rain'], [], []],
    [[], [], []],
    [['Forty pounds a week for three walks is fair'], [], ['Forty pounds a week for three walks is fair']],
    [['Ottilie turned up twenty minutes late again'], ['Ottilie turned up twenty minutes late again'], []],
  ],
}, {
  themes: ENTERTAINER_THEMES,
  texts: ENTERTAINER_TEXTS,
  answers: [
    [['Fenella had the whole room singing along'], [], []],
    [['Our daughter Rosie cried when the balloon popped'], [], []],
    [[], [], ['Ninety pounds for an hour is steep']],
  ],
}, {
  themes: SWIM_THEMES,
  texts: SWIM_TEXTS,
  answers: [
    [[], ['Training starts at 5.45', 'straight after school'], [], []],
    [[], ['The Wednesday evening session clashes with choir'], [], []],
    [[], [], [], []],
    [[], [], ['The pool was freezing on Tuesday'], []],
    [[], [], ['The water drops three degrees every afternoon'], []],
    [[], ['Fifteen pounds a session on Thursdays is fair'], [], ['Fifteen pounds a session on Thursdays is fair']],
  ],
}, {
  themes: CARE_THEMES,
  texts: CARE_TEXTS,
  answers: [
    [[], ['Irena came an hour late on Sunday'], [], []],
    [['Tobias turns up at seven on the dot'], ['Tobias turns up at seven on the dot'], [], []],
    [[], ['The morning visit was twenty minutes late'], [], []],
    [[], [], [], []],
    [[], [], [], ['The invoice came to £420 for the month']],
    [[], ['The ache came back within a week'], [], []],
  ],
}];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-15', () => {
  it('is served beside 2026-12-14, 2026-12-16, 2026-12-17 and 2026-12-18, the default', () => {
    expect(EXTRACTIONS_V23).toBe('2026-12-15');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V22, EXTRACTIONS_V23]));
    expect(LOCAL_CATALOG.extractions.default).toBe(EXTRACTIONS_V27);
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v23.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('gives names to a theme named by an agent noun read as a person of no trade, where 2026-12-14 gave them none', async () => {
    const old = await v22.extract(WALKER_TEXTS, WALKER_THEMES);
    const now = await v23.extract(WALKER_TEXTS, WALKER_THEMES);
    expect(old[0][0]).toEqual([]);
    expect(now[0][0]).toEqual(['Wojciech never forgets to shut the gate']);
    expect(old[5][0]).toEqual([]);
    for (const k of [1, 2, 3, 4]) expect(now[k], WALKER_TEXTS[k]).toEqual(old[k]);
    const oldE = await v22.extract(ENTERTAINER_TEXTS, ENTERTAINER_THEMES);
    expect(oldE[0][0]).toEqual([]);
    expect((await v23.extract(ENTERTAINER_TEXTS, ENTERTAINER_THEMES))[0][0]).toEqual(['Fenella had the whole room singing along']);
  });

  it('changes nothing with a head read as a thing, with two such themes, or where a theme already reads as people', async () => {
    for (const themes of [['the tuner', 'the sound', 'price'], ['the walkers', 'the gardeners', 'price'], ['the staff', 'the sitter', 'price']]) {
      const texts = ['Wojciech never forgets to shut the lid.', 'Ingrid was lovely with the children.'];
      expect(await v23.extract(texts, themes), themes.join(', ')).toEqual(await v22.extract(texts, themes));
    }
  });

  it('gives a time of the day or week that a clause is about to a theme about a timetable, and nothing else new', async () => {
    const old = await v22.extract(SWIM_TEXTS, SWIM_THEMES);
    const now = await v23.extract(SWIM_TEXTS, SWIM_THEMES);
    expect(old[0][1]).toEqual(['straight after school']);
    expect(now[0][1]).toEqual(['Training starts at 5.45', 'straight after school']);
    // A day after the verb of the writer's own trip, a day of the pool's state, a verb the tagger reads as a noun: as before.
    for (const k of [1, 2, 3, 4, 5]) expect(now[k], SWIM_TEXTS[k]).toEqual(old[k]);
  });

  it('reads "timeliness" as about being on time, with "came" and "on the dot"; the writer\'s coming and a sum "came to" stay out', async () => {
    const old = await v22.extract(CARE_TEXTS, CARE_THEMES);
    const now = await v23.extract(CARE_TEXTS, CARE_THEMES);
    for (const k of [0, 1, 2]) {
      expect(old[k][1], CARE_TEXTS[k]).toEqual([]);
      expect(now[k][1], CARE_TEXTS[k]).toEqual([CARE_TEXTS[k].slice(0, -1)]);
    }
    for (const k of [3, 4]) expect(now[k], CARE_TEXTS[k]).toEqual(old[k]);
  });

  it('reads a slot named by another noun as a thing, and a move by the writer\'s side as no timetable (mended before release)', async () => {
    const texts = ['The card slot on the machine is broken.', 'We moved house on Saturday.', 'The lessons moved from Tuesdays to Thursdays.', 'Booking a slot by text was easy.'];
    const themes = ['lesson times', 'movers', 'price'];
    const now = await v23.extract(texts, themes);
    expect(now.map((a) => a[0])).toEqual([[], [], ['The lessons moved from Tuesdays to Thursdays'], ['Booking a slot by text was easy']]);
  });

  it('reads one agent-noun theme as people at work only where none does (the rule alone)', () => {
    const person = { person: 0.1, work: -0.05, workOther: -0.05 };
    const thing = { person: -0.2, work: 0, workOther: -0.2 };
    const isWord = (w: string) => ['walker', 'walk', 'sitter', 'sit', 'tuner', 'tune', 'price'].includes(w);
    const bars = { person: 0.06, work: 0.2 };
    const out = personAgentHeads({ themes: [person, thing] }, ['walker', 'price'], isWord, personTheme, bars);
    expect(personTheme(out.themes[0]!)).toBe(true);
    expect(out.themes[1]).toBe(thing);
    // Two such themes, a head read as a thing, or the rule off: unchanged.
    expect(personAgentHeads({ themes: [person, person] }, ['walker', 'sitter'], isWord, personTheme, bars).themes[0]).toBe(person);
    expect(personAgentHeads({ themes: [thing, person] }, ['tuner', 'price'], isWord, personTheme, bars).themes[0]).toBe(thing);
    expect(personAgentHeads({ themes: [person, thing] }, [], isWord, personTheme, bars).themes[0]).toBe(person);
  });
});
