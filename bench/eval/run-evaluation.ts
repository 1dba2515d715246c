/**
 * One evaluation run against a service that is already listening: reads the served versions,
 * runs the selected tasks in turn and renders the report.
 */
import { cpus, totalmem } from 'node:os';
import { OPERATIONS, type Operation } from '../../lambdas/core/limits.js';
import { ApiClient } from './api-client.js';
import type { EvalOptions, Task } from './options.js';
import { renderReport } from './report.js';
import { evaluateExtractions } from './tasks/extractions-task.js';
import { evaluateSentiment } from './tasks/sentiment-task.js';
import { evaluateSimilarity } from './tasks/similarity-task.js';
import { evaluateThemes } from './tasks/themes-task.js';
import type { EvalContext, TaskReport } from './types.js';

const RUNNERS: Record<Task, (context: EvalContext) => Promise<TaskReport>> = {
  similarity: evaluateSimilarity,
  sentiment: evaluateSentiment,
  themes: evaluateThemes,
  extractions: evaluateExtractions,
};

export interface RunTarget {
  baseUrl: string;
  apiKey: string;
  /** How the report names the service ("a local server started by the harness", a URL…). */
  description: string;
}

export interface EvaluationResult {
  markdown: string;
  tasks: TaskReport[];
}

function machine(): string {
  const cores = cpus();
  return `${cores[0]?.model.trim() ?? 'unknown CPU'} × ${cores.length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
}

export async function runEvaluation(options: EvalOptions, target: RunTarget, command: string, log: (line: string) => void): Promise<EvaluationResult> {
  const started = performance.now();
  const client = new ApiClient(target.baseUrl, target.apiKey);
  const served = await client.versions();
  for (const [op, id] of Object.entries(options.versions) as [Operation, string][]) {
    if (!served[op].versions.some((v) => v.id === id)) {
      throw new Error(`--version-${op} ${id} is not served (served: ${served[op].versions.map((v) => v.id).join(', ')})`);
    }
  }
  const versions = Object.fromEntries(OPERATIONS.map((op) => [op, options.versions[op] ?? served[op].default])) as Record<Operation, string>;
  const context: EvalContext = {
    client,
    dataDir: options.dataDir,
    seed: options.seed,
    limit: options.limit,
    versions,
    pinned: new Set(Object.keys(options.versions) as Operation[]),
    log,
  };
  const tasks: TaskReport[] = [];
  for (const task of options.tasks) {
    log(`${task}…`);
    tasks.push(await RUNNERS[task](context));
  }
  const facts = {
    command,
    date: new Date().toISOString(),
    machine: machine(),
    service: target.description,
    seed: options.seed,
    limit: options.limit,
    versions: Object.fromEntries(
      OPERATIONS.map((op) => [
        op,
        { id: versions[op], pinned: context.pinned.has(op), description: served[op].versions.find((v) => v.id === versions[op])?.description ?? '' },
      ]),
    ) as Record<Operation, { id: string; pinned: boolean; description: string }>,
    seconds: (performance.now() - started) / 1000,
    requests: { ...client.counts },
  };
  return { markdown: renderReport(facts, tasks), tasks };
}
