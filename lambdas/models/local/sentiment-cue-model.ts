import type { SentimentModel, SentimentResult, TextEncoder } from '../../core/ports/models.js';
import { contrastDecision } from './sentiment-contrast.js';
import { CUE_FEATURE_NAMES, CUE_RULES_2026_11_25, cueFeatures, ruleClass, sentimentCues, type CueRules, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_27 } from './sentiment-cue-rules.js';
import { evidenceDecision } from './sentiment-evidence-decision.js';
import { factDecision } from './sentiment-fact-decision.js';
import { SIDE_SETTINGS, sideDecision } from './sentiment-side-decision.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { argmax, softmax, softmaxLogits, type SoftmaxParameters } from './softmax-regression.js';

/** The weight file of version 2026-11-25: the regression, and what the rules' class adds to its logit (per class). */
export interface CueSentimentParameters extends SoftmaxParameters {
  ruleWeights: number[];
  /**
   * Version 2026-11-30: the rules' positive or negative class gets its bonus only when the rule
   * evidence is clear: |overall score| at least this, or an idiom or outcome (absent: always, as before).
   */
  ruleGate?: number;
}

/** The classes, in the order of the weight file's rows. */
const CLASSES = ['positive', 'negative', 'neutral', 'mixed'] as const;

/** Feature names of version 2026-11-25: the unit-length sentence embedding, then the cue features. */
export function cueSentimentFeatureNames(dimension: number): string[] {
  return [...Array.from({ length: dimension }, (_, k) => `embedding_${k}`), ...CUE_FEATURE_NAMES];
}

/** The unit-length embedding (the first features of every cue model). */
export function unit(v: ArrayLike<number>): number[] {
  let norm = 0;
  for (let k = 0; k < v.length; k++) norm += v[k] * v[k];
  norm = Math.sqrt(norm) || 1;
  return Array.from(v, (x) => x / norm);
}

/** The regression's logits plus the class's rule weight on the class the rules point to (sentiment-cues.ts). */
export function cueLogits(p: Readonly<CueSentimentParameters>, text: string, features: ArrayLike<number>, cues: SentimentCues = sentimentCues(text)): number[] {
  const rule = gatedRuleClass(p, cues);
  return softmaxLogits(p, features).map((v, k) => v + (CLASSES[k] === rule ? p.ruleWeights[k] : 0));
}

/** The rules' class, or undefined where a version's gate finds their polar evidence too weak to count. */
export function gatedRuleClass(p: Readonly<CueSentimentParameters>, cues: SentimentCues): ReturnType<typeof ruleClass> {
  const rule = ruleClass(cues);
  if (p.ruleGate === undefined || (rule !== 'positive' && rule !== 'negative')) return rule;
  const clear = Math.abs(cues.overall) >= p.ruleGate || cues.idioms + cues.goodOutcomes + cues.badOutcomes > 0;
  return clear ? rule : undefined;
}

/** Temperature-scaled probabilities of {@link cueLogits}. */
export function cueProbabilities(p: Readonly<CueSentimentParameters>, text: string, features: ArrayLike<number>, cues?: SentimentCues): number[] {
  return softmax(cueLogits(p, text, features, cues), p.temperature);
}

/** How a version decides: 2026-11-25 the likeliest class, 2026-11-26 `mixed` needs contrast, 2026-11-27 also facts and hedges are neutral, 2026-11-28 also specific statements without evidence, 2026-11-29 also sentence shapes (sentiment-side-decision.ts), 2026-11-30 the same shapes read with the cue rules of 2026-11-30. */
export type CueDecision = 'likeliest' | 'contrast' | 'evidence' | 'fact' | 'sides' | 'sides-2026-11-30';

/** The cue rules each decision's version reads texts with. */
export function rulesOf(decision: CueDecision): CueRules {
  if (decision === 'sides-2026-11-30') return CUE_RULES_2026_11_30;
  return decision === 'evidence' || decision === 'fact' || decision === 'sides' ? CUE_RULES_2026_11_27 : CUE_RULES_2026_11_25;
}

/** The answer of a decision for one text, from its probabilities and cues. */
export function decide(decision: CueDecision, text: string, p: readonly number[], cues: SentimentCues): SentimentResult {
  if (decision === 'sides-2026-11-30') return sideDecision(text, p, cues, SIDE_SETTINGS, CUE_RULES_2026_11_30);
  if (decision === 'sides') return sideDecision(text, p, cues);
  if (decision === 'fact') return factDecision(text, p, cues);
  if (decision === 'evidence') return evidenceDecision(text, p, cues);
  if (decision === 'contrast') return contrastDecision(text, p, cues);
  const best = argmax(p);
  return { sentiment: CLASSES[best], confidence: p[best] };
}

/**
 * Sentiment version 2026-11-25: a softmax regression, strongly regularised and without word
 * n-grams, over the text's sentence embedding and the rule cues of sentiment-cues.ts (idioms read
 * the right way round, outcomes, requests, clause contrast). Chosen by figures on sentences it was
 * not trained on (a held-out fifth of each development set, left-out sources, hand-written
 * sentences from other domains). The class the rules point to, when they point to one, gets a
 * fixed bonus on its logit (`ruleWeights`, per class, chosen on held-out data), so clear rule evidence wins
 * while the regression decides where the rules are silent. `confidence` is the temperature-scaled
 * probability of the returned class. Deterministic; one text's result does not depend on the other texts.
 */
export class CueSentimentModel implements SentimentModel {
  constructor(
    private readonly encoder: TextEncoder,
    private readonly parameters: Readonly<CueSentimentParameters>,
    /** Version 2026-11-26: `mixed` needs contrast (sentiment-contrast.ts); 2026-11-25 takes the likeliest class; 2026-11-27 see sentiment-evidence-decision.ts; 2026-11-28 sentiment-fact-decision.ts; 2026-11-29 sentiment-side-decision.ts; 2026-11-30 the same with the rules of sentiment-cue-rules-2026-11-30.ts. */
    private readonly decision: CueDecision = 'likeliest',
  ) {
    const expected = cueSentimentFeatureNames(encoder.dimension);
    const fits = parameters.features.length === expected.length && parameters.features.every((f, k) => f === expected[k])
      && parameters.classes.length === CLASSES.length && parameters.classes.every((c, k) => c === CLASSES[k])
      && parameters.weights.length === CLASSES.length && parameters.weights.every((r) => r.length === expected.length + 1)
      && parameters.vocabulary === undefined && parameters.temperature > 0
      && parameters.ruleWeights.length === CLASSES.length && parameters.ruleWeights.every((v) => v >= 0)
      && (parameters.ruleGate === undefined || parameters.ruleGate >= 0);
    if (!fits) throw new Error('sentiment weight file does not match the cue sentiment classifier');
  }

  /** Probabilities per text, with the text's cues (computed once per text: they are the costly part). */
  private async scored(texts: readonly string[]): Promise<Array<{ p: number[]; cues: SentimentCues }>> {
    if (texts.length === 0) return [];
    const vectors = await this.encoder.embed(texts);
    const rules = rulesOf(this.decision);
    return texts.map((text, i) => {
      const cues = sentimentCues(text, rules);
      return { p: cueProbabilities(this.parameters, text, [...unit(vectors[i]), ...cueFeatures(text, rules, cues)], cues), cues };
    });
  }

  async probabilities(texts: readonly string[]): Promise<number[][]> {
    return (await this.scored(texts)).map((s) => s.p);
  }

  async classify(texts: readonly string[]): Promise<SentimentResult[]> {
    return (await this.scored(texts)).map((s, i) => decide(this.decision, texts[i], s.p, s.cues));
  }
}
