import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CueSentimentModel, cueSentimentFeatureNames } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { CUE_RULES_2026_11_27 } from '../../../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_25, sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { evidenceDecision } from '../../../lambdas/models/local/sentiment-evidence-decision.js';
import { SENTIMENT_WEIGHTS_2026_11_25, SENTIMENT_WEIGHTS_2026_11_27 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V6 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const v6 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'evidence');
const v5 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_25, 'contrast');
const classify = async (model: CueSentimentModel, texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

/** sha256 of the committed weight file (nice -n 10 node --import tsx bench/train-sentiment.ts --version 2026-11-27 writes it). */
const WEIGHTS_SHA256 = '7d93570367cbeb05afa2957678e0aa7d6c53c565df76e2b2eed8d03b6f2d69ac';
const WEIGHTS_FILE = new URL('../../../lambdas/models/local/weights/sentiment-2026-11-27.json', import.meta.url);

describe('sentiment 2026-11-27', () => {
  it('is served beside the pinned versions, with its own unchanged weight file', () => {
    expect(SENTIMENT_V6).toBe('2026-11-27');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toContain('2026-11-27');
    const bytes = readFileSync(WEIGHTS_FILE);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(WEIGHTS_SHA256);
    expect(SENTIMENT_WEIGHTS_2026_11_27.features).toEqual(cueSentimentFeatureNames(encoder.dimension));
  });

  it('answers a hedged lukewarm sentence neutral, a plain "fine" mildly positive; 2026-11-26 is unchanged', async () => {
    expect(await classify(v6, ['The course was fine I guess.', 'The workshop was okay, I suppose.', 'It was fine.']))
      .toEqual(['neutral', 'neutral', 'positive']);
    const [plain] = await v6.classify(['It was fine.']);
    expect(plain.confidence).toBeLessThan(0.9);
    expect(await classify(v5, ['The course was fine I guess.'])).toEqual(['positive']);
  });

  it('answers requests without a judgement neutral', async () => {
    expect(await classify(v6, ['Please close my account at the end of the month.', 'I would like to move my appointment to Friday.']))
      .toEqual(['neutral', 'neutral']);
  });

  it('calls an explicit contrast of clear sides mixed, delays included', async () => {
    expect(await classify(v6, [
      'The receptionist was kind but the queue was long.',
      'Good coffee, but it took three weeks for the order to arrive.',
      'Great teacher, terrible textbook.',
    ])).toEqual(['mixed', 'mixed', 'mixed']);
  });

  it('reads the new cues the right way round, and keeps the old ones', async () => {
    expect(await classify(v6, ['The seminars were poorly organised.', 'My photos disappeared after the update.']))
      .toEqual(['negative', 'negative']);
    expect(await classify(v6, ['No complaints.', 'The chat agent was friendly and solved my problem in minutes.']))
      .toEqual(['positive', 'positive']);
    // The 2026-11-25 rules are untouched: the pinned versions read "poorly organised" as before.
    expect(sentimentCues('The seminars were poorly organised.', CUE_RULES_2026_11_25).overall).toBeGreaterThan(0);
    expect(sentimentCues('The seminars were poorly organised.', CUE_RULES_2026_11_27).overall).toBeLessThan(0);
  });

  it('answers what the evidence decision says over the 2026-11-27 cues of the same text', async () => {
    const texts = ['The lab is well equipped, although the booking system is a mess.', 'I moved house in May.'];
    const probabilities = await v6.probabilities(texts);
    const answers = await v6.classify(texts);
    texts.forEach((t, i) => expect(answers[i]).toEqual(evidenceDecision(t, probabilities[i], sentimentCues(t, CUE_RULES_2026_11_27))));
  });
});
