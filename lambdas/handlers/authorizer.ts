import { authorizerFunction } from '../runtime/aws-authorizer.js';

/** API Gateway Lambda authorizer: bearer key → tenant (cached by API Gateway per key). */
export const handler = authorizerFunction();
