import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { bookings, groupMembers, groups, users } from '../../../db/schema';
import type { TAdminGroupDetail } from '../../../shared/schemas/admin';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { adminActor, iso } from './admin-actor';
import { ledgerLines, summarizeLedger } from './ledger-lines';
import { presentAdminGroup, selectAdminGroups } from './list-groups';

/** Groups an admin may still cancel: not sailed, not canceled, and no check-in yet. */
export const cancelableGroupStatuses: readonly string[] = [
  'open',
  'complete',
  'requested',
  'confirmed',
];

/**
 * `GET /backoffice/admin/group/{id}` (admin): the group, its members with what each was charged
 * and refunded, and every ledger row of the group and its bookings. 404 AA00070.
 */
export async function getAdminGroup(
  db: TDbOrTx,
  admin: TActor,
  id: string,
): Promise<TAdminGroupDetail> {
  adminActor(admin);
  const [found] = await selectAdminGroups(db).where(eq(groups.id, id));
  if (!found) throw appError('AA00070');
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      seats: groupMembers.seats,
      joinedAt: groupMembers.joinedAt,
      leftAt: groupMembers.leftAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, id))
    .orderBy(asc(groupMembers.joinedAt));
  const groupBookings = await db
    .select({ id: bookings.id, checkedInAt: bookings.checkedInAt })
    .from(bookings)
    .where(eq(bookings.groupId, id));
  const ledger = await ledgerLines(db, { bookingIds: groupBookings.map((b) => b.id), groupId: id });
  const moneyOf = (userId: string, kind: 'charge' | 'refund') =>
    ledger
      .filter((l) => l.user.id === userId && l.kind === kind && l.status === 'succeeded')
      .reduce((sum, l) => sum + l.amountCents, 0);
  const checkedIn = groupBookings.some((b) => b.checkedInAt !== null);
  return {
    ...presentAdminGroup(found),
    members: members.map((m) => ({
      id: m.id,
      name: `${m.name} ${m.surname}`.trim(),
      email: m.email,
      seats: m.seats,
      joinedAt: m.joinedAt.toISOString(),
      leftAt: iso(m.leftAt),
      chargedCents: moneyOf(m.id, 'charge'),
      refundedCents: moneyOf(m.id, 'refund'),
    })),
    ledger,
    totals: summarizeLedger(ledger),
    cancelable: cancelableGroupStatuses.includes(found.row.status) && !checkedIn,
  };
}
