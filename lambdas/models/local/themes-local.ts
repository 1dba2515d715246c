/**
 * The embedded themes model: clusters open-ended comments into themes and names them.
 *
 * Pipeline: identical texts (ignoring case and spacing) are merged and weighted by their count;
 * each distinct text is seen two ways, as a sentence embedding and as TF-IDF over its lemmas, and
 * the two (centred, unit-length) Gram matrices are blended; an optional context re-weights the
 * texts by relevance; Ward + k-means cluster them with k chosen by the gap statistic; c-TF-IDF
 * key phrases name the clusters. The versions differ in their settings (ThemesSettings, themes-settings.ts).
 */
import { distinctTexts, type DistinctTexts } from '../../core/themes/distinct-texts.js';
import { phaseListeners } from '../../core/progress-phases.js';
import { embedReporting } from './embed-reporting.js';
import type { TextEncoder, ThemeDraft, ThemeOptions, ThemesModel, ThemesOutcome } from '../../core/ports/models.js';
import { clusterPoints, distancesToOwnCentroid, type PointClustering } from '../../core/clustering/cluster-themes.js';
import { DEFAULT_SEED } from '../../core/clustering/prng.js';
import { fixedCountByTwoViews } from './themes-fixed-count.js';
import { contextFocus } from '../../core/clustering/context-focus.js';
import { blendGrams, centreGram, cosineNormaliseGram, focusGram } from '../../core/clustering/kernels.js';
import { pairUp } from '../../core/clustering/pairing.js';
import { clusterPreferences, inputPreferences } from '../../core/clustering/preferences.js';
import { tfidfGram } from '../../core/clustering/tfidf.js';
import { representativeOrder } from '../../core/clustering/representatives.js';
import { centreAndNormalise, dot, gramMatrix, gramMatrixOfRows, normalise } from '../../core/clustering/vectors.js';
import { bestSilhouettePartition, mergeSmallClusters } from '../../core/clustering/silhouette-count.js';
import { excludedWords, nameThemes } from './theme-names.js';
import { leadingEigenvectors } from './leading-eigenvectors.js';
import { krylovLeadingEigenvectors } from './krylov-eigenvectors.js';
import { normalisedNeighbourAdjacency } from '../../core/clustering/neighbour-graph.js';
import { refineByEvidence } from '../../core/clustering/evidence-refinement.js';
import { lowestCount, twoViewPartition } from '../../core/clustering/two-view-count.js';
import { splitCatchAll } from '../../core/clustering/catch-all-split.js';
import { weightedPoints, type WeightedPoints } from '../../core/clustering/weighted-points.js';
import { analyseAndTagTexts, analyseText, analyseTexts, type TaggedWord, type TextAnalysis } from './keyphrases-local.js';
import { nameIdeas } from './theme-idea-names.js';
import { allBlank, labelThemes } from './theme-labels.js';
import { isNonAnswer, nearestFirst, nonAnswersApart, nonAnswersLast } from './theme-non-answers.js';
import { isCarryOnOrNonAnswer } from './theme-carry-on.js';
import { nameTypical } from './theme-typical-names.js';
import { laterStepFlags } from './theme-label-steps.js';
import { retagSentenceStarts } from './theme-sentence-starts.js';
import { WordVectors } from './word-vectors.js';
import { withPraise } from './theme-praise.js';
import { smoothByNeighbours, type NeighbourSmoothing } from '../../core/clustering/neighbour-smoothing.js';
import { THEMES_V1_SETTINGS, type ThemesSettings } from './themes-settings.js';
import { mergeAlikeThemes } from '../../core/clustering/theme-merge.js';
import { withoutCovariates } from '../../core/clustering/covariate-removal.js';
export * from './themes-settings-all.js';

let wordVectors: WordVectors | undefined;
/** The committed GloVe vectors, read once. */
const sharedWordVectors = () => (wordVectors ??= WordVectors.load());

