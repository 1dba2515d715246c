import { z } from 'zod';
import { REQUEST_OPERATIONS } from '../request-operations.js';

/** `usage` of every analysis response body (contract §10; docs/design-notes.md#usage). */
export const Usage = z
  .object({
    records: z
      .array(
        z.object({
          feature: z.enum(REQUEST_OPERATIONS).meta({ description: 'The operation that ran.' }),
          quantity: z.int().min(0).meta({ description: 'What it consumed: the texts sent (inputs; set items; both sets of a cross comparison), for interactive themes once per theme set computed; for the data dictionary the data rows.' }),
        }),
      )
      .meta({ description: 'One record per operation the request ran.' }),
    total: z.int().min(0).meta({ description: 'The sum of the quantities.' }),
  })
  .meta({ id: 'Usage', description: 'What the request consumed, in the shape the existing clients read. Absent only from the results of similarity jobs that AWS splits across parallel tasks.' });
