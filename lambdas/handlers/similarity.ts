import { httpFunction } from '../runtime/aws-handlers.js';

/** API Gateway → the `similarity` routes of the HTTP API (see `HTTP_FUNCTION_ROUTES`). */
export const handler = httpFunction('similarity');
