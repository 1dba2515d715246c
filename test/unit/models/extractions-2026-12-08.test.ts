import { beforeAll, describe, expect, it } from 'vitest';
import { SPAN_SETTINGS_2026_12_07, SPAN_SETTINGS_2026_12_08, ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { applyMends, arrivalLateness, describedName, harmAt, someoneElseWaits } from '../../../lambdas/models/local/extractions-mends.js';
import { appositionHead } from '../../../lambdas/models/local/extractions-everyday.js';
import { crewAt, PERSON_BAR, servedClause } from '../../../lambdas/models/local/extractions-people.js';
import { phraseEnd } from '../../../lambdas/models/local/extractions-mention-spans.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import { bestCpuMs } from '../../helpers/cpu-time.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests only (in no evaluation or tuning set). */
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const v16 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_08);
const v15 = new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_07);

/**
 * Version 2026-12-08 is pinned: its exact answers must never change once it is released, its faults included ("Marta, our crew leader,
 * packed the whole kitchen in an hour" is response time, not the removal team, as in 2026-12-07; "Yusuf at the desk gave us his own
 * mobile number…" is no reception; "The woman who showed us round the study room" is the study room, not the tutors, as no theme of the
 * four names people at work as a person does; "Dariusz, who fitted the door, was careful" is parking too, as in 2026-12-07).
 */
