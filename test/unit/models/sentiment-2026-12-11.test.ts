import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261210 } from '../../../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { affirmedOf, decide20261211, doneEarly, find20261211, keptOrRestored, OUTCOMES_2026_12_11 } from '../../../lambdas/models/local/sentiment-decision-2026-12-11.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V20 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const LEAN_NEGATIVE = [0.15, 0.6, 0.2, 0.05];
const LEAN_NEUTRAL = [0.2, 0.3, 0.45, 0.05];
const COMPLAINT = [0.05, 0.9, 0.04, 0.01];
const FACT = [0.2, 0.4, 0.38, 0.02];
const decide = (text: string, p: number[], judged = new Map<string, number[]>(), on = OUTCOMES_2026_12_11) => decide20261211(text, p, cues(text), judged, undefined, undefined, on);
const before = (text: string, p: number[], judged = new Map<string, number[]>()) => decide20261210(text, p, cues(text), judged);
const off = { ...OUTCOMES_2026_12_11, denied: false, early: false, kept: false };

describe('sentiment 2026-12-11', () => {
  it('is served when pinned; 2026-12-12 is the default', () => {
    expect(SENTIMENT_V20).toBe('2026-12-11');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-10', '2026-12-11']));
  });

  it('restates one denied auxiliary or "at no point" as affirmed, and nothing else', () => {
    expect(affirmedOf("The damp patch hasn't come back since the roofer's visit.")).toBe("The damp patch has come back since the roofer's visit");
    expect(affirmedOf("The dishwasher hasn't flooded once since the repair.")).toBe('The dishwasher has flooded since the repair');
    expect(affirmedOf('At no point did the boiler cut out.')).toBe('at one point did the boiler cut out');
    for (const text of [
      "The heater still isn't working after the visit.", // "still": a good thing denied
      "The engineer didn't fix the boiler.", // a remedy denied
      "The parcel hasn't arrived.", // a getting denied
      "I haven't heard back in a fortnight.",
      "The tap hasn't dripped, and the boiler didn't cut out.", // two clauses, two denials
      'Nothing was broken in the move.', // read by 2026-12-05 already
      "If the tap doesn't drip, I'll be happy.", // a condition
      "Don't waste a morning on the queue.", // no subject: an imperative
      'Too bad the bread was not fresh.', // an opener before the subject
      'The service was not even up to the basics.', // "not even": falling short
      // Mended before release: what is denied must be a fault or harm, never a helpful act, a recovery or an arrival; one sentence only.
      "The kitchen tap hasn't dripped. The boiler is completely broken.",
      "The smoke alarm didn't go off during the fire.",
      "The airbag didn't deploy in the crash.",
      "The school didn't tell us about the bullying.",
      "The mechanic didn't find the leak.",
      "The painkillers haven't touched the pain.",
      "The pain hasn't gone away since the operation.",
      "The rash hasn't cleared up after two courses of cream.",
      "The ambulance didn't come after the crash.",
      "The nurse didn't show up for the home visit.",
      "The courier hasn't rung the bell once since March.",
    ]) expect([text, affirmedOf(text)]).toEqual([text, undefined]);
  });

  it('reads a denied fault as positive where the affirmed clause is a clear complaint to the blend', () => {
    const text = "The dishwasher hasn't flooded once since the repair.";
    const judged = new Map([[affirmedOf(text)!, COMPLAINT]]);
    expect(find20261211(text).pieces).toContain(affirmedOf(text));
    expect(before(text, LEAN_NEGATIVE, judged).sentiment).toBe('negative');
    expect(decide(text, LEAN_NEGATIVE, judged).sentiment).toBe('positive');
    expect(decide(text, LEAN_NEGATIVE, judged, { ...off, early: true, kept: true }).sentiment).toBe('negative');
    // The affirmed clause not a clear complaint ("The lift has been repaired" reads no complaint): the denial stays as read.
    const fact = "The lift hasn't been repaired.";
    expect(affirmedOf(fact)).toBeUndefined();
    const plain = "The boiler hasn't cut out once since March.";
    expect(affirmedOf(plain)).toBe('The boiler has cut out since March');
    expect(decide(plain, LEAN_NEGATIVE, new Map([[affirmedOf(plain)!, FACT]]))).toEqual(before(plain, LEAN_NEGATIVE, new Map([[affirmedOf(plain)!, FACT]])));
    // Two sentences are never read, the first a denied fault or not.
    const two = "The kitchen tap hasn't dripped. The boiler is completely broken.";
    expect(decide(two, COMPLAINT, new Map([["The kitchen tap has dripped", COMPLAINT]])).sentiment).toBe(before(two, COMPLAINT).sentiment);
  });

  it('reads a result done before a benchmark, or a state kept or restored, as positive', () => {
    const cases = [
      'The carpenter had the doors hung three days before the deadline.',
      'Our lorry docked an hour ahead of schedule.',
      'The locksmith had me inside within twenty minutes of my call.',
      'The mechanic finished the service before my coffee break had ended.',
      'The courier had it on my doorstep with five minutes to spare.',
      'The gutter has stayed level through two winters.',
      'The heating is back on in the flat.',
      'My cholesterol is back within the target range.',
      'Grandad is walking to the shops again.',
    ];
    for (const text of cases) {
      expect([text, doneEarly(text) || keptOrRestored(text)]).toEqual([text, true]);
      expect([text, decide(text, LEAN_NEUTRAL).sentiment]).toEqual([text, 'positive']);
      expect([text, decide(text, LEAN_NEUTRAL, new Map(), off).sentiment]).toEqual([text, before(text, LEAN_NEUTRAL).sentiment]);
    }
  });

  it('leaves facts, timings, requests, waits, modals, denials and faults kept as 2026-12-10 reads them', () => {
    const cases = [
      'The lorry docked at ten.',
      'Can someone ring me back before five?',
      'Please have the doors hung three days before the move.',
      'The doors must be hung two days before the inspection.',
      'It took three weeks to get the doors hung.',
      'Twenty minutes after the van pulled up I was still waiting.',
      'The gutter has stayed blocked through two winters.',
      'The leak is back within a week of the repair.',
      'The printer is jamming again.',
      'The shed is still not standing straight.',
      'The last bus left ten minutes before the time on the timetable.',
      'The pool closed an hour ahead of schedule.',
      'The scaffolders are back on site on Thursday.',
      'The sofa is due three days before the party.',
      'I wish the joiner had finished a day early as promised.',
      'The left speaker still works, the right one crackles.',
      'The doors were hung three days before the date, but the paint was smeared.',
      // Mended before release: no earliness without one serving the writer and a promised benchmark, no loss done early, no state held by a pest, an illness, a noise, a person or a place of care.
      'The paint peeled within a month of the job.',
      'The crack reappeared within a month of the repair.',
      'They towed my car before I had even got out.',
      'He fell asleep before the film ended.',
      'He quit two weeks before the end of his contract.',
      'The meeting finished ten minutes before the lunch break.',
      'The storm hit a day ahead of the forecast.',
      'The baby was born six weeks early.',
      'The rent was taken from my account three days early.',
      'The bailiffs arrived two days ahead of the date they gave.',
      'The mould is back in the bathroom.',
      "He's back in hospital.",
      'The car is back in the garage.',
      'My appetite went away.',
      'The party next door is still going.',
      'The stock price stayed steady.',
      'His fever stayed steady at forty degrees.',
    ];
    for (const text of cases) {
      for (const p of [LEAN_NEUTRAL, LEAN_NEGATIVE]) expect([text, decide(text, p)]).toEqual([text, before(text, p)]);
    }
  });
});
