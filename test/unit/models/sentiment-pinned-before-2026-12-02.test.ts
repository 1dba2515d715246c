import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';

/**
 * Sentiment 2026-12-02 passes its own decision to the blend model of 2026-12-01 (shared code) and
 * reads exports added to sentiment-shapes.ts and sentiment-fact-decision.ts: every older version must
 * answer exactly as before. Answers recorded from the code of main before 2026-12-02 was added, on
 * the sentences of the families 2026-12-02 handles (sentiment-pinned-texts-2026-12-02.txt: praise
 * against a plain complaint, plain descriptions, with negated and evidence controls), and, for
 * 2026-12-01, on the texts pinned for the older versions.
 */
const read = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8').split('\n').filter(Boolean);
const TEXTS_2026_12_02 = read('sentiment-pinned-texts-2026-12-02.txt');
const TEXTS_2026_12_01 = read('sentiment-pinned-texts-2026-12-01.txt');
const PINNED_TEXTS = read('sentiment-pinned-texts.txt');

const RECORDED: Array<[string, string[], Array<[string, number]>]> = [
  ['2026-11-29', TEXTS_2026_12_02, [['mixed', 0.9785], ['positive', 0.6636], ['mixed', 0.9166], ['positive', 0.5288], ['negative', 0.9344], ['mixed', 0.945], ['positive', 0.7595], ['positive', 0.7056], ['positive', 0.6944], ['positive', 0.8543], ['negative', 0.4786], ['positive', 0.3891], ['negative', 0.4691], ['positive', 0.8381], ['negative', 0.4134], ['positive', 0.679], ['negative', 0.8933], ['positive', 0.6287]]],
  ['2026-11-30', TEXTS_2026_12_02, [['mixed', 0.9932], ['positive', 0.3619], ['mixed', 0.9541], ['positive', 0.6245], ['negative', 0.9798], ['mixed', 0.9348], ['positive', 0.8635], ['positive', 0.8142], ['negative', 0.5189], ['positive', 0.7067], ['negative', 0.5605], ['positive', 0.4294], ['negative', 0.5205], ['positive', 0.9233], ['negative', 0.4446], ['positive', 0.7918], ['negative', 0.9592], ['positive', 0.7337]]],
  ['2026-12-01', TEXTS_2026_12_02, [['mixed', 0.9888], ['positive', 0.4524], ['mixed', 0.9429], ['positive', 0.5958], ['negative', 0.9661], ['mixed', 0.9379], ['positive', 0.8323], ['positive', 0.7816], ['positive', 0.4809], ['positive', 0.7509], ['negative', 0.5359], ['positive', 0.4173], ['negative', 0.5051], ['positive', 0.8977], ['negative', 0.4353], ['positive', 0.758], ['negative', 0.9394], ['positive', 0.7022]]],
  ['2026-12-01', TEXTS_2026_12_01, [['positive', 0.4578], ['positive', 0.9], ['positive', 0.655], ['positive', 0.6478], ['positive', 0.9], ['positive', 0.3854], ['positive', 0.543], ['mixed', 0.9324], ['negative', 0.6712], ['positive', 0.9], ['positive', 0.4518], ['negative', 0.9], ['negative', 0.9], ['negative', 0.9], ['negative', 0.6612], ['negative', 0.6506], ['neutral', 0.7083]]],
  ['2026-12-01', PINNED_TEXTS, [['mixed', 0.9398], ['neutral', 0.4715], ['positive', 0.7213], ['negative', 0.6165], ['positive', 0.4684], ['negative', 0.9605], ['neutral', 0.7727], ['negative', 0.718], ['mixed', 0.956], ['positive', 0.8007], ['positive', 0.7867], ['mixed', 0.947], ['neutral', 0.8557], ['mixed', 0.8713], ['neutral', 0.6265], ['neutral', 0.4902], ['negative', 0.9299], ['negative', 0.6741], ['neutral', 0.8157], ['positive', 0.685]]],
];
const NAMES = new Map<string[], string>([[TEXTS_2026_12_02, 'the 2026-12-02 family texts'], [TEXTS_2026_12_01, 'the 2026-12-01 family texts'], [PINNED_TEXTS, 'the pinned texts']]);

const provider = new LocalModelProvider();
beforeAll(async () => {
  await provider.sentiment('2026-12-01').classify(['warm up']);
});

describe('pinned sentiment versions after 2026-12-02', () => {
  for (const [version, texts, expected] of RECORDED) {
    it(`${version} answers ${NAMES.get(texts)} as recorded before 2026-12-02 (label and confidence)`, async () => {
      expect(texts).toHaveLength(expected.length);
      const answers = await provider.sentiment(version).classify(texts);
      answers.forEach((a, i) => {
        expect([texts[i], a.sentiment]).toEqual([texts[i], expected[i][0]]);
        expect(a.confidence).toBeCloseTo(expected[i][1], 4);
      });
    });
  }
});
