import { eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import { rentalPayments } from '../../../shared/billing';
import type { TAcceptOfferRequest, TBooking } from '../../../shared/schemas/booking';
import { appError } from '../../errors';
import { CardDeclinedError } from '../billing/card-declined';
import { recordCharge } from '../billing/record-charge';
import { type TActor, type TBookingDeps } from './deps';
import { findBooking } from './find-booking';
import { describeBooking } from './describe-booking';
import type { TBookingRow } from './present-booking';
import { lockBoatBookings, rejectOverlapping, releaseOccupancy, reserveOccupancy } from './reserve';
import { AfterCommit } from '../group/after-commit';
import { groupBookingAccepted, groupBookingsDeclined } from '../group/group-booking';

/** The owner (or an admin) may decide on a request; its client only sees it (403). */
export function requireDecider(row: TBookingRow, boat: { ownerId: string }, actor: TActor): void {
  if (boat.ownerId !== actor.id && row.clientId === actor.id) throw appError('AA00003');
}

/**
 * `POST /booking/{id}/accept` (docs/decisions/0020-booking-flow.md). One transaction: accepts of
 * one boat take turns (advisory lock), the booking row is locked, the occupancy row is inserted
 * (the exclusion constraint refuses a double booking: 409 AA00052 and the request is rejected as
 * 'unavailable'), the first payment is charged, the booking becomes accepted and the overlapping
 * pending requests are rejected. A declined card releases the reservation but keeps the failed
 * ledger row and the reason on the booking, which stays pending (402 AA00045).
 */
export async function acceptBooking(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
): Promise<TBooking> {
  return confirmBooking(deps, actor, id, 'request');
}

/**
 * `POST /booking/{id}/offer/accept`: the client takes the owner's current offer; the booking is
 * accepted at the offered total, exactly as the owner's accept (first payment, occupancy,
 * overlapping requests rejected). 409 AA00051 without an offer or once the window is over; 409
 * AA00057, with nothing changed, when `offeredAt` (the offer the client was shown) is not the
 * current offer's: the owner has sent another one since.
 */
export async function acceptOffer(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
  body?: TAcceptOfferRequest,
): Promise<TBooking> {
  const seen = body?.offeredAt === undefined ? undefined : Date.parse(body.offeredAt);
  return confirmBooking(deps, actor, id, { offeredAt: seen });
}

async function confirmBooking(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
  what: 'request' | { offeredAt: number | undefined },
): Promise<TBooking> {
  const now = deps.now?.() ?? new Date();
  const first = await findBooking(deps.db, actor, id);
  if (what === 'request') requireDecider(first.row, first.boat, actor);
  else if (first.row.clientId !== actor.id) throw appError('AA00003');

  type TOutcome =
    | { accepted: TBookingRow; overlapping: string[] }
    | { unavailable: true }
    | { declined: CardDeclinedError };
  // the mails are stored in the transaction, delivered (with the group chat's notices) once it
  // committed
  const later = new AfterCommit();
  const outcome = await later.transaction(deps.db, async (tx): Promise<TOutcome> => {
    await lockBoatBookings(tx, first.boat.id);
    const { row } = await findBooking(tx, actor, id, { lock: true });
    if (row.status !== 'pending') throw appError('AA00051');
    if (row.respondBy <= now) throw appError('AA00051');
    const offer = what === 'request' ? null : what;
    if (offer && row.groupId) throw appError('AA00051');
    if (offer && (row.offerTotalCents === null || row.offeredAt === null))
      throw appError('AA00051');
    if (offer?.offeredAt !== undefined && offer.offeredAt !== row.offeredAt!.getTime())
      throw appError('AA00057');
    const totalCents = offer ? row.offerTotalCents! : row.totalCents;

    const occupancyId = await reserveOccupancy(tx, row, actor.id);
    if (!occupancyId) {
      await tx
        .update(bookings)
        .set({ status: 'rejected', rejectReason: 'unavailable', decidedAt: now, updatedAt: now })
        .where(eq(bookings.id, row.id));
      await groupBookingsDeclined(deps, tx, later, [row.id], 'rejected');
      later.bookingMail(deps.mail, 'rejected', row.id);
      return { unavailable: true };
    }

    const payments = rentalPayments(totalCents, row.firstPaymentPercent, false);
    let chargeId: string | null = null;
    let cardId = row.cardId;
    // a group's members paid their first shares on joining (docs/decisions/0028-groups.md)
    if (payments.first.baseCents > 0 && row.groupId === null) {
      try {
        // joins this transaction as a savepoint: a decline's ledger row survives our commit
        const entry = await recordCharge(
          { db: tx, payments: deps.payments },
          {
            userId: row.clientId,
            bookingId: row.id,
            baseCents: payments.first.baseCents,
            idempotencyKey: `booking:${row.id}:first-payment`,
            description: `Marea booking ${row.id}: first payment`,
            metadata: { bookingId: row.id },
          },
        );
        chargeId = entry.id;
        cardId = entry.cardId ?? cardId;
      } catch (error) {
        if (!(error instanceof CardDeclinedError)) throw error;
        await releaseOccupancy(tx, row.id);
        await tx
          .update(bookings)
          .set({ lastChargeFailure: error.failureCode, updatedAt: now })
          .where(eq(bookings.id, row.id));
        return { declined: error };
      }
    }

    const [accepted] = await tx
      .update(bookings)
      .set({
        status: 'accepted',
        totalCents,
        decidedAt: now,
        firstChargeEntryId: chargeId,
        cardId,
        lastChargeFailure: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    const overlapping = await rejectOverlapping(tx, accepted!, now);
    if (row.groupId) await groupBookingAccepted(deps, tx, later, row.id);
    await groupBookingsDeclined(deps, tx, later, overlapping, 'rejected');
    later.bookingMail(deps.mail, 'accepted', row.id);
    later.bookingMail(deps.mail, 'rejected', overlapping);
    return { accepted: accepted!, overlapping };
  });
  await later.run();
  // the request was taken meanwhile: it is rejected as 'unavailable' (committed, with its mail)
  if ('unavailable' in outcome) throw appError('AA00052');
  if ('declined' in outcome) throw outcome.declined;
  return describeBooking(deps.db, outcome.accepted, first.boat, actor);
}