/** Version 2026-11-29: rounds of the evidence refinement (a theme keeps at least the version's smallest theme size). */
const EVIDENCE_REFINEMENT = { rounds: 10, silhouetteGate: true };

/** Version 2026-11-26: a gap knee at this many themes or fewer is checked against the two-view partitions. */
const CATCH_ALL_KNEE = 2;

/** Version 2026-11-26: neighbours per answer in the graph of the spectral view. */
export const SPECTRAL_NEIGHBOURS = 7;

/** Version 2026-11-25: a theme holds at least this many answers unless minThemes asks for more themes. */
export const MIN_THEME_SIZE = 3;

/**
 * Shares of a themes run by phase, for a job's progress: embedding, the blended similarity,
 * clustering, naming. Embedding took 4.0 s of 9.1 s for 500 generated answers here (shared machine).
 */
const THEMES_PHASE_WEIGHTS = [4, 1, 3, 1];

/** How many typical members each theme lists. */
export const TYPICAL_LIMIT = 5;

/** A theme needs this many distinct comments to be more than one person's remark. */
const MIN_DISTINCT_PER_THEME = 2;

/** Blended similarity of the distinct texts, optionally focused on a context (exported for bench/eval/diagnose-theme-count.ts). */
export function similarity(
  vectors: readonly Float32Array[],
  contextVector: Float32Array | undefined,
  analyses: readonly TextAnalysis[],
  weights: number[],
  embeddingShare: number,
  removeContext?: ReadonlySet<string>,
  /** 2026-12-18: covariates of how the answers are said (their lengths), a share of whose directions the embeddings lose. */
  manner?: { covariates: readonly (readonly number[])[]; share: number; gate?: { neighbours: number; explained: number } },
): WeightedPoints {
  const n = vectors.length;
  const plain = manner ? withoutCovariates(vectors, weights, manner.covariates, manner.share, manner.gate) : vectors;
  const seen = removeContext && contextVector ? withoutDirection(plain, contextVector) : plain;
  const semantic = gramMatrixOfRows(centreAndNormalise(seen, weights));
  // The context does not boost its own words here: a context word used by only some of the
  // relevant comments would split them on that word alone.
  const terms = analyses.map((a) => (removeContext ? a.terms.filter((t) => !removeContext.has(t)) : a.terms));
  const lexical = cosineNormaliseGram(centreGram(tfidfGram(terms), n, weights), n);
  let gram = blendGrams(semantic, lexical, embeddingShare);
  if (contextVector && !removeContext) {
    const focus = contextFocus(vectors, contextVector, weights);
    gram = focusGram(gram, n, focus.scale, focus.axis);
  }
  return weightedPoints(gram, weights);
}

/** 2026-12-18: the length of each answer, the log of its word count (the covariate `lengthShare` takes out). */
function answerLengths(texts: readonly string[]): number[] {
  return texts.map((t) => Math.log(1 + t.split(/\s+/u).filter(Boolean).length));
}

