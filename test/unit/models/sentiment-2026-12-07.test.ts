import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261206 } from '../../../lambdas/models/local/sentiment-decision-2026-12-06.js';
import { decide20261207, denials20261207, readingConfidence, SHAPES_2026_12_07, wrongItem } from '../../../lambdas/models/local/sentiment-decision-2026-12-07.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V16 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const POSITIVE = [0.8, 0.1, 0.05, 0.05];
const LEAN_POSITIVE = [0.55, 0.25, 0.15, 0.05];
const NEGATIVE = [0.1, 0.8, 0.05, 0.05];
const LEAN_NEGATIVE = [0.2, 0.6, 0.15, 0.05];
const CERTAIN_NEGATIVE = [0.002, 0.995, 0.002, 0.001];
/** The answer of 2026-12-07 when the blend reads the whole text as `p` and each named piece as given (others unjudged). */
const answer = (text: string, p: number[], pieces: Record<string, number[]> = {}) => decide20261207(text, p, cues(text), new Map(Object.entries(pieces)));
const decide = (text: string, p: number[], pieces: Record<string, number[]> = {}) => answer(text, p, pieces).sentiment;
const before = (text: string, p: number[], pieces: Record<string, number[]> = {}) => decide20261206(text, p, cues(text), new Map(Object.entries(pieces))).sentiment;

