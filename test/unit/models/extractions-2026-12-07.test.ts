import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_06, SPAN_SETTINGS_2026_12_07, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { arrivalPhrases, timingPhrases, timingTheme } from '../../../lambdas/models/local/extractions-arrivals.js';
import { appositionHead, closingPhrases, nameAt } from '../../../lambdas/models/local/extractions-everyday.js';
import { spellsThemeWord } from '../../../lambdas/models/local/extractions-theme-words.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V14, EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18 } from '../../../lambdas/models/local/trained-model-versions.js';
import { themesFound as found, wordsAt as words } from './extractions-found.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v15 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_07);
const v14 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_06);

/**
 * Version 2026-12-07 is pinned: its exact answers must never change once it is released, its faults included ("They closed 2 of the
 * 3 study rooms" is tutors through "study"; "My cousin turned up an hour late" lead time by resemblance; "The joiners showed up three
 * hours late" lead time, "joiners" read as no person). Recorded again before release, when it was mended: "The fitters turned up forty
 * minutes late" and "Nobody turned up on Thursday" are no longer lead time; the third group was added then. Recorded again when mended
 * a second time before release: "My cousin turned up an hour late" is no longer lead time (a companion's arrival and its time mention no
 * theme); the fourth group was added then, its faults included ("It took us a weekend to paint the hall" is lead time and reception
 * staff by resemblance; "The survey turned up rot" is surveyors through "survey"). Recorded again when mended a third time before
 * release: no answer of the first four groups changed; the fifth group was added then, its faults included ("The modem arrived right
 * on my front step" is broadband speed by resemblance and delivery speed through "arrived", as in 2026-12-06). Recorded again when
 * mended a fourth time before release: no answer of the first five groups changed; the sixth group was added then, its faults included
 * ("She waited in the car for ten minutes" is punctuality through the waiting phrase of 2026-12-06; "The new tablet arrived the following
 * day" is response time and "Mr Osei, the tutor, arrived bang on six" response time too, an arrival with its time naming every time theme).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ['punctuality', 'lead time', 'fitters', 'price'],
    texts: ['The fitters turned up forty minutes late on both days.', 'Our wardrobe arrived three weeks after the date they gave us.', 'Nobody turned up on Thursday.', 'We arrived on a sunny Saturday.', 'The bill went up by £30 at the end.'],
    answers: [[['The fitters turned up forty minutes late on both days'], [], ['The fitters turned up forty minutes late on both days'], []], [['Our wardrobe arrived three weeks after the date they gave us'], ['Our wardrobe arrived three weeks after the date they gave us'], ['Our wardrobe arrived three weeks after the date they gave us'], ['Our wardrobe arrived three weeks after the date they gave us']], [['Nobody turned up on Thursday'], [], [], []], [[], [], [], []], [[], [], [], ['The bill went up by £30 at the end']]],
  },
  {
    themes: ['tutors', 'opening hours', 'room hire', 'communication'],
    texts: ['Mr Okafor makes algebra feel easy.', 'Lena, the maths tutor, marked every page in green.', 'They closed 2 of the 3 study rooms for exams.', 'The centre shuts at 8pm on Fridays.', 'I left my Dr Martens in the hall.'],
    answers: [[['Mr Okafor makes algebra feel easy'], [], [], []], [['Lena, the maths tutor, marked every page in green'], [], [], []], [['They closed 2 of the 3 study rooms for exams'], [], ['They closed 2 of the 3 study rooms for exams'], []], [[], ['The centre shuts at 8pm on Fridays'], [], []], [[], [], [], []]],
  },
  {
    themes: ['punctuality', 'turnaround time', 'lead time', 'mechanics', 'price'],
    texts: ['My cousin turned up an hour late to collect me.', 'The van was back the same evening.', 'The cooker came two weeks late.', 'Our coach left forty minutes late.', 'The joiners showed up three hours late.', 'Two days later the same noise came back.', 'He bought second-hand Dr Martens for the trip.'],
    answers: [[[], [], [], [], []], [['The van was back the same evening'], ['The van was back the same evening'], [], [], []], [['The cooker came two weeks late'], ['The cooker came two weeks late'], ['The cooker came two weeks late'], [], []], [['Our coach left forty minutes late'], ['Our coach left forty minutes late'], [], [], []], [['The joiners showed up three hours late'], ['The joiners showed up three hours late'], ['The joiners showed up three hours late'], [], []], [[], [], [], [], []], [[], [], [], [], ['He bought second-hand Dr Martens for the trip']]],
  },
  {
    themes: ['punctuality', 'delivery', 'lead time', 'surveyors', 'reception staff'],
    texts: ['My stepdad turned up half an hour late to the viewing.', 'We showed up twenty minutes early for the survey.', 'The survey turned up rot in two joists.', 'The kitchen units arrived the week after we paid.', 'It took us a weekend to paint the hall.', 'Zara on the front desk sorted our keys.', 'The new Mrs Lindqvist has been a great help.', 'They closed 3 of the 6 parking bays for a skip.'],
    answers: [[[], [], [], [], []], [[], [], [], ['We showed up twenty minutes early for the survey'], []], [[], [], [], ['The survey turned up rot in two joists'], []], [['The kitchen units arrived the week after we paid'], ['The kitchen units arrived the week after we paid'], ['The kitchen units arrived the week after we paid'], [], []], [[], [], ['It took us a weekend to paint the hall'], [], ['It took us a weekend to paint the hall']], [[], [], [], [], ['Zara on the front desk sorted our keys']], [[], [], [], [], ['The new Mrs Lindqvist has been a great help']], [[], [], [], [], []]],
  },
  {
    themes: ['punctuality', 'broadband speed', 'engineers', 'delivery speed'],
    texts: ['The technician showed up three hours late.', 'The modem arrived right on my front step.', 'The cables arrived at two of the flats upstairs.', 'The new hub arrived yesterday.', 'Take a minute to restart the router.', 'I keep ringing back every week.', 'We told nobody it had arrived.', 'The courier arrived right on eight.', 'The router took a day off its price.'],
    answers: [[['The technician showed up three hours late'], [], ['The technician showed up three hours late'], ['The technician showed up three hours late']], [[], ['The modem arrived right on my front step'], [], ['The modem arrived right on my front step']], [[], [], [], ['The cables arrived at two of the flats upstairs']], [[], [], [], ['The new hub arrived yesterday']], [[], ['Take a minute to restart the router'], [], []], [[], [], [], []], [[], [], [], []], [['The courier arrived right on eight'], [], [], ['The courier arrived right on eight']], [[], ['The router took a day off its price'], [], ['The router took a day off its price']]],
  },
  {
    themes: ['punctuality', 'response time', 'tutors', 'tuition fees', 'speed'],
    texts: ['The tutor rang back within twenty minutes.', 'Kofi, my nephew, turned up an hour late.', 'Mrs Hale, my neighbour, arrived early.', 'The new tablet arrived the following day.', 'We waited five weeks for a place.', 'She waited in the car for ten minutes.', 'He showed up late twice and still charged the full fee.', 'Mr Osei, the tutor, arrived bang on six.'],
    answers: [[[], ['The tutor rang back within twenty minutes'], ['The tutor rang back within twenty minutes'], [], []], [[], [], [], [], []], [[], [], [], [], []], [['The new tablet arrived the following day'], ['The new tablet arrived the following day'], [], [], []], [[], ['We waited five weeks for a place'], [], [], []], [['She waited in the car for ten minutes'], [], [], [], []], [['He showed up late twice and still charged the full fee'], ['He showed up late twice and still charged the full fee'], [], ['He showed up late twice and still charged the full fee'], []], [['arrived bang on six'], ['arrived bang on six'], ['Mr Osei', 'the tutor'], [], []]],
  },
];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('extractions 2026-12-07', () => {
  it('was the default before 2026-12-08, served beside 2026-12-06', () => {
    expect(EXTRACTIONS_V15).toBe('2026-12-07');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V14, EXTRACTIONS_V15]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v15.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('reads arriving told with its time as being on time, and nothing else of arriving', async () => {
    expect(words('The plumber turned up two hours late.', arrivalPhrases)).toEqual(['turned']);
    expect(words('Our sofa arrived the week after we ordered it.', arrivalPhrases)).toEqual(['arrived']);
    expect(words('The coach arrived dead on eight.', arrivalPhrases)).toEqual(['arrived']);
    expect(words('No one showed up for the viewing.', arrivalPhrases)).toEqual(['showed']);
    for (const text of ['We arrived on a rainy Monday.', 'The vase arrived in pieces.', 'My parcel never arrived.', 'He turned up the heating.']) expect(words(text, arrivalPhrases)).toEqual([]);
    expect(['punctuality', 'delays', 'lead time', 'delivery speed', 'check-in times'].map((t) => timingTheme(t.split(/\s+/u)))).toEqual([true, true, true, true, true]);
    expect(['waiting time', 'opening hours', 'delivery', 'staff'].map((t) => timingTheme(t.split(/\s+/u)))).toEqual([false, false, false, false]);
    const themes = ['punctuality', 'parking', 'price'];
    expect(await found(v14, 'The plumber turned up an hour late.', themes)).toEqual([]);
    expect(await found(v15, 'The plumber turned up an hour late.', themes)).toEqual(['punctuality']);
    expect(await found(v15, 'We arrived on a rainy Monday.', themes)).toEqual([]);
  });

  it('reads lateness told by an amount of time, and being back, ready, waiting or kept with its time, as being on time (mended before release)', async () => {
    expect(words('The 7:40 was twenty minutes late again.', timingPhrases)).toEqual(['late']);
    expect(words('Our boat docked half an hour early.', timingPhrases)).toEqual(['early']);
    expect(words('The build finished ahead of schedule.', timingPhrases)).toEqual(['schedule']);
    expect(words('My laptop was back the next afternoon.', timingPhrases)).toEqual(['back']);
    expect(words('We waited six weeks for the blinds.', timingPhrases)).toEqual(['waited']);
    for (const text of ['Three weeks later the leak came back.', 'I stayed late to finish it.', 'My back hurt for days.', 'We took the bus home.']) expect(words(text, timingPhrases)).toEqual([]);
    const themes = ['punctuality', 'turnaround time', 'price'];
    expect(await found(v15, 'The 7:40 was twenty minutes late again.', themes)).toEqual(['punctuality', 'turnaround time']);
    expect(await found(v15, 'My laptop was back the next afternoon.', themes)).toEqual(['punctuality', 'turnaround time']);
  });

  it("reads no guest's or relative's arrival as the service's timing, and no person turning up as lead time (mended before release)", async () => {
    const themes = ['photographer', 'turnaround time', 'photos', 'price'];
    expect(await found(v15, 'Uncle Peter arrived late for the speeches.', themes)).toEqual([]);
    expect(await found(v15, 'Our guests turned up late.', ['punctuality', 'photos', 'price'])).toEqual([]);
    expect(await found(v15, 'The prints arrived two weeks late.', themes)).toEqual(['turnaround time']);
    const lead = ['lead time', 'punctuality', 'price'];
    expect(await found(v15, 'The plumber turned up forty minutes late.', lead)).toEqual(['punctuality']);
    expect(await found(v15, 'The table turned up two weeks late.', lead)).toEqual(['lead time', 'punctuality']);
  });

  it('gives a name to any theme that names people at work, and a name set beside such a person by commas', async () => {
    const themes = ['teachers', 'lesson fees', 'practice rooms'];
    expect(await found(v14, 'Mrs Kowalski is endlessly patient with my daughter.', themes)).toEqual([]);
    expect(await found(v15, 'Mrs Kowalski is endlessly patient with my daughter.', themes)).toEqual(['teachers']);
    const tokens = tagText('Ravi, the head gardener, showed us round.', true);
    expect(tokens[appositionHead(tokens, 0)].value).toBe('gardener');
    const family = tagText('Ravi, my brother, came too.', true);
    expect(family[appositionHead(family, 0)].value).toBe('brother');
    expect(await found(v15, 'Ravi, my brother, came along to the lesson.', themes)).toEqual([]);
  });

  it('reads a title after a possessive or before a noun as a thing, not a person', () => {
    const at = (text: string, brands: boolean) => { const t = tagText(text, true); return t.flatMap((x, i) => (nameAt(t, i, brands) ? [x.value] : [])); };
    expect(at('I wore my Dr Martens to work.', false)).toEqual(['Martens']);
    expect(at('I wore my Dr Martens to work.', true)).toEqual([]);
    expect(at('Dr Patel was kind to us.', true)).toEqual(['Patel']);
    // Mended before release: a word that tells the state of goods before the title ("new", "second-hand") makes a thing.
    expect(at('I bought new Dr Martens for the walk.', false)).toEqual(['Martens']);
    expect(at('I bought new Dr Martens for the walk.', true)).toEqual([]);
    expect(at('Our son saw the lovely Dr Patel again.', true)).toEqual(['Patel']);
  });

  it('reads a number that counts things as no closing time', () => {
    // The same sentence with the setting off and on: the count alone removes the match.
    expect(words('They closed 2 of the 4 lanes.', (t) => closingPhrases(t, false))).toEqual(['closed']);
    expect(words('They closed 2 of the 4 lanes.', (t) => closingPhrases(t, true))).toEqual([]);
    expect(words('The pool closes at 9 on Sundays.', (t) => closingPhrases(t, true))).toEqual(['closes']);
    expect(words('It shuts 2 hours early on Fridays.', (t) => closingPhrases(t, true))).toEqual(['shuts']);
  });

  it("reads no customer's or companion's arrival, no finding and no customer's own task as the service's timing (mended again before release)", async () => {
    for (const text of ['The scan turned up two small cracks in an hour.', 'We arrived at a compromise after ten minutes.']) expect(words(text, arrivalPhrases)).toEqual([]);
    expect(words('Nobody showed up last Friday.', arrivalPhrases)).toEqual(['showed']);
    expect(words('The roofer turned up half an hour late.', arrivalPhrases)).toEqual(['turned']);
    const themes = ['punctuality', 'delays', 'price'];
    for (const text of ['I turned up twenty minutes late for my slot.', 'We arrived an hour early.', 'My flatmate showed up late again.', 'The other dads arrived ten minutes early.', 'Auntie turned up late.', 'It took me two evenings to put the shelves up.']) {
      expect(await found(v15, text, themes)).toEqual([]);
    }
    expect(await found(v15, 'The roofer turned up half an hour late.', themes)).toEqual(['punctuality', 'delays']);
    expect(await found(v15, 'We landed forty minutes late.', themes)).toEqual(['punctuality', 'delays']);
    expect(await found(v15, 'The repair took less than an hour.', themes)).toEqual(['delays']);
    // A theme about time no longer takes an arrival from a theme that names it by a related word ("arrived" of delivery).
    expect(await found(v15, 'The rug arrived the week after I ordered it.', ['delivery', 'lead time', 'price'])).toEqual(['delivery', 'lead time']);
  });

  it('gives a name to the people theme of the worker or place it is set beside, and no kin word as a name (mended again before release)', async () => {
    expect(await found(v15, 'Priti on the front desk found our booking.', ['dentists', 'reception staff', 'price'])).toEqual(['reception staff']);
    expect(await found(v15, 'Owen, the hygienist, was very gentle.', ['dentists', 'receptionists', 'price'])).toEqual(['dentists']);
    expect(await found(v15, 'Grandma was delighted with her new glasses.', ['opticians', 'staff', 'price'])).toEqual([]);
  });

  it('reads "the new" or "our new" before a title as new staff, and goods bought new as things (mended again before release)', () => {
    const at = (text: string) => { const t = tagText(text, true); return t.flatMap((x, i) => (nameAt(t, i, true) ? [x.value] : [])); };
    expect(at('The new Mr Baptiste has settled in well.')).toEqual(['Baptiste']);
    expect(at('Our new Dr Rahman is thorough.')).toEqual(['Rahman']);
    expect(at('My new Dr Martens pinch a bit.')).toEqual([]);
    expect(at('The new Dr Martens were too stiff.')).toEqual([]);
  });

  it('reads a number of times closed as opening hours, and counted things closed as none (mended again before release)', () => {
    expect(words('The library closed 5 times this term.', (t) => closingPhrases(t, true))).toEqual(['closed']);
    expect(words('They closed 3 of the 8 lanes at lunchtime.', (t) => closingPhrases(t, true))).toEqual([]);
    expect(words('They shut 2 indoor courts for a month.', (t) => closingPhrases(t, true))).toEqual([]);
  });

  it('tells a theme word written as two tokens by one test', () => {
    expect(spellsThemeWord('check', { value: 'in' }, ['checkin'])).toBe(true);
    expect(spellsThemeWord('pick', { value: 'up' }, ['pickup', 'times'])).toBe(true);
    expect(spellsThemeWord('pick', { value: 'me' }, ['pickup'])).toBe(false);
    expect(spellsThemeWord('pick', undefined, ['pickup'])).toBe(false);
  });

  it('reads speed only of what is delivered or answered, and no place, day, count, advice, leave or own return as a time (mended a third time before release)', async () => {
    // Mended a fourth time before release: "speed" alone is no time theme (below).
    expect(['delivery speed', 'speed of service', 'response speed', 'turnaround speed'].map((t) => timingTheme(t.split(/\s+/u)))).toEqual([true, true, true, true]);
    expect(['broadband speed', 'download speed', 'wifi speed', 'reading speed'].map((t) => timingTheme(t.split(/\s+/u)))).toEqual([false, false, false, false]);
    expect(await found(v15, 'The fitter turned up two hours late.', ['broadband speed', 'fitters', 'price'])).toEqual(['fitters']);
    for (const text of ['The lamp arrived right on the windowsill.', 'The crate arrived just on the pallet we left out.', 'The chairs arrived at one of the other branches.', 'The boxes arrived by two vans.', 'The blinds arrived yesterday.', 'The cot arrived on the last day of our stay.', 'It arrived every week without fail.']) {
      expect(words(text, arrivalPhrases)).toEqual([]);
    }
    for (const text of ['The grocer arrived right on six.', 'The parcel arrived just on time.', 'The coach arrived at nine sharp.', 'The cooker arrived the day after I paid.', 'The nurse arrived within the hour.']) expect(words(text, arrivalPhrases)).toEqual(['arrived']);
    for (const text of ['I told no one it arrived.', 'Nobody saw the van arrive.']) expect(words(text, arrivalPhrases)).toEqual([]);
    expect(words('Nobody has ever turned up on time.', arrivalPhrases)).toEqual(['turned']);
    for (const text of ['I keep going back every month.', 'We were back the next morning for the rest.']) expect(words(text, timingPhrases)).toEqual([]);
    const themes = ['punctuality', 'delays', 'price'];
    for (const text of ['Please take a minute to fill in the form.', 'The fitter took a week off work.', 'The fitter took a week to learn the system.']) expect(await found(v15, text, themes)).toEqual([]);
    expect(await found(v15, 'The council took five weeks to reply.', themes)).toEqual(['delays']);
  });

  it('reads no reply, companion by apposition, bare speed or other people waiting as the service being on time, and takes no money from the clause (mended a fourth time before release)', async () => {
    expect(['speed', 'speed of repair', 'internet speed'].map((t) => timingTheme(t.split(/\s+/u)))).toEqual([false, false, false]);
    // A reply with its time is no punctuality; a theme about answering keeps it.
    expect(await found(v15, 'The garage texted back within an hour.', ['punctuality', 'price'])).toEqual([]);
    expect(await found(v15, 'The garage texted back within an hour.', ['response time', 'price'])).toEqual(['response time']);
    // A name set beside a kin or companion word by commas is that companion: no time theme and no people theme.
    expect(await found(v15, 'Tom, my brother, showed up late to the recital.', ['punctuality', 'the teacher'])).toEqual([]);
    expect(await found(v15, 'Ms Green, my neighbour, arrived late.', ['punctuality', 'the teacher'])).toEqual([]);
    expect(await found(v15, 'Lena, the teacher, arrived late.', ['punctuality', 'the teacher'])).toEqual(['punctuality', 'the teacher']);
    // "speed" alone is the speed of the thing bought.
    expect(await found(v15, 'The router arrived the next day.', ['speed', 'price'])).toEqual([]);
    // A wait with its time is the customer's, and tells a wait or an answer, not someone else waiting.
    expect(await found(v15, 'We waited three days for a reply.', ['response time', 'price'])).toEqual(['response time']);
    expect(await found(v15, 'He waited in the van for twenty minutes.', ['response time', 'price'])).toEqual([]);
    // The time rule takes no money from its clause.
    expect(await found(v14, 'He turned up late twice last month and then charged full price.', ['punctuality', 'lesson cost'])).toEqual(['lesson cost']);
    expect(await found(v15, 'He turned up late twice last month and then charged full price.', ['punctuality', 'lesson cost'])).toEqual(['punctuality', 'lesson cost']);
  });

});
