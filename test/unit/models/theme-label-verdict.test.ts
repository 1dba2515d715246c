import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { labelFault } from '../../../lambdas/models/local/theme-label-checks.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { verdictLabel } from '../../../lambdas/models/local/theme-label-verdict.js';

/** The label 2026-12-19 gives a theme of these hand-written answers in place of `label` (undefined: it stays), with the model's own checks. */
function relabel(label: string, texts: readonly string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  const order = texts.map((_, i) => i);
  const ok = (l: string) => plainName(l) && labelFault(l, order, tags, texts.length) === undefined;
  return verdictLabel(label, labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok }));
}

describe('a theme named by its thing alone says what its members say of it (2026-12-19)', () => {
  it('names the complaint most members write of the thing, with their words', () => {
    const bays = [
      'The loading bays are always blocked by vans.',
      'Loading bays blocked again this morning.',
      'Nobody clears the loading bays.',
      'I wasted an hour because the loading bays were blocked.',
      'Vans park in the loading bays all day.',
    ];
    expect(relabel('Loading bays', bays)).toBe('blocked loading bays');
  });

  it('takes no word no member writes, such as the lemma of one they do (mended before release)', () => {
    // The tagger reads "app" as "application"; no member writes "application", so not "slow application".
    const app = ['The booking app crashes', 'App logs me out', 'The app is slow', 'Booking app is confusing', 'App never loads my bookings', 'The app is slow to open'];
    expect(relabel('Booking app', app)).toBeUndefined();
    const phone = ['The phone app is slow', 'The app is slow to load', 'Phone app crashes daily', 'App logs me out', 'The app loses my settings'];
    expect(relabel('Phone app', phone)).toBe('slow phone app');
  });

  it('takes no saying only one member writes, however typical the member (mended before release)', () => {
    const notes = [
      'The meeting notes are useless, half the actions are missing.',
      'Meeting notes never get sent round.',
      'Nobody reads the meeting notes.',
      'Meeting notes arrive a week late.',
      'The notes from meetings are vague.',
    ];
    expect(relabel('Meeting notes', notes)).toBeUndefined();
    // One of seven says lost, four say late in other words: not "Repeat prescriptions lost".
    const prescriptions = [
      'Prescriptions',
      'My repeat prescription took over a week',
      'The pharmacy never has my prescription ready when they say',
      'Repeat prescriptions get lost between the surgery and the chemist',
      'Requesting medication online is easy and quick',
      'I keep running out of my inhaler because the prescription is late',
      'Prescription delays',
    ];
    expect(relabel('Repeat prescription', prescriptions)).toBeUndefined();
    // One of four says closed: not "Recycling centre closed".
    const centre = [
      'Recycling left uncollected twice this month',
      'Our recycling bin is full after one week',
      'You have to book a slot at the recycling centre days ahead',
      'The recycling centre is closed two days a week',
    ];
    expect(relabel('Recycling centre', centre)).toBeUndefined();
  });

  it('takes a saying two members write in different places of their answers', () => {
    const tags = [
      'Signs are too small to read',
      'Exhibit labels',
      'The labels are too small to read',
      'Labels placed too low for adults and too high for kids',
      'The exhibit labels are faded',
      'Labels need translations',
    ];
    expect(relabel('Exhibit labels', tags)).toBe('small labels');
  });

  it('counts no member who denies the saying\'s words among its writers (mended before release)', () => {
    const reminders = [
      'No text reminders are sent before appointments.',
      'I never got a text reminder and missed my session.',
      'Text reminders would help.',
      'The text reminder arrived after my appointment.',
      'Send text reminders the day before.',
    ];
    // Not "Text reminders sent": the members say they are not.
    expect(relabel('Text reminders', reminders)).toBeUndefined();
  });

  it('names the praise of a thing its members name in several ways', () => {
    const staff = [
      'The hotel staff were lovely when we checked in.',
      'Our porter was so kind with the bags.',
      'The night manager was lovely and fixed the heating.',
      'Security guards are friendly and chatty.',
      'Housekeeping were brilliant all week.',
    ];
    expect(relabel('Hotel staff', staff)).toBe('lovely hotel staff');
  });

  it('leaves a theme that mixes praise and complaint, and one member\'s act of the thing', () => {
    const pad = [
      'The touch pad is too sensitive.',
      'Touch pad works great, very smooth.',
      'I love the big touch pad.',
      'The touch pad stopped clicking.',
      'Touch pad is fiddly with gloves.',
    ];
    expect(relabel('Touch pad', pad)).toBeUndefined();
    const wash = [
      'The service wash lost two of my shirts.',
      'Service wash takes three days now.',
      "I paid for a service wash and got someone else's towels back.",
      'The service wash shrank my jumper.',
      'Service wash left my whites grey.',
    ];
    expect(relabel('Service wash', wash)).toBeUndefined();
  });

  it('leaves a label that already judges, and a theme of wishes whose one complaint is of another thing', () => {
    const bays = ['The loading bays are always blocked by vans.', 'Loading bays blocked again.', 'Nobody clears the loading bays.', 'The loading bays were blocked.'];
    expect(relabel('Blocked loading bays', bays)).toBeUndefined();
    const hours = ['Open on Sundays please.', 'Saturday hours are far too short.', 'Stay open until eight.', 'The opening hours are never posted.', 'Open earlier on weekdays.'];
    // Not "Short saturday hours".
    expect(relabel('Opening hours', hours)).toBeUndefined();
  });
});
