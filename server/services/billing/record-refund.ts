import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { ledgerEntries } from '../../../db/schema';
import { refundFeeShare } from '../../../shared/billing';
import type { TCents } from '../../../shared/money';
import { appError } from '../../errors';
import type { TBillingDeps } from './deps';
import { findEntryByKey, nextAttempt, presentEntry, type TLedgerEntry } from './ledger-entry';
import { lockKey } from './lock-key';

export type TRecordRefundInput = {
  /** the succeeded charge the money goes back from */
  chargeEntryId: string;
  amountCents: TCents;
  /** from the business event, e.g. `booking:<id>:cancel:<chargeEntryId>` */
  idempotencyKey: string;
  metadata?: Record<string, string>;
};

/** What has been refunded of a charge so far (succeeded refunds). */
export async function refundedOf(
  db: TDbOrTx,
  chargeEntryId: string,
): Promise<{ amountCents: TCents; feeCents: TCents }> {
  const [row] = await db
    .select({
      amountCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`,
      feeCents: sql<number>`coalesce(sum(${ledgerEntries.feeCents}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.chargeEntryId, chargeEntryId),
        eq(ledgerEntries.kind, 'refund'),
        eq(ledgerEntries.status, 'succeeded'),
      ),
    );
  return { amountCents: row?.amountCents ?? 0, feeCents: row?.feeCents ?? 0 };
}

/**
 * Gives money back from one charge and appends the refund row in one transaction, keyed by the
 * business event like recordCharge. Refunds of one charge take turns, so together they never
 * pass what was charged (422 AA00049). The refund returns its share of the card fee.
 */
export async function recordRefund(
  deps: TBillingDeps,
  input: TRecordRefundInput,
): Promise<TLedgerEntry> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`recordRefund: amountCents must be a positive integer (${input.amountCents})`);
  type TOutcome = { entry: TLedgerEntry } | { failed: string };
  const outcome = await deps.db.transaction(async (tx): Promise<TOutcome> => {
    await lockKey(tx, `ledger:${input.idempotencyKey}`);
    const done = await findEntryByKey(tx, input.idempotencyKey);
    if (done) return { entry: presentEntry(done, true) };
    await lockKey(tx, `ledger-charge:${input.chargeEntryId}`);
    const [paid] = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.id, input.chargeEntryId),
          eq(ledgerEntries.kind, 'charge'),
          eq(ledgerEntries.status, 'succeeded'),
        ),
      );
    if (!paid?.providerReference) throw appError('AA00004');
    const refunded = await refundedOf(tx, paid.id);
    if (input.amountCents > paid.amountCents - refunded.amountCents) throw appError('AA00049');

    const attempt = await nextAttempt(tx, paid.userId, input.idempotencyKey);
    const providerKey = `${input.idempotencyKey}#${attempt}`;
    const result = await deps.payments.within(tx).refund({
      chargeReference: paid.providerReference,
      amountCents: input.amountCents,
      idempotencyKey: providerKey,
    });
    const row = {
      kind: 'refund' as const,
      amountCents: input.amountCents,
      feeCents: refundFeeShare(paid, refunded, input.amountCents),
      userId: paid.userId,
      bookingId: paid.bookingId,
      groupId: paid.groupId,
      cardId: paid.cardId,
      chargeEntryId: paid.id,
      provider: paid.provider,
      providerReference: result.reference,
      metadata: { ...input.metadata, attempt, providerKey },
    };
    if (result.status === 'succeeded') {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({ ...row, status: 'succeeded', idempotencyKey: input.idempotencyKey })
        .returning();
      return { entry: presentEntry(entry!, false) };
    }
    await tx.insert(ledgerEntries).values({
      ...row,
      status: 'failed',
      failureCode: result.failureCode,
      idempotencyKey: `${input.idempotencyKey}#failed-${attempt}`,
    });
    return { failed: result.failureCode };
  });
  // a refund the processor refuses needs a person: recorded, and the caller is told
  if ('failed' in outcome) throw appError('AA00011');
  return outcome.entry;
}
