import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';

/** Answers (label, confidence) recorded per file of test/fixtures for one sentiment version. */
export type RecordedSentiment = Array<[string, Array<[string, number]>]>;

const read = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8').split('\n').filter(Boolean);

/** Checks that a sentiment version answers each pinned-texts file as recorded: every label exactly, every confidence to four decimals. */
export function describeRecordedSentiment(version: string, recorded: RecordedSentiment): void {
  const provider = new LocalModelProvider();
  beforeAll(async () => {
    await provider.sentiment(version).classify(['warm up']);
  });
  describe(`sentiment ${version} pinned`, () => {
    for (const [file, expected] of recorded) {
      it(`answers ${file} as recorded (label and confidence)`, async () => {
        const texts = read(file);
        expect(texts).toHaveLength(expected.length);
        const answers = await provider.sentiment(version).classify(texts);
        expect(answers).toHaveLength(expected.length);
        answers.forEach((a, i) => {
          expect([texts[i], a.sentiment]).toEqual([texts[i], expected[i][0]]);
          expect(a.confidence).toBeCloseTo(expected[i][1], 4);
        });
      });
    }
  });
}
