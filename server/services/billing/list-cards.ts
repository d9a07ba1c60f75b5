import { desc } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { paymentCards } from '../../../db/schema';
import type { TPaymentProviderName } from '../../adapters/payments/types';
import { usableCardsOf } from './find-card';
import { presentCard, type TPaymentCard } from './present-card';

/** The user's saved cards at the current provider, newest first; removed cards are left out. */
export async function listCards(
  db: TDbOrTx,
  provider: TPaymentProviderName,
  userId: string,
): Promise<TPaymentCard[]> {
  const rows = await db
    .select()
    .from(paymentCards)
    .where(usableCardsOf(provider, userId))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
  return rows.map(presentCard);
}
