import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261204 } from '../../../lambdas/models/local/sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, decide20261205, pieces20261205 } from '../../../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { denialsOf, sidesOf } from '../../../lambdas/models/local/sentiment-pieces-2026-12-05.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V14 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const POSITIVE = [0.8, 0.1, 0.05, 0.05];
const NEGATIVE = [0.1, 0.8, 0.05, 0.05];
const NEUTRAL = [0.2, 0.2, 0.55, 0.05];
const LEAN_NEGATIVE = [0.3, 0.6, 0.05, 0.05];
const CERTAIN_NEGATIVE = [0.002, 0.995, 0.002, 0.001];
/** The answer of 2026-12-05 when the blend reads the whole text as `p` and each named piece as given (others unjudged). */
const decide = (text: string, p: number[], pieces: Record<string, number[]>) => decide20261205(text, p, cues(text), new Map(Object.entries(pieces))).sentiment;

describe('sentiment 2026-12-05', () => {
  it('was the default before 2026-12-06; it and 2026-12-04 stay served when pinned', () => {
    expect(SENTIMENT_V14).toBe('2026-12-05');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-04', '2026-12-05']));
    expect(DECISION_SETTINGS_2026_12_05).toEqual({ sideClear: 0.6, sideSure: 0.95, denialClear: 0.6, denialSure: 0.99, pieceWords: 20, mixedBlend: 0 });
  });

  describe('the pieces it reads', () => {
    it('splits a contrast, with or without a contrast word', () => {
      expect(sidesOf('Cheap tickets, but the seats were broken.')?.slice(0, 2)).toEqual(['Cheap tickets, ', ' the seats were broken.']);
      expect(sidesOf('Cosy cabins, the showers were freezing.')).toEqual(['Cosy cabins', 'the showers were freezing.', true]);
      // A comma before a joining word, or inside a number, is no juxtaposition.
      expect(sidesOf('We arrived at six, and the room was ready.')).toBeUndefined();
      expect(sidesOf('It has done 3,000 miles without a fault.')).toBeUndefined();
    });

    it('reads what a denial denies, to the end of its clause', () => {
      expect(denialsOf('Nothing leaked during the storm, and the roof held.').map((d) => d.scope)).toEqual(['leaked during the storm']);
      expect(denialsOf('It sorted my photos without ever losing one.').map((d) => d.scope)).toEqual(['losing one', 'my photos']);
      expect(denialsOf('The mechanic fixed the squeak in my brakes.').map((d) => [d.kind, d.scope])).toEqual([['resolved', 'the squeak in my brakes']]);
    });

    it('reads no denial in "no longer", "nothing but", an owed thing left out, a condition, or a fix denied', () => {
      for (const text of ['The app no longer opens.', 'It was nothing but trouble.', 'They cancelled it without warning.', 'Nothing except the lid was damaged.', 'If nothing breaks, we will be fine.', 'Nobody has fixed the drain.', 'I fixed it myself in the end.', 'The warden never bothered to reply.']) {
        expect([text, denialsOf(text)]).toEqual([text, []]);
      }
    });

    it('reads no denial of a remedy, no turned denial as such, and no doubted, wrong or undone fix', () => {
      for (const text of ['Nothing eased the swelling.', 'Nothing the council did could prevent the flooding.', 'None of the drops helped.', 'The locksmith changed the wrong lock.', 'Allegedly repaired my gate, but it still swings open.', 'They sorted out the invoice, then charged me again.']) {
        expect([text, denialsOf(text)]).toEqual([text, []]);
      }
      expect(denialsOf('No delay, it just never arrived.').map((d) => [d.scope, d.turn])).toEqual([['delay', 'it just never arrived.']]);
    });

    it('takes no opening phrase without a verb, and no turn with "just", as a side', () => {
      for (const text of ['Without any warning signs, the roof caved in.', 'Not a single late bus, the drivers were lovely.', 'No queue, just a long wait in the car park.', 'After a long delay, the parcel arrived intact.']) {
        expect([text, sidesOf(text)]).toEqual([text, undefined]);
      }
      expect(sidesOf('Nothing leaked, the gutters were filthy.')).toEqual(['Nothing leaked', 'the gutters were filthy.', true]);
    });

    it('asks for no pieces in long texts', () => {
      expect(pieces20261205('Nice staff, cold rooms.')).toEqual(['Nice staff', 'cold rooms.']);
      expect(pieces20261205(`Nice staff, cold rooms. ${'We stayed a week there. '.repeat(4)}`)).toEqual([]);
    });
  });

  describe('a contrast whose sides the blend reads as clearly opposed is mixed', () => {
    it('with or without a contrast word', () => {
      expect(decide('Cosy cabins, the showers were freezing.', POSITIVE, { 'Cosy cabins': POSITIVE, 'the showers were freezing.': NEGATIVE })).toBe('mixed');
      expect(decide('The guide knew every bird, but the boat leaked the whole trip.', POSITIVE, { 'The guide knew every bird,': POSITIVE, 'the boat leaked the whole trip.': NEGATIVE })).toBe('mixed');
    });

    it('not when a side is unclear, the sides agree, or the whole text is sure of a side', () => {
      expect(decide('Cosy cabins, the showers were freezing.', POSITIVE, { 'Cosy cabins': POSITIVE, 'the showers were freezing.': NEUTRAL })).toBe(decide20261204('Cosy cabins, the showers were freezing.', POSITIVE, cues('Cosy cabins, the showers were freezing.')).sentiment);
      expect(decide('Cosy cabins, the showers were hot.', POSITIVE, { 'Cosy cabins': POSITIVE, 'the showers were hot.': POSITIVE })).toBe('positive');
      const sure = 'Cosy cabins, the showers were freezing.';
      expect(decide(sure, CERTAIN_NEGATIVE, { 'Cosy cabins': POSITIVE, 'the showers were freezing.': NEGATIVE })).toBe(decide20261204(sure, CERTAIN_NEGATIVE, cues(sure)).sentiment);
      const told = 'The guide knew every bird, but the boat leaked the whole trip.';
      expect(decide(told, CERTAIN_NEGATIVE, { 'The guide knew every bird,': POSITIVE, 'the boat leaked the whole trip.': NEGATIVE })).toBe(decide20261204(told, CERTAIN_NEGATIVE, cues(told)).sentiment);
    });

    it('reads a negated side by its words, not by the blend ("not rushed" is no complaint)', () => {
      expect(decide('The food was lovely, but not rushed.', POSITIVE, { 'The food was lovely, ': POSITIVE, ' not rushed.': NEGATIVE })).toBe('positive');
    });
  });

  describe('a denied complaint or a fault put right is positive', () => {
    it('when the blend reads the denied phrase as a complaint and nothing else is negative', () => {
      expect(decide('Nothing leaked during the storm.', LEAN_NEGATIVE, { 'leaked during the storm': NEGATIVE })).toBe('positive');
      expect(decide('The mechanic fixed the squeak in my brakes.', LEAN_NEGATIVE, { 'the squeak in my brakes': NEGATIVE })).toBe('positive');
    });

    it('not when the denied phrase is no complaint, another complaint stands, or the blend is certain', () => {
      expect(decide('Nothing leaked during the storm.', LEAN_NEGATIVE, { 'leaked during the storm': NEUTRAL })).toBe('negative');
      expect(decide('Nothing leaked and the staff were rude and useless.', LEAN_NEGATIVE, { leaked: NEGATIVE })).toBe('negative');
      expect(decide('Nothing leaked during the storm.', CERTAIN_NEGATIVE, { 'leaked during the storm': NEGATIVE })).toBe('negative');
    });

    it('not when what follows a turn is a complaint, the main clause after an opening denial is one, or a contrast follows', () => {
      const turned = 'No crash, it just froze for an hour.';
      expect(decide(turned, LEAN_NEGATIVE, { crash: NEGATIVE, 'it just froze for an hour.': NEGATIVE })).toBe(decide20261204(turned, LEAN_NEGATIVE, cues(turned)).sentiment);
      expect(decide(turned, LEAN_NEGATIVE, { crash: NEGATIVE, 'it just froze for an hour.': NEGATIVE })).not.toBe('positive');
      expect(decide('No delay, just a smooth ride home.', LEAN_NEGATIVE, { delay: NEGATIVE, 'just a smooth ride home.': POSITIVE })).toBe('positive');
      expect(decide('Without any errors, the upgrade erased my notes.', LEAN_NEGATIVE, { errors: NEGATIVE, 'the upgrade erased my notes.': NEGATIVE })).toBe('negative');
      expect(decide('Without any fuss, the upgrade kept my notes.', LEAN_NEGATIVE, { fuss: NEGATIVE, 'the upgrade kept my notes.': NEUTRAL })).toBe('positive');
      expect(decide('Fixed the squeak quickly, but left grease on the seat.', LEAN_NEGATIVE, { 'the squeak quickly': NEGATIVE, 'Fixed the squeak quickly, ': NEGATIVE, ' left grease on the seat.': NEUTRAL })).toBe('negative');
    });
  });
});
