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
  it('was the default before 2026-12-08; it and 2026-12-06 stay served when pinned', () => {
    expect(SENTIMENT_V16).toBe('2026-12-07');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
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

  it('reads a denial as praise only by a listed complaint, burden or defect, and keeps a denied act with its helpers', () => {
    // A denied thing that merely scores negative is no denied complaint: "no warning" and "no fire alarm" are complaints.
    for (const text of ['The leisure centre shut the sauna with no warning.', 'The flat had no smoke alarm fitted.', 'Nobody gave the tenants any warning about the rent rise.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'negative']);
    }
    // A denied act keeps its helpers ("was done about", "did anything about"), and taking a thing seriously is an act.
    for (const text of ['Nothing was ever done about the broken fence.', 'Nobody did anything about the rude porter.', 'No-one has done anything about the cracked paving.', 'No one took my report of the leak seriously.', 'The agent did nothing about the damp.', 'Nobody bothered.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    for (const text of ['No queues, no fuss.', 'Nobody ever rushes you at the dentist.', 'Not a single crack in the new tiles.', 'No trouble at all finding a seat.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'positive']);
    }
    expect(decide('They did nothing wrong.', LEAN_POSITIVE)).toBe('positive');
  });

  it('reads hardly, barely, rarely and seldom as denials', () => {
    for (const text of ['The printer hardly ever jams now.', 'The tram is rarely late.', 'My video calls seldom drop these days.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'positive']);
    }
    for (const text of ['The surgery rarely answers the phone.', 'The school barely tells us anything.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    // "could barely" is a condition, and a word denied that is on no list leaves the blend's answer.
    expect(denials20261207('I could barely hear the speaker.')).toBeUndefined();
    expect(denials20261207('I can barely hear the speaker.')).toBeUndefined();
    // They deny only what they stand before, not a complaint further on.
    expect(denials20261207('My sister barely touched that mess of a pie.')).toBeUndefined();
    expect(decide('The ferry seldom runs late.', LEAN_NEGATIVE)).toBe('positive');
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

  it('reads a denial by what is denied, not by a word the denied thing was about', () => {
    // A word not said is a good thing denied; an outcome of something ("came of") is no plain denial.
    for (const text of ['No one said a word about the delay.', 'Nobody said a word to us about the cancelled ferry.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    expect(denials20261207('Nothing came of my complaint.')).toBeUndefined();
    expect(decide('Nothing came of my complaint.', NEGATIVE)).toBe('negative');
    // A fix named after the complaint denied is what the complaint was about, not what is denied; named before it, or said of it, it is what is denied.
    expect(decide('No issues with the refund.', LEAN_POSITIVE)).toBe('positive');
    expect(decide('No problems with the repair.', LEAN_NEGATIVE)).toBe('positive');
    expect(denials20261207('Never got a refund for the broken chair.')?.map((d) => d.direction)).toEqual([-1]);
    expect(denials20261207('No problem was ever solved.')?.map((d) => d.direction)).toEqual([-1]);
    // A generic verb (came, looked, checked, said) is a good thing denied only as the clause's first verb; a look that judges, denied, is praise.
    expect(denials20261207('Nobody came.')?.map((d) => d.direction)).toEqual([-1]);
    expect(denials20261207('Nobody looked at me funny.')?.map((d) => d.direction)).toEqual([1]);
    expect(denials20261207('Nothing in the report said when.')).toBeUndefined();
    // The denied clause is taken out as it stands in the text, whatever follows the denial word.
    const text = "Nobody's fault really, the train was late.";
    const [d] = denials20261207(text) ?? [];
    expect(text.slice(d.start, d.end)).toBe("Nobody's fault really");
    expect(decide(text, LEAN_NEGATIVE)).toBe('negative');
  });

  it('reads no wrong thing in an upgrade, a bigger size for the same price or a thing sent later', () => {
    for (const text of ['Booked a standard room, got upgraded to a suite.', 'Ordered a medium and received a large for the same price.', 'Ordered two pizzas and got a discount.', 'Ordered a new card and received a PIN a week later.']) {
      expect([text, wrongItem(text)]).toEqual([text, false]);
    }
    expect(decide('Ordered a medium and received a large for the same price.', LEAN_POSITIVE)).toBe('positive');
    expect(decide('Ordered a new card and received a PIN a week later.', [0.2, 0.2, 0.55, 0.05])).toBe('neutral');
    // Said to be a substitute, a thing sent later is still a wrong thing.
    expect(wrongItem('Ordered a black coat, got a navy one two days later.')).toBe(true);
  });

  it('decides a long text of the wrong-thing shape in linear time', () => {
    decide('Ordered a b and got a c.', LEAN_POSITIVE);
    // Seven words, 20 000 characters, failing at the end: each new pattern must stop without trying every split of the long word.
    for (const text of [`Ordered a b and got a ${'x'.repeat(19_975)};x`, `Ordered a ${'and '.repeat(15)}got a ${'x'.repeat(19_920)};x`, `Ordered a ${'b'.repeat(19_980)}, got d?`, `Never once ${'z'.repeat(19_980)}.`, `I agree with ${'x'.repeat(19_975)}, awful`, `None arrived with ${'x'.repeat(19_975)} x`]) {
      const c = cues(text);
      const started = process.cpuUsage();
      decide20261207(text, LEAN_POSITIVE, c);
      const spent = process.cpuUsage(started);
      expect([text.slice(0, 24), (spent.user + spent.system) / 1000 < 100]).toEqual([text.slice(0, 24), true]);
    }
  });

  it('keeps a blend at least 0.9 sure of the other side against a reading inferred from sentiment words', () => {
    const SURE_NEGATIVE = [0.03, 0.93, 0.03, 0.01];
    // "Never a dull moment" is read only from its words: no overturning.
    expect(decide('Never a dull evening at the club.', SURE_NEGATIVE)).toBe(before('Never a dull evening at the club.', SURE_NEGATIVE));
    expect(decide('Never a dull evening at the club.', SURE_NEGATIVE)).toBe('negative');
    // A listed complaint denied is explicit and may.
    expect(decide('Never once felt hurried by the nurse.', SURE_NEGATIVE)).toBe('positive');
  });

  it('reads a mixed answer whose only opposed side is agreement or a denied complaint as the blend does', () => {
    expect(before('I agree with my sister, this hotel is awful.', NEGATIVE)).toBe('mixed');
    expect(decide('I agree with my sister, this hotel is awful.', NEGATIVE)).toBe('negative');
    // The blend reads the whole as praise and the denied side as blame: 2026-12-06 answers mixed, 2026-12-07 the blend's class with its probability.
    const soup = 'Perfect soup, where the salt did not over-whelm the broth.';
    const pieces = { 'Perfect soup': POSITIVE, 'where the salt did not over-whelm the broth.': NEGATIVE };
    expect(before(soup, POSITIVE, pieces)).toBe('mixed');
    expect(answer(soup, POSITIVE, pieces)).toEqual({ sentiment: 'positive', confidence: 0.8 });
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
    // A wrong thing received over a blend leaning positive (2026-12-06 answers positive 0.55): own = 0.25 is under the floor, the class left
    // has 0.55, the listed shape is evidence 0.8, so 0.4 + 0.4 × 0.8 − 0.2 × 0.55 + 0.2 × 0.25 = 0.66 (under 0.8 and 1.1 − 0.275).
    expect(decide20261206('Ordered a grey sofa, got a brown one.', LEAN_POSITIVE, cues('Ordered a grey sofa, got a brown one.'))).toEqual({ sentiment: 'positive', confidence: 0.55 });
    const wrong = answer('Ordered a grey sofa, got a brown one.', LEAN_POSITIVE);
    expect(wrong.sentiment).toBe('negative');
    expect(wrong.confidence).toBeCloseTo(0.66, 10);
  });
});
