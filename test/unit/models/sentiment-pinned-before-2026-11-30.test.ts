import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';

/**
 * Sentiment 2026-11-30 changed shared code (the cue reader takes neutral phrases, the regression's
 * rule bonus may be gated, the side decision takes its cue rules): the pinned versions must answer
 * exactly as before it. Answers recorded from the code of main before 2026-11-30 was added.
 */
const TEXTS = readFileSync(new URL('../../fixtures/sentiment-pinned-texts.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);

const RECORDED: Record<string, Array<[string, number]>> = {
  '2026-11-29': [['mixed', 0.9452], ['neutral', 0.5144], ['positive', 0.8453], ['negative', 0.4343], ['positive', 0.4351], ['negative', 0.9266], ['neutral', 0.7498], ['negative', 0.6474], ['mixed', 0.9339], ['positive', 0.7245], ['positive', 0.7132], ['mixed', 0.9223], ['neutral', 0.8256], ['mixed', 0.8528], ['neutral', 0.4414], ['neutral', 0.5337], ['negative', 0.88], ['positive', 0.3382], ['positive', 0.4478], ['negative', 0.7114]],
  '2026-11-28': [['positive', 0.5381], ['positive', 0.4856], ['negative', 0.9431], ['positive', 0.4127], ['positive', 0.4351], ['negative', 0.9266], ['neutral', 0.7498], ['negative', 0.6474], ['mixed', 0.9339], ['positive', 0.7245], ['positive', 0.7132], ['mixed', 0.9223], ['neutral', 0.8256], ['mixed', 0.8528], ['neutral', 0.4414], ['neutral', 0.5337], ['negative', 0.88], ['positive', 0.3382], ['positive', 0.4478], ['negative', 0.7114]],
  '2026-11-27': [['positive', 0.5381], ['positive', 0.4856], ['negative', 0.9431], ['positive', 0.4127], ['positive', 0.4351], ['negative', 0.9266], ['neutral', 0.7498], ['negative', 0.6474], ['mixed', 0.9339], ['positive', 0.7245], ['positive', 0.7132], ['mixed', 0.9223], ['neutral', 0.8256], ['mixed', 0.8528], ['neutral', 0.4414], ['positive', 0.4663], ['negative', 0.88], ['positive', 0.3382], ['positive', 0.4478], ['negative', 0.7114]],
  '2026-11-26': [['positive', 0.5381], ['positive', 0.4856], ['negative', 0.9437], ['positive', 0.4084], ['positive', 0.4711], ['negative', 0.9281], ['neutral', 0.5833], ['negative', 0.6262], ['mixed', 0.7051], ['positive', 0.7331], ['positive', 0.7345], ['mixed', 0.7292], ['neutral', 0.63], ['mixed', 0.8524], ['positive', 0.5577], ['positive', 0.4689], ['negative', 0.8758], ['positive', 0.3382], ['positive', 0.4475], ['negative', 0.7113]],
  '2026-11-25': [['positive', 0.5381], ['positive', 0.4856], ['negative', 0.9437], ['positive', 0.4084], ['positive', 0.4711], ['negative', 0.9281], ['neutral', 0.5833], ['negative', 0.6262], ['mixed', 0.7051], ['positive', 0.7331], ['positive', 0.7345], ['mixed', 0.7292], ['neutral', 0.63], ['negative', 0.3732], ['positive', 0.5577], ['positive', 0.4689], ['negative', 0.8758], ['positive', 0.3382], ['positive', 0.4475], ['negative', 0.7113]],
};

const provider = new LocalModelProvider();
beforeAll(async () => {
  await provider.sentiment('2026-11-29').classify(['warm up']);
});

describe('pinned sentiment versions after 2026-11-30', () => {
  for (const [version, expected] of Object.entries(RECORDED)) {
    it(`${version} answers as recorded before 2026-11-30 (label and confidence)`, async () => {
      expect(TEXTS).toHaveLength(expected.length);
      const answers = await provider.sentiment(version).classify(TEXTS);
      answers.forEach((a, i) => {
        expect([TEXTS[i], a.sentiment]).toEqual([TEXTS[i], expected[i][0]]);
        expect(a.confidence).toBeCloseTo(expected[i][1], 4);
      });
    });
  }
});
