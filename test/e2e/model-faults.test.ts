import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/local-service.js';

/** The faults issue #14 names, through the HTTP API: fixed by the defaults (sentiment 2026-12-12, as by 2026-12-10, 2026-12-09, 2026-12-08, 2026-12-07, 2026-12-06, 2026-12-05, 2026-12-04, 2026-12-03, 2026-12-02, 2026-12-01 and 2026-11-29 before it), unchanged in the pinned 2026-11-26, 2026-11-27 and 2026-11-28. */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

async function post(path: string, body: object) {
  const res = await service.call(path, { method: 'POST', json: body });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>;
}

/** The labels one sentiment version (the default when none is named) gives the inputs, through the API. */
async function sentimentLabels(inputs: string[], version?: string): Promise<string[]> {
  const body = await post('/v1/sentiment', { inputs, fast: true, ...(version ? { version } : {}) });
  return body.results.map((r: { sentiment: string }) => r.sentiment);
}

describe('sentiment and extractions faults (issue #14)', () => {
  it('defaults to 2026-12-12 for sentiment and 2026-12-19 for extractions', async () => {
    const body = (await (await service.call('/v1/versions')).json()) as Record<string, any>;
    expect(body.sentiment.default).toBe('2026-12-12');
    expect(body.extractions.default).toBe('2026-12-19');
  });

  it('sentiment 2026-12-12, the default, answers two short opposed verdicts mixed and a complaint asked as "who thought" negative, where the pinned 2026-12-10 did not', async () => {
    const inputs = ['Sturdy frame, wobbly wheels.', 'Who thought a forty-minute hold queue was acceptable?'];
    expect(await sentimentLabels(inputs)).toEqual(['mixed', 'negative']);
    expect(await sentimentLabels(inputs, '2026-12-10')).toEqual(['positive', 'neutral']);
  });

  it('sentiment 2026-12-10 (pinned; the default before 2026-12-12) answers a contrast whose other side no listed word reads mixed, where the pinned 2026-12-09 did not', async () => {
    const inputs = ['The dentist was gentle, but the bill came through twice.', 'While the lessons were great fun, the studio sits above a busy takeaway.'];
    expect(await sentimentLabels(inputs, '2026-12-10')).toEqual(['mixed', 'mixed']);
    expect(await sentimentLabels(inputs, '2026-12-09')).toEqual(['positive', 'positive']);
  });

  it('sentiment 2026-12-09 (pinned; the default before 2026-12-10) answers a complaint question negative, opposed sides at a semicolon mixed, a price under the quote positive and a parcel that came after seven weeks of chasing negative, where the pinned 2026-12-08 did not', async () => {
    const inputs = ['How can a refund take six weeks?', 'The teachers are kind; the homework portal is a maze.', 'The final bill was thirty pounds under the quote.', 'The parcel arrived after seven weeks of chasing.'];
    expect(await sentimentLabels(inputs, '2026-12-09')).toEqual(['negative', 'mixed', 'positive', 'negative']);
    expect(await sentimentLabels(inputs, '2026-12-08')).toEqual(['neutral', 'positive', 'neutral', 'neutral']);
  });

  it('sentiment 2026-12-08 (pinned; the default before 2026-12-09) answers praise then "not so much" mixed, a missing smoke alarm negative, everyday praise and "not the worst" positive, where the pinned 2026-12-07 did not', async () => {
    const inputs = ['The parking was fine, the signage not so much.', 'The cabin had no smoke alarm.', 'Slick booking page.', 'Not the worst commute I have had.'];
    expect(await sentimentLabels(inputs, '2026-12-08')).toEqual(['mixed', 'negative', 'positive', 'positive']);
    expect(await sentimentLabels(inputs, '2026-12-07')).toEqual(['negative', 'positive', 'negative', 'negative']);
  });

  it('sentiment 2026-12-07 (pinned; the default before 2026-12-08) answers a wrong thing received negative, money praise against a complaint mixed and a denial by what it denies, where the pinned 2026-12-06 did not', async () => {
    const inputs = ['Asked for a quiet room and they gave us one over the bar.', 'Lovely flat, high service charge.', 'Never once felt hurried by the optician.', 'The 8:40 ferry is never on time.'];
    expect(await sentimentLabels(inputs, '2026-12-07')).toEqual(['negative', 'mixed', 'positive', 'negative']);
    expect(await sentimentLabels(inputs, '2026-12-06')).toEqual(['positive', 'positive', 'negative', 'positive']);
  });

  it('sentiment 2026-12-06 (pinned; the default before 2026-12-07) answers a non-answer neutral, a denied fix negative and a denied burden positive, where the pinned 2026-12-05 did not', async () => {
    const inputs = ['Nothing further to add.', 'Not one of my tickets was resolved.', 'No queue at the post office for once.', 'The parcel never turned up.'];
    expect(await sentimentLabels(inputs, '2026-12-06')).toEqual(['neutral', 'negative', 'positive', 'negative']);
    expect(await sentimentLabels(inputs, '2026-12-05')).toEqual(['negative', 'positive', 'negative', 'negative']);
  });

  it('sentiment 2026-12-05 (pinned; the default before 2026-12-06) answers a denied complaint and a fault put right positive, where the pinned 2026-12-04 did not', async () => {
    const inputs = ['Nothing leaked during the storm and the new gutters held.', 'The counsellor got me over my dread of driving on motorways.', 'The clinic never called me back.'];
    expect(await sentimentLabels(inputs, '2026-12-05')).toEqual(['positive', 'positive', 'negative']);
    expect(await sentimentLabels(inputs, '2026-12-04')).toEqual(['negative', 'negative', 'negative']);
  });

  it('sentiment 2026-12-04 (pinned; the default before 2026-12-05) answers a denied loss positive, a loss named in a fact neutral and a turn in a second sentence mixed, where the pinned 2026-12-03 did not', async () => {
    const inputs = ['The courier lost nothing on the way, not even the fragile vase.', 'The travel plan covers stolen passports and missed flights.', 'The tutor was patient and clear. The course fee, though, went up again.'];
    expect(await sentimentLabels(inputs, '2026-12-04')).toEqual(['positive', 'neutral', 'mixed']);
    expect(await sentimentLabels(inputs, '2026-12-03')).toEqual(['negative', 'negative', 'positive']);
  });

  it('sentiment 2026-12-03 (pinned; the default before 2026-12-04) answers plain outcomes by what happened and praise against a loss mixed, where the pinned 2026-12-02 did not', async () => {
    const inputs = ['The installer tidied up after himself and left everything spotless.', 'The update wiped all my saved playlists.', 'The doctor was kind, yet I left without any answers.'];
    expect(await sentimentLabels(inputs, '2026-12-03')).toEqual(['positive', 'negative', 'mixed']);
    expect(await sentimentLabels(inputs, '2026-12-02')).toEqual(['negative', 'positive', 'positive']);
  });

  it('sentiment 2026-12-02 (pinned; the default before 2026-12-03) answers praise against a plain complaint mixed and a plain description neutral, where the pinned 2026-12-01 is polar', async () => {
    const inputs = ['They repaired my boiler, but it took three weeks.', 'Nice interface, but far too many notifications.', 'The jacket comes in navy, black and olive.'];
    expect(await sentimentLabels(inputs, '2026-12-02')).toEqual(['mixed', 'mixed', 'neutral']);
    expect(await sentimentLabels(inputs, '2026-12-01')).toEqual(['negative', 'positive', 'positive']);
  });

  it('answers plain facts and requests neutral by default, where the pinned 2026-11-27 leaned to a side', async () => {
    const inputs = ['The store opens at 9.', 'Please add a dark mode.', 'I paid by card at the counter.', 'The room was on the fourth floor.'];
    expect(await sentimentLabels(inputs)).toEqual(['neutral', 'neutral', 'neutral', 'neutral']);
    expect(await sentimentLabels(inputs.slice(2), '2026-11-27')).toEqual(['negative', 'negative']);
  });

  it('"The course was fine I guess." is neutral by default and still positive in 2026-11-26', async () => {
    const inputs = ['The course was fine I guess.', 'The staff were lovely but the wait was long.', 'Please send me a copy of my contract.'];
    expect(await sentimentLabels(inputs)).toEqual(['neutral', 'mixed', 'neutral']);
    const pinned = await post('/v1/sentiment', { inputs: inputs.slice(0, 1), version: '2026-11-26', fast: true });
    expect(pinned.results[0].sentiment).toBe('positive');
  });

  it('answers a contrast of praise and size mixed and an order number neutral by default, where the pinned 2026-11-28 said positive', async () => {
    const inputs = ['Staff were friendly but the queue was enormous.', 'My order number is 48213.'];
    expect(await sentimentLabels(inputs)).toEqual(['mixed', 'neutral']);
    expect(await sentimentLabels(inputs, '2026-11-28')).toEqual(['positive', 'positive']);
  });

  it('gives "a £2 fee" to price alone and "app crashes" to stability', async () => {
    const themes = ['price', 'service', 'customer support', 'stability'];
    const inputs = ['There is a £2 fee on every transfer.', 'The app crashes when I upload a receipt.'];
    const now = (await post('/v1/extractions', { inputs, themes, fast: true })).extractions as string[][][];
    expect(now[0]).toEqual([['There is a £2 fee on every transfer'], [], [], []]);
    expect(now[1]).toEqual([[], [], [], ['The app crashes when I upload a receipt']]);
    const pinned = (await post('/v1/extractions', { inputs, themes, version: '2026-11-26', fast: true })).extractions as string[][][];
    expect(pinned[1][3]).toEqual([]);
  });

  it('gives a clause to the theme of its subject by default (2026-11-29), where the pinned 2026-11-28 gave it to the verb\'s', async () => {
    const themes = ['food quality', 'delivery', 'customer support'];
    const inputs = ['The vegetables arrived wilted.', 'The driver left the box in the rain.'];
    const now = (await post('/v1/extractions', { inputs, themes, fast: true })).extractions as string[][][];
    expect(now).toEqual([[['The vegetables arrived wilted'], [], []], [[], ['The driver left the box in the rain'], []]]);
    const pinned = (await post('/v1/extractions', { inputs: inputs.slice(0, 1), themes, version: '2026-11-28', fast: true })).extractions as string[][][];
    expect(pinned[0][1]).toEqual(['The vegetables arrived wilted']);
  });

  it('extractions 2026-12-13, the default, reads a hyphenated amount as money and keeps "three hundred and forty pounds" in one span, where the pinned 2026-12-12 did not', async () => {
    const themes = ['price', 'the movers', 'booking'];
    const inputs = ['The quote was forty-five quid more than they said on the phone.', 'The bill came to three hundred and forty pounds including the stairs.'];
    const now = (await post('/v1/extractions', { inputs, themes, fast: true })).extractions as string[][][];
    expect(now).toEqual([[['The quote was forty-five quid more than they said on the phone'], [], []], [['The bill came to three hundred and forty pounds including the stairs'], [], []]]);
    const pinned = (await post('/v1/extractions', { inputs, themes, version: '2026-12-12', fast: true })).extractions as string[][][];
    expect(pinned).toEqual([[[], [], []], [['The bill came to three hundred', 'forty pounds including the stairs'], [], []]]);
  });
});
