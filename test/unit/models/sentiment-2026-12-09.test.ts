import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261208 } from '../../../lambdas/models/local/sentiment-decision-2026-12-08.js';
import { decide20261209, find20261209, plainOutcome, semicolonOrWhileSides, SHAPES_2026_12_09, type Shapes20261209 } from '../../../lambdas/models/local/sentiment-decision-2026-12-09.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V18 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const LEAN_POSITIVE = [0.55, 0.25, 0.15, 0.05];
const NEGATIVE = [0.05, 0.9, 0.03, 0.02];
const LEAN_NEGATIVE = [0.1, 0.8, 0.05, 0.05];
const NEUTRAL = [0.15, 0.15, 0.65, 0.05];
const answer = (text: string, p: number[], off?: keyof Shapes20261209) => decide20261209(text, p, cues(text), new Map(), undefined, undefined, off ? { ...SHAPES_2026_12_09, [off]: false } : SHAPES_2026_12_09);
const decide = (text: string, p: number[], off?: keyof Shapes20261209) => answer(text, p, off).sentiment;
const before = (text: string, p: number[]) => decide20261208(text, p, cues(text), new Map()).sentiment;
/** Each text is read as `label` by 2026-12-09 and otherwise with the shape off (the answer of 2026-12-08). */
function reads(shape: keyof Shapes20261209, label: string, cases: Array<[string, number[]]>): void {
  for (const [text, p] of cases) {
    expect([text, decide(text, p)]).toEqual([text, label]);
    expect([text, decide(text, p, shape)]).not.toEqual([text, label]);
    expect([text, before(text, p)]).not.toEqual([text, label]);
  }
}
/** Each text is read by 2026-12-09 as 2026-12-08 reads it. */
function unchanged(cases: Array<[string, number[]]>): void {
  for (const [text, p] of cases) expect([text, decide(text, p)]).toEqual([text, before(text, p)]);
}

