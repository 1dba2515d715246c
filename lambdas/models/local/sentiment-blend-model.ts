import type { SentimentModel, SentimentResult, TextEncoder } from '../../core/ports/models.js';
import { CUE_RULES_2026_11_27 } from './sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { cueFeatures, sentimentCues, type CueRules, type SentimentCues } from './sentiment-cues.js';
import { cueProbabilities, CueSentimentModel, unit, type CueSentimentParameters } from './sentiment-cue-model.js';
import { SIDE_SETTINGS, sideDecision, type SideSettings } from './sentiment-side-decision.js';
import { SHAPES_2026_12_01 } from './sentiment-shapes-2026-12-01.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from './sentiment-weights.js';

/**
 * Sentiment version 2026-12-01: the two committed regressions of 2026-11-27 (read with its cue
 * rules, as in the default 2026-11-29) and 2026-11-30 (with its own cue rules and gate), blended
 * (their probabilities averaged, `BLEND_2026_12_01` of the newer), then read by the side decision
 * of 2026-11-29 (sentiment-side-decision.ts) over the cues of 2026-11-30 with the sentence families
 * of sentiment-shapes-2026-12-01.ts counted as outcome shapes, and a contrast of an outcome against
 * its cost ("fixed the fault, but it took three weeks") read as `mixed` however sure the blend is
 * of a side. No weight file is new: both regressions were trained on the same four fifths of the
 * development data (salted split of bench/sentiment-cue-training.ts), so the other fifth is
 * held out for both and for the blend.
 *
 * Chosen by bench/tune-sentiment-2026-12-01.ts on that held-out fifth and the own `dev` sentences:
 * the blend weight is the one with the best held-out macro-F1 among those where no class of any
 * development set scores below 2026-11-29 (the newer regression alone loses positive F1 on
 * tweeteval and sst3).
 */
export const SIDE_SETTINGS_2026_12_01: Readonly<SideSettings> = { ...SIDE_SETTINGS, outcomeSides: true };
/** Share of the 2026-11-30 regression in the blend. */
export const BLEND_2026_12_01 = 0.7;

export type BlendDecision = (text: string, p: readonly number[], cues: SentimentCues) => SentimentResult;
/** A decision that also reads pieces of the text judged by the blend on their own (2026-12-05): `find` finds them once per text (`found`) and names them (`pieces`), `decide` gets what was found and their probabilities by piece. */
export interface PieceDecision<F> {
  find: (text: string) => { found: F; pieces: string[] };
  decide: (text: string, p: readonly number[], cues: SentimentCues, judged: ReadonlyMap<string, readonly number[]>, found: F) => SentimentResult;
}

export interface BlendPart { weights: Readonly<CueSentimentParameters>; rules: CueRules }

/** The blended probabilities of one text, and the cues of the last part (those the decision reads). */
export function blendedProbabilities(parts: readonly BlendPart[], shares: readonly number[], text: string, embedding: ArrayLike<number>): { p: number[]; cues: SentimentCues } {
  const v = unit(embedding);
  const p = [0, 0, 0, 0];
  let cues: SentimentCues | undefined;
  parts.forEach((part, k) => {
    cues = sentimentCues(text, part.rules);
    const q = cueProbabilities(part.weights, text, [...v, ...cueFeatures(text, part.rules, cues)], cues);
    for (let c = 0; c < p.length; c++) p[c] += shares[k] * q[c];
  });
  return { p, cues: cues! };
}

/** The answer of version 2026-12-01 from the blended probabilities and the cues of 2026-11-30. */
export function decide20261201(text: string, p: readonly number[], cues: SentimentCues): SentimentResult {
  return sideDecision(text, p, cues, SIDE_SETTINGS_2026_12_01, CUE_RULES_2026_11_30, SHAPES_2026_12_01);
}

export class BlendedSentimentModel<F = never> implements SentimentModel {
  private readonly parts: readonly BlendPart[] = [
    { weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 },
    { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 },
  ];
  private readonly shares = [1 - BLEND_2026_12_01, BLEND_2026_12_01];

  /** `decide`: the decision over the blend (2026-12-01's by default; sentiment-decision-2026-12-02.ts for 2026-12-02), or one that also reads pieces of the text. */
  constructor(private readonly encoder: TextEncoder, private readonly decide: BlendDecision | PieceDecision<F> = decide20261201) {
    // Each part must fit the encoder as its own version's model does (the constructor throws otherwise).
    for (const part of this.parts) new CueSentimentModel(encoder, part.weights);
  }

  async classify(texts: readonly string[]): Promise<SentimentResult[]> {
    if (texts.length === 0) return [];
    const d = this.decide;
    const found = typeof d === 'function' ? [] : texts.map((t) => d.find(t));
    const pieces = [...new Set(found.flatMap((f) => f.pieces))];
    // One call embeds the texts and their pieces.
    const vectors = await this.encoder.embed(pieces.length === 0 ? texts : [...texts, ...pieces]);
    const judged = new Map(pieces.map((piece, k) => [piece, blendedProbabilities(this.parts, this.shares, piece, vectors[texts.length + k]).p]));
    return texts.map((text, i) => {
      const { p, cues } = blendedProbabilities(this.parts, this.shares, text, vectors[i]);
      return typeof d === 'function' ? d(text, p, cues) : d.decide(text, p, cues, judged, found[i].found);
    });
  }
}
