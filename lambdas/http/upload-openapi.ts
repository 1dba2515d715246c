import '../core/schemas/uploads.js';

/** The upload parts of the OpenAPI document: `POST /v1/uploads` and the reference an analysis body may be. */

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });

/** The OpenAPI operation of `POST /v1/uploads`. */
export function uploadOperation(common: object, authErrors: object): object {
  return {
    ...common,
    description: 'Step 1 of sending an asynchronous request whose body is larger than an AWS deployment accepts inline (6 MB): PUT the body to the returned URL, then send the operation with `{"upload": uploadId}`. Locally the URL is served by the server itself.',
    parameters: [],
    responses: { 201: { description: 'Created.', ...json(ref('UploadCreated')) }, ...authErrors },
  };
}

/** An analysis request body: the operation's own schema, or a reference to an upload. */
export function analysisRequestBody(schemaRef: object): object {
  return { oneOf: [schemaRef, ref('UploadReference')] };
}

/** The errors only a request naming an upload gets. */
export const UPLOAD_ERRORS = { 404: error('The named upload does not exist for this tenant, was already submitted, or expired (`not_found`).') };
