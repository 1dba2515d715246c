/**
 * Observation, training and threshold choice of the learned extraction scorer, shared by the
 * extraction training and tuning scripts. Sentence embeddings are cached under the system
 * temporary folder.
 */
import { createHash } from 'node:crypto';
import type { TextEncoder } from '../lambdas/core/ports/models.js';
import {
  KNOWN_PAIR_FEATURE_NAMES, KNOWN_PHRASE_FEATURE_NAMES, PAIR_FEATURE_NAMES, pairFeatures, PHRASE_FEATURE_NAMES, phraseFeatures,
} from '../lambdas/models/local/extractions-features.js';
import {
  LearnedExtractionsModel, termKey, themeKey, yes,
  type ExtractionScorer, type ExtractionWeights, type KnownTheme, type PairObservations,
} from '../lambdas/models/local/extractions-learned.js';
import type { SoftmaxParameters } from '../lambdas/models/local/softmax-regression.js';
import { trainSoftmax } from '../lambdas/models/local/softmax-training.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { CachedEncoder, TRAINING_ENCODER_RUNTIME } from './embedding-cache.js';
import { scoreExtractions, SPLIT_SEED, type GoldText } from './extractions-data.js';

export * from './extractions-data.js';

/** An encoder over the named embedding cache, and the extraction model observing through it. */
export function observer(cacheName: string, log: (l: string) => void = () => {}): { cache: CachedEncoder; model: LearnedExtractionsModel } {
  const cache = new CachedEncoder(cacheName, new UseLiteEncoder({ runtime: TRAINING_ENCODER_RUNTIME }), log);
  return { cache, model: new LearnedExtractionsModel(cache, PLACEHOLDER_WEIGHTS) };
}

/**
 * Observations of every gold pair, in the order of `texts` and their pairs, with the given known
 * themes. Texts that share their theme list (restaurants16) are observed in one pass; others one
 * text at a time.
 */
export async function observeAll(
  texts: readonly GoldText[],
  cacheName: string,
  known: Record<string, KnownTheme> = {},
  log: (l: string) => void = () => {},
): Promise<PairObservations[][]> {
  const { cache, model } = observer(cacheName, log);
  const themeLists = new Set(texts.map((t) => t.pairs.map((p) => p.theme).join('\u0000')));
  const out: PairObservations[][] = [];
  if (themeLists.size === 1) {
    const observed = await model.observe(texts.map((t) => t.text), texts[0].pairs.map((p) => p.theme), known);
    out.push(...observed.map((perTheme) => perTheme.map((o) => o!)));
  } else {
    for (const t of texts) out.push((await model.observe([t.text], t.pairs.map((p) => p.theme), known))[0].map((o) => o!));
  }
  cache.flush();
  return out;
}

const PLACEHOLDER: SoftmaxParameters = { classes: ['no', 'yes'], features: [], mean: [], scale: [], weights: [[0], [0]], temperature: 1 };
const PLACEHOLDER_SCORER: ExtractionScorer = { phrase: PLACEHOLDER, pair: PLACEHOLDER, pairThreshold: 1, phraseThreshold: 1, phraseRatio: 0 };
const PLACEHOLDER_WEIGHTS: ExtractionWeights = { generic: PLACEHOLDER_SCORER, known: PLACEHOLDER_SCORER, themes: {} };

/** Training texts are cut into this many folds to learn known themes out of fold. */
export const FOLDS = 5;

function foldOf(text: string): number {
  return parseInt(createHash('sha256').update(`${SPLIT_SEED}:fold:${text}`).digest('hex').slice(0, 8), 16) % FOLDS;
}


/**
 * Known themes learnt from the given texts: per theme, the gold terms marked at least
 * `minTermCount` times, and a logistic probe "mentioned or not" on the unit sentence embedding.
 */
