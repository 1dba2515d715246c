/** What each evaluation task reports, and what it gets to work with. */
import type { ApiClient } from './api-client.js';
import type { Operation } from '../../lambdas/core/limits.js';

/** One figure of one dataset: the service's score next to the baselines of the same run. */
export interface MetricRow {
  dataset: string;
  metric: string;
  /** Items scored (pairs, texts, (text, theme) cases, or texts over all samples). */
  n: number;
  service: number;
  baselines: { name: string; value: number }[];
  /** The target for this figure, when it sets one, e.g. "≥ 0.70". */
  target?: { atLeast: number } | { atMost: number };
}

export interface TaskReport {
  /** Section title. */
  title: string;
  seconds: number;
  rows: MetricRow[];
  /** Markdown paragraphs or tables shown under the section's main table. */
  details: string[];
}

export interface EvalContext {
  client: ApiClient;
  dataDir: string;
  seed: number;
  /** At most this many items per dataset (and texts per themes sample); all when undefined. */
  limit?: number;
  /** The version each operation is called with (a `version` field is sent only when pinned). */
  versions: Record<Operation, string>;
  /** Operations whose version was pinned on the command line. */
  pinned: ReadonlySet<Operation>;
  log(line: string): void;
}

/** The `version` field for a request body: set only when pinned, so defaults stay defaults. */
export function versionField(context: EvalContext, operation: Operation): { version?: string } {
  return context.pinned.has(operation) ? { version: context.versions[operation] } : {};
}

/** Does this figure meet its target? Undefined when it has none. */
export function meetsTarget(row: MetricRow): boolean | undefined {
  if (!row.target) return undefined;
  return 'atLeast' in row.target ? row.service >= row.target.atLeast : row.service <= row.target.atMost;
}
