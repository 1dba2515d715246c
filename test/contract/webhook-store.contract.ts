import { describe, expect, it } from 'vitest';
import type { WebhookStore } from '../../lambdas/core/ports/webhooks.js';
import { disableSubscription, rotateSubscriptionSecret } from '../../lambdas/core/webhooks/subscription.js';
import { later, T0, tenant } from './fixtures.js';
import { subscription } from './webhook-fixtures.js';

/** What every `WebhookStore` must do (each test uses its own tenant and ids). */
export function describeWebhookStoreContract(name: string, makeStore: () => Promise<WebhookStore>): void {
  describe(`WebhookStore contract: ${name}`, () => {
    it('returns a created subscription exactly, secrets included, and undefined for an unknown id', async () => {
      const store = await makeStore();
      const sub = { ...subscription(tenant()), description: 'orders' };

      await store.create(sub);

      expect(await store.get(sub.id)).toEqual(sub);
      expect(await store.get('wh_unknown')).toBeUndefined();
    });

    it('refuses a second create with the same id and keeps the first', async () => {
      const store = await makeStore();
      const sub = subscription(tenant());
      await store.create(sub);

      await expect(store.create({ ...sub, url: 'https://evil.example.com/' })).rejects.toThrow();

      expect(await store.get(sub.id)).toEqual(sub);
    });

    it('replaces a stored subscription (rotation, disabling) but never resurrects a deleted one', async () => {
      const store = await makeStore();
      const sub = subscription(tenant());
      await store.create(sub);
      const rotated = rotateSubscriptionSecret(sub, 'whsec_bmV3', later(T0, 10));

      expect(await store.put(rotated)).toBe(true);
      expect(await store.get(sub.id)).toEqual(rotated);

      const disabled = disableSubscription(rotated, later(T0, 20));
      expect(await store.put(disabled)).toBe(true);
      expect(await store.get(sub.id)).toMatchObject({ active: false, disabledAt: later(T0, 20).toISOString() });

      expect(await store.delete(sub.id)).toBe(true);
      expect(await store.delete(sub.id)).toBe(false);
      expect(await store.put(disabled)).toBe(false);
      expect(await store.get(sub.id)).toBeUndefined();
    });

    it("lists only the tenant's subscriptions, oldest first", async () => {
      const store = await makeStore();
      const [mine, other] = [tenant(), tenant()];
      const second = subscription(mine, later(T0, 5));
      const first = subscription(mine, T0);
      await store.create(second);
      await store.create(first);
      await store.create(subscription(other));

      expect((await store.listByTenant(mine)).map((s) => s.id)).toEqual([first.id, second.id]);
      expect(await store.listByTenant(tenant())).toEqual([]);
    });
  });
}
