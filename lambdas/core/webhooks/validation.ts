import { DomainError, fieldName, type ErrorDetail } from '../errors.js';
import { rejectNearMissFields } from '../near-miss-fields.js';
import { WebhookCreateRequest } from '../schemas/webhooks.js';
import type { WebhookEventType } from './events.js';

/** A validated `POST /v1/webhooks` body (the URL's address policy is checked separately). */
export interface WebhookInput {
  url: string;
  /** Without duplicates, in the order given. */
  events: WebhookEventType[];
  description: string | null;
}

/** Checks the types and sizes of a subscription body; every problem is one `errors` entry. */
export function validateWebhookInput(body: unknown): WebhookInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainError('validation_error', 'The request body must be a JSON object.', {
      details: [{ path: [], location: 'body', message: 'Expected a JSON object.' }],
    });
  }
  rejectNearMissFields(Object.keys(body), Object.keys(WebhookCreateRequest.shape));
  const parsed = WebhookCreateRequest.safeParse(body);
  if (!parsed.success) {
    const details: ErrorDetail[] = parsed.error.issues.map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
      return { path, field: fieldName(path) || undefined, location: 'body', message: issue.message };
    });
    const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
    throw new DomainError('validation_error', `Invalid request: ${details[0].message}${more}`, { details });
  }
  const { url, events, description } = parsed.data;
  return { url, events: [...new Set(events)], description: description ?? null };
}
