import { describe, expect, it } from 'vitest';
import { parseOptions, TASKS } from '../../../bench/eval/options.js';
import { chunks, sampleInOrder, seededRandom, shuffled } from '../../../bench/eval/sampling.js';
import { assignToThemes, checkLabels, NO_CHECKS } from '../../../bench/eval/tasks/theme-assignment.js';
import { checkLabelQuality, NO_LABEL_QUALITY } from '../../../bench/eval/tasks/label-quality.js';
import { scoreResponse } from '../../../bench/eval/tasks/theme-scoring.js';
import { HELD_OUT_DIR, handWrittenSamples, intentSamples, maxThemesFor, MIN_SURVEY_ANSWERS, surveySamples } from '../../../bench/eval/tasks/theme-samples.js';
import { KMEANS_DRAWS, KMEANS_DRAWS_UP_TO, kMeansBaseline, kMeansLabels } from '../../../bench/eval/baselines/kmeans.js';
import { keywordMatches } from '../../../bench/eval/baselines/keyword-match.js';
import { jaccardSimilarity } from '../../../bench/eval/baselines/word-overlap.js';
import { vaderSentiment } from '../../../bench/eval/baselines/vader.js';
import { adjustedRandIndex, vMeasure } from '../../../bench/eval/metrics/clustering.js';
import { renderReport } from '../../../bench/eval/report.js';
import { TRAINED_MODELS } from '../../../bench/eval/trained-models.js';
import { majorityShare } from '../../../bench/eval/tasks/sentiment-task.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';

describe('options', () => {
  it('defaults to every task on ../shared/data', () => {
    const o = parseOptions([]);
    expect(o.tasks).toEqual([...TASKS]);
    expect(o.dataDir).toBe('../shared/data');
    expect(o.out).toBe('EVALUATION.md');
  });

  it('parses --only, --limit, versions and a deployment', () => {
    const o = parseOptions(['--only', 'themes,embeddings', '--limit', '50', '--version-themes', 'bedrock-x', '--base-url', 'https://api.example.com/', '--api-key', 'k']);
    expect(o.tasks).toEqual(['similarity', 'themes']);
    expect(o.limit).toBe(50);
    expect(o.versions).toEqual({ themes: 'bedrock-x' });
    expect(o.baseUrl).toBe('https://api.example.com');
  });

  it('refuses bad values', () => {
    expect(() => parseOptions(['--only', 'vibes'])).toThrow(/unknown task/);
    expect(() => parseOptions(['--limit', '0'])).toThrow(/positive integer/);
    expect(() => parseOptions(['--version-nope', '1'])).toThrow(/unknown operation/);
    expect(() => parseOptions(['--base-url', 'https://x'])).toThrow(/api-key/);
    expect(parseOptions(['--base-url', 'https://x'], { TAS_API_KEY: 'k' }).apiKey).toBe('k');
  });
});