/** Unit vectors with their component along the context's direction removed. */
function withoutDirection(vectors: readonly ArrayLike<number>[], direction: Float32Array): Float64Array[] {
  const axis = normalise(direction);
  return vectors.map((v) => {
    const unit = normalise(v);
    const along = dot(unit, axis);
    return unit.map((x, d) => x - along * axis[d]);
  });
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * 2026-12-06: the lowest count the two views search. ⌊√n⌋ − 1 lets a small set of several ideas
 * fall into a few catch-all themes (17 answers on five ideas: three themes), so the count starts
 * at one theme per `perTheme` answers, up to `atLeast` themes, when that is higher.
 */
export function raisedLowestCount(n: number, minK: number, maxK: number, lowest: NonNullable<ThemesSettings['lowest']>): number {
  const base = lowestCount(n, minK, maxK);
  const raised = Math.max(base, Math.min(lowest.atLeast, Math.floor(n / lowest.perTheme)));
  return Math.max(minK, Math.min(raised, maxK));
}

/** Clusters, or pairs up texts when they are too few for minThemes themes; 2026-12-06 then splits catch-all themes. */
function partition(blended: WeightedPoints, options: ThemeOptions, settings: ThemesSettings, terms: readonly (readonly string[])[], twoViewPoints?: (p: WeightedPoints) => WeightedPoints): Partition {
  const found = partitionOnce(blended, options, settings, terms, twoViewPoints);
  const points = found.points;
  if (!settings.catchAll || found.warning) return found;
  const { labels, k } = splitCatchAll(points, found.clustering.labels, found.clustering.k, mostThemes(points.n, options), minThemeSize(settings), settings.catchAll);
  if (k === found.clustering.k) return found;
  return { clustering: { labels, k, distances: distancesToOwnCentroid(points, labels, k), reason: found.clustering.reason }, points };
}

/** A partition, and the points it was found on (2026-12-09: with the praise feature on the two-view path; 2026-12-18: with the length's direction partly removed there). */
interface Partition {
  clustering: PointClustering;
  warning?: string;
  points: WeightedPoints;
}

/** The most themes `n` distinct comments may form: `maxThemes`, each of at least MIN_DISTINCT_PER_THEME comments. */
function mostThemes(n: number, options: Pick<ThemeOptions, 'maxThemes'>): number {
  return Math.min(options.maxThemes, Math.floor(n / MIN_DISTINCT_PER_THEME));
}

/** The smallest theme the two-view partition and the catch-all split keep (`minThemeSize`, MIN_THEME_SIZE unless set). */
function minThemeSize(settings: ThemesSettings): number {
  return settings.minThemeSize ?? MIN_THEME_SIZE;
}

function partitionOnce(points: WeightedPoints, options: ThemeOptions, settings: ThemesSettings, terms: readonly (readonly string[])[], twoViewPoints?: (p: WeightedPoints) => WeightedPoints): Partition {
  const distinct = points.n;
  if (distinct < MIN_DISTINCT_PER_THEME * options.minThemes) {
    const labels = pairUp(points, options.maxThemes);
    const k = labels.length > 0 ? Math.max(...labels) + 1 : 1;
    const given = `Only ${plural(distinct, 'distinct non-blank comment')} ${distinct === 1 ? 'was' : 'were'} given`;
    const warning =
      k < options.minThemes
        ? `${given}, too few for ${plural(options.minThemes, 'theme')} of at least ${MIN_DISTINCT_PER_THEME} ` +
          `distinct comments each, so ${plural(k, 'theme')} ${k === 1 ? 'was' : 'were'} formed.`
        : `${given}, so there was nothing to group: it forms the only theme.`;
    return { clustering: { labels, k, distances: distancesToOwnCentroid(points, labels, k), reason: 'fixed' }, warning, points };
  }
  const maxK = mostThemes(distinct, options);
  if (settings.count === 'silhouette' || settings.count === 'two-view') {
    // Where the gap statistic sees cluster structure its knee stands (intent-like data); where it
    // sees none (a few dozen survey answers) the silhouette peak replaces its rule of thumb.
    const { gap, low, kneeTooLow } = countRule(points, options, settings);
    // 2026-12-26: a count the caller fixes is partitioned as an open count would be where the open path, asked by default, takes the two views.
    if (gap.reason === 'fixed' && fixedCountTakesTwoViews(points, options, settings)) return twoView(twoViewPoints ? twoViewPoints(points) : points, options, settings, terms, maxK, gap, false, gap.k);
    if (gap.reason !== 'no-structure' && !kneeTooLow) return { clustering: gap, points };
    if (settings.count === 'two-view') {
      // 2026-12-09: where the gap statistic's knee does not stand (survey answers rather than intents), praise is kept apart;
      // 2026-12-18: there the answers' length counts less.
      return twoView(twoViewPoints ? twoViewPoints(points) : points, options, settings, terms, maxK, gap, kneeTooLow, low);
    }
    const best = bestSilhouettePartition(points, options.minThemes, maxK);
    const { labels, k } = mergeSmallClusters(points, best, MIN_THEME_SIZE, options.minThemes);
    return { clustering: { labels, k, distances: distancesToOwnCentroid(points, labels, k), reason: 'gap' }, points };
  }
  return { clustering: clusterPoints(points, options.minThemes, maxK, DEFAULT_SEED, settings.noStructure), points };
}

/** The gap statistic over the open path's range [minThemes, mostThemes]; 2026-11-26: a knee at two below the lowest count (two catch-all themes for 20 answers on four ideas) must beat the two views on silhouette. */
function countRule(points: WeightedPoints, options: Pick<ThemeOptions, 'minThemes' | 'maxThemes'>, settings: ThemesSettings): { gap: PointClustering; low: number; kneeTooLow: boolean } {
  const maxK = mostThemes(points.n, options);
  const gap = clusterPoints(points, options.minThemes, maxK, DEFAULT_SEED, settings.noStructure);
  const low = settings.lowest ? raisedLowestCount(points.n, options.minThemes, maxK, settings.lowest) : lowestCount(points.n, options.minThemes, maxK);
  return { gap, low, kneeTooLow: settings.count === 'two-view' && gap.reason === 'gap' && gap.k <= CATCH_ALL_KNEE && gap.k < low };
}
/** 2026-12-26: whether a count the caller fixes takes the two views: where the open path asked by default would (themes-fixed-count.ts). */
export const fixedCountTakesTwoViews = (points: WeightedPoints, options: Pick<ThemeOptions, 'minThemes' | 'maxThemes'>, settings: ThemesSettings): boolean => fixedCountByTwoViews(points, options, settings, (open) => ((rule) => rule.gap.reason === 'no-structure' || rule.kneeTooLow)(countRule(points, open, settings)));

/** The two-view partition (2026-11-26), refined by evidence (2026-11-29), where the gap statistic's knee does not stand. */
function twoView(points: WeightedPoints, options: ThemeOptions, settings: ThemesSettings, terms: readonly (readonly string[])[], maxK: number, gap: PointClustering, kneeTooLow: boolean, low: number): Partition {
  const neighbours = Math.min(settings.neighbours ?? SPECTRAL_NEIGHBOURS, Math.floor(Math.sqrt(points.n)));
  const solve = settings.eigenvectors === 'krylov' ? krylovLeadingEigenvectors : leadingEigenvectors;
  const eigenvectors = solve(normalisedNeighbourAdjacency(points, neighbours), points.n, maxK);
  const knee = kneeTooLow && !settings.noLowKnee ? { labels: gap.labels, k: gap.k } : undefined;
  const lowest = kneeTooLow && settings.noLowKnee ? Math.max(options.minThemes, gap.k + 1, settings.lowest && !settings.lowest.notAtKnee ? low : 0) : settings.lowest ? low : undefined;
  const minSize = minThemeSize(settings);
  const first = twoViewPartition(points, eigenvectors, options.minThemes, maxK, minSize, knee, lowest);
  // 2026-12-13: a count below `low` where the knee was turned down must not be a catch-all of loosely related answers.
  const loose = settings.kneeCohesion !== undefined && kneeTooLow && first.k < low && withinCohesion(points, first.labels) < settings.kneeCohesion;
  const chosen = loose ? twoViewPartition(points, eigenvectors, options.minThemes, maxK, minSize, undefined, low) : first;
  // 2026-12-11: the count as chosen, the partition at that count found on the answers smoothed by their neighbours.
  const split = settings.smoothing ? { ...smoothedPartition(points, settings.smoothing, neighbours, solve, chosen.k, minSize), distances: chosen.distances } : chosen;
  const refined = settings.evidence === undefined ? split.labels : refineByEvidence(points, split.labels, split.k, terms, { ...EVIDENCE_REFINEMENT, minSize, wordWeight: settings.evidence, distances: split.distances, tolerance: settings.evidenceTolerance });
  // The refinement never empties a theme; should it ever, the count must still honour minThemes.
  const kept = new Set(refined).size < Math.min(split.k, options.minThemes) ? split.labels : refined;
  // 2026-12-15: two themes nearly as alike across as within become one, while the count stays above the lowest.
  const lowestKept = Math.max(options.minThemes, low);
  const labels = settings.mergeAlike !== undefined && new Set(kept).size > lowestKept ? mergeAlikeThemes(points, kept, lowestKept, settings.mergeAlike) : kept;
  const k = new Set(labels).size;
  return { clustering: { labels, k, distances: distancesToOwnCentroid(points, labels, k), reason: 'gap' }, points };
}

/**
 * 2026-12-13: how closely the answers of a partition's themes hold together: the weighted mean
 * similarity of two answers in the same theme, as a share of the way from two answers taken at
 * random (0) to an answer with itself (1).
 */
export function withinCohesion(points: WeightedPoints, labels: Int32Array): number {
  const { n, gram, weights } = points;
  let self = 0, selfWeight = 0, all = 0, allWeight = 0, within = 0, withinWeight = 0;
  for (let i = 0; i < n; i++) {
    self += weights[i] * gram[i * n + i];
    selfWeight += weights[i];
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const w = weights[i] * weights[j], s = gram[i * n + j];
      all += w * s;
      allWeight += w;
      if (labels[i] === labels[j]) (within += w * s), (withinWeight += w);
    }
  }
  const random = allWeight > 0 ? all / allWeight : 0, identical = self / selfWeight;
  if (withinWeight === 0 || identical <= random) return 1;
  return (within / withinWeight - random) / (identical - random);
}

