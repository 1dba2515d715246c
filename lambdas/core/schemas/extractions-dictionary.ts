import { z } from 'zod';
import { Usage } from './usage.js';
import { LIMITS, MAX_TEXT_CHARS } from '../limits.js';

/**
 * The newer extractions request of the TypeScript SDK and the spreadsheet add-ins (contract §10):
 * `{inputs, dictionary, type?, expand_dictionary?, expand_dictionary_limit?, category?, mode?}` →
 * `{dictionary, results}`, beside the specification's `{inputs, themes}` → `{extractions}`. A
 * dictionary entry plays the part of a theme (same limits); `expand_dictionary` first adds related
 * terms from the inputs' own words, and the response's `dictionary` shows what was matched.
 */

/** Related terms added by `expand_dictionary` when `expand_dictionary_limit` is not sent. */
export const DEFAULT_EXPANSION_LIMIT = 10;
/** Most related terms one request may add. */
export const MAX_EXPANSION_LIMIT = 50;

export const EXTRACTION_TYPES = ['named-entities', 'themes'] as const;

const Term = z.string().max(MAX_TEXT_CHARS).refine((s) => s.trim().length > 0, { message: 'A dictionary term must not be blank.' });

/** The fields of the dictionary shape (all optional here; `checkExtractionsShape` enforces the pairing). */
export const DICTIONARY_FIELDS = {
  dictionary: z
    .array(Term)
    .min(1)
    .max(LIMITS.extractions.themes.async)
    .optional()
    .meta({ description: `Newer shape, instead of \`themes\`: 1 to ${LIMITS.extractions.themes.async} terms or theme labels to find in each input. The response is then \`{dictionary, results}\`.` }),
  type: z.enum(EXTRACTION_TYPES).optional().meta({ description: 'Dictionary shape: `named-entities` (default: terms such as "service", "wait time") or `themes` (theme labels). Both run the same engine.' }),
  mode: z.enum(EXTRACTION_TYPES).optional().meta({ description: 'The add-ins\' older name of `type` (`type` wins when both are sent).' }),
  expand_dictionary: z.boolean().optional().meta({ description: 'Dictionary shape: first add related words and phrases from the inputs themselves (nearest by embedding to a dictionary term); the response\'s `dictionary` lists them after the terms sent. Default false.' }),
  expand_dictionary_limit: z
    .int()
    .min(0)
    .max(MAX_EXPANSION_LIMIT)
    .optional()
    .meta({ description: `Most related terms \`expand_dictionary\` adds in total (0 to ${MAX_EXPANSION_LIMIT}, default ${DEFAULT_EXPANSION_LIMIT}).` }),
  category: z.string().max(MAX_TEXT_CHARS).optional().meta({ description: 'Accepted for the existing clients and ignored.' }),
};

const DICTIONARY_ONLY = ['type', 'mode', 'expand_dictionary', 'expand_dictionary_limit', 'category'] as const;

/** Exactly one of `themes` and `dictionary`; the dictionary's options only with a dictionary. */
export function checkExtractionsShape(value: { themes?: unknown; dictionary?: unknown } & Record<string, unknown>, ctx: z.RefinementCtx): void {
  const hasThemes = value.themes !== undefined;
  const hasDictionary = value.dictionary !== undefined;
  if (hasThemes === hasDictionary) {
    ctx.addIssue({
      code: 'custom',
      path: hasThemes ? ['dictionary'] : ['themes'],
      message: hasThemes ? 'Send either `themes` or `dictionary`, not both.' : '`themes` (or, in the newer shape, `dictionary`) is required.',
    });
    return;
  }
  if (hasThemes) {
    for (const field of DICTIONARY_ONLY) {
      if (value[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `\`${field}\` goes with \`dictionary\`, not with \`themes\`.` });
    }
  }
}

/** The answer to the dictionary shape. */
export const ExtractionsDictionaryResponse = z
  .object({
    dictionary: z.array(z.string()).meta({ description: 'The terms matched: those sent, in order, then the related terms `expand_dictionary` added.' }),
    results: z.array(z.array(z.array(z.string()))).meta({ description: 'Shape [inputs][dictionary][K]: verbatim substrings of input i about term j, in order of position.' }),
    requestId: z.string(),
    usage: Usage.optional(),
  })
  .meta({ id: 'ExtractionsDictionaryResponse' });