const PINNED: { themes: string[]; texts: string[]; answers: string[][][] }[] = [
  {
    themes: ['removal team', 'damage', 'punctuality', 'response time', 'price'],
    texts: ['Marta, our crew leader, packed the whole kitchen in an hour.', 'They chipped the banister and cracked a lampshade.', 'The van arrived forty minutes late.', 'The driver waited outside in the van for ten minutes.', 'Nobody rang back for three days after I complained about the scratched table in the hall.'],
    answers: [[[], [], [], ['Marta, our crew leader, packed the whole kitchen in an hour'], []], [[], ['They chipped the banister and cracked a lampshade'], [], [], []], [[], [], ['The van arrived forty minutes late'], [], []], [[], [], [], [], []], [[], ['I complained about the scratched table in the hall'], [], ['Nobody rang back for three days'], []]],
  },
  {
    themes: ['groomers', 'bath and trim', 'booking', 'cost'],
    texts: ['Her assistant, Lily, was gentle with our old terrier.', 'Dominic, who trims the big dogs, was running late.', 'The team were patient with our nervous puppy.', 'We spent £12 on a new lead from the shop.', 'I booked online, and the confirmation email had the wrong date and the wrong dog on it as well.'],
    // Re-recorded when mended before release: money paid for a thing no theme names stays the money theme's.
    answers: [[['Her assistant, Lily, was gentle with our old terrier'], [], [], []], [['Dominic, who trims the big dogs, was running late'], ['Dominic, who trims the big dogs, was running late'], [], []], [['The team were patient with our nervous puppy'], [], [], []], [[], [], [], ['We spent £12 on a new lead from the shop']], [[], [], ['I booked online'], []]],
  },
  {
    themes: ['tutors', 'lesson cost', 'study room', 'progress'],
    texts: ['The woman who showed us round the study room was lovely.', 'Our team lead recommended the place.', 'Kwame, my cousin, came to the first lesson.', 'The broken chairs in the study room were never replaced.', 'My daughter went up two grades in a term.'],
    answers: [[[], [], ['The woman who showed us round the study room was lovely'], []], [[], [], [], []], [[], [], [], []], [[], [], ['The broken chairs in the study room were never replaced'], []], [[], [], [], []]],
  },
  {
    themes: ['photographer', 'album', 'price', 'staff'],
    texts: ['Her second assistant, Tom, mostly stood by the bar.', 'Rosa, who ran the booth, made everyone laugh.', 'The photographer talked us through every pose and lighting setup for the whole of the afternoon.', 'I am still waiting for an answer about the missing pages of the album we ordered in June.', 'The girls, who were very young, danced all night.'],
    answers: [[['Her second assistant, Tom, mostly stood by the bar'], [], [], ['Her second assistant, Tom, mostly stood by the bar']], [['Rosa, who ran the booth, made everyone laugh'], [], [], []], [['The photographer talked us through every pose and lighting setup'], [], [], []], [[], ['the album we ordered in June'], [], []], [[], [], [], []]],
  },
  {
    themes: ['reception', 'rooms', 'price'],
    texts: ['Yusuf at the desk gave us his own mobile number in case of any trouble.', 'The night porter chatted with my mum for ages about the old days in the town.', 'I have been waiting a month for a reply to my letter about the noisy room.'],
    answers: [[[], [], []], [['The night porter chatted with my mum for ages about the old days in the town'], [], []], [[], ['the noisy room'], []]],
  },
  {
    themes: ['nurses', 'parking', 'price'],
    texts: ['The team looked after my dad really well.', 'The woman who took us through was kind.', 'Dariusz, who fitted the door, was careful.', 'Our physio, Anya, was calm.', 'The crew were careful with the piano.'],
    answers: [[['The team looked after my dad really well'], [], []], [['The woman who took us through was kind'], [], []], [['Dariusz, who fitted the door, was careful'], ['Dariusz, who fitted the door, was careful'], []], [['Our physio, Anya, was calm'], [], []], [['The crew were careful with the piano'], [], []]],
  },
  {
    // Added when mended before release ("The electrician arrived an hour late" is waiting time too, as in 2026-12-07).
    themes: ['staff', 'damage', 'waiting time', 'response time', 'price'],
    texts: ['The fitter cracked on with the worktop while we were out.', 'My heart broke when the quote came through.', 'They smashed a tile and scuffed the skirting board.', 'The electrician arrived within forty minutes of my call.', 'The electrician arrived an hour late.', 'Her partner waited in the car with the dog.', 'We waited a fortnight for the electrician to come back.', 'We paid £400 for the rewiring of the kitchen.', 'The team we support lost again on Saturday.', 'The lad who fitted the sockets left the place spotless.'],
    answers: [[[], [], [], [], []], [[], [], [], [], []], [[], ['They smashed a tile and scuffed the skirting board'], [], [], []], [['The electrician arrived within forty minutes of my call'], [], [], ['The electrician arrived within forty minutes of my call'], []], [['The electrician arrived an hour late'], [], ['The electrician arrived an hour late'], [], []], [[], [], [], [], []], [['We waited a fortnight for the electrician to come back'], [], ['We waited a fortnight for the electrician to come back'], ['We waited a fortnight for the electrician to come back'], []], [[], [], [], [], ['We paid £400 for the rewiring of the kitchen']], [[], [], [], [], []], [['The lad who fitted the sockets left the place spotless'], [], [], [], []]],
  },
];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

const tokensOf = (text: string) => tagText(text, true);
const indexOf = (tokens: ReturnType<typeof tokensOf>, word: string) => tokens.findIndex((t) => t.value === word);

