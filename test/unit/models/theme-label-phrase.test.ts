import { describe, expect, it } from 'vitest';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { phraseFault, verbUsed } from '../../../lambdas/models/local/theme-label-phrase.js';

/** phraseFault of a label over members written for this test (each its own sentence), as read by 2026-12-29's step. */
const fault = (label: string, members: string[]) => {
  const tags = members.map(tagWords);
  const r = phraseFault(label, tags.map((_, i) => i), tags);
  return r && 'forms' in r ? { ...r, forms: Object.fromEntries(r.forms) } : r;
};

describe('theme-label-phrase: a label no member\'s sentence holds as a phrase (themes 2026-12-29)', () => {
  it('makes a piece of a hyphenated word whole, and leaves two-part hyphen words alone', () => {
    expect(fault('Cheap bric-a', ['Cheap bric-a-brac on the back table.', 'The bric-a-brac was a jumble.'])).toEqual({ why: 'hyphen', whole: 'cheap bric-a-brac' });
    expect(fault('Broken pay-and', ['The pay-and-display machine is broken again.'])).toEqual({ why: 'hyphen', whole: 'broken pay-and-display' });
    expect(fault('Slow self-checkout', ['The self-checkout is slow.', 'Slow self-checkout every time.'])).toBeUndefined();
    expect(fault('Drop-off bay', ['The drop-off bay is always full.', 'A bigger drop-off bay.'])).toBeUndefined();
    // A spaced dash is no hyphen.
    expect(fault('Great staff', ['Great staff - very helpful.', 'Great staff all round.'])).toBeUndefined();
  });

  it('reads a head the members use as a verb, whatever the tagger calls it', () => {
    expect(fault('Kids cost', ['My two kids cost me sixty pounds for an hour.'])).toEqual({ why: 'verb', lemma: 'cost' });
    expect(fault('Room seats', ['The room seats about twenty at most.'])).toMatchObject({ why: 'verb' });
    expect(fault('Groups book', ['Let groups book over the phone.'])).toMatchObject({ why: 'verb' });
    expect(fault('Buyers park', ['Buyers park all along the lane.'])).toMatchObject({ why: 'verb' });
    // A noun head, and a clause said with a verb's tag, stand.
    expect(fault('Bar queue', ['The bar queue is ridiculous.', 'The bar queue barely moves.'])).toBeUndefined();
    expect(fault('Prices went up', ['Prices went up again in March.', 'The prices went up twice.'])).toBeUndefined();
    expect(fault('Booking fee', ['The booking fee is a rip-off.', 'I paid a booking fee of four pounds.'])).toBeUndefined();
  });

  it('reads a verb by the words around it', () => {
    const at = (s: string, w: string) => { const t = tagWords(s); return verbUsed(t, t.findIndex((x) => x.normal === w)); };
    expect(at('Nowhere to park after nine.', 'park')).toBe(true);
    expect(at('They charge two pounds for a coat.', 'charge')).toBe(true);
    expect(at('The clay costs extra on top.', 'costs')).toBe(true);
    expect(at('The car park is full by nine.', 'park')).toBe(false);
    expect(at('The cloakroom charge is cheeky.', 'charge')).toBe(false);
  });

  it('completes a noun cut from its compound only where two members write it', () => {
    expect(fault('Problems with lap', ['The lap times came by email.', 'Print the lap times at once.', 'My best lap was lost.'])).toEqual({ why: 'compound', forms: { 'problems with lap times': 2 } });
    // One member's compound: the label is read as cut, the completion is not two members' (phraseLabel leaves the label).
    expect(fault('Free water', ['More free water taps please.'])).toEqual({ why: 'compound', forms: { 'free water taps': 1 } });
    expect(fault('Free water', ['Free water at the stage.', 'Free water for everyone.'])).toBeUndefined();
  });

  it('completes a verb cut from "about" or "around", not an amount', () => {
    expect(fault('Less hanging', ['Less hanging about before the start.'])).toEqual({ why: 'particle', forms: { 'less hanging about': 1 } });
    expect(fault('Less messing', ['Less messing around with the rota.'])).toEqual({ why: 'particle', forms: { 'less messing around': 1 } });
  });

  it('reads words stitched across a gap no member writes', () => {
    expect(fault('Trains every mins', ['Trains every 20 mins would do.'])).toEqual({ why: 'stitched' });
    expect(fault('Guards and evening', ['The guard this evening was rude.', 'Friendly guards, always say good evening.'])).toEqual({ why: 'stitched' });
    expect(fault('Frames and sills', ['The frames and sills were spotless.', 'Frames and sills done too.'])).toBeUndefined();
  });
});

describe('theme-label-phrase: a verb\'s object is no doer', () => {
  it('leaves a verb phrase whose last word is the object ("Book classes")', () => {
    expect(fault('Book classes', ['Let us book classes more than two days ahead.', 'People book a class and never come.'])).toBeUndefined();
  });
});
