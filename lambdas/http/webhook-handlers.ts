import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
} from '../operations/webhook-subscriptions.js';
import { parseJsonBody } from './body.js';
import { jsonResponse } from './responses.js';
import type { RouteContext } from './route-handlers.js';
import type { WebhookRouteId } from './routes.js';
import type { HttpResponse } from './types.js';

type Handler = (context: RouteContext) => Promise<HttpResponse>;

/** Route id → webhook use case (contract §8). Each handler parses, calls one use case, maps the result. */
export const WEBHOOK_HANDLERS: Record<WebhookRouteId, Handler> = {
  createWebhook: async ({ deps, request, tenantId }) => jsonResponse(201, await createWebhook(deps, tenantId, parseJsonBody(request))),
  listWebhooks: async ({ deps, tenantId }) => jsonResponse(200, await listWebhooks(deps, tenantId)),
  getWebhook: async ({ deps, tenantId, params }) => jsonResponse(200, await getWebhook(deps, tenantId, params.webhookId)),
  deleteWebhook: async ({ deps, tenantId, params }) => {
    await deleteWebhook(deps, tenantId, params.webhookId);
    return { status: 204, headers: {}, body: '' };
  },
  rotateWebhookSecret: async ({ deps, tenantId, params }) => jsonResponse(200, await rotateWebhookSecret(deps, tenantId, params.webhookId)),
  listWebhookDeliveries: async ({ deps, tenantId, params }) => jsonResponse(200, await listWebhookDeliveries(deps, tenantId, params.webhookId)),
};
