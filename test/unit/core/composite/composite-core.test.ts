import { describe, expect, it } from 'vitest';
import { clusterVectors } from '../../../../lambdas/core/composite/cluster-texts.js';
import { inferColumn } from '../../../../lambdas/core/composite/column-profile.js';
import { buildCodebook, variableName } from '../../../../lambdas/core/composite/data-dictionary.js';
import { pickSentences } from '../../../../lambdas/core/composite/extractive-summary.js';
import { clip, layOut, summaryFormat } from '../../../../lambdas/core/composite/summary-format.js';
import { DATA_DICTIONARY_V1, resolveRequestVersion } from '../../../../lambdas/core/request-operations.js';
import { LOCAL_CATALOG } from '../../../../lambdas/models/local/catalog.js';
import { DomainError } from '../../../../lambdas/core/errors.js';

const unit = (...v: number[]) => {
  const n = Math.hypot(...v);
  return Float64Array.from(v, (x) => x / n);
};

describe('clustering', () => {
  const inputs = ['a1', 'a2', 'b1', 'b2', 'a1'];
  const vectors = [unit(1, 0.1), unit(1, 0.2), unit(0.1, 1), unit(0.2, 1), unit(1, 0.1)];
  it.each(['kmeans', 'skmeans', 'agglomerative', 'hdbscan'] as const)('%s separates two directions; identical texts share a cluster; ids by first input', (algorithm) => {
    expect(clusterVectors(inputs, vectors, 2, algorithm)).toEqual({
      algorithm,
      clusters: [
        { clusterId: 0, items: ['a1', 'a2', 'a1'] },
        { clusterId: 1, items: ['b1', 'b2'] },
      ],
    });
  });
  it('k above the distinct inputs gives one cluster per distinct input; k 1 one cluster', () => {
    expect(clusterVectors(['x', 'x', 'y'], [unit(1, 0), unit(1, 0), unit(0, 1)], 3).clusters).toHaveLength(2);
    expect(clusterVectors(inputs, vectors, 1).clusters).toEqual([{ clusterId: 0, items: inputs }]);
  });
});

