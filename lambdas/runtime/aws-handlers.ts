/* Placeholder: the Lambda handler factories are being written. */
import type { FunctionId } from './aws-env.js';

const pending = () => async () => {
  throw new Error('not implemented yet');
};
export const httpFunction = (_id: FunctionId) => pending();
export const authorizerFunction = () => pending();
export const analysisWorkerFunction = () => pending();
export const jobEventsFunction = () => pending();
export const webhookDeliveryFunction = () => pending();
