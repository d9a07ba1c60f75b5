import { and, eq, ne, sql } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { boatOccupancy, bookings } from '../../../db/schema';
import { lockKey } from '../billing/lock-key';
import type { TBookingRow } from './present-booking';
import { isExclusionViolation } from '../../lib/pg-errors';

/**
 * Requests and accepts of one boat take turns: a request either lands before an accept, which
 * then rejects it as overlapping, or sees the accepted days. Transaction-scoped.
 */
export function lockBoatBookings(tx: TTransaction, boatId: string): Promise<void> {
  return lockKey(tx, `boat-accept:${boatId}`);
}

/**
 * Inserts the booking's occupancy row. The exclusion constraint of `boat_occupancy` is the guard
 * against a double booking: on a conflict (another booking, an owner block, a group) the savepoint
 * is rolled back and the answer is false; the caller's transaction goes on.
 */
export async function reserveOccupancy(
  tx: TTransaction,
  row: TBookingRow,
  actorId: string,
): Promise<string | null> {
  try {
    return await tx.transaction(async (sp) => {
      const [inserted] = await sp
        .insert(boatOccupancy)
        .values({
          boatId: row.boatId,
          kind: 'booking',
          during: row.during,
          referenceId: row.id,
          createdBy: actorId,
        })
        .returning({ id: boatOccupancy.id });
      return inserted!.id;
    });
  } catch (error) {
    if (isExclusionViolation(error)) return null;
    throw error;
  }
}

/** Removes the booking's occupancy row (a declined charge, a cancellation). */
export async function releaseOccupancy(tx: TTransaction, bookingId: string): Promise<void> {
  await tx
    .delete(boatOccupancy)
    .where(and(eq(boatOccupancy.kind, 'booking'), eq(boatOccupancy.referenceId, bookingId)));
}

/**
 * PRODUCT.md §3: accepting one request rejects every overlapping pending request of the boat
 * with reason 'unavailable'. Returns their ids.
 */
export async function rejectOverlapping(
  tx: TTransaction,
  row: TBookingRow,
  now: Date,
): Promise<string[]> {
  const rejected = await tx
    .update(bookings)
    .set({ status: 'rejected', rejectReason: 'unavailable', decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(bookings.boatId, row.boatId),
        eq(bookings.status, 'pending'),
        ne(bookings.id, row.id),
        sql`${bookings.during} && ${row.during}::tsrange`,
      ),
    )
    .returning({ id: bookings.id });
  return rejected.map((r) => r.id);
}
