import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { boats, bookings } from '../../../db/schema';
import { cancellationRefund, splitRefund } from '../../../shared/billing';
import { afternoonStart } from '../../../shared/pricing';
import type { TBooking } from '../../../shared/schemas/booking';
import { appError } from '../../errors';
import { ledgerTotals } from '../billing/ledger-totals';
import { recordRefund } from '../billing/record-refund';
import type { TActor, TBookingDeps } from './deps';
import { findBooking } from './find-booking';
import { madridWallClock } from './madrid-time';
import { describeBooking } from './describe-booking';
import type { TBookingRow } from './present-booking';
import { releaseOccupancy } from './reserve';

/**
 * `POST /booking/{id}/cancel`. The client cancels a pending request (nothing was charged) or an
 * accepted booking (refund by the boat's cancelation_conditions); the owner (or an admin) cancels
 * an accepted booking with a full refund. The boat's days are freed in the same transaction.
 * Anything else is 409 AA00051.
 */
export async function cancelBooking(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
): Promise<TBooking> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const { row, boat } = await findBooking(tx, actor, id, { lock: true });
    const by = row.clientId === actor.id ? 'client' : 'owner';
    const allowed = row.status === 'accepted' || (by === 'client' && row.status === 'pending');
    if (!allowed) throw appError('AA00051');
    if (row.status === 'accepted') {
      await releaseOccupancy(tx, row.id);
      await refundCancellation(deps, tx, row, by, now);
    }
    const [canceled] = await tx
      .update(bookings)
      .set({ status: 'canceled', canceledBy: by, canceledAt: now, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    return describeBooking(tx, canceled!, boat, actor);
  });
}

/** Gives back what the cancellation policy says, spread over the booking's charges. */
async function refundCancellation(
  deps: TBookingDeps,
  tx: TTransaction,
  row: TBookingRow,
  by: 'client' | 'owner',
  now: Date,
): Promise<void> {
  const [boat] = await tx
    .select({ conditions: boats.cancelationConditions, departureTime: boats.departureTime })
    .from(boats)
    .where(eq(boats.id, row.boatId));
  const totals = await ledgerTotals(tx, row.id);
  const { refundCents } = cancellationRefund({
    paidCents: totals.chargedCents,
    refundedCents: totals.refundedCents,
    by,
    conditions: boat!.conditions,
    startDate: row.startDate,
    departureTime: row.slot === 'afternoon' ? afternoonStart : boat!.departureTime,
    at: madridWallClock(now),
  });
  for (const part of splitRefund(totals.charges, refundCents)) {
    await recordRefund(
      { db: tx, payments: deps.payments },
      {
        chargeEntryId: part.id,
        amountCents: part.amountCents,
        idempotencyKey: `booking:${row.id}:cancel:${part.id}`,
        metadata: { bookingId: row.id, by },
      },
    );
  }
}
