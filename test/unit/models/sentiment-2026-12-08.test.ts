import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261207 } from '../../../lambdas/models/local/sentiment-decision-2026-12-07.js';
import { decide20261208, SHAPES_2026_12_08, wrongThing, type Shapes20261208 } from '../../../lambdas/models/local/sentiment-decision-2026-12-08.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V17 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const POSITIVE = [0.8, 0.1, 0.05, 0.05];
const SURE_POSITIVE = [0.96, 0.02, 0.01, 0.01];
const LEAN_POSITIVE = [0.55, 0.25, 0.15, 0.05];
const NEGATIVE = [0.1, 0.8, 0.05, 0.05];
const SURE_NEGATIVE = [0.02, 0.96, 0.01, 0.01];
const LEAN_NEGATIVE = [0.2, 0.6, 0.15, 0.05];
const NEUTRAL = [0.15, 0.15, 0.65, 0.05];
/** The answer of 2026-12-08 (with `off` shapes turned off) when the blend reads the whole text as `p`. */
const answer = (text: string, p: number[], off?: keyof Shapes20261208) => decide20261208(text, p, cues(text), new Map(), undefined, undefined, off ? { ...SHAPES_2026_12_08, [off]: false } : SHAPES_2026_12_08);
const decide = (text: string, p: number[], off?: keyof Shapes20261208) => answer(text, p, off).sentiment;
const before = (text: string, p: number[]) => decide20261207(text, p, cues(text), new Map()).sentiment;
/** Each text is read as `label` by 2026-12-08 and otherwise with the shape off (the answer of 2026-12-07). */
function reads(shape: keyof Shapes20261208, label: string, cases: Array<[string, number[]]>): void {
  for (const [text, p] of cases) {
    expect([text, decide(text, p)]).toEqual([text, label]);
    expect([text, decide(text, p, shape)]).not.toEqual([text, label]);
    expect([text, before(text, p)]).not.toEqual([text, label]);
  }
}

