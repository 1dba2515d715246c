import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compare, randomStrings, REWRITES, textsOf } from '../../../bench/sentiment-regex-equivalence.js';

/**
 * Patterns of pinned sentiment versions rewritten for speed (sentiment-regex-rewrites.json: each
 * original and its rewrite) match exactly the same strings: the same index, text and groups of every
 * match, on every committed sentiment text (pinned texts, check, holdout, own and fresh sets; each
 * also with its spaces collapsed, as the decisions read it) and on 5 000 seeded random strings per
 * pattern built from its own words, common words, numbers, runs of spaces and punctuation.
 * bench/sentiment-regex-equivalence.ts runs the same with the development data and 100 000 random
 * strings per pattern.
 */
const fixtures = fileURLToPath(new URL('../../fixtures', import.meta.url));
const committed = [...textsOf(fixtures, (n) => n.startsWith('sentiment-pinned-texts')), ...textsOf(`${fixtures}/quality`, (n) => /^sentiment-(?:check|fresh[2-8]?|holdout|own)\.jsonl$/u.test(n))].flatMap((t) => [t, t.replace(/\s+/gu, ' ').trim()]);

describe('sentiment patterns rewritten for speed', () => {
  it('are 23 pairs over committed texts', () => {
    expect(REWRITES).toHaveLength(23);
    expect(committed.length).toBeGreaterThan(3000);
  });
  REWRITES.forEach((r, k) => {
    it(`#${k} /${r.new.slice(0, 40)}…/ matches as its original did`, () => {
      expect(compare(r, committed).differs).toBeUndefined();
      expect(compare(r, randomStrings(r.new, 5000, 1000 + k)).differs).toBeUndefined();
    });
  });
});
