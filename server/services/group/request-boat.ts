import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { boats, bookings, groups } from '../../../db/schema';
import { isBoatTaken } from '../boat-details/boat-stay';
import { lockBoatBookings } from '../booking/reserve';
import type { TGroupDeps } from './deps';
import { groupDayPrice, groupDayRange } from './group-boats';
import type { TGroupRow } from './present-group';

/**
 * A complete group asks its boat's owner, through the booking flow (docs/decisions/0028-groups.md):
 * one booking for the whole group (a day with skipper, `people` = the target, the total = the
 * members' shares, `client_id` = the creator), answered before `min(now + response window,
 * deadline)`. The group becomes `requested`. When the boat is taken that day, or there is no time
 * left to answer before the deadline, nothing is asked: the group stays `complete` (the creator
 * picks a similar boat, or the deadline cancels it). Answers the new booking's id, or null.
 */
export async function requestGroupBoat(
  deps: TGroupDeps,
  tx: TTransaction,
  group: TGroupRow,
): Promise<string | null> {
  const now = deps.now?.() ?? new Date();
  const respondBy = new Date(
    Math.min(now.getTime() + deps.ownerResponseHours * 3_600_000, group.deadlineAt.getTime()),
  );
  if (respondBy.getTime() <= now.getTime()) return null;
  const during = groupDayRange(group.sailDate);
  await lockBoatBookings(tx, group.boatId);
  if (await isBoatTaken(tx, group.boatId, during)) return null;

  const [boat] = await tx.select().from(boats).where(eq(boats.id, group.boatId));
  const price = await groupDayPrice(tx, boat!, group.sailDate, group.numberOfPeople);
  const [booking] = await tx
    .insert(bookings)
    .values({
      boatId: group.boatId,
      clientId: group.creatorId,
      groupId: group.id,
      startDate: group.sailDate,
      endDate: group.sailDate,
      duration: 'day',
      during,
      people: group.numberOfPeople,
      skipper: true,
      message: group.note,
      priceDays: [{ date: group.sailDate, priceCents: price.dayPriceCents }],
      boatCents: price.dayPriceCents,
      skipperCents: price.skipperPriceCents,
      totalCents: group.pricePerPersonCents * group.numberOfPeople,
      firstPaymentPercent: group.firstPaymentPercent,
      respondBy,
    })
    .returning({ id: bookings.id });
  await tx
    .update(groups)
    .set({ status: 'requested', bookingId: booking!.id, updatedAt: now })
    .where(eq(groups.id, group.id));
  return booking!.id;
}
