import { and, eq } from 'drizzle-orm';
import { paymentCards } from '../../../db/schema';
import type { TBillingDeps } from './deps';
import { findCard } from './find-card';
import { lockKey } from './lock-key';
import { presentCard, type TPaymentCard } from './present-card';

/** Makes one of the user's cards the default: the one charged when none is named. */
export async function setDefaultCard(
  deps: TBillingDeps,
  userId: string,
  cardId: string,
): Promise<TPaymentCard> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, `billing-cards:${userId}`);
    const card = await findCard(tx, deps.payments.name, userId, cardId);
    if (card.isDefault) return presentCard(card);
    // the old default first: one default per user is a unique index
    await tx
      .update(paymentCards)
      .set({ isDefault: false })
      .where(
        and(
          eq(paymentCards.userId, userId),
          eq(paymentCards.provider, deps.payments.name),
          eq(paymentCards.isDefault, true),
        ),
      );
    const [updated] = await tx
      .update(paymentCards)
      .set({ isDefault: true })
      .where(eq(paymentCards.id, card.id))
      .returning();
    return presentCard(updated!);
  });
}
