import { httpFunction } from '../runtime/aws-handlers.js';

/** API Gateway → the `dataDictionary` routes of the HTTP API (see `HTTP_FUNCTION_ROUTES`). */
export const handler = httpFunction('dataDictionary');