describe('sampling', () => {
  it('is deterministic per seed and purpose, and keeps the original order', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const a = sampleInOrder(items, 10, seededRandom(1, 'x'));
    expect(sampleInOrder(items, 10, seededRandom(1, 'x'))).toEqual(a);
    expect(sampleInOrder(items, 10, seededRandom(1, 'y'))).not.toEqual(a);
    expect([...a].sort((p, q) => p - q)).toEqual(a);
    expect(sampleInOrder(items, undefined, seededRandom(1, 'x'))).toEqual(items);
    expect(shuffled(items, seededRandom(2, 'z')).sort((p, q) => p - q)).toEqual(items);
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('draws label subsets within the themes limits', () => {
    const rows = Array.from({ length: 600 }, (_, i) => ({ text: `t${i}`, label: `l${i % 60}` }));
    const samples = intentSamples('set', rows, [10, 50], 7, 500);
    expect(samples.map((s) => s.goldK)).toEqual([10, 50]);
    expect(samples[0].texts.length).toBe(100);
    expect(samples[1].texts.length).toBe(500);
    expect(samples.every((s) => s.maxThemes! >= s.goldK && s.maxThemes! <= 50)).toBe(true);
    expect(intentSamples('set', rows, [10, 50], 7, 500)).toEqual(samples);
    expect([maxThemesFor(3), maxThemesFor(20), maxThemesFor(50)]).toEqual([10, 40, 50]);
  });

  it('groups survey answers by question and labels them with their first code', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ question_id: i < 21 ? 'A' : 'B', question: '?', text: `answer ${i}`, codes_primary: i % 2 ? ['x', 'y'] : ['z'] }));
    const samples = surveySamples(rows, 1, 500);
    expect(samples.map((s) => s.name)).toEqual(['survey/A', 'survey/A +context']);
    expect(new Set(samples[0].gold)).toEqual(new Set(['x', 'z']));
    expect(samples[0].context).toBeUndefined();
    expect(samples[1]).toMatchObject({ dataset: 'survey-proctoring +context', context: '?', texts: samples[0].texts });
  });

  it('reads the hand-written survey sets: 4 or more domains, 40–120 answers, 4–10 gold themes each', () => {
    const samples = handWrittenSamples().filter((s) => !s.context);
    expect(samples.length).toBeGreaterThanOrEqual(4);
    for (const s of samples) {
      expect(s.texts.length).toBeGreaterThanOrEqual(40);
      expect(s.texts.length).toBeLessThanOrEqual(120);
      expect(s.goldK).toBeGreaterThanOrEqual(4);
      expect(s.goldK).toBeLessThanOrEqual(10);
      expect(new Set(s.texts).size).toBe(s.texts.length);
      expect(s.maxThemes).toBeUndefined();
    }
    expect(handWrittenSamples().filter((s) => s.context).length).toBe(samples.length);
  });

  it('reads the held-out hand-written sets under their own name, with the same bounds, none repeating an answer of the tuned sets', () => {
    const heldOut = handWrittenSamples(HELD_OUT_DIR, 'held-out').filter((s) => !s.context);
    expect(heldOut.length).toBeGreaterThanOrEqual(2);
    // Most held-out sets have 40–120 answers like the tuned ones; a few are small sets (a survey
    // question's worth, 20–39 answers) that check the small-set rule of 2026-12-01.
    expect(heldOut.filter((s) => s.texts.length >= 40).length).toBeGreaterThanOrEqual(4);
    const tuned = new Set(handWrittenSamples().flatMap((s) => s.texts));
    for (const s of heldOut) {
      expect(s.name).toMatch(/^held-out\//);
      expect(s.texts.length).toBeGreaterThanOrEqual(MIN_SURVEY_ANSWERS);
      expect(s.texts.length).toBeLessThanOrEqual(120);
      expect(s.goldK).toBeGreaterThanOrEqual(4);
      expect(s.goldK).toBeLessThanOrEqual(10);
      expect(new Set(s.texts).size).toBe(s.texts.length);
      expect(s.texts.filter((t) => tuned.has(t))).toEqual([]);
    }
  });
});

