/** Helpers shared by the extractions version tests. */
import type { ThemeSpanExtractionsModel } from '../../../lambdas/models/local/extractions-spans.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';

/** The themes `model` finds any span for in `text`, in the order given. */
export const themesFound = async (model: ThemeSpanExtractionsModel, text: string, themes: string[]): Promise<string[]> =>
  (await model.extract([text], themes))[0].flatMap((spans, j) => (spans.length > 0 ? [themes[j]] : []));

/** The words of `text` at the token indexes a phrase reader returns. */
export const wordsAt = (text: string, at: (tokens: ReturnType<typeof tagText>) => number[]): string[] => {
  const tokens = tagText(text, true);
  return at(tokens).map((i) => tokens[i].value);
};
