import { z } from 'zod';

/** Most alternative theme sets one interactive request may ask for (the clients' maximum). */
export const MAX_INITIAL_SETS = 3;

/**
 * The themes fields of the TypeScript SDK and the add-ins (contract §10): `interactive: true`
 * answers `{themeSets}` (alternative sets to choose from) instead of `{themes}`.
 */
export const THEME_SETS_FIELDS = {
  interactive: z
    .boolean()
    .optional()
    .meta({ description: 'true: the response is `{themeSets}`, `initialSets` alternative theme sets to choose from (as found, coarser, finer), instead of `{themes}`. Default false.' }),
  initialSets: z
    .int()
    .min(1)
    .max(MAX_INITIAL_SETS)
    .optional()
    .meta({ description: `With \`interactive\`: how many alternative sets (1 to ${MAX_INITIAL_SETS}, default 1); more than 1 needs \`interactive: true\`.` }),
};

export function checkThemeSets(req: { interactive?: boolean; initialSets?: number; includeAssignments?: boolean }, ctx: z.RefinementCtx): void {
  if ((req.initialSets ?? 1) > 1 && req.interactive !== true) {
    ctx.addIssue({ code: 'custom', path: ['initialSets'], message: '`initialSets` above 1 needs `interactive: true` (alternative sets are answered as `themeSets`).' });
  }
  if (req.interactive === true && req.includeAssignments === true) {
    ctx.addIssue({ code: 'custom', path: ['includeAssignments'], message: '`includeAssignments` cannot be combined with `interactive`: send one or the other.' });
  }
}
