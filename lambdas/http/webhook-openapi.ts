import '../core/schemas/webhooks.js';
import type { Route, WebhookRouteId } from './routes.js';

/** The webhook part of the OpenAPI document: the subscription routes and the events sent to receivers. */

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });

const ID_PARAM = { name: 'webhookId', in: 'path', required: true, schema: { type: 'string' } };
const NOT_FOUND = { 404: error('No such webhook for this tenant (`not_found`).') };

const SUCCESS: Record<WebhookRouteId, Record<number, object>> = {
  createWebhook: { 201: { description: 'Created. `secret` is shown only here.', ...json(ref('WebhookWithSecret')) } },
  listWebhooks: { 200: { description: 'OK', ...json(ref('WebhookList')) } },
  getWebhook: { 200: { description: 'OK (secret hidden; see `secretHint`).', ...json(ref('Webhook')) }, ...NOT_FOUND },
  deleteWebhook: { 204: { description: 'Deleted; pending deliveries are cancelled.' }, ...NOT_FOUND },
  rotateWebhookSecret: { 200: { description: 'The new secret, shown only here.', ...json(ref('WebhookWithSecret')) }, ...NOT_FOUND },
  listWebhookDeliveries: { 200: { description: 'Newest first, with every attempt.', ...json(ref('WebhookDeliveryList')) }, ...NOT_FOUND },
};

/** True for the route ids handled here. */
export function isWebhookRoute(id: string): id is WebhookRouteId {
  return Object.hasOwn(SUCCESS, id);
}

/** The OpenAPI operation of a webhook route; `common` and `authErrors` come from the generic builder. */
export function webhookOperation(route: Route, common: object, authErrors: object): object {
  const id = route.id as WebhookRouteId;
  const create = id === 'createWebhook';
  return {
    ...common,
    parameters: route.path.includes('{webhookId}') ? [ID_PARAM] : [],
    ...(create ? { requestBody: { required: true, ...json(ref('WebhookCreateRequest')) } } : {}),
    responses: {
      ...SUCCESS[id],
      ...(create ? { 400: error('`validation_error`: bad fields, unknown event, URL not https or not public; `limit_exceeded`: too many webhooks.') } : {}),
      ...authErrors,
    },
  };
}

const SIGNATURE_DESCRIPTION =
  '`v1,<base64 HMAC-SHA256(base64-decoded secret after whsec_, "<webhook-id>.<webhook-timestamp>.<raw body>")>` (Standard Webhooks). During the 24 hours after a rotation: two signatures, new first, space-separated.';

function eventDoc(type: string, summary: string): object {
  const header = (description: string) => ({ required: true, schema: { type: 'string' }, description });
  return {
    post: {
      summary,
      description: 'Sent to every active subscription of the tenant that subscribed to this event. Answer 2xx within 15 s; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, ±10%). 410 Gone disables the subscription. Redirects are not followed.',
      operationId: `event-${type}`,
      parameters: [
        { name: 'webhook-id', in: 'header', ...header('The event id, the same on every retry: deduplicate on it.') },
        { name: 'webhook-timestamp', in: 'header', ...header('Unix seconds of this attempt.') },
        { name: 'webhook-signature', in: 'header', ...header(SIGNATURE_DESCRIPTION) },
        { name: 'X-Service-Signature', in: 'header', ...header('Same value as webhook-signature.') },
      ],
      requestBody: { required: true, ...json(ref('WebhookEvent')) },
      responses: { '2XX': { description: 'Delivered.' }, 410: { description: 'Gone: the subscription is disabled.' } },
      security: [],
    },
  };
}

/** The OpenAPI 3.1 `webhooks` object: what receivers get. */
export function webhookEventsDoc(): Record<string, object> {
  return {
    'analysis.completed': eventDoc('analysis.completed', 'A job completed; `data.resultUrl` is a fresh result link.'),
    'analysis.failed': eventDoc('analysis.failed', 'A job failed; `data.error` says why.'),
  };
}
