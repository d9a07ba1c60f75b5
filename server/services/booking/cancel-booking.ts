import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { boats, bookings } from '../../../db/schema';
import { cancellationRefund, retainedRental, splitRefund } from '../../../shared/billing';
import { afternoonStart } from '../../../shared/pricing';
import type { TBooking } from '../../../shared/schemas/booking';
import { appError } from '../../errors';
import { ledgerTotals } from '../billing/ledger-totals';
import { recordRefund } from '../billing/record-refund';
import { isAdmin, type TActor, type TBookingDeps } from './deps';
import { findBooking } from './find-booking';
import { madridWallClock } from '../../../shared/madrid-time';
import { describeBooking } from './describe-booking';
import type { TBookingRow } from './present-booking';
import { releaseOccupancy } from './reserve';
import { recordOwnerSettlement } from './settle-owner';
import { AfterCommit } from '../group/after-commit';
import { cancelGroupBooking } from '../group/cancel-group-booking';

export type TCancelOptions = {
  /** runs in the cancellation's transaction, e.g. an admin's audit entry (before and after rows) */
  onCanceled?: (tx: TTransaction, before: TBookingRow, after: TBookingRow) => Promise<void>;
};

/**
 * `POST /booking/{id}/cancel`. The client cancels a pending request (nothing was charged) or an
 * accepted booking (refund by the boat's cancelation_conditions); the owner (or an admin) cancels
 * an accepted booking with a full refund. The boat's days are freed in the same transaction, and
 * the owner is settled for the rental money the refund leaves (commission and payout; nothing
 * when everything went back). A checked-in booking is under way and cannot be canceled: that,
 * and anything else, is 409 AA00051.
 */
export async function cancelBooking(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
  options: TCancelOptions = {},
): Promise<TBooking> {
  const now = deps.now?.() ?? new Date();
  const later = new AfterCommit();
  const booking = await later.transaction(deps.db, async (tx) => {
    const { row, boat } = await findBooking(tx, actor, id, { lock: true });
    const by = row.clientId === actor.id ? 'client' : 'owner';
    if (row.groupId !== null) {
      const reason = isAdmin(actor) && boat.ownerId !== actor.id ? 'admin' : 'owner';
      const canceled = await cancelGroupBooking(deps, tx, later, row, by, reason);
      await options.onCanceled?.(tx, row, canceled);
      later.bookingMail(deps.mail, 'canceled', row.id);
      return describeBooking(tx, canceled, boat, actor);
    }
    const allowed =
      (row.status === 'accepted' && row.checkedInAt === null) ||
      (by === 'client' && row.status === 'pending');
    if (!allowed) throw appError('AA00051');
    if (row.status === 'accepted') {
      await releaseOccupancy(tx, row.id);
      await refundCancellation(deps, tx, row, by, now);
      await recordOwnerSettlement(tx, {
        bookingId: row.id,
        ownerId: boat.ownerId,
        rentalCents: retainedRental(await ledgerTotals(tx, row.id)),
        event: by === 'client' ? 'client-cancel' : 'owner-cancel',
      });
    }
    const [canceled] = await tx
      .update(bookings)
      .set({ status: 'canceled', canceledBy: by, canceledAt: now, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    await options.onCanceled?.(tx, row, canceled!);
    later.bookingMail(deps.mail, 'canceled', row.id);
    return describeBooking(tx, canceled!, boat, actor);
  });
  await later.run();
  return booking;
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