describe('sentiment 2026-12-07', () => {
  it('is served when pinned; 2026-12-06 stays the default', () => {
    expect(SENTIMENT_V16).toBe('2026-12-07');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-06');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-06', '2026-12-07']));
    expect(Object.values(SHAPES_2026_12_07).every(Boolean)).toBe(true);
  });

  it('reads a wrong thing received as negative, a thing received as asked as it was', () => {
    for (const text of ['Ordered a grey sofa, got a brown one.', 'Booked a sea view room and were given one facing the bins.', 'Asked for a vegan burger and was served a beef one.', 'Ordered size 8, received a size 12.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    for (const text of ['Ordered a grey sofa and got it within a week.', 'Ordered two lamps, got them the next day.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, before(text, LEAN_POSITIVE)]);
    }
  });

  it('reads opposed sides where one is plain praise or blame of money as mixed', () => {
    expect(decide('Decent wages, grim canteen.', LEAN_NEGATIVE)).toBe('mixed');
    expect(decide('The salary is fine, the commute is horrible.', NEGATIVE)).toBe('mixed');
    expect(decide('Low fares, filthy trains.', NEGATIVE, { 'Low fares': NEGATIVE })).toBe('mixed');
    expect(decide('The prices are reasonable but the staff are rude.', NEGATIVE)).toBe('mixed');
    expect(decide('Lovely garden, expensive drinks.', LEAN_POSITIVE)).toBe('mixed');
    // Money praised beside other praise, or "low" pay, is no contrast.
    expect(decide('Low prices, friendly staff.', POSITIVE, { 'Low prices': NEGATIVE })).toBe('positive');
    expect(decide('Low pay, rude managers.', NEGATIVE)).toBe('negative');
  });

  it('reads short praise beside a burden or "not so much", or a contrast of opposed plain words, as mixed', () => {
    expect(decide('Lovely flat, the lift takes ages.', LEAN_POSITIVE)).toBe('mixed');
    expect(decide('The teaching is great, the facilities not so much.', LEAN_POSITIVE)).toBe('mixed');
    expect(decide('The nurse calmed my nerves, but parking was a nightmare.', NEGATIVE)).toBe('mixed');
    // A side the blend alone reads the other way is not enough.
    expect(decide('Nice little kettle, boils in no time.', POSITIVE, { 'Nice little kettle': POSITIVE, 'boils in no time.': NEGATIVE })).toBe('positive');
  });

  it('reads a denial by what it denies', () => {
    for (const text of ['Never once felt hurried by the nurse.', 'Not once did the trainer make me feel slow.', 'The bus has never been late this term.', 'No hidden charges, no nasty surprises.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'positive']);
    }
    for (const text of ['Not a single useful reply in two weeks.', 'The 9:10 train is never on time.', 'Never once did the agent ring me back.', 'Nobody was ever told about the delay.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    // Comparisons, conditions, contrasts, litotes and "nothing to …" are no plain denial.
    for (const text of ['Never been happier with a bank.', 'Not a bad little cafe.', 'Nothing to improve, well done.', 'If nobody calls back I will cancel.', 'Never late, but never early either.']) {
      expect([text, denials20261207(text)]).toEqual([text, undefined]);
    }
    // A blend sure of the other side keeps its answer.
    expect(decide('Never once felt hurried by the nurse.', CERTAIN_NEGATIVE)).toBe('negative');
  });

  it('reads a denied act about a problem as a complaint, the denied verb before its object', () => {
    for (const text of ['Nobody came out to mend the broken gate.', 'No one has been round to check the faulty boiler.', 'Nobody seems to care about the damp in the hall.', 'Nobody from the agency has done anything about the leak.', 'No one ever clears up the rubbish by the door.', 'Nobody followed up on my complaint.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    // A denied complaint or burden is still praise: the act denied is the complaint itself.
    for (const text of ['Nobody made me feel rushed at the desk.', 'No one was rude to my mother.', 'Nobody complained about the noise.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'positive']);
    }
  });

  it('reads a denial of arriving with a defect as praise', () => {
    for (const text of ['Not one of the mugs arrived cracked.', 'Not once did the curry arrive cold.', 'None of the pears arrived bruised.', 'The flowers never arrive with bent stems.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'positive']);
    }
    for (const text of ['Not once did the parcel arrive on time.', 'None of the spare parts arrived.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
  });

  it('reads no wrong thing when what came is what was ordered, a gift or an extra', () => {
    for (const text of ['Ordered five bagels and got five bagels.', 'Booked a family room and were given a family room.', 'Ordered a medium and they gave me a large for free.', 'Booked a cabin and were given a complimentary upgrade.', 'Bought a drill and received a voucher for next time.', 'Booked a night and were given chocolates on arrival.']) {
      expect([text, wrongItem(text)]).toEqual([text, false]);
    }
    for (const text of ['Ordered a green kettle, got a red one.', 'Bought a 3 metre hose and they sent a 2 metre one.', 'Ordered a glass vase and got a glass vase, smashed.']) {
      expect([text, wrongItem(text)]).toEqual([text, true]);
    }
  });

  it('keeps a blend at least 0.9 sure of the other side against a reading inferred from sentiment words', () => {
    const SURE_NEGATIVE = [0.03, 0.93, 0.03, 0.01];
    // "Never a dull moment" is read only from its words: no overturning.
    expect(decide('Never a dull evening at the club.', SURE_NEGATIVE)).toBe(before('Never a dull evening at the club.', SURE_NEGATIVE));
    // A listed complaint denied is explicit and may.
    expect(decide('Never once felt hurried by the nurse.', SURE_NEGATIVE)).toBe('positive');
  });

  it('reads a mixed answer whose only opposed side is agreement or a denied complaint as the blend does', () => {
    expect(before('I agree with my sister, this hotel is awful.', NEGATIVE)).toBe('mixed');
    expect(decide('I agree with my sister, this hotel is awful.', NEGATIVE)).toBe('negative');
    expect(decide('The soup was perfect, the salt never overwhelmed it.', POSITIVE)).not.toBe('negative');
  });

  it('reports how sure a rule reading is instead of a flat floor', () => {
    // The blend agrees: its own probability.
    expect(readingConfidence([0.7, 0.1, 0.1, 0.1], 'positive', 'positive', 0.5)).toBeCloseTo(0.7, 6);
    // Stronger words, higher; a blend surer of the class left, lower; always within 0.35 and 0.8, and at most 1.1 − half the class left.
    expect(readingConfidence([0.2, 0.6, 0.1, 0.1], 'negative', 'positive', 0.9)).toBeGreaterThan(readingConfidence([0.2, 0.6, 0.1, 0.1], 'negative', 'positive', 0.3));
    expect(readingConfidence([0.05, 0.9, 0.03, 0.02], 'negative', 'positive', 0.5)).toBeLessThan(readingConfidence([0.3, 0.45, 0.2, 0.05], 'negative', 'positive', 0.5));
    for (const e of [0, 0.5, 1]) for (const p of [[0.01, 0.97, 0.01, 0.01], [0.45, 0.1, 0.4, 0.05]]) {
      const c = readingConfidence(p, 'negative', 'positive', e);
      expect(c).toBeGreaterThanOrEqual(0.35);
      expect(c).toBeLessThanOrEqual(Math.min(0.8, 1.1 - 0.5 * p[1]));
    }
    // A clear denial (explicit evidence) over a blend leaning the other way is above the old floor.
    expect(readingConfidence([0.25, 0.6, 0.1, 0.05], 'negative', 'positive', 0.9)).toBeGreaterThan(0.5);
    // A mixed answer over a blend leaning clearly one way is not 1 − p(neutral).
    expect(readingConfidence([0.82, 0.08, 0.05, 0.05], 'positive', 'mixed', 0.6)).toBeLessThan(0.7);
    const wrong = answer('Ordered a grey sofa, got a brown one.', LEAN_POSITIVE);
    expect(wrong.confidence).not.toBe(0.5);
  });
});