export async function learnKnownThemes(texts: readonly GoldText[], encoder: TextEncoder, o: TrainingOptions): Promise<Record<string, KnownTheme>> {
  const vectors = (await encoder.embed(texts.map((t) => t.text))).map((v) => {
    const n = Math.hypot(...v) || 1;
    return Array.from(v, (x) => x / n);
  });
  const themes = [...new Set(texts.flatMap((t) => t.pairs.map((p) => p.theme)))];
  const out: Record<string, KnownTheme> = {};
  for (const theme of themes) {
    // Counted per stem key ("pasta" and "pastas" are one term), shown in the most common spelling.
    const counts = new Map<string, { n: number; spellings: Map<string, number> }>();
    const labels: number[] = [];
    texts.forEach((t) => {
      const pair = t.pairs.find((p) => p.theme === theme);
      labels.push(pair?.mentioned ? 1 : 0);
      for (const span of pair?.spans ?? []) {
        const entry = counts.get(termKey(span.text)) ?? { n: 0, spellings: new Map<string, number>() };
        const lower = span.text.toLowerCase();
        entry.n++;
        entry.spellings.set(lower, (entry.spellings.get(lower) ?? 0) + 1);
        counts.set(termKey(span.text), entry);
      }
    });
    const terms = [...counts.values()].filter((e) => e.n >= o.minTermCount)
      .map((e) => [...e.spellings].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0][0]).sort();
    const dimension = vectors[0].length;
    const p = trainSoftmax(
      { rows: vectors, labels, weights: labels.map(() => 1) },
      { classes: ['no', 'yes'], features: Array.from({ length: dimension }, (_, k) => `embedding_${k}`), l2: o.probeL2, iterations: o.iterations, learningRate: o.learningRate },
    );
    // Fold the standardisation into one linear function of the raw unit vector.
    const weights = p.mean.map((_, k) => (p.weights[1][k] - p.weights[0][k]) / p.scale[k]);
    const bias = p.weights[1][dimension] - p.weights[0][dimension] - weights.reduce((a, w, k) => a + w * p.mean[k], 0);
    out[themeKey(theme)] = { terms, probe: { weights, bias } };
  }
  return out;
}

/**
 * Observations with known themes, as the known scorer must be trained and measured: each
 * training text sees themes learnt from the other folds (never from itself), each validation
 * text those learnt from all training texts, which are also returned (the shipped ones).
 */
export async function observeKnown(texts: readonly GoldText[], cacheName: string, o: TrainingOptions, log: (l: string) => void = () => {}):
  Promise<{ observed: PairObservations[][]; themes: Record<string, KnownTheme> }> {
  const { cache } = observer(cacheName, log);
  const training = texts.filter((t) => !t.validation);
  const themes = await learnKnownThemes(training, cache, o);
  const observed: PairObservations[][] = new Array(texts.length);
  const place = async (selected: number[], known: Record<string, KnownTheme>) => {
    const rows = await observeAll(selected.map((i) => texts[i]), cacheName, known, log);
    selected.forEach((i, k) => { observed[i] = rows[k]; });
  };
  await place(texts.flatMap((t, i) => (t.validation ? [i] : [])), themes);
  for (let f = 0; f < FOLDS; f++) {
    const inFold = texts.flatMap((t, i) => (!t.validation && foldOf(t.text) === f ? [i] : []));
    const elsewhere = training.filter((t) => foldOf(t.text) !== f);
    await place(inFold, await learnKnownThemes(elsewhere, cache, o));
    log(`fold ${f + 1}/${FOLDS} observed`);
  }
  return { observed, themes };
}

/** Word tokens (start offsets) of a text that fall inside the spans. */
export function tokenStarts(text: string, spans: ReadonlyArray<{ start: number; end: number }>): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (spans.some((s) => m.index >= s.start && m.index + m[0].length <= s.end)) out.add(m.index);
  }
  return out;
}

export interface TrainingOptions {
  l2: number;
  iterations: number;
  learningRate: number;
  /** A gold span term is learnt for its theme when annotators marked it at least this often. */
  minTermCount: number;
  /** L2 penalty of the sentence probes (they see 512 dimensions and few mentions). */
  probeL2: number;
}

export const SHIPPED_OPTIONS: TrainingOptions = { l2: 1e-3, iterations: 400, learningRate: 0.05, minTermCount: 2, probeL2: 1e-2 };

/**
 * Trains the phrase model, then the pair model on the phrase model's outputs (thresholds at 0.5).
 * `known` selects the feature lists of the known-theme scorer.
 */
