import type { StageConfig } from './config.js';
import { ANALYSIS_FUNCTIONS, type ServiceFunctions } from './service-functions.js';

/**
 * Applies the stage's reserved concurrency (bulkheads, `reservedConcurrency` in the stage
 * config): each analysis function, the worker and the delivery function get their own slots.
 * The worker's reservation must cover the jobs queue's maximum concurrency, or the event source
 * would drive more instances than may run and throttle itself.
 */
export function applyReservedConcurrency(functions: ServiceFunctions, config: StageConfig): void {
  const reserved = config.reservedConcurrency;
  if (!reserved) return;
  if (reserved.worker !== undefined && reserved.worker < config.jobs.workerMaxConcurrency) {
    throw new Error(`reservedConcurrency.worker (${reserved.worker}) is below jobs.workerMaxConcurrency (${config.jobs.workerMaxConcurrency})`);
  }
  const set = (fn: { node: { defaultChild?: unknown } }, value: number | undefined) => {
    if (value !== undefined) (fn.node.defaultChild as { reservedConcurrentExecutions?: number }).reservedConcurrentExecutions = value;
  };
  for (const id of ANALYSIS_FUNCTIONS) set(functions[id], reserved.analysis);
  set(functions.analysisWorker, reserved.worker);
  set(functions.webhookDelivery, reserved.webhookDelivery);
}
