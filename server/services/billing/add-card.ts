import { and, eq, isNull } from 'drizzle-orm';
import { paymentCards } from '../../../db/schema';
import { invalidCardToken } from '../../adapters/payments/errors';
import type { TBillingDeps } from './deps';
import { ensureBillingCustomer } from './ensure-customer';
import { lockKey } from './lock-key';
import { presentCard, type TPaymentCard } from './present-card';

/**
 * Saves the card behind a browser token (spec §7 `POST /billing/client/card`): makes the billing
 * customer when missing, attaches the card at the provider and keeps brand, country, expiry and
 * last four digits. The first card becomes the default. 400 (cardToken) for an unknown or used
 * token.
 */
export async function addCard(
  deps: TBillingDeps,
  userId: string,
  cardToken: string,
): Promise<TPaymentCard> {
  return deps.db.transaction(async (tx) => {
    const scoped = { db: tx, payments: deps.payments.within(tx) };
    const { customerId } = await ensureBillingCustomer(scoped, userId);
    await lockKey(tx, `billing-cards:${userId}`);
    const saved = await scoped.payments.saveCard(customerId, cardToken);
    const [current] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(
        and(
          eq(paymentCards.userId, userId),
          eq(paymentCards.provider, deps.payments.name),
          eq(paymentCards.isDefault, true),
          isNull(paymentCards.removedAt),
        ),
      );
    const [card] = await tx
      .insert(paymentCards)
      .values({ ...saved, userId, provider: deps.payments.name, isDefault: !current })
      .onConflictDoNothing()
      .returning();
    // the same card saved twice (a Stripe PaymentMethod sent again)
    if (!card) throw invalidCardToken();
    return presentCard(card);
  });
}
