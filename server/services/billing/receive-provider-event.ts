import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { paymentCards, paymentProviderEvents } from '../../../db/schema';
import type { TPaymentProviderName, TProviderEvent } from '../../adapters/payments/types';
import type { TBillingDeps } from './deps';
import { lockKey } from './lock-key';
import { retireCard } from './remove-card';

/**
 * A webhook from the provider: its signature is checked over the raw body (400 AA00048), the
 * event is stored by id, and only a first delivery is acted upon; a redelivery answers at once.
 */
export async function receiveProviderEvent(
  deps: TBillingDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<{ eventId: string; duplicate: boolean }> {
  const event = deps.payments.parseWebhook(rawBody, signature);
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentProviderEvents)
      .values({
        provider: deps.payments.name,
        eventId: event.id,
        type: event.type,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentProviderEvents.eventId });
    if (!stored) return { eventId: event.id, duplicate: true };
    await applyProviderEvent(tx, deps.payments.name, event);
    return { eventId: event.id, duplicate: false };
  });
}

/**
 * What an event changes here. Charges and refunds are settled when they are made (off-session,
 * confirmed at once), so the events are mostly kept for the record; a card detached at the
 * provider (from its dashboard, or by the bank) stops being offered here.
 */
async function applyProviderEvent(
  tx: TDbOrTx,
  provider: TPaymentProviderName,
  event: TProviderEvent,
): Promise<void> {
  if (event.type !== 'payment_method.detached') return;
  const providerCardId = event.object.id;
  if (typeof providerCardId !== 'string') return;
  const [card] = await tx
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.provider, provider),
        eq(paymentCards.providerCardId, providerCardId),
        isNull(paymentCards.removedAt),
      ),
    );
  if (!card) return;
  await lockKey(tx, `billing-cards:${card.userId}`);
  await retireCard(tx, card);
}
