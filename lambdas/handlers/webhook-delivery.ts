import { webhookDeliveryFunction } from '../runtime/aws-handlers.js';

/** SQS deliveries queue → one signed delivery attempt per message. */
export const handler = webhookDeliveryFunction();
