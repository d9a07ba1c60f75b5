import type { TDbOrTx } from '../../../db/client';
import { ledgerEntries } from '../../../db/schema';
import { ownerSettlement, type TOwnerSettlement } from '../../../shared/billing';
import type { TCents } from '../../../shared/money';

export type TSettlementInput = {
  bookingId: string;
  /** the boat's owner: both rows are theirs (the commission is taken from their rental money) */
  ownerId: string;
  /** the rental money the owner keeps: the total at check-in, or what a cancellation leaves */
  rentalCents: TCents;
  /** what settled the booking, kept in the rows' metadata */
  event: 'check-in' | 'client-cancel' | 'owner-cancel';
};

/**
 * Appends the owner's `commission` and `payout` ledger rows of a booking (docs/decisions/
 * 0020-booking-flow.md): 20 % of the rental money kept, half up, and the exact rest. A booking is
 * settled once — at check-in or when the client cancels it once accepted — so the keys name the
 * booking (`booking:<id>:commission`, `booking:<id>:payout`) and a replay adds nothing. A zero
 * amount writes no row (ledger amounts are positive). Call it inside the transaction of the
 * event, so the rows exist exactly when the event does.
 */
export async function recordOwnerSettlement(
  tx: TDbOrTx,
  input: TSettlementInput,
): Promise<TOwnerSettlement> {
  const settlement = ownerSettlement(input.rentalCents);
  const rows = [
    { kind: 'commission' as const, amountCents: settlement.commissionCents },
    { kind: 'payout' as const, amountCents: settlement.payoutCents },
  ].filter((row) => row.amountCents > 0);
  if (rows.length === 0) return settlement;
  await tx
    .insert(ledgerEntries)
    .values(
      rows.map((row) => ({
        ...row,
        status: 'succeeded' as const,
        userId: input.ownerId,
        bookingId: input.bookingId,
        idempotencyKey: `booking:${input.bookingId}:${row.kind}`,
        metadata: { event: input.event, rentalCents: input.rentalCents },
      })),
    )
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey });
  return settlement;
}
