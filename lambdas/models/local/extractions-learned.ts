import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import type { ExtractionsModel, TextEncoder } from '../../core/ports/models.js';
import { splitClauses, trimSpan, type ClauseSpan } from '../../core/text/clauses.js';
import { nounPhrases, tokenPhrase, type PhraseSpan } from '../../core/text/noun-phrases.js';
import { stem, stemsMatch, themeStems, THEME_WORD_RE } from '../../core/text/theme-words.js';
import {
  ANCHORS, isGeneralTheme, pairFeatures, phraseFeatures, REFERENCE_TOPICS, SAME_TOPIC_COSINE,
  type PairObservation, type PhraseObservation, type Similarities,
} from './extractions-features.js';
import { tagText } from './extractions-tagger.js';
import { softmaxProbabilities, type SoftmaxParameters } from './softmax-regression.js';


/** One trained scorer: binary softmax regressions (classes "no", "yes") and their thresholds. */
export interface ExtractionScorer {
  phrase: SoftmaxParameters;
  pair: SoftmaxParameters;
  /** A pair is a mention when its probability reaches this. */
  pairThreshold: number;
  /** A phrase of a mentioned pair is extracted when its probability reaches this. */
  phraseThreshold: number;
  /** …and at least this share of the best phrase's probability (0 keeps every phrase above the threshold). */
  phraseRatio: number;
}

/**
 * A theme name learnt from annotated data (e.g. "food" from restaurant reviews): the terms
 * annotators marked for it, and a linear probe on sentence embeddings for implicit mentions.
 */
export interface KnownTheme {
  /** Lower-case terms that name the theme ("sushi", "wine list"). */
  terms: string[];
  /** logit = weights · unit(sentence embedding) + bias. */
  probe: { weights: number[]; bias: number };
}

/** The weight file: a scorer for any theme, one for known themes, and the known themes. */
export interface ExtractionWeights {
  generic: ExtractionScorer;
  known: ExtractionScorer;
  /** Keyed by {@link themeKey}. */
  themes: Record<string, KnownTheme>;
}

/** How a theme string is looked up among the known themes: lower case, single spaces. */
export function themeKey(theme: string): string {
  return theme.trim().toLowerCase().replace(/\s+/gu, ' ');
}

/** One candidate phrase of an input, observed against one theme. */
export interface PhraseCandidate {
  span: PhraseSpan;
  observation: PhraseObservation;
}

/** Everything the scorer knows about one (input, theme) pair before applying weights. */
export interface PairObservations {
  candidates: PhraseCandidate[];
  /** The clauses of the input, best relevance to the theme first. */
  clauses: Array<{ clause: ClauseSpan; similarities: Similarities }>;
  pair: Omit<PairObservation, 'bestPhrase'>;
  /** The theme is a known one: the known scorer applies. */
  known: boolean;
}

type Unit = Float64Array;

function unit(v: ArrayLike<number>): Unit {
  const out = Float64Array.from(v);
  const n = Math.sqrt(out.reduce((a, x) => a + x * x, 0));
  if (n > 0) for (let i = 0; i < out.length; i++) out[i] /= n;
  return out;
}

function dot(a: Unit, b: Unit): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** A term as learnt terms are compared: lower-case stems ("Pastas" and "pasta" are one term). */
export function termKey(text: string): string {
  return (text.match(THEME_WORD_RE) ?? []).map(stem).join(' ');
}

/** The clauses of an input; an input without a splittable clause counts as one trimmed span. */
function clausesOf(input: string): ClauseSpan[] {
  const clauses = splitClauses(input);
  if (clauses.length > 0) return clauses;
  const { start, end } = trimSpan(input, 0, input.length);
  return end > start ? [{ start, end, text: input.slice(start, end) }] : [];
}

function opinion(text: string): number {
  return Math.abs(SentimentIntensityAnalyzer.polarity_scores(text).compound);
}

function namesTheme(text: string, stems: readonly string[]): boolean {
  const words = (text.match(THEME_WORD_RE) ?? []).map(stem);
  return stems.some((t) => words.some((w) => stemsMatch(t, w)));
}

/** What is known of one theme: its vector and the reference topics it competes with. */
interface ThemeView {
  vector: Unit;
  stems: string[];
  general: boolean;
  rivals: Unit[];
  known?: { terms: Set<string>; vectors: Unit[]; probe: KnownTheme['probe'] };
}

/**
 * Learned extraction of theme mentions. Each input is tagged (wink-nlp) and cut into clauses;
 * its noun phrases ("Thai food", "wait staff") and theme words are candidate spans. A pair model
 * decides whether the input talks about the theme at all; when it does, the phrases the phrase
 * model accepts are returned (the shortest span naming the aspect), or else the clause closest to
 * the theme (an implicit mention: "we will be back" for "restaurant in general"). Both models are
 * softmax regressions over features of the input and that one theme (see extractions-features.ts),
 * so a theme's extractions do not depend on the other themes of the request.
 */
