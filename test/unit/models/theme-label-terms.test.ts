import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { describeInTerms, holdsAsWritten, singleN, termsLabel, viewOf, withoutRepeats } from '../../../lambdas/models/local/theme-label-terms.js';
import { quoteFor } from '../../../lambdas/models/local/theme-label-quotes.js';
import { themeExclusions } from '../../../lambdas/models/local/theme-label-rules.js';
import { joinedContractions } from '../../../lambdas/models/local/theme-label-said-words.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';

/** The label theme-label-terms.ts (themes 2026-12-14) gives a theme of these hand-written answers named `label`, or undefined where it stands. */
function terms(label: string, texts: string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  return termsLabel(label, labelContext({ typicalOrder: texts.map((_, i) => i), tags, weights: texts.map(() => 1), size: texts.length, excluded: new Set(), ok: () => true }))?.toLowerCase();
}

const phone = [
  'Nobody answers the phone at reception.',
  'Rang six times and nobody picked up.',
  'Impossible to get through on the phone.',
  'The phone just rings out every morning.',
  'Tried calling to cancel but no one answered.',
  'Front desk never picks up the phone.',
  'Left voicemails and nobody ever rang back.',
];

describe('labels in the members\' terms (themes 2026-12-14)', () => {
  it('names one member\'s detail by the act two or more members deny, of the thing most of them write', () => {
    expect(terms('Front desk', phone)).toBe('phone not answered');
    // A label two members write stays.
    expect(terms('Front desk', [...phone, 'The front desk is never staffed after four.'])).toBeUndefined();
  });

  it('gives a word padded with "only" a short phrase a member writes', () => {
    expect(terms('Time only', ['Leave on time.', 'Arriving when the timetable says we will would be a start.', 'Armrests that stay down.'])).toBe('leave on time');
  });

  it('turns a label closing on a bare verb into the members\' order', () => {
    expect(terms('Classes book', ['Impossible to book classes online before they fill.', 'I can never book classes on the app.', 'Classes are full within minutes.', 'The booking page crashes.'])).toBe('book classes');
    // A participle closing a label is no bare verb.
    expect(terms('Wheels booked', ['The wheels are booked up days ahead.', 'Wheels always taken in open studio time.', 'Never a wheel free on a Saturday.'])).toBeUndefined();
  });

  it('keeps a word of the question in a theme three in four of whose members write it, not in one half of whose members do', () => {
    const texts = ['The ice was slushy by the gate.', 'Slushy ice all afternoon.', 'Ruts in the ice everywhere.', 'The ice needs resurfacing more often.', 'Skates hire was slow.', 'Café was cold.', 'Too crowded on Saturday.', 'Lessons were full.'];
    const { tags } = analyseAndTagTexts(texts);
    const weights = texts.map(() => 1);
    const context = new Set(['ice', 'rink']);
    expect(themeExclusions(context, context, [0, 1, 2, 3], tags, weights, 4, 8).has('ice')).toBe(true);
    expect(themeExclusions(context, context, [0, 1, 2, 3], tags, weights, 4, 8, true).has('ice')).toBe(false);
    expect(themeExclusions(context, context, [0, 1, 4, 5], tags, weights, 4, 8, true).has('ice')).toBe(true);
  });

  it('joins a split contraction and drops a degree word opening a label', () => {
    const unlock = ['The scooter wouldn\'t unlock.', 'QR code won\'t scan.', 'Couldn\'t unlock any scooter at the station.', 'Scooter wouldn\'t start after I paid.'];
    expect(terms('Scooter would n\'t unlock', unlock)).toBe('scooter wouldn\'t unlock');
    expect(terms('Much fun to ride', ['So much fun to ride.', 'Handy for short trips.', 'Quicker than the bus and fun.'])).toBe('fun to ride');
    expect(terms('Very long queues', ['Very long queues at the gate.', 'The queues are long.', 'Queued for an hour.'])).toBe('long queues');
    expect(terms('Very long', ['Very long.', 'Long.', 'Too long.'])).toBeUndefined();
  });

  it("spells a contraction typed without its apostrophe as written with one, where 2026-12-12's join doubled its n", () => {
    expect(singleN("App wonn't load")).toBe("App won't load");
    expect(singleN("Cann't log in")).toBe("Can't log in");
    expect(singleN("Shann't renew")).toBe("Shan't renew");
    expect(singleN("Cannon won't fire")).toBe("Cannon won't fire");
    const load = ['app wont load', 'The app wont load on my phone.', 'App keeps crashing and wont load.', 'Wont load since the update.'];
    expect(terms("App wonn't load", load)).toBe("app won't load");
  });

  it('describes a theme by its most typical answers, with no label template and no word count', () => {
    expect(describeInTerms(7, 'Rang six times and nobody picked up.', 'Nobody answers the phone at reception.')).toBe('7 answers. The most typical: "Rang six times and nobody picked up." Another: "Nobody answers the phone at reception."');
    expect(describeInTerms(2, 'Leave on time.', 'Armrests that stay down.')).toBe('Two answers: "Leave on time." and "Armrests that stay down."');
    expect(describeInTerms(1, 'Leave on time.', undefined)).toBe('One answer: "Leave on time."');
  });

  // Mended before release (sentences written for the mend).
  it('closes each quote with a full stop where it has no end mark of its own, and claims no "most like this one"', () => {
    expect(describeInTerms(6, 'The lift is out of order again', 'Stairs only since March!')).toBe('6 answers. The most typical: "The lift is out of order again". Another: "Stairs only since March!"');
    expect(describeInTerms(4, 'Lift broken', undefined)).toBe('4 answers. The most typical: "Lift broken".');
  });

  it('shows two quotes of opposite views as two views, not as one idea', () => {
    const texts = ['The lockers are brilliant, really love them.', 'Horrible lockers, broken and filthy.', 'Lockers need a bigger size.'];
    const { tags } = analyseAndTagTexts(texts);
    expect(viewOf(texts[0], tags[0])).toBe(1);
    expect(viewOf(texts[1], tags[1])).toBe(-1);
    expect(viewOf(texts[2], tags[2])).toBe(0);
    expect(describeInTerms(5, texts[0], texts[1], [1, -1])).toBe(`5 answers, not all of one view. The most typical: "${texts[0]}" Another view: "${texts[1]}"`);
    expect(describeInTerms(2, texts[0], texts[1], [1, -1])).toBe(`Two answers, on two sides: "${texts[0]}" "${texts[1]}"`);
    expect(describeInTerms(5, texts[0], texts[2], [1, 0])).toBe(`5 answers. The most typical: "${texts[0]}" Another: "${texts[2]}"`);
  });

  it('never repeats a word in a label', () => {
    expect(withoutRepeats('Delayed delayed trains')).toBe('Delayed trains');
    expect(withoutRepeats('Refund refunded late')).toBe('Refund late');
    // Words of one stem apart stay.
    expect(withoutRepeats('Lockers not locking')).toBe('Lockers not locking');
    expect(terms('Delayed delayed trains', ['Delayed trains every morning.', 'Too many delayed trains this month.', 'The 8.10 is always late.', 'Trains delayed by signals again.'])).toBe('delayed trains');
  });

  it('keeps a repeated function word and the second word of a doubled idiom', () => {
    for (const label of ['Face to face appointments', 'Day to day running', 'Easy to get to', 'Lack of choice of food', 'Back to back classes', 'Out of stock of milk', 'Step by step guide', 'Week after week delays']) expect(withoutRepeats(label)).toBe(label);
    // A content word written again apart still goes.
    expect(withoutRepeats('Staff rude staff')).toBe('Staff rude');
    const appointments = ['Face to face appointments please.', 'Bring back face to face appointments.', 'I want a face to face appointment, not a phone call.', 'Phone appointments are no good, face to face is better.'];
    expect(terms('Face to face appointments', appointments)).not.toBe('face to appointments');
    const { tags } = analyseAndTagTexts(appointments);
    expect(holdsAsWritten('Face to face appointments', [0, 1, 2, 3], tags, [1, 1, 1, 1])).toBe(true);
  });

  it('joins split contractions in time that grows with the label, not with its square', () => {
    // A 20,000-character word of mixed letters (a word boundary between every two) costs a few linear passes over it at
    // most (the earlier pattern read it once from each boundary: about 600 ms, hundreds of passes).
    const label = `Scooter ${'aé'.repeat(10_000)} would n't unlock`;
    const cpu = (f: () => unknown) => {
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const t = process.cpuUsage();
        f();
        const u = process.cpuUsage(t);
        best = Math.min(best, u.user + u.system);
      }
      return Math.max(best, 1);
    };
    const pass = cpu(() => label.replace(/\p{L}/gu, 'x'));
    const context = labelContext({ typicalOrder: [], tags: [], weights: [], size: 0, excluded: new Set(), ok: () => true });
    const named = () => termsLabel(label, context);
    expect(named()?.endsWith("wouldn't unlock")).toBe(true);
    expect(cpu(named)).toBeLessThan(20 * pass);
    // The shared helper, with and without an apostrophe (2026-12-12 joins "did nt").
    expect(joinedContractions("Scooter would n't unlock", true)).toBe("Scooter wouldn't unlock");
    expect(joinedContractions('Staff ca n’t help', true)).toBe("Staff can't help");
    expect(joinedContractions('Card did nt work')).toBe("Card didn't work");
  });

  it('holds a label a word of the context brought back only where the members write it as it reads', () => {
    const texts = ['Paid on the app and still got fined.', 'Got a fine though the app showed I had paid.', 'The app took my money and the warden fined me anyway.', 'App said the payment did not register.'];
    const { tags } = analyseAndTagTexts(texts);
    const all = texts.map((_, i) => i);
    const weights = texts.map(() => 1);
    // "application" no member writes (they write "app"); "register" one member writes.
    expect(holdsAsWritten('Application not registering', all, tags, weights)).toBe(false);
    expect(holdsAsWritten('App not registering', all, tags, weights)).toBe(false);
    expect(holdsAsWritten('Paid app', all, tags, weights)).toBe(true);
    // A denial the members do not write holds not; a word written twice holds not.
    expect(holdsAsWritten('App not paid', all, tags, weights)).toBe(false);
    expect(holdsAsWritten('App app', all, tags, weights)).toBe(false);
  });

  it('holds a denying label only where members deny one of its words, not wherever they deny anything', () => {
    const texts = ['Pool cleaned daily, no complaints.', 'The pool is always cleaned, never dirty.', 'Nobody cleans the pool at weekends.', 'Pool never cleaned on Sundays.'];
    const { tags } = analyseAndTagTexts(texts);
    // Two members deny the cleaning; the other two deny something else.
    expect(holdsAsWritten('Pool not cleaned', [0, 1, 2, 3], tags, [1, 1, 1, 1])).toBe(true);
    expect(holdsAsWritten('Pool not cleaned', [0, 1, 2], tags, [1, 1, 1])).toBe(false);
  });

  it('names a theme by the act a clear majority deny, though two or three write the label\'s words', () => {
    const bell = [
      'Rang the bell at the counter and nobody answered.',
      'No one responded when I pressed the counter bell.',
      'Nobody replied to the bell for ten minutes.',
      'Waited at the counter, nobody answered.',
      'The counter was empty all afternoon.',
    ];
    expect(terms('Counter bell', bell)).toBe('bell not answered');
    // Where only two of five deny it, the label stays.
    expect(terms('Counter bell', [bell[0], bell[3], 'The counter bell is too quiet.', 'Counter bell hidden behind leaflets.', 'The counter was empty all afternoon.'])).toBeUndefined();
  });

  it('never names "problems with" a word of quantity or a thing most members praise', () => {
    expect(terms('Problems with lots', ['Lots of fun for the whole family.', 'Great fun, we stayed all day.', 'Lots of fun, the slides are brilliant.', 'Brilliant fun.'])).toBe('lots of fun');
    // Where most complain, it stays.
    expect(terms('Problems with drivers', ['Drivers shout at us.', 'The driver was rude to my mum.', 'Drivers never wait at the stop.', 'Polite drivers.'])).toBeUndefined();
  });

  it('quotes no member of the opposite view as the example of a denial by its doer', () => {
    const texts = ['Lovely clean changing rooms.', 'Nobody cleans the changing rooms at weekends.', 'Changing rooms never cleaned, hair everywhere.'];
    const { tags } = analyseAndTagTexts(texts);
    expect(['Nobody cleans the changing rooms at weekends.', 'Changing rooms never cleaned, hair everywhere.']).toContain(quoteFor('Nobody cleaned', [0, 1, 2], texts, tags, () => 0, true));
    expect(quoteFor('Nobody cleaned', [0, 1, 2], texts, tags, () => 0)).toMatch(/Lovely/);
  });
});
