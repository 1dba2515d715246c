import { httpFunction } from '../runtime/aws-handlers.js';

/** API Gateway → the `clustering` routes of the HTTP API (see `HTTP_FUNCTION_ROUTES`). */
export const handler = httpFunction('clustering');