describe('theme assignment', () => {
  const vectors: Record<string, number[]> = { a1: [1, 0], a2: [0.9, 0.1], a3: [0.8, 0.2], b1: [0, 1], b2: [0.1, 0.9], b3: [0.3, 0.7] };
  const embedding = (t: string) => {
    const v = vectors[t];
    const norm = Math.hypot(...v);
    return Float32Array.from(v.map((x) => x / norm));
  };

  it('puts representatives in their theme and other texts in the nearest one', () => {
    const themes = [{ representatives: ['a1', 'a2'] }, { representatives: ['b1', 'b2'] }];
    expect(assignToThemes(['a1', 'a2', 'a3', 'b1', 'b2', 'b3'], themes, embedding)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('checks labels and representatives', () => {
    const t = checkLabels(NO_CHECKS, ['a', 'b'], [
      { shortLabel: 'Card delivery', representatives: ['a', 'b'] },
      { shortLabel: 'card DELIVERY', representatives: ['a', 'zz'] },
      { shortLabel: 'One', representatives: ['a'] },
    ]);
    expect(t).toEqual({ themes: 3, shortLabelsOfTwoToFourWords: 2, responsesWithUniqueLabels: 0, responses: 1, verbatimRepresentativePairs: 1 });
  });

  it('checks that short labels are in the members\' words, and flags templates and numbers', () => {
    const q = checkLabelQuality(NO_LABEL_QUALITY, [
      { shortLabel: 'Late deliveries' },
      { shortLabel: 'Working card' },
      { shortLabel: 'Price comments' },
      { shortLabel: 'Card fees 2' },
    ], [
      ['The delivery was late.', 'It arrived late again'],
      ['My card does not work'],
      ['The price is too high'],
      ['Card fees are steep'],
    ]);
    expect(q).toEqual({ labels: 4, inMembers: 3, templates: 1, numbered: 1 });
  });

  it('counts a number as numbering unless the members write it with the same neighbouring word', () => {
    const q = checkLabelQuality(NO_LABEL_QUALITY, [
      { shortLabel: 'Four-hour shifts' },
      { shortLabel: '24/7 access' },
      { shortLabel: 'Second theme' },
      { shortLabel: 'Shifts 2' },
      { shortLabel: 'Two shifts' },
      { shortLabel: 'Late deliveries 3' },
    ], [
      ['The four-hour shifts are too long', 'Shorter shifts'],
      ['I want 24/7 access to the gym'],
      ['My second card was declined'],
      ['Shifts are too long, 2 hours would do'],
      ['Two shifts a week is plenty'],
      ['Three late deliveries in a row'],
    ]);
    expect(q.numbered).toBe(3);
  });

  it('counts a label word found as written in the members, though its lemma differs', () => {
    // wink reads the label's "Joining" as the verb "join"; the members write "joining fee".
    const q = checkLabelQuality(NO_LABEL_QUALITY, [{ shortLabel: 'Joining fee' }, { shortLabel: 'Joined classes' }], [
      ['The joining fee is steep', 'A joining fee of forty pounds'],
      ['The classes are full'],
    ]);
    expect(q.inMembers).toBe(1);
  });

  it('scores the service\'s own assignment when the response has one', () => {
    const texts = ['a1', 'a2', 'b1', 'b2'];
    const themes = [{ shortLabel: 'A a', representatives: ['a1', 'a2'] }, { shortLabel: 'B b', representatives: ['b1', 'b2'] }];
    const own = scoreResponse(texts, ['x', 'x', 'y', 'y'], { themes, assignments: [0, 1, 0, 1] }, embedding);
    expect(own).toMatchObject({ ownAssignment: true, themes: 2 });
    expect(own.ari).toBeLessThan(0);
    const derived = scoreResponse(texts, ['x', 'x', 'y', 'y'], { themes }, embedding);
    expect(derived).toMatchObject({ ownAssignment: false, ari: 1 });
  });
});

describe('baselines', () => {
  it('k-means finds well-separated groups', () => {
    const random = seededRandom(3, 'blobs');
    const points = Array.from({ length: 60 }, (_, i) => Float32Array.from([Math.floor(i / 20) * 10 + random(), random()]));
    const gold = points.map((_, i) => Math.floor(i / 20));
    expect(adjustedRandIndex(gold, kMeansLabels(points, 3, seededRandom(3, 'k')))).toBe(1);
  });

  it('the k-means baseline is the mean of its seeded draws, and a sample and its +context twin share them', () => {
    // Overlapping groups, so draws differ from one another.
    const random = seededRandom(5, 'overlap');
    const points = Array.from({ length: 48 }, (_, i) => Float32Array.from([(i % 4) * 0.6 + random() * 1.5, random() * 1.5, random()]));
    const gold = points.map((_, i) => i % 4);
    const draws = Array.from({ length: KMEANS_DRAWS }, (_, d) =>
      kMeansLabels(points, 4, seededRandom(9, d === 0 ? 'kmeans/set' : `kmeans/set/${d}`)),
    );
    const aris = draws.map((labels) => adjustedRandIndex(gold, labels));
    expect(new Set(aris.map((a) => a.toFixed(6))).size).toBeGreaterThan(1);
    const baseline = kMeansBaseline(points, gold, 4, 9, 'set');
    expect(baseline.ari).toBeCloseTo(aris.reduce((s, a) => s + a, 0) / KMEANS_DRAWS, 12);
    expect(baseline.v).toBeCloseTo(draws.reduce((s, labels) => s + vMeasure(gold, labels).vMeasure, 0) / KMEANS_DRAWS, 12);
    expect(kMeansBaseline(points, gold, 4, 9, 'set +context')).toEqual(baseline);
    expect(kMeansBaseline(points, gold, 4, 9, 'other set')).not.toEqual(baseline);
    // Above KMEANS_DRAWS_UP_TO texts, one draw.
    const many = Array.from({ length: KMEANS_DRAWS_UP_TO + 1 }, (_, i) => points[i % points.length]);
    const manyGold = many.map((_, i) => gold[i % points.length]);
    const one = kMeansLabels(many, 4, seededRandom(9, 'kmeans/big'));
    expect(kMeansBaseline(many, manyGold, 4, 9, 'big')).toEqual({ ari: adjustedRandIndex(manyGold, one), v: vMeasure(manyGold, one).vMeasure });
  });

  it('keyword match finds whole words of the theme, verbatim', () => {
    expect(keywordMatches('Food was OK, seafood too; the FOOD!', 'food')).toEqual(['Food', 'FOOD']);
    expect(keywordMatches('A great restaurant', 'restaurant in general')).toEqual(['restaurant']);
  });

  it('word overlap and VADER', () => {
    expect(jaccardSimilarity('a b c', 'b c d')).toBeCloseTo(0.5, 12);
    expect(jaccardSimilarity('', '')).toBe(0);
    expect(vaderSentiment('I love it').sentiment).toBe('positive');
    expect(vaderSentiment('This is terrible').sentiment).toBe('negative');
    expect(vaderSentiment('The meeting is at noon').sentiment).toBe('neutral');
  });
});

describe('report', () => {
  it('shows targets met and missed', () => {
    const versions = Object.fromEntries(['embeddings', 'similarity', 'themes', 'sentiment', 'extractions'].map((op) => [op, { id: 'v1', pinned: op === 'themes', description: 'd' }]));
    const markdown = renderReport(
      { command: 'cmd', date: 'today', machine: 'm', service: 's', seed: 1, seconds: 3, requests: { sync: 1, async: 2 }, versions } as Parameters<typeof renderReport>[0],
      [{ title: 'T', seconds: 1, details: ['detail'], rows: [
        { dataset: 'd1', metric: 'F1', n: 10, service: 0.8, baselines: [{ name: 'b', value: 0.5 }], target: { atLeast: 0.7 } },
        { dataset: 'd2', metric: 'F1', n: 10, service: 0.6, baselines: [], target: { atLeast: 0.7 } },
        { dataset: 'd3', metric: 'ρ', n: 10, service: 0.1, baselines: [{ name: 'VADER |compound|', value: 0.2 }] },
      ] }],
    );
    expect(markdown).toContain('| T | d1 | F1 | 10 | **0.800** | b 0.500 | ≥ 0.700 | met |');
    expect(markdown).toContain('| T | d2 | F1 | 10 | **0.600** |  | ≥ 0.700 | **missed** |');
    expect(markdown).toContain('| themes | `v1` (pinned) | d |');
    expect(markdown).toContain('| T | d3 | ρ | 10 | **0.100** | VADER \\|compound\\| 0.200 |  |  |');
    // No trained version in use: no in-sample caveat.
    expect(markdown).not.toContain('in-sample');
  });

  it('lists the default sentiment version among the trained models (a default missing there would drop the in-sample caveat silently)', () => {
    const listed = TRAINED_MODELS.filter((m) => m.operation === 'sentiment').map((m) => m.version);
    expect(listed).toContain(LOCAL_CATALOG.sentiment.default);
  });

  it('marks the figures of a trained model on its own training sets as in-sample and gives its held-out figures', () => {
    const trained = TRAINED_MODELS[0];
    const versions = Object.fromEntries(
      ['embeddings', 'similarity', 'themes', 'sentiment', 'extractions'].map((op) => [op, { id: op === trained.operation ? trained.version : 'v1', pinned: false, description: 'd' }]),
    );
    const [seen] = trained.datasets;
    const markdown = renderReport(
      { command: 'cmd', date: 'today', machine: 'm', service: 's', seed: 1, seconds: 3, requests: { sync: 1, async: 2 }, versions } as Parameters<typeof renderReport>[0],
      [{ title: 'T', seconds: 1, details: [], rows: [
        { dataset: seen, metric: 'F1', n: 10, service: 0.9, baselines: [], target: { atLeast: 0.7 } },
        { dataset: 'unseen', metric: 'F1', n: 10, service: 0.9, baselines: [], target: { atLeast: 0.7 } },
      ] }],
    );
    expect(markdown).toContain(`| T | ${seen} | F1 | 10 | **0.900** |  | ≥ 0.700 | met (in-sample) |`);
    expect(markdown).toContain('| T | unseen | F1 | 10 | **0.900** |  | ≥ 0.700 | met |');
    expect(markdown).toContain('## Trained models: in-sample figures');
    expect(markdown).toContain(`${trained.heldOut[0].dataset} ${trained.heldOut[0].metric} ${trained.heldOut[0].value.toFixed(3)}`);
  });
});

describe('rater agreement', () => {
  it('is the share of raters in the majority direction', () => {
    expect(majorityShare([1, 2, 0, -1])).toBe(0.5);
    expect(majorityShare([0, 0, 0, 3])).toBe(0.75);
    expect(majorityShare([])).toBe(0);
  });
});
