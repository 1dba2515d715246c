import { jobEventsFunction } from '../runtime/aws-handlers.js';

/** Jobs table stream (status changes only) → webhook deliveries for the job's tenant. */
export const handler = jobEventsFunction();
