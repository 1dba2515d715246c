/**
 * Lambda event filtering (`FilterCriteria`): EventBridge-style patterns matched against each
 * record, as Lambda does before invoking. Implements the pattern syntax these stacks can use:
 * literal values (strings, numbers, booleans, null), `exists`, `prefix`, `suffix`,
 * `equals-ignore-case`, `anything-but` (values or a prefix) and `numeric` ranges. Any other
 * operator is rejected when the pattern is compiled, so an unsupported filter fails the start
 * instead of silently letting records through.
 */

type Literal = string | number | boolean | null;
type Rule = Literal | Record<string, unknown>;
type Pattern = { [key: string]: Pattern | Rule[] };

/** A compiled filter: true when the record matches. */
export type RecordFilter = (record: unknown) => boolean;

const OPERATORS = new Set(['exists', 'prefix', 'suffix', 'equals-ignore-case', 'anything-but', 'numeric']);
const NUMERIC_COMPARISONS: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

/** Compiles the `Pattern` strings of a mapping's filters; a record passes if any matches. */
export function compileFilters(patterns: string[]): RecordFilter {
  if (patterns.length === 0) return () => true;
  const compiled = patterns.map((text) => {
    const pattern = JSON.parse(text) as Pattern;
    validate(pattern, '');
    return pattern;
  });
  return (record) => compiled.some((pattern) => matchesPattern(pattern, record));
}

function validate(pattern: Pattern, path: string): void {
  if (typeof pattern !== 'object' || pattern === null || Array.isArray(pattern)) throw new Error(`Filter pattern at "${path}" must be an object`);
  for (const [key, value] of Object.entries(pattern)) {
    const at = path ? `${path}.${key}` : key;
    if (!Array.isArray(value)) {
      validate(value, at);
      continue;
    }
    for (const rule of value) {
      if (rule === null || typeof rule !== 'object') continue;
      const operators = Object.keys(rule);
      if (operators.length !== 1 || !OPERATORS.has(operators[0])) throw new Error(`Filter operator ${JSON.stringify(rule)} at "${at}" is not supported locally`);
      if (operators[0] === 'numeric') numericChecks(rule.numeric);
    }
  }
}

/** True when every field of `pattern` matches the same field of `value`. */
export function matchesPattern(pattern: Pattern, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const object = value as Record<string, unknown>;
  return Object.entries(pattern).every(([key, expected]) =>
    Array.isArray(expected) ? matchesRules(expected, object[key]) : matchesPattern(expected, object[key]),
  );
}

/** A field matches when any rule matches it; an array field when any element does. */
function matchesRules(rules: Rule[], field: unknown): boolean {
  const values = Array.isArray(field) ? field : [field];
  return rules.some((rule) => {
    if (rule === null || typeof rule !== 'object') return field !== undefined && values.some((v) => v === rule);
    const [operator, argument] = Object.entries(rule)[0];
    if (operator === 'exists') return (field !== undefined) === argument;
    if (field === undefined) return false;
    return values.some((v) => matchesOperator(operator, argument, v));
  });
}

function matchesOperator(operator: string, argument: unknown, value: unknown): boolean {
  switch (operator) {
    case 'prefix':
      return typeof value === 'string' && value.startsWith(String(argument));
    case 'suffix':
      return typeof value === 'string' && value.endsWith(String(argument));
    case 'equals-ignore-case':
      return typeof value === 'string' && value.toLowerCase() === String(argument).toLowerCase();
    case 'numeric':
      return typeof value === 'number' && numericChecks(argument).every(([compare, bound]) => compare(value, bound));
    case 'anything-but':
      return !anythingButExcludes(argument, value);
    default:
      return false;
  }
}

/** True when `value` is one of the excluded values (or starts with the excluded prefix). */
function anythingButExcludes(argument: unknown, value: unknown): boolean {
  if (Array.isArray(argument)) return argument.includes(value);
  if (typeof argument === 'object' && argument !== null && 'prefix' in argument) {
    return typeof value === 'string' && value.startsWith(String((argument as { prefix: unknown }).prefix));
  }
  return argument === value;
}

/** `[">", 0, "<=", 5]` as comparison functions with their bounds. */
function numericChecks(argument: unknown): [(a: number, b: number) => boolean, number][] {
  if (!Array.isArray(argument) || argument.length === 0 || argument.length % 2 !== 0) throw new Error(`Bad numeric filter ${JSON.stringify(argument)}`);
  const checks: [(a: number, b: number) => boolean, number][] = [];
  for (let i = 0; i < argument.length; i += 2) {
    const compare = NUMERIC_COMPARISONS[String(argument[i])];
    const bound = argument[i + 1];
    if (!compare || typeof bound !== 'number') throw new Error(`Bad numeric filter ${JSON.stringify(argument)}`);
    checks.push([compare, bound]);
  }
  return checks;
}
