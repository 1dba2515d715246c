/** The command line of `npm run eval`. */
import { OPERATIONS, type Operation } from '../../lambdas/core/limits.js';
import { DEFAULT_EVAL_SEED } from './sampling.js';

/** The groups of metrics that `--only` can select. */
export const TASKS = ['similarity', 'sentiment', 'themes', 'extractions'] as const;
export type Task = (typeof TASKS)[number];

export interface EvalOptions {
  dataDir: string;
  tasks: Task[];
  limit?: number;
  seed: number;
  /** Score a running deployment instead of starting a local server. */
  baseUrl?: string;
  apiKey?: string;
  /** Versions pinned per operation (`--version-themes 2026-11-22`). */
  versions: Partial<Record<Operation, string>>;
  /** Where the report is written. */
  out: string;
}

export const USAGE = `npm run eval -- --data ../shared/data [--only similarity,sentiment,themes,extractions] [--limit N] [--seed S]
                [--base-url URL --api-key KEY] [--version-<operation> V] [--out EVALUATION.md]`;

/** `embeddings` selects the same group as `similarity`: both are scored on STS-B. */
function parseTasks(value: string): Task[] {
  const names = value.split(',').map((s) => s.trim()).filter(Boolean).map((s) => (s === 'embeddings' ? 'similarity' : s));
  const unknown = names.filter((s) => !(TASKS as readonly string[]).includes(s));
  if (unknown.length > 0) throw new Error(`--only: unknown task ${unknown.join(', ')} (known: embeddings, ${TASKS.join(', ')})`);
  return TASKS.filter((t) => names.includes(t));
}

function positiveInteger(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive integer, got "${value}"`);
  return n;
}

/** Parses `argv` (without the node and script paths). The API key may also come from `TAS_API_KEY`. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): EvalOptions {
  const options: EvalOptions = { dataDir: '../shared/data', tasks: [...TASKS], seed: DEFAULT_EVAL_SEED, versions: {}, out: 'EVALUATION.md', apiKey: env.TAS_API_KEY };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\nusage: ${USAGE}`);
    i++;
    const version = /^--version-(\w+)$/.exec(flag)?.[1];
    if (version) {
      if (!(OPERATIONS as readonly string[]).includes(version)) throw new Error(`${flag}: unknown operation (known: ${OPERATIONS.join(', ')})`);
      options.versions[version as Operation] = value;
      continue;
    }
    switch (flag) {
      case '--data': options.dataDir = value; break;
      case '--only': options.tasks = parseTasks(value); break;
      case '--limit': options.limit = positiveInteger(flag, value); break;
      case '--seed': options.seed = positiveInteger(flag, value); break;
      case '--base-url': options.baseUrl = value.replace(/\/+$/, ''); break;
      case '--api-key': options.apiKey = value; break;
      case '--out': options.out = value; break;
      default: throw new Error(`unknown option ${flag}\nusage: ${USAGE}`);
    }
  }
  if (options.baseUrl && !options.apiKey) throw new Error('--base-url needs --api-key (or TAS_API_KEY)');
  return options;
}
