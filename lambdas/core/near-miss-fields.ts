import { DomainError, type ErrorDetail } from './errors.js';

/**
 * Near-miss field names (contract §10): a body field that is not a known field of the request
 * but equals one apart from case, `_` and `-` (`Fast`, `max_themes`, `min-themes`) is almost
 * certainly a typo that would otherwise be ignored silently (`"Fast": true` would quietly run a
 * job). Such a field is a `validation_error` naming the field to use; other unknown fields stay
 * ignored.
 */

/** `max_themes`, `Max-Themes` and `maxThemes` all become `maxthemes`. */
function loose(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** One error detail per field of `fields` that is a near miss of a field of `known`. */
export function nearMissFields(fields: readonly string[], known: readonly string[]): ErrorDetail[] {
  const byLoose = new Map(known.map((k) => [loose(k), k]));
  return fields.flatMap((field): ErrorDetail[] => {
    const meant = known.includes(field) ? undefined : byLoose.get(loose(field));
    if (meant === undefined) return [];
    return [{ path: [field], field, location: 'body', message: `\`${field}\` is not a field of this request: use \`${meant}\` (names must match exactly, including case, \`_\` and \`-\`).` }];
  });
}

/** Throws a `validation_error` listing every near-miss field of `fields`. */
export function rejectNearMissFields(fields: readonly string[], known: readonly string[]): void {
  const details = nearMissFields(fields, known);
  if (details.length === 0) return;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  throw new DomainError('validation_error', `Invalid request: ${details[0].message}${more}`, { details });
}
