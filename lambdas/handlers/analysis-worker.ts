import { analysisWorkerFunction } from '../runtime/aws-handlers.js';

/** SQS jobs queue → one job attempt per message, failures reported per message. */
export const handler = analysisWorkerFunction();
