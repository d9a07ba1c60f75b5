import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { bookings, boats, groupMembers } from '../../../db/schema';
import { VALUATION_WINDOW_DAYS } from '../../../shared/valuation';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';

/**
 * The end of the window to rate a booking's trip, as SQL: midnight (Madrid) after the last day
 * plus VALUATION_WINDOW_DAYS, in seconds since the epoch (the same in both database drivers).
 */
export const closesAtEpoch = sql<number>`extract(epoch from ((${bookings.endDate} + ${VALUATION_WINDOW_DAYS + 1}::int)::timestamp at time zone 'Europe/Madrid'))::float8`;

/** A trip as the valuation rules see it: its booking, boat, owner and the clients of its pairs. */
export type TTrip = {
  id: string;
  status: (typeof bookings.$inferSelect)['status'];
  boatId: string;
  ownerId: string;
  groupId: string | null;
  closesAt: Date;
  /** the booking's client, or every member of the group that sailed (left members are not) */
  clientIds: string[];
};

/**
 * The trip of a booking for one of its sides: the actor is one of its clients or the boat's
 * owner; anybody else (admins included: they moderate, they do not rate) gets 404 AA00050. With
 * `lock`, the booking row is held until the transaction ends, so the two sides' valuations of one
 * trip are written one after the other and the second always sees the first.
 */
export async function findTrip(
  db: TDbOrTx,
  actor: TActor,
  bookingId: string,
  options: { lock?: boolean } = {},
): Promise<{ trip: TTrip; as: 'client' | 'owner' }> {
  const query = db
    .select({
      id: bookings.id,
      status: bookings.status,
      boatId: bookings.boatId,
      clientId: bookings.clientId,
      groupId: bookings.groupId,
      ownerId: boats.ownerId,
      closesAt: closesAtEpoch,
    })
    .from(bookings)
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .where(eq(bookings.id, bookingId));
  const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw appError('AA00050');
  const clientIds = row.groupId
    ? (
        await db
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(eq(groupMembers.groupId, row.groupId), isNull(groupMembers.leftAt)))
      ).map((m) => m.userId)
    : [row.clientId];
  const trip: TTrip = {
    id: row.id,
    status: row.status,
    boatId: row.boatId,
    ownerId: row.ownerId,
    groupId: row.groupId,
    closesAt: new Date(Number(row.closesAt) * 1000),
    clientIds,
  };
  if (trip.ownerId === actor.id) return { trip, as: 'owner' };
  if (clientIds.includes(actor.id)) return { trip, as: 'client' };
  throw appError('AA00050');
}
