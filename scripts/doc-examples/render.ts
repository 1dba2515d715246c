/**
 * How documentation examples are written into Markdown and read back: the command, the answer
 * (status line and JSON body), the markers around them, and the shape of a JSON value.
 */
import type { Example, ExampleStep } from './catalog.js';

/** The base URL the documentation shows (the default of `npm start`). */
export const DOC_BASE = 'http://127.0.0.1:8787';
const SHOWN_HOST = 'localhost:8787';
/** Number arrays longer than this are cut to their first `KEEP_NUMBERS` values. */
const MAX_NUMBERS = 12;
const KEEP_NUMBERS = 4;
const WIDTH = 110;

export interface StepAnswer {
  status: number;
  /** The JSON body (undefined for an empty body). */
  body: unknown;
}

/** The values a later step may use: `{jobId}` and `{resultUrl}`. */
export type StepContext = Record<string, string>;

export function fillPlaceholders(text: string, ctx: StepContext): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => ctx[name] ?? whole);
}

/** The curl command of one step, as a user types it. */
export function renderCommand(step: ExampleStep, ctx: StepContext): string {
  const lines: string[] = [];
  if (step.comment) lines.push(`# ${step.comment}`);
  if (step.display) {
    lines.push(fillPlaceholders(step.display, ctx));
    return lines.join('\n');
  }
  const path = fillPlaceholders(step.path, ctx);
  const target = path.startsWith('http') ? `"${path}"` : path.includes('?') ? `"${SHOWN_HOST}${path}"` : `${SHOWN_HOST}${path}`;
  const parts = ['curl -s'];
  if (step.method !== 'GET' && step.body === undefined && step.rawBody === undefined) parts.push(`-X ${step.method}`);
  parts.push(target);
  if (step.auth !== false) parts.push('-H "Authorization: Bearer $KEY"');
  let command = parts.join(' ');
  if (step.body !== undefined || step.rawBody !== undefined) {
    const data = step.rawBody ?? fillPlaceholders(spacedJson(step.body), ctx);
    command += ` -H 'Content-Type: application/json' \\\n  -d '${data}'`;
  }
  lines.push(command);
  return lines.join('\n');
}

/** JSON with a space after `:` and `,`, the way people write request bodies by hand. */
function spacedJson(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ').replace(/([[{]) /g, '$1').replace(/ ([\]}])/g, '$1');
}

/** The answer of one step: the status line, then the JSON body, indented where it is long. */
export function renderAnswer(answer: StepAnswer): string {
  const head = `HTTP ${answer.status}`;
  return answer.body === undefined ? head : `${head}\n${formatJson(answer.body, 0)}`;
}

/** Compact where it fits in `WIDTH` columns, one member per line otherwise; long number arrays cut. */
export function formatJson(value: unknown, indent: number): string {
  const compact = compactJson(value);
  if (compact.length + indent <= WIDTH || value === null || typeof value !== 'object') return compact;
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) return compact;
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) return `[\n${value.map((v) => pad + formatJson(v, indent + 2)).join(',\n')}\n${close}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${pad}${JSON.stringify(k)}: ${formatJson(v, indent + 2)}`);
  return `{\n${entries.join(',\n')}\n${close}}`;
}

function compactJson(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length > MAX_NUMBERS && value.every((v) => typeof v === 'number')) {
      return `[${value.slice(0, KEEP_NUMBERS).join(',')}, … ${value.length - KEEP_NUMBERS} more]`;
    }
    return `[${value.map(compactJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${compactJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Reads an answer written by `renderAnswer` back (cut number arrays keep their first values). */
export function parseAnswer(text: string): StepAnswer {
  const [head, ...rest] = text.split('\n');
  const m = /^HTTP (\d{3})$/.exec(head.trim());
  if (!m) throw new Error(`not an answer: ${head}`);
  const json = rest.join('\n').replace(/, … \d+ more\]/g, ']');
  return { status: Number(m[1]), body: json.trim() === '' ? undefined : JSON.parse(json) };
}

/** The Markdown of one example: each step's command and answer. */
export function renderExample(example: Example, commands: string[], answers: StepAnswer[]): string {
  const blocks = example.steps.map((_, i) => `\`\`\`bash\n${commands[i]}\n\`\`\`\n\n\`\`\`http\n${renderAnswer(answers[i])}\n\`\`\``);
  return blocks.join('\n\n');
}

const BLOCK = /<!-- example: ([\w-]+) -->\n([\s\S]*?)<!-- \/example -->/g;

export interface ExampleBlock {
  id: string;
  /** The recorded answers, one per step. */
  answers: StepAnswer[];
}

/** The examples recorded in a Markdown text. */
export function readExampleBlocks(markdown: string): ExampleBlock[] {
  return [...markdown.matchAll(BLOCK)].map((m) => ({
    id: m[1],
    answers: [...m[2].matchAll(/```http\n([\s\S]*?)\n```/g)].map((a) => parseAnswer(a[1])),
  }));
}

/** Replaces each example block's content with `render(id)`. */
export function replaceExampleBlocks(markdown: string, render: (id: string) => string | undefined): string {
  return markdown.replace(BLOCK, (whole: string, id: string) => {
    const body = render(id);
    return body === undefined ? whole : `<!-- example: ${id} -->\n${body}\n<!-- /example -->`;
  });
}

/** The shape of a JSON value: types and object keys, not values. */
export type Shape = string | { array: Shape[] } | { object: Record<string, Shape> };

/** Arrays hold the shapes of their elements (nested arrays merged into one); an empty array matches any array. */
export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const members: Shape[] = [];
    const nested: Shape[] = [];
    for (const shape of value.map(shapeOf)) {
      if (typeof shape === 'object' && 'array' in shape) nested.push(...shape.array);
      else members.push(shape);
    }
    if (value.some(Array.isArray)) members.push({ array: unique(nested) });
    return { array: unique(members) };
  }
  if (typeof value === 'object') {
    return { object: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shapeOf(v)])) };
  }
  return typeof value;
}

function unique(shapes: Shape[]): Shape[] {
  const seen = new Map<string, Shape>();
  for (const s of shapes) seen.set(JSON.stringify(s), s);
  return [...seen.values()];
}

/** Whether two shapes agree; returns the first difference as a path, or undefined. */
export function shapeDifference(a: Shape, b: Shape, path = '$'): string | undefined {
  if (typeof a === 'string' || typeof b === 'string') return a === b ? undefined : `${path}: ${describe(a)} vs ${describe(b)}`;
  if ('array' in a && 'array' in b) {
    if (a.array.length === 0 || b.array.length === 0) return undefined;
    for (const [from, to] of [[a.array, b.array], [b.array, a.array]]) {
      for (const member of from) {
        if (!to.some((other) => shapeDifference(member, other) === undefined)) {
          return to.length === 1 ? shapeDifference(from === a.array ? member : to[0], from === a.array ? to[0] : member, `${path}[]`) : `${path}[]: ${describe(member)} has no counterpart`;
        }
      }
    }
    return undefined;
  }
  if ('object' in a && 'object' in b) {
    const keys = new Set([...Object.keys(a.object), ...Object.keys(b.object)]);
    for (const k of keys) {
      if (!(k in a.object) || !(k in b.object)) return `${path}.${k}: only in ${k in a.object ? 'the first' : 'the second'}`;
      const d = shapeDifference(a.object[k], b.object[k], `${path}.${k}`);
      if (d) return d;
    }
    return undefined;
  }
  return `${path}: ${describe(a)} vs ${describe(b)}`;
}

function describe(s: Shape): string {
  return typeof s === 'string' ? s : 'array' in s ? 'array' : 'object';
}
