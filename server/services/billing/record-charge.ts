import { and, eq } from 'drizzle-orm';
import { billingCustomers, ledgerEntries } from '../../../db/schema';
import { cardFeeApplies, chargeLine } from '../../../shared/billing';
import type { TCents } from '../../../shared/money';
import { appError } from '../../errors';
import { CardDeclinedError } from './card-declined';
import type { TBillingDeps } from './deps';
import { findCard, findDefaultCard } from './find-card';
import { findEntryByKey, nextAttempt, presentEntry, type TLedgerEntry } from './ledger-entry';
import { lockKey } from './lock-key';

export type TRecordChargeInput = {
  userId: string;
  /** the card to charge; the user's default card when left out */
  cardId?: string;
  bookingId?: string | null;
  /** a group member's charge: the group it pays for */
  groupId?: string | null;
  /** what the charge pays for; the card fee is added on top when the card carries it */
  baseCents: TCents;
  /** from the business event, e.g. `booking:<id>:first-payment` */
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
};

/**
 * Charges a card and appends the ledger row in one transaction, keyed by the business event:
 * calls with the same key (retries, or concurrent requests, which wait on a lock) charge once
 * and all answer the first entry. A decline appends a failed row and throws CardDeclinedError
 * (402 AA00045); nothing else changes. Call it outside a transaction that a decline would roll
 * back, so the decline is remembered and the next try is a new attempt at the provider.
 */
export async function recordCharge(
  deps: TBillingDeps,
  input: TRecordChargeInput,
): Promise<TLedgerEntry> {
  if (!Number.isInteger(input.baseCents) || input.baseCents <= 0)
    throw new Error(`recordCharge: baseCents must be a positive integer (${input.baseCents})`);
  type TOutcome = { entry: TLedgerEntry } | { declined: { failureCode: string; entryId: string } };
  const outcome = await deps.db.transaction(async (tx): Promise<TOutcome> => {
    await lockKey(tx, `ledger:${input.idempotencyKey}`);
    const done = await findEntryByKey(tx, input.idempotencyKey);
    if (done) return { entry: presentEntry(done, true) };

    const provider = deps.payments.name;
    const card = input.cardId
      ? await findCard(tx, provider, input.userId, input.cardId)
      : await findDefaultCard(tx, provider, input.userId);
    const [customer] = await tx
      .select({ id: billingCustomers.providerCustomerId })
      .from(billingCustomers)
      .where(
        and(eq(billingCustomers.userId, input.userId), eq(billingCustomers.provider, provider)),
      );
    if (!customer) throw appError('AA00047');

    const line = chargeLine(input.baseCents, cardFeeApplies(card));
    const attempt = await nextAttempt(tx, input.userId, input.idempotencyKey);
    const providerKey = `${input.idempotencyKey}#${attempt}`;
    const result = await deps.payments.within(tx).charge({
      customerId: customer.id,
      providerCardId: card.providerCardId,
      amountCents: line.amountCents,
      idempotencyKey: providerKey,
      description: input.description,
      metadata: { ...input.metadata, idempotencyKey: input.idempotencyKey },
    });
    const row = {
      kind: 'charge' as const,
      amountCents: line.amountCents,
      feeCents: line.feeCents,
      userId: input.userId,
      bookingId: input.bookingId ?? null,
      groupId: input.groupId ?? null,
      cardId: card.id,
      provider,
      providerReference: result.reference,
      metadata: { ...input.metadata, baseCents: line.baseCents, attempt, providerKey },
    };
    if (result.status === 'succeeded') {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({ ...row, status: 'succeeded', idempotencyKey: input.idempotencyKey })
        .returning();
      return { entry: presentEntry(entry!, false) };
    }
    const [failed] = await tx
      .insert(ledgerEntries)
      .values({
        ...row,
        status: 'failed',
        failureCode: result.failureCode,
        idempotencyKey: `${input.idempotencyKey}#failed-${attempt}`,
      })
      .returning();
    return { declined: { failureCode: result.failureCode, entryId: failed!.id } };
  });
  // thrown after the commit: the failed attempt stays in the ledger
  if ('declined' in outcome)
    throw new CardDeclinedError(outcome.declined.failureCode, outcome.declined.entryId);
  return outcome.entry;
}
