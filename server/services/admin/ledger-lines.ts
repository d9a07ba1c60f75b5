import { asc, eq, inArray, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { ledgerEntries, users } from '../../../db/schema';
import type { TLedgerLine, TLedgerSummary } from '../../../shared/schemas/admin';

/**
 * The ledger rows of some bookings and of a group (a group's members are charged on the group,
 * its check-in on the booking), oldest first, with whose money each row is.
 */
export async function ledgerLines(
  db: TDbOrTx,
  of: { bookingIds: string[]; groupId?: string | null },
): Promise<TLedgerLine[]> {
  const where = or(
    of.bookingIds.length > 0 ? inArray(ledgerEntries.bookingId, of.bookingIds) : undefined,
    of.groupId ? eq(ledgerEntries.groupId, of.groupId) : undefined,
  );
  if (!where) return [];
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      status: ledgerEntries.status,
      amountCents: ledgerEntries.amountCents,
      feeCents: ledgerEntries.feeCents,
      userId: users.id,
      userName: users.name,
      userSurname: users.surname,
      chargeEntryId: ledgerEntries.chargeEntryId,
      failureCode: ledgerEntries.failureCode,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(users, eq(users.id, ledgerEntries.userId))
    .where(where)
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    user: { id: row.userId, name: `${row.userName} ${row.userSurname}`.trim() },
    chargeEntryId: row.chargeEntryId,
    failureCode: row.failureCode,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Sums of the succeeded rows; fees are those kept (charged minus refunded with the money). */
export function summarizeLedger(lines: readonly TLedgerLine[]): TLedgerSummary {
  const totals = {
    chargedCents: 0,
    feeCents: 0,
    refundedCents: 0,
    commissionCents: 0,
    payoutCents: 0,
  };
  for (const line of lines) {
    if (line.status !== 'succeeded') continue;
    if (line.kind === 'charge') {
      totals.chargedCents += line.amountCents;
      totals.feeCents += line.feeCents;
    } else if (line.kind === 'refund') {
      totals.refundedCents += line.amountCents;
      totals.feeCents -= line.feeCents;
    } else if (line.kind === 'commission') totals.commissionCents += line.amountCents;
    else totals.payoutCents += line.amountCents;
  }
  return totals;
}
