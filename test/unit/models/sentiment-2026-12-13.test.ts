import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261213, ENDED_2026_12_13, endedTroublePiece, find20261213 } from '../../../lambdas/models/local/sentiment-decision-2026-12-13.js';
import { quickResponse } from '../../../lambdas/models/local/sentiment-quick-response-2026-12-13.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { SENTIMENT_V22 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const COMPLAINT = [0.05, 0.85, 0.08, 0.02];
const TROUBLE = [0.05, 0.8, 0.13, 0.02];
const NO_TROUBLE = [0.3, 0.45, 0.23, 0.02];
const decide = (text: string, p: number[], judged = new Map<string, number[]>(), on = ENDED_2026_12_13) => decide20261213(text, p, sentimentCues(text, CUE_RULES_2026_11_30), judged, undefined, undefined, on);

describe('sentiment 2026-12-13', () => {
  it('is served when pinned, not the default', () => {
    expect(SENTIMENT_V22).toBe('2026-12-13');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toContain('2026-12-13');
  });

  it('finds the subject of an ending predicate on the parse, and none where the trouble returns or another denial is there', () => {
    expect(endedTroublePiece('The leak under the bath was gone by the time the tiler arrived.')).toBe('There was the leak under the bath.');
    expect(endedTroublePiece('After two sessions the pain in my shoulder has stopped.')).toBe('There was the pain in my shoulder.');
    expect(endedTroublePiece('The mould behind the wardrobe hasn\'t come back since spring.')).toBe('There was the mould behind the wardrobe.');
    for (const text of ['The pain went away for a day and then came back worse.', 'The printer stopped printing on Monday.', 'It was gone by noon.', 'The rash is still not gone.', 'Was the smell gone?']) expect(endedTroublePiece(text)).toBeUndefined();
  });

  it('reads an ended trouble positive only where the blend reads its subject as a trouble', () => {
    const text = 'The damp patch on the bedroom ceiling was gone within a week of the roofer\'s visit.';
    const piece = 'There was the damp patch on the bedroom ceiling.';
    expect(find20261213(text).pieces).toContain(piece);
    expect(decide(text, COMPLAINT, new Map([[piece, TROUBLE]])).sentiment).toBe('positive');
    expect(decide(text, COMPLAINT, new Map([[piece, NO_TROUBLE]])).sentiment).toBe('negative');
    expect(decide(text, COMPLAINT, new Map([[piece, TROUBLE]]), { ...ENDED_2026_12_13, ended: false }).sentiment).toBe('negative');
  });

  it('reads a quick response to the writer\'s call as positive, never a wait of weeks, a return or a denial', () => {
    expect(quickResponse('The gully outside our house was cleared two hours after I rang the council.')).toBe(true);
    expect(quickResponse('My new glasses arrived three days after I ordered them.')).toBe(true);
    for (const text of ['My replacement card arrived three weeks after I phoned.', 'The drain filled up again the same afternoon after I rang.', 'The engineer never arrived two days after my call.', 'The bill arrived late, two days after my call.', 'I rang two days after the call.']) expect(quickResponse(text)).toBe(false);
  });

  it('answers its own sentences as recorded, and 2026-12-12 answers them as before', async () => {
    const texts = [
      'The damp patch on the bedroom ceiling was gone within a week of the roofer\'s visit.',
      'My new glasses arrived three days after I ordered them.',
      'The rash cleared up and the itching has gone.',
      'The broken fence panel was replaced the day after I reported it.',
      'My wallet was gone when I came out of the changing room.',
      'The heating stopped at midnight.',
      'The pain went away for a day and then came back worse.',
      'My replacement card arrived three weeks after I phoned.',
      'The hot water was gone by seven.',
      'The electrician is booked for Tuesday to look at the hall lights.',
    ];
    const provider = new LocalModelProvider();
    const now = (await provider.sentiment('2026-12-13').classify(texts)).map((r) => r.sentiment);
    const before = (await provider.sentiment('2026-12-12').classify(texts)).map((r) => r.sentiment);
    expect(now).toEqual(['positive', 'positive', 'positive', 'positive', 'negative', 'negative', 'negative', 'negative', 'negative', 'neutral']);
    expect(before).toEqual(['negative', 'neutral', 'positive', 'positive', 'negative', 'negative', 'negative', 'negative', 'negative', 'neutral']);
  }, 120_000);
});
