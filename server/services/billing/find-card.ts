import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { paymentCards } from '../../../db/schema';
import type { TPaymentProviderName } from '../../adapters/payments/types';
import { appError } from '../../errors';
import type { TPaymentCardRow } from './present-card';

/** The user's cards at `provider` that are not removed. */
export function usableCardsOf(provider: TPaymentProviderName, userId: string) {
  return and(
    eq(paymentCards.userId, userId),
    eq(paymentCards.provider, provider),
    isNull(paymentCards.removedAt),
  );
}

/** One of the user's cards that is not removed, or 404 AA00046 (also for another user's card). */
export async function findCard(
  db: TDbOrTx,
  provider: TPaymentProviderName,
  userId: string,
  cardId: string,
): Promise<TPaymentCardRow> {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), usableCardsOf(provider, userId)));
  if (!card) throw appError('AA00046');
  return card;
}

/** The user's default card, or 422 AA00047 'You should add a card.' */
export async function findDefaultCard(
  db: TDbOrTx,
  provider: TPaymentProviderName,
  userId: string,
): Promise<TPaymentCardRow> {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(usableCardsOf(provider, userId))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt))
    .limit(1);
  if (!card) throw appError('AA00047');
  return card;
}
