import { describe, expect, it } from 'vitest';
import type { DeliveryStore } from '../../lambdas/core/ports/webhooks.js';
import { afterAttempt, cancelDelivery } from '../../lambdas/core/webhooks/delivery.js';
import { later, T0, tenant } from './fixtures.js';
import { delivery, subscription } from './webhook-fixtures.js';

const SCHEDULE = [5, 300];

/** What every `DeliveryStore` must do (each test uses its own subscriptions and deliveries). */
export function describeDeliveryStoreContract(name: string, makeStore: () => Promise<DeliveryStore>): void {
  describe(`DeliveryStore contract: ${name}`, () => {
    it('creates once: a second create with the same id returns false and changes nothing', async () => {
      const store = await makeStore();
      const d = delivery(subscription(tenant()));

      expect(await store.create(d)).toBe(true);
      expect(await store.create({ ...d, status: 'failed' })).toBe(false);

      expect(await store.get(d.id)).toEqual(d);
      expect(await store.get('delivery_unknown')).toBeUndefined();
    });

    it('records attempts through revision-conditioned updates and refuses stale ones', async () => {
      const store = await makeStore();
      const d = delivery(subscription(tenant()));
      await store.create(d);
      const failedOnce = afterAttempt(d, { attempt: 1, at: later(T0, 1).toISOString(), durationMs: 12, statusCode: 500 }, { schedule: SCHEDULE, unit: 0.5, now: later(T0, 1) });

      expect(await store.update(failedOnce)).toBe(true);
      expect(await store.update(failedOnce)).toBe(false);
      expect(await store.get(d.id)).toEqual(failedOnce);

      const delivered = afterAttempt(failedOnce, { attempt: 2, at: later(T0, 9).toISOString(), durationMs: 8, statusCode: 204 }, { schedule: SCHEDULE, unit: 0.5, now: later(T0, 9) });
      expect(await store.update(delivered)).toBe(true);
      expect(await store.get(d.id)).toMatchObject({ status: 'delivered', attempts: [{ statusCode: 500 }, { statusCode: 204 }] });
    });

    it("lists a subscription's deliveries newest first, at most `limit`, and the pending ones", async () => {
      const store = await makeStore();
      const sub = subscription(tenant());
      const made = [delivery(sub, T0), delivery(sub, later(T0, 60)), delivery(sub, later(T0, 120))];
      for (const d of made) await store.create(d);
      await store.create(delivery(subscription(tenant())));
      await store.update(cancelDelivery(made[0], 'subscription_deleted', later(T0, 200)));

      expect((await store.listByWebhook(sub.id, 10)).map((d) => d.id)).toEqual([made[2].id, made[1].id, made[0].id]);
      expect((await store.listByWebhook(sub.id, 2)).map((d) => d.id)).toEqual([made[2].id, made[1].id]);
      const pending = (await store.listPending()).map((d) => d.id);
      expect(pending).toEqual(expect.arrayContaining([made[1].id, made[2].id]));
      expect(pending).not.toContain(made[0].id);
    });
  });
}