describe('extractions 2026-12-08', () => {
  it('was the default before 2026-12-09, served beside 2026-12-07, the default before it', () => {
    expect(EXTRACTIONS_V16).toBe('2026-12-08');
    expect(LOCAL_CATALOG.extractions.versions.map((v) => v.id)).toEqual(expect.arrayContaining([EXTRACTIONS_V15, EXTRACTIONS_V16]));
    expect(LOCAL_CATALOG.extractions.default).toBe('2026-12-19');
  });

  it.each(PINNED.map((c) => [c.themes.join(', '), c] as const))('answers exactly as recorded with the themes %s', async (_, c) => {
    expect(await v16.extract(c.texts, c.themes)).toEqual(c.answers);
  });

  it('answers differently from 2026-12-07 where each rule says, and the same elsewhere', async () => {
    const themes = ['staff', 'damage', 'punctuality', 'response time', 'price'];
    const texts = ['The night porter chatted with my mum for ages about the old days in the town.', 'They chipped the banister and cracked a lampshade.', 'The van arrived forty minutes late.', 'The driver waited outside in the van for ten minutes.', 'We spent £40 on a taxi home.', 'The porter was friendly.'];
    const [now, before] = [await v16.extract(texts, themes), await v15.extract(texts, themes)];
    // A window takes a short tail of its unit (phraseEnd).
    expect(before[0][0]).toEqual(['The night porter chatted with my mum for ages about the old days']);
    expect(now[0][0]).toEqual(['The night porter chatted with my mum for ages about the old days in the town']);
    // Harm for damage.
    expect(before[1][1]).toEqual([]);
    expect(now[1][1]).toEqual(['They chipped the banister and cracked a lampshade']);
    // An arrival is no time to answer; punctuality keeps it.
    expect(before[2][3]).toEqual(['The van arrived forty minutes late']);
    expect(now[2][3]).toEqual([]);
    expect(now[2][2]).toEqual(['The van arrived forty minutes late']);
    // Someone else's wait is no punctuality.
    expect(before[3][2]).toEqual(['The driver waited outside in the van for ten minutes']);
    expect(now[3][2]).toEqual([]);
    // Mended before release: money paid for a thing stays the money theme's, as in 2026-12-07 (the thing may be the service itself).
    expect(now[4]).toEqual(before[4]);
    expect(now[5]).toEqual(before[5]);
  });

  it('mended before release: no damage from an idiom, a time to answer from an arrival after a call, no one else\'s wait for a theme named by "waiting", and a price for the service paid for', async () => {
    const themes = ['staff', 'damage', 'waiting time', 'response time', 'price'];
    const texts = ['My heart broke when the quote came through.', 'The roofer arrived within forty minutes of my call.', 'The roofer arrived an hour late.', 'Her partner waited in the car with the dog.', 'We paid £90 for a deep clean of the oven.', 'The girl who cleaned the rooms missed the skirting boards.'];
    const [now, before] = [await v16.extract(texts, themes), await v15.extract(texts, themes)];
    expect(now[0][1]).toEqual([]);
    expect(now[1][3]).toEqual([texts[1].slice(0, -1)]);
    expect(now[2][3]).toEqual([]);
    expect(before[3][2]).toEqual([texts[3].slice(0, -1)]);
    expect(now[3][2]).toEqual([]);
    expect(now[4][4]).toEqual([texts[4].slice(0, -1)]);
    expect(before[5][0]).toEqual([]);
    expect(now[5][0]).toEqual([texts[5].slice(0, -1)]);
  });

  it('gives a group at work, a person said to serve the customer and a name after a worker to a theme for one trade', async () => {
    const texts = ['The team looked after my dad really well.', 'The woman who took us through was kind.', 'Our physio, Anya, was calm.'];
    const themes = ['nurses', 'parking', 'price'];
    expect(await v15.extract(texts, themes)).toEqual([[[], [], []], [[], [], []], [[], [], []]]);
    expect((await v16.extract(texts, themes)).map((a) => a[0])).toEqual([[texts[0].slice(0, -1)], [texts[1].slice(0, -1)], [texts[2].slice(0, -1)]]);
  });

  it('ends a narrowed window on a whole phrase', () => {
    const tokens = tokensOf('I have waited since March for a reply to my claim about the table.');
    const inside = tokens.flatMap((t, k) => (/\p{L}/u.test(t.value) ? [k] : []));
    // A tail of at most four words joins the window.
    expect(phraseEnd(tokens, inside, indexOf(tokens, 'claim'), 0)).toBe(indexOf(tokens, 'table'));
    const long = tokensOf('I have waited since March for a reply to my claim about the broken old oak table in our front room.');
    const words = long.flatMap((t, k) => (/\p{L}/u.test(t.value) ? [k] : []));
    // A window that stops on "my" takes its noun; one that stops on "to" gives it back.
    expect(phraseEnd(long, words, indexOf(long, 'my'), 0)).toBe(indexOf(long, 'claim'));
    expect(phraseEnd(long, words, indexOf(long, 'to'), 0)).toBe(indexOf(long, 'reply'));
  });

  it('reads harm done to things, not a breakdown or a broken heart', () => {
    const at = (text: string, word: string) => { const t = tokensOf(text); return harmAt(t, indexOf(t, word)); };
    expect(at('They broke a mirror.', 'broke')).toBe(true);
    expect(at('They dented the fridge door.', 'dented')).toBe(true);
    expect(at('They knocked a chunk out of the frame.', 'knocked')).toBe(true);
    expect(at('The van broke down twice.', 'broke')).toBe(false);
    expect(at('She broke the news gently.', 'broke')).toBe(false);
    expect(at('He knocked on the door.', 'knocked')).toBe(false);
    // Mended before release: a physical thing, as the object or the subject ("The screen cracked", "The door was dented on arrival").
    expect(at('The phone screen cracked in the van.', 'cracked')).toBe(true);
    expect(at('The door was dented on arrival.', 'dented')).toBe(true);
    expect(at('He bent a leg of the stool.', 'bent')).toBe(true);
    expect(at('It came with a dented top.', 'dented')).toBe(true);
    expect(at('The courier dropped it and dented it.', 'dented')).toBe(true);
    expect(at('They knocked over my helmet.', 'knocked')).toBe(true);
    expect(at('My heart broke at the news.', 'broke')).toBe(false);
    expect(at('The weather broke on day two.', 'broke')).toBe(false);
    expect(at('We cracked on with the packing.', 'cracked')).toBe(false);
    expect(at('The band smashed it.', 'smashed')).toBe(false);
    expect(at('He bent my ear for an hour.', 'bent')).toBe(false);
    expect(at('I cracked the code.', 'cracked')).toBe(false);
    expect(at('The story broke last week.', 'broke')).toBe(false);
    expect(at('Our dog broke his leg.', 'broke')).toBe(false);
    expect(at('We knocked off early.', 'knocked')).toBe(false);
    expect(at('The rain ruined our weekend.', 'ruined')).toBe(false);
    const t = tokensOf('The waiter snapped at me.');
    expect(harmAt(t, indexOf(t, 'snapped'), (x) => x.value === 'waiter')).toBe(false);
  });

  it('mended before release: an arrival is no time to answer only with its lateness', () => {
    const late = (text: string) => { const t = tokensOf(text); return arrivalLateness(t, t.findIndex((x) => x.lemma === 'arrive' || x.lemma === 'turn')); };
    const at = (text: string, word: string) => indexOf(tokensOf(text), word);
    expect(late('The roofer arrived two hours late.')).toBe(at('The roofer arrived two hours late.', 'late'));
    expect(late('The roofer turned up bang on time.')).toBe(at('The roofer turned up bang on time.', 'time'));
    expect(late('Nobody turned up that day.')).toBe(at('Nobody turned up that day.', 'turned'));
    expect(late('The roofer arrived within an hour of my call.')).toBe(-1);
    expect(late('The ambulance arrived in eight minutes.')).toBe(-1);
  });

  it('gives damage themes the harm word, and takes an arrival from a time to answer', () => {
    const tokens = tokensOf('The van arrived forty minutes late and they broke a vase.');
    const themes = [{ words: ['damage'] }, { words: ['response', 'time'] }];
    const arrived = indexOf(tokens, 'arrived');
    const scores = [tokens.map(() => undefined as number | undefined), tokens.map((_, i) => (i === arrived ? Infinity : undefined))];
    applyMends(tokens, themes, scores, 2);
    expect(scores[0][indexOf(tokens, 'broke')]).toBe(2);
    expect(scores[1][arrived]).toBeUndefined();
  });

  it('tells someone else\'s wait from the customer\'s', () => {
    const at = (text: string) => { const t = tokensOf(text); return someoneElseWaits(t, t.findIndex((x) => x.lemma === 'wait')); };
    expect(at('She waited in the car for twenty minutes.')).toBe(true);
    expect(at('We waited forty minutes for the plumber.')).toBe(false);
    expect(at('The engineer kept us waiting.')).toBe(false);
    expect(at('Waited an hour for a table.')).toBe(false);
    // Mended before release: a companion waiting away from the service.
    expect(at('My wife waited in the car.')).toBe(true);
    expect(at('My wife and I waited an hour.')).toBe(false);
    expect(at('My husband waited three hours in casualty.')).toBe(false);
  });

  it('reads a name after a worker, and a name with a clause about it', () => {
    const t = tokensOf('Her second shooter, Ben, mostly stood at the back.');
    expect(appositionHead(t, indexOf(t, 'Ben'))).toBe(-1);
    expect(appositionHead(t, indexOf(t, 'Ben'), true)).toBe(indexOf(t, 'shooter'));
    const p = tokensOf('Priya, our lead mover, was brilliant.');
    expect(appositionHead(p, 0)).toBe(-1);
    expect(appositionHead(p, 0, true)).toBe(indexOf(p, 'mover'));
    expect(describedName(tokensOf('Gary, who runs the metal bay, shouted at my son.'), 0)).toBe(true);
    expect(describedName(tokensOf('Brilliant, who knew.'), 0)).toBe(false);
  });

  it('reads a group at work after "the", and a person said to serve the customer', () => {
    const person = { person: PERSON_BAR, work: 0, workOther: 0 };
    const thing = { person: -1, work: -1, workOther: -1 };
    const at = (text: string, word: string, r = thing) => { const t = tokensOf(text); return crewAt(t, indexOf(t, word), r); };
    expect(at('The team looked after me well.', 'team')).toBe(true);
    expect(at('The yard team were friendly.', 'team')).toBe(true);
    expect(at('Our team lead always takes credit.', 'team')).toBe(false);
    expect(at('The woman who showed us round was lovely.', 'woman', person)).toBe(true);
    expect(at('The woman next to us was loud.', 'woman', person)).toBe(false);
    // Mended before release: a team the customer belongs to or follows is no one at work; one they hired is.
    expect(at('The team we play for booked it.', 'team')).toBe(false);
    expect(at('The team we hired were quick.', 'team')).toBe(true);
    const served = (text: string, word: string) => { const t = tokensOf(text); return servedClause(t, indexOf(t, word), person); };
    expect(served('The guy who took our order was rude.', 'guy')).toBe(true);
    expect(served('The girl who cleaned the place was thorough.', 'girl')).toBe(true);
    expect(served('The woman who lives next door told us.', 'woman')).toBe(false);
    expect(served('The man who owned the house before us was there.', 'man')).toBe(false);
  });

  it('reads long texts in linear time: twice the text takes well under four times the CPU time', () => {
    const themes = [{ words: ['price'] }, { words: ['damage'] }, { words: ['response', 'time'] }, { words: ['punctuality'] }];
    const time = (n: number) => {
      const text = 'We paid £6 for parking, she waited in the car, they broke a vase and the van arrived an hour late. '.repeat(n / 100);
      const tokens = tagText(text, true);
      const scores = themes.map(() => tokens.map((t) => (t.value === '6' ? 2 : undefined) as number | undefined));
      return bestCpuMs(() => {
        applyMends(tokens, themes, scores.map((row) => [...row]), 2);
        const words = tokens.flatMap((t, k) => (/\p{L}/u.test(t.value) ? [k] : []));
        phraseEnd(tokens, words, words[12], 0);
      }, 3);
    };
    time(5_000);
    const small = Math.max(time(5_000), 5);
    expect(time(10_000) / small).toBeLessThan(3);
  });
});
