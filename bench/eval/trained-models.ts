/**
 * What the trained local models learnt from: the development sets they were fitted on, and the
 * figures their training scripts measured on the validation part they held out (one example in
 * five per set and class, by a salted hash). On those sets the harness's figures are in-sample.
 */
import type { Operation } from '../../lambdas/core/limits.js';

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
  {
    operation: 'sentiment',
    version: '2026-12-12',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 read by the decision of sentiment-decision-2026-12-12.ts (that of 2026-12-11, with a contrast or two short verdict phrases whose sides the blend reads opposite ways answered mixed, and a complaint asked as a question, a fault soon after the start or a service paid for and cut short answered negative), whose variants were checked on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-12.ts --data ../shared/data --grid --diff --uci',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.521 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.596 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.633 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.599 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.596 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.916 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-11',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 read by the decision of sentiment-decision-2026-12-11.ts (that of 2026-12-10, with a good outcome told without a sentiment word, a denied fault whose affirmed clause the blend reads as a complaint, a result done before a benchmark, or a state kept or restored, answered positive), whose variants were checked on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-11.ts --data ../shared/data --grid --diff --uci',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.521 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.592 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.633 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.598 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.596 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.917 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-10',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-10.ts (that of 2026-12-09, with an explicit contrast read one way whose other side no listed word reads, and whose blend alone leans against the judging side, answered mixed), whose variants were checked on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-10.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.521 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.592 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.633 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.598 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.596 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.917 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-09',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-09.ts (that of 2026-12-08, with questions that carry a complaint, opposed sides at a semicolon or a contrastive "while", good outcomes told plainly and wanted things that came only after weeks), whose shapes were checked on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-09.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.520 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.587 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.634 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.599 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.592 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.917 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-08',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-08.ts (that of 2026-12-07, with praise then a thing not so, clearly opposed sides, everyday praise, a wrong thing received without "ordered … got", a missing thing, "could barely", a problem put right, a thing done soon and "not the worst"), whose shapes were checked on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-08.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.520 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.587 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.634 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.599 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.592 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.917 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-07',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-07.ts (that of 2026-12-06, with a wrong thing received, opposed sides where one is plain praise or blame of money, denials read by what they deny, mixed answers whose only opposed part is agreement or a misread denial, and rule confidences that say how sure the reading is), whose shapes were checked on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-07.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.520 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.587 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.634 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.599 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.592 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.917 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-06',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-06.ts (that of 2026-12-05, with non-answers, denied or undone fixes, opposed sides said without a sentiment word and denials of a burden read as plain shapes), whose shapes were checked on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-06.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.520 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.587 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.634 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.598 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.591 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.913 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-05',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-05.ts (that of 2026-12-04, with the sides of a contrast and what a denial denies or a fix puts right judged by the same blend on their own), whose settings were chosen on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-05.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.520 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.587 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.634 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.598 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.591 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.913 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-04',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-04.ts (that of 2026-12-03 after loss words that are no loss, wishes and broken promises, wider contrasts and plain good outcomes), whose settings were chosen on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-04.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.521 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.586 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.633 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.597 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.588 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.916 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-03',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-03.ts (that of 2026-12-02 after plain outcomes), whose settings were chosen on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-03.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.521 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.586 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.633 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.597 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.588 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.916 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-02',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the blend of 2026-12-01 (the regressions of 2026-11-27 and 2026-11-30, each fitted on the same four fifths of each set, the salted split of 2026-11-25) read by the decision of sentiment-decision-2026-12-02.ts, whose three settings were chosen on the held-out fifth; the figures on that fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-02.ts --data ../shared/data --grid --diff',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.521 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.586 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.633 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.597 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.588 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.916 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-12-01',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'no new weight file: the regressions of 2026-11-27 and 2026-11-30 (each fitted on the same four fifths of each set, the salted split of 2026-11-25) blended with 0.7 of the newer, decision of sentiment-side-decision.ts with the shapes of sentiment-shapes-2026-12-01.ts; the figures on the other fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-2026-12-01.ts',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.644 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.521 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.583 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.633 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.597 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.589 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.916 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-30',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'four fifths of each set (the salted split of 2026-11-25), cues of sentiment-cue-rules-2026-11-30.ts, the rules\' polar class gated, decision of sentiment-side-decision.ts; the figures on the other fifth are held out',
    command: 'nice -n 10 node --import tsx bench/train-sentiment.ts --version 2026-11-30 --loso',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.654 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.522 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.589 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.653 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.621 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.597 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.907 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-29',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'the weight file of 2026-11-27 (four fifths of each set, the salted split of 2026-11-25) with the decision of sentiment-side-decision.ts; the figures on the other fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-sides.ts --quick (weights trained by bench/train-sentiment.ts --version 2026-11-27)',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.612 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.481 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.562 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.864 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.600 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.563 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.567 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.893 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-28',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'the weight file of 2026-11-27 (four fifths of each set, the salted split of 2026-11-25) with the decision of sentiment-fact-decision.ts; the figures on the other fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-facts.ts (weights trained by bench/train-sentiment.ts --version 2026-11-27)',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.612 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.480 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.558 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.864 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.602 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.562 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.566 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.880 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-27',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'four fifths of each set (the salted split of 2026-11-25), cues of sentiment-cue-rules.ts, decision of sentiment-evidence-decision.ts; the figures on the other fifth are held out',
    command: 'nice -n 10 node --import tsx bench/tune-sentiment-decision.ts --fine (trained by bench/train-sentiment.ts --version 2026-11-27)',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.614 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.483 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.554 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.870 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.605 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.565 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.563 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.882 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-26',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'the weight file of 2026-11-25 (four fifths of each set, its own salted split) with the decision of sentiment-contrast.ts; the figures on the other fifth are held out',
    command: 'node --import tsx bench/train-sentiment.ts',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.618 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.481 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.558 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.876 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.608 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.565 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.563 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.885 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-25',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'four fifths of each set (its own salted split); the figures on the other fifth are held out',
    command: 'node --import tsx bench/train-sentiment.ts',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.614 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.472 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.545 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.881 },
    ],
    inSample: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.606 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.563 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.558 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.882 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-23',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'every sentence (settings chosen on a model fitted to four fifths)',
    command: 'node --import tsx bench/train-sentiment.ts',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.606 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.523 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.647 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.847 },
    ],
  },
  {
    operation: 'sentiment',
    version: '2026-11-22',
    datasets: ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'],
    share: 'four fifths of each set',
    command: 'node --import tsx bench/train-sentiment.ts --version 2026-11-22',
    heldOut: [
      { dataset: 'tweeteval', metric: 'macro-F1', value: 0.585 },
      { dataset: 'sst3', metric: 'macro-F1', value: 0.504 },
      { dataset: 'reviews-4class', metric: 'macro-F1', value: 0.629 },
      { dataset: 'uci-sentences', metric: 'accuracy', value: 0.842 },
    ],
  },
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
