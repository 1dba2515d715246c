import { pickSentences } from '../core/composite/extractive-summary.js';
import { layOut, sentencesWanted, type SummaryFormat } from '../core/composite/summary-format.js';
import type { SummaryModel, TextEncoder } from '../core/ports/models.js';
import { isBlank } from '../core/text/blank.js';
import { splitSentences } from '../core/text/clauses.js';
import { embedTexts } from './embed-texts.js';

/** Sentences considered at most (the first ones of the inputs, in order): bounds the n² typicality. */
export const MAX_SUMMARY_SENTENCES = 3_000;

/**
 * An extractive summary on any encoder: the inputs' sentences that best answer the question and
 * stand for what many inputs say, without near-repeats, quoted as written and laid out in the
 * format. Identical sentences count once.
 */
export class ExtractiveSummaryModel implements SummaryModel {
  constructor(private readonly encoder: TextEncoder) {}

  async summarise(inputs: readonly string[], question: string, format: SummaryFormat): Promise<string> {
    const sentences: string[] = [];
    const seen = new Set<string>();
    for (const input of inputs) {
      for (const { text } of splitSentences(input)) {
        const sentence = text.replace(/\s+/g, ' ').trim();
        if (isBlank(sentence) || seen.has(sentence.toLowerCase())) continue;
        seen.add(sentence.toLowerCase());
        sentences.push(sentence);
      }
      if (sentences.length >= MAX_SUMMARY_SENTENCES) break;
    }
    if (sentences.length === 0) return 'The inputs are blank: there is nothing to summarise.';
    const kept = sentences.slice(0, MAX_SUMMARY_SENTENCES);
    const [questionVector, ...vectors] = await embedTexts(this.encoder, [question, ...kept]);
    const order = pickSentences(vectors, questionVector, sentencesWanted(format));
    return layOut(order.map((i) => kept[i]), format);
  }
}
