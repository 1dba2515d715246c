import type { LocalThemesModel } from '../../../lambdas/models/local/themes-local.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';

/** Short labels of each model's themes (the models asked in turn), each theme's members (input indices) after its label. */
export async function labelledBy<K extends string>(models: Record<K, LocalThemesModel>, inputs: string[], context?: string): Promise<Record<K, Map<string, number[]>>> {
  const labelled = {} as Record<K, Map<string, number[]>>;
  for (const key of Object.keys(models) as K[]) {
    const result = (await computeThemes({ inputs, includeAssignments: true, ...(context ? { context } : {}) }, models[key])).result;
    labelled[key] = new Map(result.themes.map((t, c) => [t.shortLabel, result.assignments!.flatMap((a, i) => (a === c ? [i] : []))]));
  }
  return labelled;
}

/** Hand-written answers about a leisure centre: five on opening hours (the first of them `opening`), five on ticket prices, five on noise. */
export function poolAnswers(opening: string): string[] {
  return [
    opening,
    'The pool closes at 8pm which is too early for shift workers.',
    'Longer opening hours at weekends.',
    'Please open on bank holidays.',
    'Later closing time in the evenings would help.',
    'Tickets are far too expensive for a family.',
    'The price went up again this year.',
    'A family swim costs nearly twenty pounds.',
    'Cheaper tickets for children please.',
    'Too expensive for what you get.',
    'The music in the gym is far too loud.',
    'Kids screaming in the cafe all the time.',
    'Can there be a quiet area to read?',
    'The noise from the spin class carries everywhere.',
    "It is so noisy in reception that I can't hear the staff.",
  ];
}