export function trainScorer(texts: readonly GoldText[], observed: readonly PairObservations[][], o: TrainingOptions, known: boolean): ExtractionScorer {
  const phraseRows: number[][] = [];
  const phraseLabels: number[] = [];
  texts.forEach((t, i) => {
    if (t.validation) return;
    t.pairs.forEach((p, j) => {
      const gold = tokenStarts(t.text, p.spans);
      for (const c of observed[i][j].candidates) {
        phraseRows.push(phraseFeatures(c.observation));
        phraseLabels.push([...tokenStarts(t.text, [c.span])].some((s) => gold.has(s)) ? 1 : 0);
      }
    });
  });
  const options = (features: readonly string[]) => ({ classes: ['no', 'yes'], features: [...features], ...o });
  const phrase = trainSoftmax({ rows: phraseRows, labels: phraseLabels, weights: phraseLabels.map(() => 1) }, options(known ? KNOWN_PHRASE_FEATURE_NAMES : PHRASE_FEATURE_NAMES));
  const pairRows: number[][] = [];
  const pairLabels: number[] = [];
  texts.forEach((t, i) => {
    if (t.validation) return;
    t.pairs.forEach((p, j) => {
      const ob = observed[i][j];
      const phrases = ob.candidates.map((c) => yes(phrase, phraseFeatures(c.observation)));
      pairRows.push(pairFeatures({ ...ob.pair, bestPhrase: phrases.reduce((m, x) => Math.max(m, x), 0) }));
      pairLabels.push(p.mentioned ? 1 : 0);
    });
  });
  const pair = trainSoftmax({ rows: pairRows, labels: pairLabels, weights: pairLabels.map(() => 1) }, options(known ? KNOWN_PAIR_FEATURE_NAMES : PAIR_FEATURE_NAMES));
  return { phrase, pair, pairThreshold: 0.5, phraseThreshold: 0.5, phraseRatio: 0 };
}

/** Threshold grid searched on the training texts. */
const THRESHOLDS = Array.from({ length: 18 }, (_, k) => 0.05 + 0.05 * k);
const PHRASE_RATIOS = [0, 0.25, 0.5, 0.75];
/**
 * Weight of token-overlap F1 next to detection F1 when thresholds are chosen. Whether a theme is
 * talked about matters more than the exact extent of the span, and token overlap profits from a
 * high pair threshold (no strings for absent themes), so an equal weight trades detection recall
 * for token precision. Measured on validation (known themes): weight 1 → detection 0.746, token
 * 0.583 (before phraseRatio); 0.5 → 0.747 / 0.602; 0.25 → 0.753 / 0.592.
 */
const TOKEN_WEIGHT = 0.25;

/**
 * Thresholds that maximise detection F1 plus TOKEN_WEIGHT × token-overlap F1 on the training
 * texts (never the validation ones).
 */
export function chooseThresholds(texts: readonly GoldText[], observed: readonly PairObservations[][], w: ExtractionScorer): ExtractionScorer {
  let best = w;
  let bestScore = -Infinity;
  for (const pairThreshold of THRESHOLDS) for (const phraseThreshold of THRESHOLDS) for (const phraseRatio of PHRASE_RATIOS) {
    const candidate = { ...w, pairThreshold, phraseThreshold, phraseRatio };
    const s = scoreExtractions(texts, observed, candidate, (t) => !t.validation);
    const score = s.detectionF1 + TOKEN_WEIGHT * s.tokenF1;
    if (score > bestScore + 1e-12) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/** Significant digits kept in the weight file. */
const WEIGHT_DIGITS = 6;
const round = (v: number) => Number(v.toPrecision(WEIGHT_DIGITS));
const roundModel = (p: SoftmaxParameters): SoftmaxParameters => ({ ...p, mean: p.mean.map(round), scale: p.scale.map(round), weights: p.weights.map((r) => r.map(round)), temperature: round(p.temperature) });

const roundScorer = (w: ExtractionScorer): ExtractionScorer =>
  ({ phrase: roundModel(w.phrase), pair: roundModel(w.pair), pairThreshold: round(w.pairThreshold), phraseThreshold: round(w.phraseThreshold), phraseRatio: w.phraseRatio });

/** The weights as written to the weight file (rounded), so that measurements use the same. */
export function roundWeights(w: ExtractionWeights): ExtractionWeights {
  const themes = Object.fromEntries(Object.entries(w.themes).map(([k, t]) => [k, { terms: t.terms, probe: { weights: t.probe.weights.map(round), bias: round(t.probe.bias) } }]));
  return { generic: roundScorer(w.generic), known: roundScorer(w.known), themes };
}
