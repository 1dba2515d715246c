/**
 * What the trained local models learnt from: the development sets they were fitted on, and the
 * figures their training scripts measured on the validation part they held out (one example in
 * five per set and class, by a salted hash). On those sets the harness's figures are in-sample.
 */
import type { Operation } from '../../lambdas/core/limits.js';
import { TRAINED_SENTIMENT_MODELS } from './trained-models-sentiment.js';

export interface TrainedModel {
  operation: Operation;
  version: string;
  /** Datasets (as the harness names them) the shipped weights were fitted on. */
  datasets: readonly string[];
  /** How much of each set the shipped weights saw. */
  share: string;
  /** The training command. */
  command: string;
  /** Figures on the held-out validation part, from the training script's output. */
  heldOut: readonly { dataset: string; metric: string; value: number }[];
  /** The same figures on the part the model was trained on, when the training script measured them. */
  inSample?: readonly { dataset: string; metric: string; value: number }[];
}

export const TRAINED_MODELS: readonly TrainedModel[] = [
  ...TRAINED_SENTIMENT_MODELS,
  {
    operation: 'extractions',
    version: '2026-11-22',
    datasets: ['restaurants16'],
    share: 'four fifths of the sentences',
    command: 'node --import tsx bench/train-extractions.ts',
    heldOut: [
      { dataset: 'restaurants16', metric: 'detection F1', value: 0.756 },
      { dataset: 'restaurants16', metric: 'token-overlap F1', value: 0.6 },
    ],
  },
];

/** The trained models among the versions a run used. */
export function trainedModelsUsed(versions: Record<Operation, { id: string }>): TrainedModel[] {
  return TRAINED_MODELS.filter((m) => versions[m.operation]?.id === m.version);
}
