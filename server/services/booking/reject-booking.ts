import { eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import type { TBooking } from '../../../shared/schemas/booking';
import { appError } from '../../errors';
import { requireDecider } from './accept-booking';
import type { TActor, TBookingDeps } from './deps';
import { findBooking } from './find-booking';
import { describeBooking } from './describe-booking';
import { AfterCommit } from '../group/after-commit';
import { groupBookingsDeclined } from '../group/group-booking';

/** `POST /booking/{id}/reject`: the owner (or an admin) turns down a pending request; nothing is charged. */
export async function rejectBooking(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
): Promise<TBooking> {
  const now = deps.now?.() ?? new Date();
  const later = new AfterCommit();
  const booking = await later.transaction(deps.db, async (tx) => {
    const { row, boat } = await findBooking(tx, actor, id, { lock: true });
    requireDecider(row, boat, actor);
    if (row.status !== 'pending') throw appError('AA00051');
    const [rejected] = await tx
      .update(bookings)
      .set({ status: 'rejected', rejectReason: 'owner', decidedAt: now, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    await groupBookingsDeclined(deps, tx, later, [row.id], 'rejected');
    later.bookingMail(deps.mail, 'rejected', row.id);
    return describeBooking(tx, rejected!, boat, actor);
  });
  await later.run();
  return booking;
}
