import { describe, expect, it } from 'vitest';
import { allOwnExtractionRows, allOwnSentimentRows, OWN_EXTRACTIONS_FRESH_FILE, OWN_EXTRACTIONS_HOLDOUT_FILE, OWN_EXTRACTIONS_UNSEEN_FILE, OWN_EXTRACTIONS_FRESH2_FILE, OWN_EXTRACTIONS_FRESH3_FILE, OWN_EXTRACTIONS_FRESH4_FILE, OWN_EXTRACTIONS_FRESH5_FILE, OWN_EXTRACTIONS_FRESH6_FILE, OWN_EXTRACTIONS_FRESH7_FILE, OWN_EXTRACTIONS_FRESH8_FILE, OWN_EXTRACTIONS_FRESH9_FILE, OWN_EXTRACTIONS_FRESH10_FILE, OWN_EXTRACTIONS_FRESH11_FILE, OWN_EXTRACTIONS_FRESH12_FILE, OWN_EXTRACTIONS_FRESH13_FILE, OWN_EXTRACTIONS_FRESH14_FILE, OWN_EXTRACTIONS_FRESH15_FILE, OWN_EXTRACTIONS_FRESH16_FILE, OWN_EXTRACTIONS_FRESH17_FILE, OWN_EXTRACTIONS_FRESH18_FILE, OWN_EXTRACTIONS_FRESH19_FILE, OWN_EXTRACTIONS_FRESH20_FILE, OWN_EXTRACTION_SPLITS, OWN_SENTIMENT_HOLDOUT_FILE, ownExtractionCases, ownExtractionRows, ownSentimentRows, readableOwnSentimentRows, BLIND_SENTIMENT_SPLIT, type OwnExtractionRow } from '../../../bench/eval/own-sets.js';
import { scoreExtractions } from '../../../bench/eval/metrics/spans.js';

describe('own hand-written sentiment set', () => {
  const rows = ownSentimentRows();
  it('has at least 300 sentences from at least six domains, balanced over the four classes', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const domains = new Set(rows.map((r) => r.domain));
    expect(domains.size).toBeGreaterThanOrEqual(6);
    for (const label of ['positive', 'negative', 'neutral', 'mixed']) expect(rows.filter((r) => r.label === label)).toHaveLength(rows.length / 4);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
  });
  it('keeps a test split in every domain and class', () => {
    for (const d of new Set(rows.map((r) => r.domain))) {
      for (const label of ['positive', 'negative', 'neutral', 'mixed']) {
        expect(rows.some((r) => r.domain === d && r.label === label && r.split === 'test')).toBe(true);
      }
    }
  });
  it('gives the study scripts every own sentence but the blind split\'s', () => {
    const all = allOwnSentimentRows();
    const readable = readableOwnSentimentRows();
    expect(all.some((r) => r.split === BLIND_SENTIMENT_SPLIT)).toBe(true);
    expect(readable.some((r) => r.split === BLIND_SENTIMENT_SPLIT)).toBe(false);
    expect(readable).toHaveLength(all.filter((r) => r.split !== BLIND_SENTIMENT_SPLIT).length);
    expect(readable.some((r) => r.split === 'fresh18')).toBe(true);
    expect(readable.some((r) => r.split === 'fresh19')).toBe(true);
    expect(readable.some((r) => r.split === 'fresh20')).toBe(true);
  });
});

/** A blind extraction set: each domain has a multi-word theme and a sentence without a theme; gold spans verbatim at their offsets; no sentence of another split. */
function expectBlindSetShape(rows: OwnExtractionRow[], split: string): void {
  for (const d of new Set(rows.map((r) => r.domain))) {
    expect(rows.find((r) => r.domain === d)!.themes.some((t) => t.includes(' '))).toBe(true);
    expect(rows.filter((r) => r.domain === d && r.mentions.length === 0).length).toBeGreaterThanOrEqual(1);
  }
  for (const r of rows) for (const m of r.mentions) {
    expect(r.text.slice(m.start, m.end)).toBe(m.span);
    expect(m.span).toContain(m.term);
    expect(r.themes).toContain(m.theme);
  }
  const others = new Set(allOwnExtractionRows().filter((r) => r.split !== split).map((r) => r.text));
  expect(rows.filter((r) => others.has(r.text))).toEqual([]);
}

describe('own hand-written extractions set', () => {
  const rows = ownExtractionRows();
  it('has at least 150 sentences from at least four domains, each with its theme list', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.domain)).size).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(r.themes.length).toBeGreaterThan(0);
  });
  it('has verbatim gold spans at their offsets, each containing its term, for themes of the list', () => {
    for (const r of rows) {
      for (const m of r.mentions) {
        expect(r.text.slice(m.start, m.end)).toBe(m.span);
        expect(m.span).toContain(m.term);
        expect(r.themes).toContain(m.theme);
      }
    }
    expect(rows.filter((r) => r.mentions.length === 0).length).toBeGreaterThan(10);
  });
  it('scores the gold answers perfectly and an empty answer with no detection', () => {
    const gold = rows.flatMap((r) => ownExtractionCases(r, r.themes.map((t) => r.mentions.filter((m) => m.theme === t).map((m) => m.span))));
    const perfect = scoreExtractions(gold);
    expect(perfect.detectionF1).toBe(1);
    expect(perfect.termsInside).toBe(1);
    expect(perfect.meanSpanWords).toBeGreaterThan(1);
    const empty = scoreExtractions(rows.flatMap((r) => ownExtractionCases(r, r.themes.map(() => []))));
    expect(empty.detectionF1).toBe(0);
    expect(empty.termsInside).toBe(0);
  });
});

