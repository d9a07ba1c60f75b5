import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { paymentCards, paymentProviderEvents } from '../../../db/schema';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const secret = 'whsec_marea_webhook_test';

/** The app with PAYMENTS_PROVIDER=stripe. No call reaches Stripe: webhooks are checked locally. */
describe('POST /billing/stripe/webhook', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_marea_offline',
        STRIPE_WEBHOOK_SECRET: secret,
      },
    });
  });
  afterAll(() => t.close());

  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    });
  const deliver = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? secret,
      timestamp: options.timestamp,
    });

  async function stripeCard(userId: string, providerCardId: string, isDefault: boolean) {
    const [card] = await t.db
      .insert(paymentCards)
      .values({
        userId,
        provider: 'stripe',
        providerCardId,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2031,
        country: 'ES',
        isDefault,
      })
      .returning();
    return card!;
  }

  it('acts on a signed event once; a redelivery answers 200 without acting again', async () => {
    const user = await createUser(t.db);
    const older = await stripeCard(user.id, 'pm_older', false);
    const detached = await stripeCard(user.id, 'pm_detached', true);
    const payload = event('evt_detached_1', 'payment_method.detached', {
      id: 'pm_detached',
      object: 'payment_method',
    });

    const first = await deliver(payload, sign(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const rows = await t.db.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(detached.id)!.removedAt).toBeInstanceOf(Date);
    expect(byId.get(older.id)).toMatchObject({ isDefault: true, removedAt: null });

    // Stripe redelivers: put the card back by hand to see that nothing runs again
    await t.db.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.id, older.id));
    await t.db
      .update(paymentCards)
      .set({ removedAt: null, isDefault: true })
      .where(eq(paymentCards.id, detached.id));
    const again = await deliver(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const [still] = await t.db.select().from(paymentCards).where(eq(paymentCards.id, detached.id));
    expect(still!.removedAt).toBeNull();

    const stored = await t.db
      .select()
      .from(paymentProviderEvents)
      .where(
        and(
          eq(paymentProviderEvents.provider, 'stripe'),
          eq(paymentProviderEvents.eventId, 'evt_detached_1'),
        ),
      );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.type).toBe('payment_method.detached');
  });

  it('keeps events it does not act on', async () => {
    const payload = event('evt_other_1', 'charge.succeeded', { id: 'ch_1', object: 'charge' });
    expect((await deliver(payload, sign(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
  });

  it('400 AA00048 for a missing, forged, stale or mismatched signature; nothing stored', async () => {
    const payload = event('evt_forged', 'payment_method.detached', { id: 'pm_x' });
    const tampered = payload.replace('pm_x', 'pm_y');
    for (const response of [
      await deliver(payload),
      await deliver(payload, 't=1,v1=deadbeef'),
      await deliver(payload, sign(payload, { secret: 'whsec_someone_else' })),
      await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })),
      await deliver(tampered, sign(payload)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'AA00048',
        message: { en: 'The payment notification signature is not valid.' },
      });
    }
    const stored = await t.db
      .select()
      .from(paymentProviderEvents)
      .where(eq(paymentProviderEvents.eventId, 'evt_forged'));
    expect(stored).toEqual([]);
  });

  it('the sandbox token call is not there with Stripe (404)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/sandbox/token',
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('AA00004');
  });
});