describe('sentiment 2026-12-08', () => {
  it('was the default before 2026-12-09; it and 2026-12-07 stay served when pinned', () => {
    expect(SENTIMENT_V17).toBe('2026-12-08');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-07', '2026-12-08']));
    expect(Object.values(SHAPES_2026_12_08).every(Boolean)).toBe(true);
  });

  it('reads praise or plain adequacy, then another thing said to be not so, as mixed', () => {
    reads('ellipticSides', 'mixed', [['The parking was fine, the signage not so much.', LEAN_POSITIVE], ['Decent menu overall, the desserts less so.', POSITIVE]]);
    // A first side that says something bad is no praise.
    expect(decide('The lift was broken, the stairs not so much.', LEAN_NEGATIVE)).toBe('negative');
  });

  it('reads clearly opposed sides as mixed even when the blend is sure of one', () => {
    reads('opposedSides', 'mixed', [['Great teachers, the canteen feels shabby.', NEGATIVE], ['The app works fine. Cancelling is impossible.', NEGATIVE], ['Friendly staff; the beds were rock hard.', NEGATIVE]]);
    // Plain words the blend reads the same way; a side that agrees or denies is no side.
    expect(decide('Brilliant phone, brilliant camera.', SURE_POSITIVE)).toBe('positive');
    expect(decide('I agree with Sam, this course is awful.', SURE_NEGATIVE)).toBe('negative');
    expect(decide('The soup was lovely, and it never went cold.', SURE_POSITIVE)).toBe('positive');
  });

  it('reads everyday praise as praise, in a side and in a short text', () => {
    reads('everydayPraise', 'positive', [['Slick booking page.', LEAN_NEGATIVE], ['Ace little torch.', NEUTRAL]]);
    expect(decide('Slick menus, but it crashes daily.', LEAN_NEGATIVE)).toBe('mixed');
    expect(decide('Slick menus, but it crashes daily.', LEAN_NEGATIVE, 'everydayPraise')).not.toBe('mixed');
    // Nothing else: a short text with a complaint or a denial is not praise.
    expect(decide('Not exactly slick.', LEAN_NEGATIVE)).toBe('negative');
  });

  it('reads a burden of time said without a sentiment word as blame in a side', () => {
    reads('opposedSides', 'mixed', [['The landlord is friendly but takes weeks to fix anything.', LEAN_NEGATIVE]]);
  });

  it('reads a wrong thing received without "ordered … got" as negative', () => {
    reads('wrongThing', 'negative', [["The courier handed me someone else's parcel.", NEUTRAL], ['The box contained a completely different blender.', NEUTRAL], ['Ordered a double duvet and a single one arrived.', NEUTRAL]]);
    expect(wrongThing('Ordered a double duvet and it arrived the next day.')).toBe(false);
    expect(wrongThing('Ordered a double duvet and a free pillow arrived with it.')).toBe(false);
    expect(wrongThing('We were given a different room number at check-in.')).toBe(true);
  });

  it('reads a missing thing that should be there, and a plain act scarcely possible, as negative', () => {
    reads('missingThing', 'negative', [['The cabin had no smoke alarm.', LEAN_POSITIVE], ['The flat had no heating in January.', LEAN_POSITIVE]]);
    expect(decide('No power cuts all winter.', LEAN_POSITIVE)).toBe('positive');
    reads('couldBarely', 'negative', [['I could barely read the labels on the shelves.', NEUTRAL]]);
    expect(decide('I could hardly wait for the second lesson.', LEAN_POSITIVE)).toBe('positive');
  });

  it('reads a problem put right as positive, unless it came back or something else is said against', () => {
    reads('problemFixed', 'positive', [['The new filter got rid of the damp smell.', SURE_NEGATIVE], ['The dentist sorted out my toothache.', SURE_NEGATIVE], ['My cracked screen was replaced on Monday.', NEGATIVE], ['These curtains block out the street noise.', LEAN_NEGATIVE]]);
    // A blend all but certain of blame stays.
    expect(decide('My cracked screen was replaced on Monday.', [0.005, 0.993, 0.001, 0.001])).toBe('negative');
    // A fix undone is no new praise: answered as 2026-12-07 answers it.
    expect(decide('They fixed the leak, then it started again.', LEAN_NEGATIVE)).toBe(before('They fixed the leak, then it started again.', LEAN_NEGATIVE));
    expect(decide('They mended the gate, but the hinge still squeaks.', LEAN_NEGATIVE)).toBe(before('They mended the gate, but the hinge still squeaks.', LEAN_NEGATIVE));
    expect(decide('They never fixed the leak.', LEAN_NEGATIVE)).toBe('negative');
    expect(decide('My phone stopped charging.', LEAN_NEGATIVE)).toBe('negative');
  });

  it('reads a thing done sooner than feared as positive, but not a failure that came soon', () => {
    reads('quickOutcome', 'positive', [['The council emptied the bins the same afternoon.', NEUTRAL], ['My passport came back a week earlier than they said.', NEUTRAL]]);
    expect(decide('The torch died within an hour.', LEAN_NEGATIVE)).toBe('negative');
    expect(decide('I waited until the next morning for a reply.', LEAN_NEGATIVE)).toBe('negative');
  });

  it('reads "not the worst" as mildly positive, with a low confidence', () => {
    reads('notTheWorst', 'positive', [['Not the worst commute I have had.', SURE_NEGATIVE]]);
    expect(answer('Not the worst commute I have had.', SURE_NEGATIVE).confidence).toBeLessThan(0.6);
    expect(decide('Not the worst commute, but the trains are filthy.', NEGATIVE)).not.toBe('positive');
  });

  it('was mended before release: a denial inside the words of a repair or a receipt stops the rule', () => {
    // A denial inside the repair's own words ("was never mended") stops the rule.
    for (const text of ['The broken gate was never mended.', 'The damp was never sorted out by the agency.', 'Their damaged fence was not sorted before winter.']) expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'negative']);
    expect(decide('The broken gate was mended.', LEAN_NEGATIVE)).toBe('positive');
    expect(wrongThing("I never received someone else's order.")).toBe(false);
    expect(wrongThing("I received someone else's order.")).toBe(true);
  });

  it('was mended before release: done soon is praise only for a thing wanted done, never for a bad event', () => {
    // Done soon is praise only for a thing wanted done, never for a bad event.
    for (const text of ['The invoice was sent the same afternoon.', 'The staff meeting was moved to the next morning.']) expect([text, decide(text, NEUTRAL)]).toEqual([text, 'neutral']);
    for (const text of ['We were evicted a week earlier than they said.', 'The rent increase letter came a month earlier than they said.', 'The bank froze my account the same afternoon.']) expect([text, decide(text, NEUTRAL)]).toEqual([text, 'neutral']);
    expect(decide('The plumber replied within an hour.', NEUTRAL)).toBe('positive');
  });

  it('was mended before release: a praise word that is a name, denied or only expected is no praise', () => {
    // A praise word that is a name, denied or only expected is no praise.
    for (const text of ['Ace Hardware is on the corner of Mill Lane.', 'We booked Ace Taxis for the airport run.']) expect([text, decide(text, NEUTRAL)]).toEqual([text, 'neutral']);
    expect(decide('Far from ace, the gym was a shambles.', NEGATIVE)).toBe('negative');
    expect(decide('They said the show would be ace, it was dreadful.', NEGATIVE)).toBe('negative');
    expect(decide('Ace service from the new barber.', NEUTRAL)).toBe('positive');
  });

  it('was mended before release: "not the worst" with anything else said against it is no praise', () => {
    for (const text of ['Not the worst thing they did, the refund was also refused.', 'Not the best, not the worst, just disappointing.']) expect([text, decide(text, NEGATIVE)]).toEqual([text, before(text, NEGATIVE)]);
    expect(decide('Not the worst thing they did, the refund was also refused.', NEGATIVE)).toBe('negative');
  });

  it('was mended before release: a question or request whose words carry no sentiment is neutral, however the blend leans', () => {
    reads('plainAsking', 'neutral', [['Which lost property office holds umbrellas left on trams?', SURE_NEGATIVE], ['Please show me how to put the thermostat into holiday mode.', LEAN_NEGATIVE], ['We phoned the emergency plumber on Monday night about the boiler.', LEAN_NEGATIVE]]);
    // Its confidence is read from the blend (readingConfidence of 2026-12-07), not a flat value.
    const q = 'Which lost property office holds umbrellas left on trams?';
    expect(answer(q, SURE_NEGATIVE).confidence).not.toBe(answer(q, LEAN_NEGATIVE).confidence);
    // A question or request that carries sentiment keeps it.
    for (const text of ['Why is the lost property office shut every Monday?', 'How can a holiday refund take two months?', 'Could you thank the emergency vet for me, she was wonderful?', 'When will somebody finally repair the lift?']) expect([text, decide(text, SURE_NEGATIVE)]).toEqual([text, before(text, SURE_NEGATIVE)]);
  });
});