describe('own hold-out sets (split "holdout")', () => {
  it('holds sentiment sentences of every class in several domains, none repeated from the other splits', () => {
    const rows = ownSentimentRows(OWN_SENTIMENT_HOLDOUT_FILE);
    expect(rows.every((r) => r.split === 'holdout')).toBe(true);
    for (const label of ['positive', 'negative', 'neutral', 'mixed']) expect(rows.filter((r) => r.label === label).length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.domain)).size).toBeGreaterThanOrEqual(6);
    const others = new Set(allOwnSentimentRows().filter((r) => r.split !== 'holdout').map((r) => r.text));
    expect(rows.filter((r) => others.has(r.text))).toEqual([]);
  });
  it('holds extraction sentences with verbatim gold spans at their offsets in four domains', () => {
    const rows = ownExtractionRows(OWN_EXTRACTIONS_HOLDOUT_FILE);
    expect(rows.every((r) => r.split === 'holdout')).toBe(true);
    expect(new Set(rows.map((r) => r.domain)).size).toBeGreaterThanOrEqual(4);
    for (const r of rows) for (const m of r.mentions) {
      expect(r.text.slice(m.start, m.end)).toBe(m.span);
      expect(m.span).toContain(m.term);
      expect(r.themes).toContain(m.theme);
    }
    const others = new Set(allOwnExtractionRows().filter((r) => r.split !== 'holdout').map((r) => r.text));
    expect(rows.filter((r) => others.has(r.text))).toEqual([]);
  });
  it('holds a fresh extraction set: four domains, verbatim gold spans at their offsets, sentences without a theme, no sentence of another split', () => {
    const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH_FILE);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.every((r) => r.split === 'fresh')).toBe(true);
    expect(new Set(rows.map((r) => r.domain)).size).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.mentions.length === 0).length).toBeGreaterThanOrEqual(5);
    for (const r of rows) for (const m of r.mentions) {
      expect(r.text.slice(m.start, m.end)).toBe(m.span);
      expect(m.span).toContain(m.term);
      expect(r.themes).toContain(m.theme);
    }
    const others = new Set(allOwnExtractionRows().filter((r) => r.split !== 'fresh').map((r) => r.text));
    expect(rows.filter((r) => others.has(r.text))).toEqual([]);
  });
  it('holds an unseen extraction set: 60+ sentences, four+ domains with multi-word themes, verbatim gold spans at their offsets, sentences without a theme, no sentence of another split', () => {
    const rows = ownExtractionRows(OWN_EXTRACTIONS_UNSEEN_FILE);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.every((r) => r.split === 'unseen')).toBe(true);
    expect(OWN_EXTRACTION_SPLITS).toContain('unseen');
    const domains = new Set(rows.map((r) => r.domain));
    expect(domains.size).toBeGreaterThanOrEqual(4);
    expectBlindSetShape(rows, 'unseen');
  });
  it.each([
    ['fresh2', OWN_EXTRACTIONS_FRESH2_FILE],
    ['fresh3', OWN_EXTRACTIONS_FRESH3_FILE],
    ['fresh4', OWN_EXTRACTIONS_FRESH4_FILE],
    ['fresh5', OWN_EXTRACTIONS_FRESH5_FILE],
    ['fresh6', OWN_EXTRACTIONS_FRESH6_FILE],
    ['fresh7', OWN_EXTRACTIONS_FRESH7_FILE],
    ['fresh8', OWN_EXTRACTIONS_FRESH8_FILE],
    ['fresh9', OWN_EXTRACTIONS_FRESH9_FILE],
    ['fresh10', OWN_EXTRACTIONS_FRESH10_FILE],
    ['fresh11', OWN_EXTRACTIONS_FRESH11_FILE],
    ['fresh12', OWN_EXTRACTIONS_FRESH12_FILE],
    ['fresh13', OWN_EXTRACTIONS_FRESH13_FILE],
    ['fresh14', OWN_EXTRACTIONS_FRESH14_FILE],
    ['fresh15', OWN_EXTRACTIONS_FRESH15_FILE],
    ['fresh16', OWN_EXTRACTIONS_FRESH16_FILE],
    ['fresh17', OWN_EXTRACTIONS_FRESH17_FILE],
    ['fresh18', OWN_EXTRACTIONS_FRESH18_FILE],
    ['fresh19', OWN_EXTRACTIONS_FRESH19_FILE],
    ['fresh20', OWN_EXTRACTIONS_FRESH20_FILE],
  ] as const)('holds a %s extraction set: 60+ sentences, four+ new domains with 3+ themes incl. multi-word ones, verbatim gold spans at their offsets, sentences without a theme, no sentence or domain of another split', (split, file) => {
    const rows = ownExtractionRows(file);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.every((r) => r.split === split)).toBe(true);
    expect(OWN_EXTRACTION_SPLITS).toContain(split);
    const domains = new Set(rows.map((r) => r.domain));
    expect(domains.size).toBeGreaterThanOrEqual(4);
    const otherDomains = new Set(allOwnExtractionRows().filter((r) => r.split !== split).map((r) => r.domain));
    for (const d of domains) expect(otherDomains.has(d)).toBe(false);
    for (const r of rows) expect(r.themes.length).toBeGreaterThanOrEqual(3);
    expectBlindSetShape(rows, split);
  });
});
