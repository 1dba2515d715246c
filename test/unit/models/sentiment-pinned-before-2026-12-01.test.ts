import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';

/**
 * Sentiment 2026-12-01 passes its own shape reader through the side decision (shared code): every
 * older version must answer exactly as before it. Answers recorded from the code of main before
 * 2026-12-01 was added, on the pinned texts and on sentences of the families 2026-12-01 handles
 * (negated problems, concerns taken seriously, comparatives, an outcome set against its cost,
 * harms told as facts).
 */
const read = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8').split('\n').filter(Boolean);
const FAMILY_TEXTS = read('sentiment-pinned-texts-2026-12-01.txt');
/** The older versions' answers on these are checked by sentiment-pinned-before-2026-11-30.test.ts. */
const PINNED_TEXTS = read('sentiment-pinned-texts.txt');

const FAMILIES: Record<string, Array<[string, number]>> = {
  '2026-11-30': [['negative', 0.4681], ['negative', 0.8139], ['positive', 0.6849], ['positive', 0.6763], ['negative', 0.6155], ['positive', 0.3948], ['positive', 0.5612], ['negative', 0.9157], ['negative', 0.7017], ['neutral', 0.3367], ['positive', 0.3617], ['neutral', 0.4126], ['positive', 0.451], ['positive', 0.7687], ['negative', 0.6895], ['negative', 0.6764], ['neutral', 0.7125]],
  '2026-11-29': [['positive', 0.6783], ['negative', 0.7125], ['positive', 0.5852], ['positive', 0.5814], ['positive', 0.4939], ['positive', 0.3634], ['positive', 0.5005], ['negative', 0.8258], ['negative', 0.5999], ['neutral', 0.7008], ['positive', 0.662], ['neutral', 0.4887], ['positive', 0.7242], ['positive', 0.6688], ['negative', 0.5951], ['negative', 0.5903], ['neutral', 0.6985]],
  '2026-11-28': [['positive', 0.6783], ['negative', 0.7125], ['positive', 0.5852], ['positive', 0.5814], ['positive', 0.4939], ['positive', 0.3634], ['positive', 0.5005], ['negative', 0.8258], ['negative', 0.5999], ['neutral', 0.7008], ['positive', 0.662], ['neutral', 0.4887], ['positive', 0.7242], ['positive', 0.6688], ['negative', 0.5951], ['negative', 0.5903], ['neutral', 0.6985]],
  '2026-11-27': [['positive', 0.6783], ['negative', 0.7125], ['positive', 0.5852], ['positive', 0.5814], ['positive', 0.4939], ['positive', 0.3634], ['positive', 0.5005], ['negative', 0.8258], ['negative', 0.5999], ['neutral', 0.7008], ['positive', 0.662], ['negative', 0.5113], ['positive', 0.7242], ['positive', 0.6688], ['negative', 0.5951], ['negative', 0.5903], ['neutral', 0.514]],
  '2026-11-26': [['positive', 0.6738], ['negative', 0.7155], ['positive', 0.5958], ['positive', 0.5896], ['positive', 0.4873], ['positive', 0.3656], ['positive', 0.511], ['negative', 0.5013], ['negative', 0.6043], ['neutral', 0.3181], ['positive', 0.6597], ['negative', 0.5151], ['positive', 0.7226], ['positive', 0.6819], ['negative', 0.595], ['negative', 0.581], ['neutral', 0.5163]],
  '2026-11-25': [['positive', 0.6738], ['negative', 0.7155], ['positive', 0.5958], ['positive', 0.5896], ['positive', 0.4873], ['positive', 0.3656], ['positive', 0.511], ['negative', 0.5013], ['negative', 0.6043], ['neutral', 0.3181], ['positive', 0.6597], ['negative', 0.5151], ['positive', 0.7226], ['positive', 0.6819], ['negative', 0.595], ['negative', 0.581], ['neutral', 0.5163]],
};
const PINNED: Record<string, Array<[string, number]>> = {
  '2026-11-30': [['mixed', 0.9375], ['neutral', 0.4532], ['positive', 0.5776], ['negative', 0.6946], ['positive', 0.4826], ['negative', 0.9751], ['neutral', 0.7825], ['negative', 0.7483], ['mixed', 0.9655], ['positive', 0.8333], ['positive', 0.8181], ['mixed', 0.9576], ['neutral', 0.8686], ['mixed', 0.8793], ['neutral', 0.5648], ['neutral', 0.4715], ['negative', 0.9512], ['negative', 0.8216], ['neutral', 0.8631], ['positive', 0.9265]],
};

const provider = new LocalModelProvider();
beforeAll(async () => {
  await provider.sentiment('2026-11-29').classify(['warm up']);
});

describe('pinned sentiment versions after 2026-12-01', () => {
  for (const [texts, recorded, name] of [[FAMILY_TEXTS, FAMILIES, 'family'], [PINNED_TEXTS, PINNED, 'pinned']] as const) {
    for (const [version, expected] of Object.entries(recorded)) {
      it(`${version} answers the ${name} texts as recorded before 2026-12-01 (label and confidence)`, async () => {
        expect(texts).toHaveLength(expected.length);
        const answers = await provider.sentiment(version).classify(texts);
        answers.forEach((a, i) => {
          expect([texts[i], a.sentiment]).toEqual([texts[i], expected[i][0]]);
          expect(a.confidence).toBeCloseTo(expected[i][1], 4);
        });
      });
    }
  }
});