/** 2026-12-11: the two-view partition at count `k` of the points each averaged with its nearest neighbours (neighbour-smoothing.ts). */
function smoothedPartition(points: WeightedPoints, smoothing: NeighbourSmoothing, neighbours: number, solve: typeof leadingEigenvectors, k: number, minSize: number): { labels: Int32Array; k: number } {
  const smoothed = smoothByNeighbours(points, smoothing);
  const eigenvectors = solve(normalisedNeighbourAdjacency(smoothed, neighbours), smoothed.n, k);
  return twoViewPartition(smoothed, eigenvectors, k, k, minSize, undefined, k);
}

/** Themes clustering open-ended comments with a local sentence encoder and wink-nlp. */
export class LocalThemesModel implements ThemesModel {
  constructor(
    private readonly encoder: TextEncoder,
    private readonly settings: ThemesSettings = THEMES_V1_SETTINGS,
    /** GloVe word vectors for `labels: 'typical'`, loaded on first use. */
    private readonly words: () => WordVectors = sharedWordVectors,
  ) {}

  async findThemes(inputs: readonly string[], options: ThemeOptions): Promise<ThemesOutcome> {
    const distinct = distinctTexts(inputs);
    if (distinct.texts.length === 0) return allBlank(inputs.length);
    const context = options.context?.trim() ? options.context.trim() : undefined;
    // The distinct texts, then the context (unless it only names): one encoder call, or batches
    // of it when a job reports progress.
    const grouping = this.settings.context === 'labels' ? undefined : context;
    const [embedding, comparing, partitioning, naming] = phaseListeners(options.onProgress, THEMES_PHASE_WEIGHTS);
    const embedded = await embedReporting(this.encoder, grouping ? [...distinct.texts, grouping] : distinct.texts, options.onProgress && embedding);
    const vectors = embedded.slice(0, distinct.texts.length);
    const { analyses, tags: tagged } = this.settings.names === 'ideas' ? analyseAndTagTexts(distinct.texts) : { analyses: analyseTexts(distinct.texts), tags: undefined };
    const tags = tagged && this.settings.sentenceStarts ? retagSentenceStarts(tagged) : tagged;
    const contextWords = new Set(context ? analyseText(context).terms : []);
    const weights = distinct.members.map((m) => m.length);
    const removeContext = this.settings.context === 'remove' ? contextWords : undefined;
    const manner = this.settings.lengthShare ? { covariates: [answerLengths(distinct.texts)], share: this.settings.lengthShare, gate: this.settings.lengthGate } : undefined;
    const contextVector = grouping ? embedded[distinct.texts.length] : undefined;
    const blended = similarity(vectors, contextVector, analyses, weights, this.settings.embeddingShare, removeContext);
    comparing(1);
    // 2026-12-18: on the two-view path, the answers are compared with their length's direction partly out of their embeddings.
    const lengthless = manner ? () => similarity(vectors, contextVector, analyses, weights, this.settings.embeddingShare, removeContext, manner) : undefined;
    const withPraiseOf = this.settings.praise ? (p: WeightedPoints) => withPraise(p, distinct.texts, this.settings.praise!) : undefined;
    // The points the two views search: those the partition was given, or (2026-12-18) the lengthless ones, then with praise.
    const twoViewPoints =
      lengthless || withPraiseOf
        ? (p: WeightedPoints) => {
            const compared = lengthless ? lengthless() : p;
            return withPraiseOf ? withPraiseOf(compared) : compared;
          }
        : undefined;
    const found = partition(blended, options, this.settings, analyses.map((a) => a.terms), twoViewPoints);
    // 2027-01-01: the non-answers in a theme of their own where they weigh enough, never a content theme's representative (theme-non-answers.ts).
    // 2027-01-02: with the answers that only carry on or say all is fine (theme-carry-on.ts).
    const nonAnswer = this.settings.nonAnswers ? distinct.texts.map(this.settings.carryOn ? isCarryOnOrNonAnswer : isNonAnswer) : undefined;
    const { clustering, warning, points } = nonAnswer && !found.warning ? { ...found, clustering: nonAnswersApart(found.clustering, found.points, nonAnswer, weights, minThemeSize(this.settings), mostThemes(found.points.n, options)) } : found;
    partitioning(1);
    const paired = this.settings.representatives === 'pair' ? representativeOrder(weightedPoints(gramMatrix(vectors.map(normalise)), weights), clustering.labels, clustering.k) : undefined;
    const typical = nonAnswer ? nonAnswersLast(paired ?? nearestFirst(clustering, (t) => distinct.members[t][0]), nonAnswer) : paired;
    const themes = assemble(clustering, distinct, analyses, weights, contextWords, typical, this.settings, tags, this.words);
    const order = clusterOrder(clustering, distinct, weights);
    const preferences = inputPreferences(clusterPreferences(points, clustering.labels, clustering.k, order), distinct.members, inputs.length);
    naming(1);
    return warning ? { themes, warning, preferences } : { themes, preferences };
  }
}

