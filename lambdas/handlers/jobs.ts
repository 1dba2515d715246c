import { httpFunction } from '../runtime/aws-handlers.js';

/** API Gateway → the `jobs` routes of the HTTP API (see `HTTP_FUNCTION_ROUTES`). */
export const handler = httpFunction('jobs');