export class LearnedExtractionsModel implements ExtractionsModel {
  private fixed?: Promise<{ anchors: Unit[]; references: Unit[] }>;
  /** Vectors of learnt terms, embedded once per model instance. */
  private readonly termVectors = new Map<string, Unit>();

  constructor(
    private readonly encoder: TextEncoder,
    private readonly weights: Readonly<ExtractionWeights>,
  ) {}

  async extract(inputs: readonly string[], themes: readonly string[]): Promise<string[][][]> {
    const observed = await this.observe(inputs, themes);
    return observed.map((perTheme) => perTheme.map((o) => (o === undefined ? [] : decide(o, o.known ? this.weights.known : this.weights.generic))));
  }

  /**
   * Observations for every (input, theme) pair; undefined for blank themes. `known` replaces the
   * weight file's known themes (training uses it to see each text with terms learnt elsewhere).
   */
  async observe(
    inputs: readonly string[],
    themes: readonly string[],
    known: Readonly<Record<string, KnownTheme>> = this.weights.themes,
  ): Promise<Array<Array<PairObservations | undefined>>> {
    const { anchors, references } = await this.fixedVectors();
    const tagged = inputs.map((input) => ({ input, tokens: tagText(input), clauses: clausesOf(input) }));
    const phrases = tagged.map(({ input, tokens }) => nounPhrases(input, tokens));
    const liveThemes = [...new Set(themes.map((t) => t.trim()).filter((t) => t.length > 0))];
    const stemsOf = new Map(liveThemes.map((t) => [t, themeStems(t)]));
    // Theme words outside every noun phrase ("syncs" for "sync") are candidates of their theme.
    const themeWords = tagged.map(({ input, tokens }, i) => new Map(liveThemes.map((theme) => [theme, tokens.flatMap((t, k) => {
      const covered = phrases[i].some((p) => t.start >= p.start && t.end <= p.end);
      return !covered && /\p{L}/u.test(t.value) && namesTheme(t.value, stemsOf.get(theme)!) ? [tokenPhrase(input, tokens, k)] : [];
    })])));
    const knownThemes = liveThemes.filter((t) => Object.hasOwn(known, themeKey(t)));
    await this.embedTerms(knownThemes.flatMap((t) => known[themeKey(t)].terms));
    const texts = [...new Set([
      ...liveThemes,
      ...(knownThemes.length > 0 ? inputs : []),
      ...tagged.flatMap((t) => t.clauses.map((c) => c.text)),
      ...phrases.flat().map((p) => p.text),
      ...themeWords.flatMap((m) => [...m.values()].flat().map((p) => p.text)),
    ])];
    const vectors = new Map<string, Unit>();
    const embedded = texts.length > 0 ? await this.encoder.embed(texts) : [];
    texts.forEach((t, i) => vectors.set(t, unit(embedded[i])));
    const views = new Map<string, ThemeView>();
    for (const theme of liveThemes) {
      const vector = vectors.get(theme)!;
      const learnt = Object.hasOwn(known, themeKey(theme)) ? known[themeKey(theme)] : undefined;
      views.set(theme, {
        vector,
        stems: stemsOf.get(theme)!,
        general: isGeneralTheme(theme),
        rivals: references.filter((r) => dot(r, vector) < SAME_TOPIC_COSINE),
        known: learnt && {
          terms: new Set(learnt.terms.map(termKey)),
          vectors: learnt.terms.map((t) => this.termVectors.get(t)!),
          probe: learnt.probe,
        },
      });
    }
    const probe = (text: string, view: ThemeView) => {
      const v = vectors.get(text)!;
      return view.known!.probe.weights.reduce((a, w, d) => a + w * v[d], view.known!.probe.bias);
    };
    const learntEvidence = (span: PhraseSpan, clause: ClauseSpan, view: ThemeView) => {
      if (!view.known) return undefined;
      const v = vectors.get(span.text)!;
      return {
        isTerm: view.known.terms.has(termKey(span.text)) || view.known.terms.has(termKey(span.text.split(/\s+/u).pop()!)),
        similarity: view.known.vectors.reduce((m, t) => Math.max(m, dot(v, t)), 0),
        clauseProbe: probe(clause.text, view),
      };
    };

    const measure = (text: string, view: ThemeView): Similarities => {
      const v = vectors.get(text);
      if (v === undefined) return { cosine: 0, relevance: 0, lead: 0, specificity: 0 };
      const cosine = dot(v, view.vector);
      const baseline = anchors.reduce((a, x) => a + dot(v, x), 0) / anchors.length;
      const specificity = view.rivals.reduce((m, r) => Math.max(m, dot(v, r)), -1);
      return { cosine, relevance: cosine - baseline, lead: cosine - specificity, specificity };
    };
    return tagged.map(({ input, clauses }, i) => {
      const textOpinion = opinion(input);
      const clauseOpinions = clauses.map((c) => opinion(c.text));
      return themes.map((raw) => {
        const view = views.get(raw.trim());
        if (view === undefined) return undefined;
        const clauseOf = (span: PhraseSpan) => {
          const k = clauses.findIndex((c) => span.start >= c.start && span.start < c.end);
          return k >= 0 ? k : 0;
        };
        const spans = [
          ...phrases[i].map((p) => ({ span: p, themeWordOnly: false })),
          ...themeWords[i].get(raw.trim())!.map((p) => ({ span: p, themeWordOnly: true })),
        ].sort((a, b) => a.span.start - b.span.start);
        const clauseSims = clauses.map((c) => measure(c.text, view));
        const candidates: PhraseCandidate[] = clauses.length === 0 ? [] : spans.map(({ span, themeWordOnly }) => {
          const k = clauseOf(span);
          return {
            span,
            observation: {
              phrase: measure(span.text, view),
              phraseNamesTheme: namesTheme(span.text, view.stems),
              clause: clauseSims[k],
              clauseNamesTheme: namesTheme(clauses[k].text, view.stems),
              clauseOpinion: clauseOpinions[k],
              isName: span.proper,
              tokens: span.to - span.from,
              themeWordOnly,
              learnt: learntEvidence(span, clauses[k], view),
            },
          };
        });
        const ranked = clauses.map((clause, k) => ({ clause, similarities: clauseSims[k] }))
          .sort((a, b) => b.similarities.relevance - a.similarities.relevance || a.clause.start - b.clause.start);
        const phraseSims = candidates.filter((c) => !c.observation.themeWordOnly).map((c) => c.observation.phrase);
        return {
          candidates,
          clauses: ranked,
          pair: {
            bestPhraseLead: candidates.reduce((m, c) => Math.max(m, c.observation.phrase.lead), -1),
            bestClauseRelevance: ranked[0]?.similarities.relevance ?? 0,
            textNamesTheme: namesTheme(input, view.stems),
            textOpinion,
            themeIsGeneral: view.general,
            specificity: phraseSims.reduce((m, s) => Math.max(m, s.specificity), 0),
            phrases: phraseSims.length,
            probe: view.known && probe(input, view),
            clauseProbe: view.known && clauses.reduce((m, c) => Math.max(m, probe(c.text, view)), -Infinity),
          },
          known: view.known !== undefined,
        };
      });
    });
  }

