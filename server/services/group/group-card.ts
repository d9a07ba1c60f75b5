import type { TDbOrTx } from '../../../db/client';
import type { TPaymentProviderName } from '../../adapters/payments/types';
import { AppError, appError } from '../../errors';
import { findCard, findDefaultCard } from '../billing/find-card';
import type { TPaymentCardRow } from '../billing/present-card';

/**
 * The card a member pays with: the one named, or their default card. Without any card, the spec's
 * message for groups: 'You don't have any cards. Add one on profile page.' (422 AA00074).
 */
export async function memberCard(
  db: TDbOrTx,
  provider: TPaymentProviderName,
  userId: string,
  cardId?: string | null,
): Promise<TPaymentCardRow> {
  if (cardId) return findCard(db, provider, userId, cardId);
  try {
    return await findDefaultCard(db, provider, userId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'AA00047') throw appError('AA00074');
    throw error;
  }
}