describe('summaries', () => {
  it('formats: preset wins over length; medium by default', () => {
    expect(summaryFormat(undefined, undefined)).toEqual({ kind: 'paragraph', count: 4 });
    expect(summaryFormat('short', 'ten-point')).toEqual({ kind: 'bullets', count: 10 });
    expect(summaryFormat('bullet-points', undefined)).toEqual({ kind: 'bullets', count: 5 });
    expect(summaryFormat(undefined, 'three-tweets')).toEqual({ kind: 'tweets', count: 3 });
  });
  it('lays out bullets, paragraphs and tweets of at most 280 characters', () => {
    expect(layOut(['One', 'Two!', 'Three'], { kind: 'bullets', count: 2 })).toBe('- One.\n- Two!');
    expect(layOut(['One', 'Two'], { kind: 'paragraph', count: 4 })).toBe('One. Two.');
    const long = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} says something of about fifty chars`);
    const tweets = layOut(long, { kind: 'tweets', count: 3 }).split('\n\n');
    expect(tweets).toHaveLength(3);
    for (const t of tweets) expect(t.length).toBeLessThanOrEqual(280);
    expect(clip('word '.repeat(100), 20).length).toBeLessThanOrEqual(20);
  });
  it('picks relevant, typical sentences and skips a near-repeat of one already picked', () => {
    const sentences = [unit(1, 0, 0), unit(1, 0.01, 0), unit(0.9, 0.4, 0.1), unit(0, 0, 1)];
    const order = pickSentences(sentences, unit(1, 0.2, 0), 3);
    // 0 and 1 say the same and are the most relevant and typical: one of them first, then not the other.
    expect([0, 1]).toContain(order[0]);
    expect(order[1]).toBe(2);
  });
});

describe('data dictionary', () => {
  it('infers numeric, boolean, date, ordinal, categorical and free-text columns', () => {
    expect(inferColumn('Age', ['25', '30', '', 'n/a', '41', '19'])).toMatchObject({ type: 'numeric', scaleLevel: 'ratio', min: 19, max: 41, missing: 1, conforming: 4 });
    expect(inferColumn('Temp', ['-2.5', '3', '4.25'])).toMatchObject({ type: 'numeric', scaleLevel: 'interval', format: 'decimal' });
    expect(inferColumn('Member', ['yes', 'no', 'Yes'])).toMatchObject({ type: 'boolean' });
    expect(inferColumn('Joined', ['2024-01-05', '2023-12-31', '2024-03-01'])).toMatchObject({ type: 'date', min: '2023-12-31', max: '2024-03-01' });
    expect(inferColumn('Agree', ['Agree', 'Strongly agree', 'Disagree', 'Agree']).categories!.map((c) => c.value)).toEqual(['Disagree', 'Agree', 'Strongly agree']);
    expect(inferColumn('Dept', ['Sales', 'IT', 'Sales', 'IT', 'HR', 'Sales'])).toMatchObject({ type: 'string', scaleLevel: 'nominal', categories: [{ value: 'Sales', count: 3 }, { value: 'IT', count: 2 }, { value: 'HR', count: 1 }] });
    const comment = 'The service at the front desk was slow and nobody told us why we waited.';
    expect(inferColumn('Comment', [comment, `${comment} Again.`, `Another ${comment}`])).toMatchObject({ type: 'text' });
    expect(inferColumn('Empty', ['', ' '])).toMatchObject({ missing: 2, conforming: 0 });
  });
  it('variable names are UPPER_SNAKE_CASE, start with a letter, at most 40 characters, unique', () => {
    const taken = new Set<string>();
    expect(['Name', 'name', '2nd choice', 'Überprüfung (%)', '', 'x'.repeat(60)].map((h, i) => variableName(h, i + 1, taken))).toEqual([
      'NAME',
      'NAME_2',
      'V3_2ND_CHOICE',
      'UBERPRUFUNG',
      'V5',
      'X'.repeat(40),
    ]);
  });
  it('a codebook: duplicate rows counted, blank cells as missing values, options kept', () => {
    const book = buildCodebook({ data: [['Dept', 'Score'], ['IT', '3'], ['IT', '3'], ['', '5']], options: { title: 'T', language: 'fr' } }, '2026-11-27T00:00:00.000Z') as { codebook: Record<string, any> };
    expect(book.codebook.title).toBe('T');
    expect(book.codebook.language).toBe('fr');
    expect(book.codebook.qualityMetrics).toEqual({ completeness: 0.8333, consistency: 1, duplicateRows: 1, totalRows: 3, totalColumns: 2 });
    expect(book.codebook.missingValues).toEqual([{ missingValuesId: 'mv.blank', code: '', label: 'Blank cell (no answer)' }]);
    expect(book.codebook.variables[0]).toMatchObject({ missingValuesRef: 'mv.blank' });
    expect(book.codebook.variables[1].missingValuesRef).toBeUndefined();
  });
  it('gives every categorical column its own value domain when headers differ only in digits (Q1 … Q40)', () => {
    const header = Array.from({ length: 40 }, (_, i) => `Q${i + 1}`);
    const rows = [['Yes', 'No'], ['No', 'Yes'], ['Yes', 'Yes']].map((pair) => header.map((_, i) => pair[i % 2]));
    const book = buildCodebook({ data: [header, ...rows] }, '2026-11-27T00:00:00.000Z') as { codebook: Record<string, any> };
    const refs = book.codebook.variables.map((v: { valueDomainRef?: string }) => v.valueDomainRef);
    expect(refs.every((r: string | undefined) => typeof r === 'string' && /^vd\.[a-z_]+$/.test(r))).toBe(true);
    expect(new Set(refs).size).toBe(40);
    expect(refs.slice(0, 3)).toEqual(['vd.q', 'vd.q_c', 'vd.q_d']);
  });
});

describe('versions of the composite operations', () => {
  it('clustering resolves embeddings versions and aliases, summaries themes versions, the data dictionary its own', () => {
    expect(resolveRequestVersion(LOCAL_CATALOG, 'clustering', undefined)).toBe(LOCAL_CATALOG.embeddings.default);
    expect(resolveRequestVersion(LOCAL_CATALOG, 'clustering', 'original')).toBe(LOCAL_CATALOG.embeddings.aliases!.find((a) => a.id === 'original')!.target);
    expect(resolveRequestVersion(LOCAL_CATALOG, 'summaries', '2025-09-01')).toBe(LOCAL_CATALOG.themes.aliases!.find((a) => a.id === '2025-09-01')!.target);
    expect(resolveRequestVersion(LOCAL_CATALOG, 'data-dictionary', undefined)).toBe(DATA_DICTIONARY_V1);
    expect(() => resolveRequestVersion(LOCAL_CATALOG, 'data-dictionary', 'original')).toThrow(DomainError);
  });
});
