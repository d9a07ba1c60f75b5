import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client';
import { ledgerEntries } from '../../../db/schema';
import type { TRefundableCharge } from '../../../shared/billing';
import type { TCents } from '../../../shared/money';

export type TLedgerTotals = {
  /** every succeeded charge, card fees included */
  chargedCents: TCents;
  refundedCents: TCents;
  /** what the client has paid and not been given back */
  netPaidCents: TCents;
  /** card fees kept (charged minus refunded) */
  feeCents: TCents;
  commissionCents: TCents;
  payoutCents: TCents;
  /** the succeeded charges, oldest first, with what is left to refund of each */
  charges: TRefundableCharge[];
};

/** A booking's money, derived from its ledger rows (failed attempts count for nothing). */
export async function ledgerTotals(db: TDbOrTx, bookingId: string): Promise<TLedgerTotals> {
  const succeeded = and(
    eq(ledgerEntries.bookingId, bookingId),
    eq(ledgerEntries.status, 'succeeded'),
  );
  const sum = (kind: string, column: AnyPgColumn) =>
    sql<number>`coalesce(sum(${column}) filter (where ${ledgerEntries.kind} = ${kind}), 0)::int`;
  const [totals] = await db
    .select({
      charged: sum('charge', ledgerEntries.amountCents),
      chargedFees: sum('charge', ledgerEntries.feeCents),
      refunded: sum('refund', ledgerEntries.amountCents),
      refundedFees: sum('refund', ledgerEntries.feeCents),
      commission: sum('commission', ledgerEntries.amountCents),
      payout: sum('payout', ledgerEntries.amountCents),
    })
    .from(ledgerEntries)
    .where(succeeded);
  const charges = await db
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(succeeded, eq(ledgerEntries.kind, 'charge')))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const refunds = await db
    .select({
      chargeEntryId: ledgerEntries.chargeEntryId,
      cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
    })
    .from(ledgerEntries)
    .where(and(succeeded, eq(ledgerEntries.kind, 'refund')))
    .groupBy(ledgerEntries.chargeEntryId);
  const refundedBy = new Map(refunds.map((r) => [r.chargeEntryId, r.cents]));
  const t = totals!;
  return {
    chargedCents: t.charged,
    refundedCents: t.refunded,
    netPaidCents: t.charged - t.refunded,
    feeCents: t.chargedFees - t.refundedFees,
    commissionCents: t.commission,
    payoutCents: t.payout,
    charges: charges.map((c) => ({ ...c, refundedCents: refundedBy.get(c.id) ?? 0 })),
  };
}