describe('sentiment 2026-12-09', () => {
  it('was the default before 2026-12-10; it and 2026-12-08 stay served when pinned', () => {
    expect(SENTIMENT_V18).toBe('2026-12-09');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-08', '2026-12-09']));
    expect(Object.values(SHAPES_2026_12_09).every(Boolean)).toBe(true);
  });

  it('reads a question that carries a complaint as negative', () => {
    reads('complaintQuestion', 'negative', [['Why does the night bus always skip our stop?', NEUTRAL], ['How is the boiler still leaking after two engineer visits?', NEUTRAL], ['How can a passport renewal take ten weeks?', NEUTRAL], ['What is the point of a booking line that nobody picks up?', NEUTRAL], ['How many more emails before someone replies?', NEUTRAL]]);
  });

  it('leaves questions that only ask as they were', () => {
    unchanged([['Where do I hand in the keys?', NEUTRAL], ['Is the cafe still open on Sundays?', NEUTRAL], ['How does the loyalty card work?', NEUTRAL], ['Why is the hall called the Corn Exchange?', NEUTRAL], ['Why do you love this town so much?', LEAN_POSITIVE]]);
  });

  it('leaves plain questions with "anyone", "who designed" or "how many times" as they were; a second sign of complaint is needed', () => {
    unchanged([['Does anyone know if the gym has towels?', NEUTRAL], ['Who designed the new park?', NEUTRAL], ['How many times a week can I use the pool?', NEUTRAL], ['Does anyone want my spare ticket?', NEUTRAL], ['Is anyone else going to the quiz night?', NEUTRAL], ['How many times can I reschedule a lesson?', NEUTRAL], ['How many weeks does the course last?', NEUTRAL]]);
    reads('complaintQuestion', 'negative', [['Does anyone actually read the complaints we send?', NEUTRAL], ['How many times do I have to ask for a refund?', NEUTRAL], ['Who decided to close the only toilets in the park?', NEUTRAL]]);
  });

  it('reads opposed sides at a semicolon or a contrastive "while" as mixed', () => {
    reads('whileSides', 'mixed', [['The lessons were quick; the sign-up form is a maze.', LEAN_POSITIVE], ['The neighbours are welcoming while the rents are steep.', LEAN_POSITIVE], ['The waiters were kind while the queue went out of the door.', LEAN_POSITIVE]]);
    expect(semicolonOrWhileSides('The form was checked while I waited.')).toBeUndefined();
    expect(semicolonOrWhileSides('The lights went out while the film was still running.')).toBeUndefined();
    expect(find20261209('The tutors are friendly; the timetable is a shambles.').pieces).toEqual(expect.arrayContaining(['The tutors are friendly', 'the timetable is a shambles']));
  });

  it('leaves sides that deny or that agree in polarity as they were', () => {
    unchanged([['Not a dull lesson; it merely runs long.', LEAN_NEGATIVE], ['The staff are kind; the rooms are lovely.', LEAN_POSITIVE]]);
  });

  it('reads a good outcome told plainly as positive', () => {
    reads('plainOutcome', 'positive', [
      ['Reported the burst pipe on Friday and it was mended by Saturday lunchtime.', NEUTRAL],
      ['The knee pain went away after the second session.', LEAN_NEGATIVE],
      ['The final bill was thirty pounds under the quote.', NEUTRAL],
      ['I haven\'t had a single missed delivery in a year.', NEUTRAL],
      ['The shed still looks new after four winters.', NEUTRAL],
      ['My nan got her bus pass on her first application.', NEUTRAL],
    ]);
    expect(plainOutcome('Sent the claim on Monday and the money was in my account by Wednesday.')).toBe('done soon');
    expect(plainOutcome('My dad can now read his own letters.')).toBe('ability');
    expect(plainOutcome('Not a single glass was chipped in the move.')).toBe('harm denied');
    expect(plainOutcome('The printer has not jammed once since the update.')).toBe('harm denied');
  });

  it('reads a denial "since" as praise only when a trouble or a fault is denied, never a wanted thing, a service or a person', () => {
    const lasting = ['We haven\'t had hot water since Friday.', 'No heating since Tuesday.', 'No internet since the storm.', 'The engineer hasn\'t come back since the first visit.', 'The cleaner has not returned since March.', 'They haven\'t emptied our bins since June.', 'We haven\'t had any hot water in a week.'];
    for (const text of lasting) expect([text, plainOutcome(text)]).toEqual([text, undefined]);
    unchanged(lasting.map((text) => [text, LEAN_NEGATIVE]));
    expect(plainOutcome('The leak hasn\'t come back since the repair.')).toBe('harm denied');
    expect(plainOutcome('The damp hasn\'t come back since they fixed the gutter.')).toBe('harm denied');
    expect(plainOutcome('No problems since the update.')).toBe('denied trouble');
    expect(plainOutcome('No headaches since I changed my glasses.')).toBe('denied trouble');
    expect(plainOutcome('We haven\'t had a single power cut this winter.')).toBe('denied trouble');
  });

  it('reads no trouble gone in "stopped me …", no ability in "can now only …", no success in "on the first try" alone', () => {
    const bad = ['The noise stopped me sleeping all week.', 'The smell stopped us from going back.', 'The pain stopped her working for a month.', 'You can now only pay by app.', 'Tickets can now only be bought online.', 'The app logged me out on the first try.', 'I was turned away on my first visit.', 'Tried three times, it only worked on the first try.'];
    for (const text of bad) expect([text, plainOutcome(text)]).toEqual([text, undefined]);
    unchanged(bad.map((text) => [text, LEAN_NEGATIVE]));
    expect(plainOutcome('The noise stopped after they fitted the new fan.')).toBe('trouble gone');
    expect(plainOutcome('I can now walk to the shops on my own.')).toBe('ability');
    expect(plainOutcome('The new card reader worked on the first try.')).toBe('first time');
    expect(plainOutcome('The visa was approved on my first application.')).toBe('first time');
  });

  it('keeps neutral facts with a time and bad outcomes with a time as they were', () => {
    unchanged([['The invoice was sent the same afternoon.', NEUTRAL], ['The delivery is booked for Friday by noon.', NEUTRAL], ['The engineer arrived at ten on Tuesday.', NEUTRAL], ['The boiler was fixed by Friday and broke again by Sunday.', NEGATIVE], ['The sofa arrived by noon and was scratched down one side.', NEGATIVE]]);
    // Times alone are no praise: a slow reply "after we …", short notice "N days before the …", a timetable, and never over a blend sure of the negative.
    unchanged([['The locksmith turned up six hours after we rang.', NEUTRAL], ['The rota arrived one day before the shift started.', NEUTRAL], ['The ferry departs at 6:15 and docks at 8:00.', NEUTRAL], ['The letter was posted on Monday and arrived on Thursday.', NEUTRAL], ['Reported the burst pipe on Friday and it was mended by Saturday lunchtime.', LEAN_NEGATIVE]]);
    expect(plainOutcome('The locksmith was at the door twenty minutes after I rang.')).toBe('done soon');
    expect(plainOutcome('The garage took the car at eight and had it back to me by ten, all done.')).toBe('done soon');
    for (const text of ['Our builder never once turned up on time.', 'Not a single person answered the phone.', 'I haven\'t heard from them once since March.']) expect([text, plainOutcome(text)]).toEqual([text, undefined]);
  });

  it('reads a wanted thing that came only after weeks or months as negative', () => {
    reads('lateOutcome', 'negative', [['The parcel arrived after seven weeks of chasing.', LEAN_POSITIVE], ['The refund came through after four months.', NEUTRAL], ['The wedding photos finally arrived after four months.', NEUTRAL], ['My deposit was refunded three months after I asked.', NEUTRAL]]);
  });

  it('leaves a wait the writer calls on time or early, a recovery, a growth and product terms as they were', () => {
    unchanged([['The parcel arrived after seven weeks.', NEUTRAL], ['The curtains arrived after three weeks, as the shop had promised.', NEUTRAL], ['The visa came through after two months, which is usual.', NEUTRAL], ['The report came back after ten days, a week sooner than we were told.', NEUTRAL], ['My hearing was back to normal after two weeks.', NEUTRAL], ['The seeds came up after three weeks.', NEUTRAL], ['The free trial becomes a paid subscription after three months.', NEUTRAL]]);
  });

  it('reads a service doing a wanted act completely, correctly or carefully as positive, even where it names the trouble put right', () => {
    reads('serviceDone', 'positive', [
      ['The optician took her time and explained what had gone wrong with my lens.', LEAN_NEGATIVE],
      ['The courier firm found my missing parcel in their depot.', NEUTRAL],
      ['The shop refunded the duplicate payment.', LEAN_NEGATIVE],
      ['The crew had everything loaded into the van by nine.', LEAN_NEGATIVE],
      ['Every paint colour we wanted was in stock.', NEUTRAL],
      ['Our landlord swapped the dates so we could go to the wedding.', NEUTRAL],
    ]);
    expect(plainOutcome('The clerk answered all our questions about the lease.')).toBe('service done');
    // Never what the writer did, an exception, a harm, a wanted thing denied.
    unchanged([['I explained carefully what was wrong and nobody listened.', LEAN_NEGATIVE], ['Every size was in stock except mine.', NEUTRAL], ['The movers had everything stolen from the van.', NEGATIVE], ['The school moved the date so we could not attend.', NEUTRAL], ['I left work early so I could wait in for the engineer.', NEUTRAL], ['They found my lost bag three weeks later.', LEAN_NEGATIVE]]);
  });

  it('reads no lateness in a wait the writer calls as agreed, stated or expected', () => {
    unchanged([['The deposit was refunded five weeks after I moved out, as the tenancy agreement says.', NEUTRAL], ['The refund came back six weeks after I asked, in line with their policy.', NEUTRAL], ['The replacement arrived four weeks later, as stated on the website.', NEUTRAL], ['The repair was finished three weeks after I reported it, which is what the contract says.', NEUTRAL]]);
  });
});
