import { describe, expect, it } from 'vitest';
import { allOwnExtractionRows, OWN_EXTRACTION_SPLITS, ownExtractionRows, type OwnExtractionRow } from '../../../bench/eval/own-sets.js';

/** Every gold span of an own extraction set verbatim at its offsets (span === text.slice(start, end)), trimmed, holding its term, one per mentioned theme of the row's list. */
export function expectVerbatimGoldSpans(rows: readonly OwnExtractionRow[]): void {
  for (const r of rows) {
    for (const m of r.mentions) {
      expect(r.text.slice(m.start, m.end)).toBe(m.span);
      expect(m.end).toBeGreaterThan(m.start);
      expect(m.span).toContain(m.term);
      expect(m.span).toBe(m.span.trim());
      expect(r.themes).toContain(m.theme);
    }
    expect(new Set(r.mentions.map((m) => m.theme)).size).toBe(r.mentions.length);
  }
}

/** No sentence repeated within the set or from another split, and the set reported as its own split. */
export function expectOwnExtractionSplit(rows: readonly OwnExtractionRow[], split: OwnExtractionRow['split']): void {
  const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
  expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
  expect(rows.every((r) => r.split === split)).toBe(true);
  const others = new Set(allOwnExtractionRows().filter((r) => r.split !== split).map((r) => norm(r.text)));
  expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
  expect(OWN_EXTRACTION_SPLITS).toContain(split);
  expect(allOwnExtractionRows().filter((r) => r.split === split)).toHaveLength(rows.length);
}

/**
 * 65 sentences, 13 in each of five domains (exactly `shape.domains` when given), each domain one list of 4 to 6
 * themes every one of which is mentioned, and between `shape.withoutTheme` sentences without a theme. Newer sets
 * also have in each domain a theme of several words and a sentence without a theme (`everyDomain`), and a
 * sentence with two themes (`twoThemesInEveryDomain`: true for one at least, a number for that many at least).
 */
export function expectFiveDomains(
  rows: readonly OwnExtractionRow[],
  shape: { domains?: readonly string[]; withoutTheme: [number, number]; everyDomain?: boolean; twoThemesInEveryDomain?: boolean | number },
): void {
  expect(rows).toHaveLength(65);
  const domains = new Set(rows.map((r) => r.domain));
  if (shape.domains) expect(domains).toEqual(new Set(shape.domains));
  else expect(domains.size).toBe(5);
  for (const d of domains) {
    const own = rows.filter((r) => r.domain === d);
    expect(own).toHaveLength(13);
    expect(new Set(own.map((r) => JSON.stringify(r.themes))).size).toBe(1);
    expect(own[0].themes.length).toBeGreaterThanOrEqual(4);
    expect(own[0].themes.length).toBeLessThanOrEqual(6);
    if (shape.everyDomain) expect(own[0].themes.some((t) => t.includes(' '))).toBe(true);
    // Every theme of the list is mentioned at least once.
    for (const t of own[0].themes) expect(own.some((r) => r.mentions.some((m) => m.theme === t))).toBe(true);
    if (shape.everyDomain) expect(own.some((r) => r.mentions.length === 0)).toBe(true);
  }
  const none = rows.filter((r) => r.mentions.length === 0).length;
  expect(none).toBeGreaterThanOrEqual(shape.withoutTheme[0]);
  expect(none).toBeLessThanOrEqual(shape.withoutTheme[1]);
  if (shape.twoThemesInEveryDomain) {
    const least = shape.twoThemesInEveryDomain === true ? 1 : shape.twoThemesInEveryDomain;
    for (const d of domains) expect(rows.filter((r) => r.domain === d && r.mentions.length === 2).length).toBeGreaterThanOrEqual(least);
  }
}

/** Money written in several forms across the set's sentences. */
export function expectMoneyForms(rows: readonly OwnExtractionRow[]): void {
  const text = rows.map((r) => r.text).join('\n');
  for (const form of [/£\d/u, /€\d/u, /\$\d/u, /\bUSD \d/u, /\d+ euros\b/u, /\bquid\b/u]) expect(text).toMatch(form);
}

/** People named by their own names in the gold terms (six at least), and three appositives at least ("…, a roofer called Dale, …") whose gold term holds the name. */
export function expectNamedPeopleInAppositives(rows: readonly OwnExtractionRow[]): void {
  const terms = rows.flatMap((r) => r.mentions.map((m) => m.term));
  expect(terms.filter((t) => /\b(?:Mr|Mrs) [A-Z][a-z]+|^[A-Z][a-z]+$|\b(?:called|named) [A-Z]/u.test(t)).length).toBeGreaterThanOrEqual(6);
  const appositives = rows.filter((r) => /, an? [^,]* (?:called|named) [A-Z][^,]*,/u.test(r.text));
  expect(appositives.length).toBeGreaterThanOrEqual(3);
  for (const r of appositives) expect(r.mentions.some((m) => /(?:called|named) [A-Z]/u.test(m.term))).toBe(true);
}

/** Money paid by a third party ("My sister paid…", "The insurer paid…") in every domain of the set. */
export function expectThirdPartyPaymentInEveryDomain(rows: readonly OwnExtractionRow[]): void {
  for (const d of new Set(rows.map((r) => r.domain))) expect(rows.some((r) => r.domain === d && /\b(?:My|my|The|the) [\w' ]+ paid\b/u.test(r.text))).toBe(true);
}

/**
 * The shape tests of a blind extraction set of five new domains (fresh15 on): 65 sentences, 13 per domain, ten without a theme (two
 * per domain), two with two themes in every domain, verbatim gold spans, people named in appositives, money paid by a third party
 * and the price told by related words and amounts, and (`times`) durations and times in gold terms; no sentence of another split.
 */
export function describeFiveDomainBlindSet(split: OwnExtractionRow['split'], file: string, version: string, domains: readonly string[], options: { times: boolean }): void {
  describe(`own extraction check set of ${version} (split "${split}")`, () => {
    const rows = ownExtractionRows(file);
    it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and ten sentences without a theme, two per domain, and two sentences at least with two themes in every domain', () => {
      expectFiveDomains(rows, { domains: [...domains], withoutTheme: [10, 10], everyDomain: true, twoThemesInEveryDomain: 2 });
      for (const d of new Set(rows.map((r) => r.domain))) expect(rows.filter((r) => r.domain === d && r.mentions.length === 0)).toHaveLength(2);
    });
    it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
      expectVerbatimGoldSpans(rows);
    });
    it('names people by their own names in gold terms, some in appositives', () => {
      expectNamedPeopleInAppositives(rows);
    });
    it('has money paid by a third party in every domain, and the price told by related words and amounts', () => {
      expectThirdPartyPaymentInEveryDomain(rows);
      const price = rows.flatMap((r) => r.mentions.filter((m) => m.theme === 'price'));
      expect(price.some((m) => /\b(?:quid|grand|pounds)\b/u.test(m.term))).toBe(true);
      expect(price.some((m) => /\bcost (?:me|us)\b/u.test(m.term))).toBe(true);
      expect(price.some((m) => /^£\d/u.test(m.term))).toBe(true);
    });
    if (options.times) {
      it('has durations and times in gold terms ("took three weeks", "open till nine")', () => {
        const terms = rows.flatMap((r) => r.mentions.map((m) => m.term));
        expect(terms).toContain('took three weeks');
        expect(terms.some((t) => /\bopen till nine\b/u.test(t))).toBe(true);
      });
    }
    it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
      expectOwnExtractionSplit(rows, split);
    });
  });
}

