import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatOccupancy, boats, bookings } from '../../../db/schema';
import { appError } from '../../errors';
import type { TBookingMailDeps } from '../booking/booking-mails';
import { AfterCommit } from '../group/after-commit';
import { findEditableBoat } from './find-editable-boat';

/**
 * Removes a boat (owner or admin): a soft delete, so bookings and valuations keep pointing at it.
 * Refused (409 AA00035) while it holds days sold to someone that have not ended yet: accepted
 * bookings and confirmed group sails; and (409 AA00122) while a group's request waits for the
 * owner's answer (its members have paid their shares). The private requests still pending are
 * rejected as 'unavailable' in the same transaction, with their clients' mails (delivered once it
 * committed; docs/decisions/0032-earnings-and-fleet.md). Occupancy is in local business time, so
 * "now" is Madrid's. Removing twice is harmless.
 */
export async function removeBoat(
  db: TDatabase,
  actorId: string,
  boatId: string,
  mail?: TBookingMailDeps,
): Promise<{ id: string; status: 'removed' }> {
  const later = new AfterCommit();
  const id = await later.transaction(db, async (tx) => {
    const boat = await findEditableBoat(tx, boatId, actorId, { lock: true });
    if (boat.status === 'removed') return boat.id;
    const [sold] = await tx
      .select({ id: boatOccupancy.id })
      .from(boatOccupancy)
      .where(
        and(
          eq(boatOccupancy.boatId, boat.id),
          inArray(boatOccupancy.kind, ['booking', 'group']),
          gt(sql`upper(${boatOccupancy.during})`, sql`(now() at time zone 'Europe/Madrid')`),
        ),
      )
      .limit(1);
    if (sold) throw appError('AA00035');
    const pending = await tx
      .select({ id: bookings.id, groupId: bookings.groupId })
      .from(bookings)
      .where(and(eq(bookings.boatId, boat.id), eq(bookings.status, 'pending')))
      .for('update');
    if (pending.some((b) => b.groupId !== null)) throw appError('AA00122');
    const now = new Date();
    const ids = pending.map((b) => b.id);
    if (ids.length > 0)
      await tx
        .update(bookings)
        .set({ status: 'rejected', rejectReason: 'unavailable', decidedAt: now, updatedAt: now })
        .where(and(inArray(bookings.id, ids), isNull(bookings.groupId)));
    await tx.update(boats).set({ status: 'removed', updatedAt: now }).where(eq(boats.id, boat.id));
    later.bookingMail(mail, 'rejected', ids);
    return boat.id;
  });
  await later.run();
  return { id, status: 'removed' as const };
}
