import { httpFunction } from '../runtime/aws-handlers.js';

/** API Gateway → the `webhooks` routes of the HTTP API (see `HTTP_FUNCTION_ROUTES`). */
export const handler = httpFunction('webhooks');