/** Turns the clustering of distinct texts into drafts over the inputs, largest first, named. */
function assemble(
  clustering: PointClustering,
  distinct: DistinctTexts,
  analyses: readonly TextAnalysis[],
  weights: readonly number[],
  contextWords: ReadonlySet<string>,
  typicalOrder: number[][] | undefined,
  settings: ThemesSettings,
  tags?: readonly (readonly TaggedWord[])[],
  words?: () => WordVectors,
): ThemeDraft[] {
  const { names = 'keyphrases', naming } = settings;
  const firstInput = (t: number) => distinct.members[t][0];
  const ordered = orderedGroups(clustering, distinct, weights);
  const size = (g: number[]) => g.reduce((sum, t) => sum + weights[t], 0);
  const byDistance = (texts: number[]) => [...texts].sort((a, b) => clustering.distances[a] - clustering.distances[b] || firstInput(a) - firstInput(b));
  const typicalTexts = ordered.map((texts) => (typicalOrder ? typicalOrder[clustering.labels[texts[0]]] : byDistance(texts)));
  const ideas = () =>
    nameIdeas(
      ordered.map((texts, c) => ({ texts, size: size(texts), typical: distinct.texts[typicalTexts[c][0]], typicalIndex: typicalTexts[c][0], second: distinct.texts[typicalTexts[c][1]] })),
      tags ?? [],
      analyses,
      weights,
      excludedWords(analyses, weights, contextWords),
      settings.unshared,
    );
  const labels = names === 'ideas' && tags && settings.labels === 'typical' && words
    ? nameTypical(
        ordered.map((texts, c) => ({ typicalOrder: typicalTexts[c], size: size(texts), distances: typicalTexts[c].map((t) => clustering.distances[t]) })),
        distinct.texts,
        tags,
        weights,
        excludedWords(analyses, weights, contextWords),
        words(),
        ideas,
        undefined,
        settings.sharedIdea ? { contextWords, ...(settings.statedIdea ? { stated: true } : {}), ...(settings.writtenOf ? { writtenOf: true } : {}), ...(settings.sharedHead ? { sharedHead: true } : {}), ...(settings.sharedLemma ? { sharedLemma: true } : {}), ...(settings.prepositions ? { prepositions: true } : {}), ...(settings.loneByLemma ? { loneByLemma: true } : {}), ...(settings.nounsUndenied ? { nounsUndenied: true } : {}), ...(settings.labelChecks ? { checks: true } : {}), ...(settings.mostSaid ? { mostSaid: true } : {}), ...(settings.saidOf ? { saidOf: true } : {}), ...(settings.membersTerms ? { membersTerms: true } : {}), ...(settings.sharedSaying ? { sharedSaying: true } : {}), ...(settings.thingVerdict ? { thingVerdict: true } : {}), ...(settings.wishes ? { wishes: true } : {}), ...(settings.complaints ? { complaints: true } : {}), ...(settings.kindredComplaints ? { kindredComplaints: true } : {}), ...(settings.unfoundedProblems ? { unfoundedProblems: true } : {}), ...(settings.fragments ? { fragments: true } : {}), ...(settings.kinds ? { kinds: true } : {}), ...(settings.phrases ? { phrases: true } : {}),
          ...laterStepFlags(settings) } : undefined,
      )
    : names === 'ideas' && tags
    ? ideas()
    : names === 'members'
    ? nameThemes(
        ordered.map((texts, c) => ({ texts, size: size(texts), typical: distinct.texts[typicalTexts[c][0]], memberTexts: texts.map((t) => distinct.texts[t]) })),
        analyses,
        weights,
        excludedWords(analyses, weights, contextWords),
        naming,
      )
    : labelThemes(
        ordered.map((texts) => ({ texts, size: size(texts) })),
        analyses,
        weights,
        contextWords,
      );
  return ordered.map((texts, c) => {
    const typical = typicalTexts[c].slice(0, TYPICAL_LIMIT).map(firstInput);
    const members = texts.flatMap((t) => distinct.members[t]);
    let description = labels[c].description;
    // Blank inputs must belong somewhere; the largest theme takes them, saying so.
    if (c === 0 && distinct.blanks.length > 0) {
      members.push(...distinct.blanks);
      description += ` It also holds ${plural(distinct.blanks.length, 'blank answer')}.`;
    }
    return { ...labels[c], description, members: members.sort((a, b) => a - b), typical };
  });
}

/** The distinct texts of each non-empty cluster, largest cluster first (the order of the drafts). */
function orderedGroups(clustering: PointClustering, distinct: DistinctTexts, weights: readonly number[]): number[][] {
  const groups: number[][] = Array.from({ length: clustering.k }, () => []);
  distinct.texts.forEach((_, t) => groups[clustering.labels[t]].push(t));
  const firstInput = (t: number) => distinct.members[t][0];
  const size = (g: number[]) => g.reduce((sum, t) => sum + weights[t], 0);
  return groups.filter((g) => g.length > 0).sort((a, b) => size(b) - size(a) || firstInput(a[0]) - firstInput(b[0]));
}

/** The cluster id of each draft, in draft order. */
function clusterOrder(clustering: PointClustering, distinct: DistinctTexts, weights: readonly number[]): number[] {
  return orderedGroups(clustering, distinct, weights).map((texts) => clustering.labels[texts[0]]);
}
