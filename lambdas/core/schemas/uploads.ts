import { z } from 'zod';
import { UPLOAD_ID_PATTERN, UPLOAD_MAX_BYTES, UPLOAD_TTL_SECONDS } from '../uploads.js';

/** The upload bodies of the OpenAPI document (contract §10, uploads). */

export const UploadCreated = z
  .object({
    uploadId: z.string().regex(UPLOAD_ID_PATTERN).meta({ description: 'Name it in the request: `{"upload": uploadId}`.' }),
    method: z.literal('PUT'),
    url: z.string().meta({ description: 'Where to PUT the request body, exactly as it would have been sent (JSON, not gzip-encoded). Needs no Authorization header.' }),
    headers: z.record(z.string(), z.string()).meta({ description: 'Headers to send with the PUT (`Content-Type: application/json`).' }),
    expiresAt: z.string().meta({ description: `When the URL stops working and the upload can no longer be submitted (${UPLOAD_TTL_SECONDS / 60} minutes after creation).` }),
    maxBytes: z.number().int().meta({ description: `Largest body accepted: ${UPLOAD_MAX_BYTES} bytes (10 MiB); a larger upload is refused with 413 when submitted.` }),
  })
  .meta({ id: 'UploadCreated', description: 'HTTP 201. PUT the body to `url` with `headers`, then send the operation `{"upload": uploadId}`.' });

export const UploadReference = z
  .object({ upload: z.string().regex(UPLOAD_ID_PATTERN).meta({ description: 'An upload id from `POST /v1/uploads` whose body was PUT.' }) })
  .strict()
  .meta({
    id: 'UploadReference',
    description:
      'An asynchronous request whose body was uploaded first (for bodies over the 6 MB an AWS deployment accepts inline). Nothing else may be sent beside `upload`; the uploaded body is validated like a body sent inline and must not set `fast: true`. The upload is removed once its job is accepted.',
  });
