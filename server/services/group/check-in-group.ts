import { and, asc, eq, isNull } from 'drizzle-orm';
import { bookings, groupMembers, groups, paymentCards } from '../../../db/schema';
import { todayInMadrid } from '../../../shared/dates';
import { percentOf } from '../../../shared/money';
import { appError } from '../../errors';
import { CardDeclinedError } from '../billing/card-declined';
import { recordCharge } from '../billing/record-charge';
import type { TBookingRow } from '../booking/present-booking';
import { recordOwnerSettlement } from '../booking/settle-owner';
import { AfterCommit } from './after-commit';
import type { TGroupDeps } from './deps';

/**
 * The check-in of a group's booking (docs/decisions/0028-groups.md): each member is charged their
 * balance (their seats × price per person − their first share), one charge per member keyed
 * `group:<id>:member:<memberId>:balance`, each committed on its own. Only when every member has
 * paid is the booking checked in and the owner settled for the rental total. A decline answers
 * 402 AA00045 and leaves the booking not checked in; the owner retries, and the members who paid
 * are not charged again. The caller has checked who acts.
 */
export async function checkInGroupBooking(
  deps: TGroupDeps,
  row: TBookingRow,
  ownerId: string,
): Promise<TBookingRow> {
  const now = deps.now?.() ?? new Date();
  if (row.status !== 'accepted' || row.checkedInAt !== null) throw appError('AA00051');
  if (todayInMadrid(now) < row.startDate) throw appError('AA00056');
  const [group] = await deps.db.select().from(groups).where(eq(groups.id, row.groupId!));
  // each member with the card they chose on joining, if it is still theirs and usable
  const members = await deps.db
    .select({ member: groupMembers, cardId: paymentCards.id })
    .from(groupMembers)
    .leftJoin(
      paymentCards,
      and(
        eq(paymentCards.id, groupMembers.cardId),
        eq(paymentCards.userId, groupMembers.userId),
        eq(paymentCards.provider, deps.payments.name),
        isNull(paymentCards.removedAt),
      ),
    )
    .where(and(eq(groupMembers.groupId, group!.id), isNull(groupMembers.leftAt)))
    .orderBy(asc(groupMembers.joinedAt));

  let declined: CardDeclinedError | null = null;
  for (const { member, cardId } of members) {
    const seatsCents = member.seats * group!.pricePerPersonCents;
    const balance = seatsCents - percentOf(seatsCents, group!.firstPaymentPercent);
    if (balance <= 0) continue;
    try {
      const entry = await recordCharge(deps, {
        userId: member.userId,
        cardId: cardId ?? undefined,
        groupId: group!.id,
        bookingId: row.id,
        baseCents: balance,
        idempotencyKey: `group:${group!.id}:member:${member.id}:balance`,
        description: `Marea group ${group!.id}: balance at check-in`,
        metadata: { groupId: group!.id, memberId: member.id, bookingId: row.id },
      });
      if (member.balanceChargeEntryId !== entry.id)
        await deps.db
          .update(groupMembers)
          .set({ balanceChargeEntryId: entry.id })
          .where(eq(groupMembers.id, member.id));
    } catch (error) {
      if (!(error instanceof CardDeclinedError)) throw error;
      declined ??= error;
    }
  }
  if (declined) {
    await deps.db
      .update(bookings)
      .set({ lastChargeFailure: declined.failureCode, updatedAt: now })
      .where(eq(bookings.id, row.id));
    throw declined;
  }

  const later = new AfterCommit();
  const checkedIn = await later.transaction(deps.db, async (tx) => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, row.id)).for('update');
    if (locked!.status !== 'accepted' || locked!.checkedInAt !== null) throw appError('AA00051');
    const [checkedIn] = await tx
      .update(bookings)
      .set({ checkedInAt: now, lastChargeFailure: null, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    await recordOwnerSettlement(tx, {
      bookingId: row.id,
      ownerId,
      rentalCents: row.totalCents,
      event: 'check-in',
    });
    later.bookingMail(deps.mail, 'checked-in', row.id);
    return checkedIn!;
  });
  await later.run();
  return checkedIn;
}