  private async embedTerms(terms: readonly string[]): Promise<void> {
    const missing = [...new Set(terms.filter((t) => !this.termVectors.has(t)))];
    if (missing.length === 0) return;
    const vectors = await this.encoder.embed(missing);
    missing.forEach((t, i) => this.termVectors.set(t, unit(vectors[i])));
  }

  private fixedVectors(): Promise<{ anchors: Unit[]; references: Unit[] }> {
    this.fixed ??= this.encoder.embed([...ANCHORS, ...REFERENCE_TOPICS]).then((v) => ({
      anchors: v.slice(0, ANCHORS.length).map(unit),
      references: v.slice(ANCHORS.length).map(unit),
    }));
    return this.fixed;
  }
}

/** Probability of "yes" of a binary softmax regression. */
export function yes(p: Readonly<SoftmaxParameters>, features: number[]): number {
  return softmaxProbabilities(p, features)[1];
}

/** Phrase probabilities of a pair's candidates, and the pair probability. */
export function scorePair(o: PairObservations, w: Readonly<ExtractionScorer>): { phrases: number[]; pair: number } {
  const phrases = o.candidates.map((c) => yes(w.phrase, phraseFeatures(c.observation)));
  const bestPhrase = phrases.reduce((m, p) => Math.max(m, p), 0);
  return { phrases, pair: yes(w.pair, pairFeatures({ ...o.pair, bestPhrase })) };
}

/** The extracted strings of one pair under the weights' thresholds. */
export function decide(o: PairObservations, w: Readonly<ExtractionScorer>): string[] {
  return select(o, scorePair(o, w), w);
}

/** The extracted strings of one pair from its scores (see {@link scorePair}) and thresholds. */
export function select(o: PairObservations, scores: { phrases: number[]; pair: number }, w: Readonly<ExtractionScorer>): string[] {
  const { phrases, pair } = scores;
  if (pair < w.pairThreshold) return [];
  const floor = Math.max(w.phraseThreshold, w.phraseRatio * phrases.reduce((m, p) => Math.max(m, p), 0));
  const accepted = o.candidates.filter((_, k) => phrases[k] >= floor).map((c) => c.span.text);
  if (accepted.length > 0) return accepted;
  return o.clauses.length > 0 ? [o.clauses[0].clause.text] : [];
}
