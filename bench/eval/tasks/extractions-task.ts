/**
 * Extractions. restaurants16: each sentence is sent with the six aspect themes; per (sentence,
 * theme) the detection F1 of "something extracted" against "mentioned", the token-overlap F1 of the
 * extracted text against the gold target spans, and the share of non-verbatim strings.
 * app-reviews: each sentence is sent with the single theme "feature"; the gold spans are the
 * annotated feature mentions. The baseline extracts whole-word matches of the theme's own words.
 */
import { keywordMatches } from '../baselines/keyword-match.js';
import { DATA_FILES, readJsonLines, type AspectRow, type FeatureRow } from '../datasets.js';
import { scoreExtractions, type ExtractionCase, type ExtractionScores } from '../metrics/spans.js';
import { extract } from '../api-calls.js';
import { sampleInOrder, seededRandom } from '../sampling.js';
import type { EvalContext, MetricRow, TaskReport } from '../types.js';

/** The issue's targets on restaurants16. */
const RESTAURANT_TARGETS = { detection: 0.75, token: 0.55 };
/** The theme sent with every app-review sentence. */
export const APP_FEATURE_THEME = 'feature';

interface GoldCase {
  text: string;
  theme: string;
  mentioned: boolean;
  goldSpans: string[];
  implicitOnly: boolean;
}

interface ExtractionSet {
  name: string;
  themes: string[];
  /** Sentences in data order, each with one gold case per theme (same order as `themes`). */
  sentences: { text: string; cases: GoldCase[] }[];
}

function restaurantSet(rows: AspectRow[]): ExtractionSet {
  const themes = [...new Set(rows.map((r) => r.theme))];
  const byText = new Map<string, Map<string, AspectRow>>();
  for (const r of rows) (byText.get(r.text) ?? byText.set(r.text, new Map()).get(r.text)!).set(r.theme, r);
  const sentences = [...byText].map(([text, perTheme]) => ({
    text,
    cases: themes.map((theme) => {
      const row = perTheme.get(theme);
      return { text, theme, mentioned: row?.mentioned ?? false, goldSpans: (row?.gold_spans ?? []).map((s) => s.text), implicitOnly: row?.implicit_only ?? false };
    }),
  }));
  return { name: 'restaurants16', themes, sentences };
}

function appReviewSet(rows: FeatureRow[]): ExtractionSet {
  const seen = new Set<string>();
  const sentences = rows
    .filter((r) => r.text.trim() !== '' && !seen.has(r.text) && seen.add(r.text))
    .map((r) => ({
      text: r.text,
      cases: [{ text: r.text, theme: APP_FEATURE_THEME, mentioned: r.features.length > 0, goldSpans: r.features.map((f) => r.text.slice(f.start, f.end)), implicitOnly: false }],
    }));
  return { name: 'app-reviews', themes: [APP_FEATURE_THEME], sentences };
}

function scoreRows(name: string, n: number, service: ExtractionScores, baseline: ExtractionScores, withTargets: boolean): MetricRow[] {
  const base = (value: number) => [{ name: 'keyword match', value }];
  return [
    { dataset: name, metric: 'detection F1', n, service: service.detectionF1, baselines: base(baseline.detectionF1), ...(withTargets ? { target: { atLeast: RESTAURANT_TARGETS.detection } } : {}) },
    { dataset: name, metric: 'token-overlap F1', n, service: service.tokenF1, baselines: base(baseline.tokenF1), ...(withTargets ? { target: { atLeast: RESTAURANT_TARGETS.token } } : {}) },
    { dataset: name, metric: 'non-verbatim share', n: service.extractedCount, service: service.nonVerbatimShare, baselines: base(baseline.nonVerbatimShare), target: { atMost: 0 } },
  ];
}

const f = (x: number) => x.toFixed(3);

export async function evaluateExtractions(context: EvalContext): Promise<TaskReport> {
  const started = performance.now();
  const rows: MetricRow[] = [];
  const details: string[] = [];
  const sets: ExtractionSet[] = [];
  const restaurants = readJsonLines<AspectRow>(context.dataDir, DATA_FILES.restaurants16);
  if (restaurants) sets.push(restaurantSet(restaurants));
  else details.push(`\`${DATA_FILES.restaurants16}\` not found: skipped.`);
  const apps = readJsonLines<FeatureRow>(context.dataDir, DATA_FILES.appReviews);
  if (apps) sets.push(appReviewSet(apps));
  else details.push(`\`${DATA_FILES.appReviews}\` not found: skipped.`);
  for (const set of sets) {
    const sentences = sampleInOrder(set.sentences, context.limit, seededRandom(context.seed, set.name));
    context.log(`${set.name}: ${sentences.length} sentences × ${set.themes.length} themes`);
    const answers = await extract(context, sentences.map((s) => s.text), set.themes);
    const service: ExtractionCase[] = [];
    const baseline: ExtractionCase[] = [];
    sentences.forEach((s, i) =>
      s.cases.forEach((c, j) => {
        service.push({ ...c, extracted: answers[i][j] });
        baseline.push({ ...c, extracted: keywordMatches(s.text, c.theme) });
      }),
    );
    const mine = scoreExtractions(service);
    const theirs = scoreExtractions(baseline);
    rows.push(...scoreRows(set.name, service.length, mine, theirs, set.name === 'restaurants16'));
    details.push(
      `- ${set.name} (${sentences.length} sentences, themes: ${set.themes.map((t) => `"${t}"`).join(', ')}): detection precision ${f(mine.detectionPrecision)}, ` +
        `recall ${f(mine.detectionRecall)}; token precision ${f(mine.tokenPrecision)}, recall ${f(mine.tokenRecall)}; ${mine.extractedCount} strings extracted ` +
        `(baseline: detection P ${f(theirs.detectionPrecision)} R ${f(theirs.detectionRecall)}).`,
    );
  }
  details.unshift(
    'A case is one (sentence, theme) pair; implicit-only mentions count as mentioned for detection and are left out of the token overlap ' +
      '(they have no span). Token overlap pools the word tokens of the distinct extracted strings against those of the distinct gold spans.',
  );
  return { title: 'Extractions', seconds: (performance.now() - started) / 1000, rows, details };
}
