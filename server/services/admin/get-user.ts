import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { auditLog, boats, bookings, conversations, groupMembers, users } from '../../../db/schema';
import type { TAdminUserDetail } from '../../../shared/schemas/admin';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { adminActor } from './admin-actor';
import { adminUserColumns, presentAdminUser } from './list-users';

/**
 * `GET /backoffice/admin/user/{id}` (admin): the profile, role and state, how many boats,
 * bookings (as a client) and groups they have, their latest bookings, the reason of a disable in
 * force and their support conversation. 404 AA00141 for an unknown id.
 */
export async function getAdminUser(
  db: TDbOrTx,
  admin: TActor,
  userId: string,
): Promise<TAdminUserDetail> {
  adminActor(admin);
  const [row] = await db
    .select({
      ...adminUserColumns,
      phone: users.phone,
      locale: users.locale,
      companyName: users.companyName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw appError('AA00141');
  const [boatCount, bookingCount, groupCount, latest, support, disable] = await Promise.all([
    db.select({ n: count() }).from(boats).where(eq(boats.ownerId, userId)),
    db.select({ n: count() }).from(bookings).where(eq(bookings.clientId, userId)),
    db
      .select({ n: count() })
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, userId), isNull(groupMembers.leftAt))),
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        boatName: boats.name,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        totalCents: bookings.totalCents,
        groupId: bookings.groupId,
      })
      .from(bookings)
      .innerJoin(boats, eq(boats.id, bookings.boatId))
      .where(eq(bookings.clientId, userId))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(5),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.kind, 'support'), eq(conversations.clientId, userId))),
    row.disabledAt
      ? db
          .select({ reason: auditLog.reason })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.targetType, 'user'),
              eq(auditLog.targetId, userId),
              eq(auditLog.action, 'user.disable'),
            ),
          )
          .orderBy(desc(auditLog.createdAt))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    ...presentAdminUser(row),
    phone: row.phone,
    locale: row.locale,
    companyName: row.companyName,
    disabledReason: disable[0]?.reason ?? null,
    counts: {
      boats: boatCount[0]?.n ?? 0,
      bookings: bookingCount[0]?.n ?? 0,
      groups: groupCount[0]?.n ?? 0,
    },
    latestBookings: latest,
    supportConversationId: support[0]?.id ?? null,
  };
}
