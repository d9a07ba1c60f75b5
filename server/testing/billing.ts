import type { TBillingDeps } from '../services/billing/deps';
import { addCard } from '../services/billing/add-card';
import type { TPaymentCard } from '../services/billing/present-card';

/**
 * Gives a user a saved card through the sandbox, as the browser form and `POST
 * /billing/client/card` would: for tests that need 'a card on file' (bookings, groups). Test cards
 * in server/adapters/payments/sandbox-cards.ts: `4000000000000002` saves fine and is declined.
 */
export async function saveTestCard(
  deps: TBillingDeps,
  userId: string,
  number = '4242424242424242',
): Promise<TPaymentCard> {
  if (!deps.payments.tokenize) throw new Error('saveTestCard needs the sandbox provider');
  const { cardToken } = await deps.payments.tokenize({
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: number.startsWith('37') ? '1234' : '123',
  });
  return addCard(deps, userId, cardToken);
}
