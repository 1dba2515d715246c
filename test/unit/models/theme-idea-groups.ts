/** Themes given as lists of answers (largest first), named by nameIdeas as the model would. */
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { nameIdeas, type UnsharedNaming } from '../../../lambdas/models/local/theme-idea-names.js';

export function nameAnswerGroups(themes: string[][], excluded: string[] = [], unshared?: UnsharedNaming) {
  const texts = themes.flat();
  const { analyses, tags } = analyseAndTagTexts(texts);
  let next = 0;
  const groups = themes.map((answers) => {
    const indices = answers.map(() => next++);
    return { texts: indices, size: answers.length, typical: answers[0], typicalIndex: indices[0], second: answers[1] };
  });
  return nameIdeas(groups, tags, analyses, texts.map(() => 1), new Set(excluded), unshared);
}
