import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { billingCustomers, paymentCards } from '../../../db/schema';
import type { TBillingDeps } from './deps';
import { findCard } from './find-card';
import { lockKey } from './lock-key';
import type { TPaymentCardRow } from './present-card';

/**
 * Removes a saved card (spec §7 `DELETE /billing/client/card/{id}`): detached at the provider and
 * kept as a removed row, because ledger entries point at it. When it was the default, the newest
 * remaining card becomes the default.
 */
export async function removeCard(
  deps: TBillingDeps,
  userId: string,
  cardId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockKey(tx, `billing-cards:${userId}`);
    const card = await findCard(tx, deps.payments.name, userId, cardId);
    const [customer] = await tx
      .select({ id: billingCustomers.providerCustomerId })
      .from(billingCustomers)
      .where(
        and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, card.provider)),
      );
    if (customer) await deps.payments.within(tx).removeCard(customer.id, card.providerCardId);
    await retireCard(tx, card);
  });
}

/** Marks a card removed and, when it was the default, promotes the newest remaining card. */
export async function retireCard(tx: TDbOrTx, card: TPaymentCardRow): Promise<void> {
  await tx
    .update(paymentCards)
    .set({ removedAt: new Date(), isDefault: false })
    .where(eq(paymentCards.id, card.id));
  if (!card.isDefault) return;
  const [next] = await tx
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.userId, card.userId),
        eq(paymentCards.provider, card.provider),
        isNull(paymentCards.removedAt),
      ),
    )
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
    .limit(1);
  if (next)
    await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
}
