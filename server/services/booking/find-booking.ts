import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { bookings, boats } from '../../../db/schema';
import type { TBooking } from '../../../shared/schemas/booking';
import { appError } from '../../errors';
import { isAdmin, type TActor } from './deps';
import { describeBooking, describeBookings } from './describe-booking';
import { boatSummaryColumns, type TBoatSummary, type TBookingRow } from './present-booking';

/** Who may see a booking: its client, the boat's owner, or an admin. */
function visibleTo(actor: TActor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  return or(eq(bookings.clientId, actor.id), eq(boats.ownerId, actor.id));
}

/**
 * One booking the actor may see, with its boat; 404 AA00050 otherwise (also for another user's).
 * With `lock`, the booking row is locked until the transaction ends (FOR UPDATE OF bookings).
 */
export async function findBooking(
  db: TDbOrTx,
  actor: TActor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ row: TBookingRow; boat: TBoatSummary }> {
  const query = db
    .select({ row: bookings, boat: boatSummaryColumns })
    .from(bookings)
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .where(and(eq(bookings.id, id), visibleTo(actor)));
  const [found] = options.lock ? await query.for('update', { of: bookings }) : await query;
  if (!found) throw appError('AA00050');
  return found;
}

export async function getBooking(db: TDbOrTx, actor: TActor, id: string): Promise<TBooking> {
  const { row, boat } = await findBooking(db, actor, id);
  return describeBooking(db, row, boat, actor);
}

/**
 * The actor's bookings as a client (their private rentals), or the requests for their boats (`as: 'owner'`; an admin sees
 * every boat's, the back office of PRODUCT.md §8), newest first.
 */
export async function listBookings(
  db: TDbOrTx,
  actor: TActor,
  as: 'client' | 'owner',
): Promise<TBooking[]> {
  // a group's request is the members' trip, followed on the group's page, not the creator's own
  const mine =
    as === 'client'
      ? and(eq(bookings.clientId, actor.id), isNull(bookings.groupId))
      : isAdmin(actor)
        ? undefined
        : eq(boats.ownerId, actor.id);
  const rows = await db
    .select({ row: bookings, boat: boatSummaryColumns })
    .from(bookings)
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .where(mine)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  return describeBookings(db, rows, actor);
}
