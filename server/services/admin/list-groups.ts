import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, groups, users } from '../../../db/schema';
import {
  adminPageSize,
  type TAdminGroup,
  type TGroupListQuery,
  type TPage,
} from '../../../shared/schemas/admin';
import type { TActor } from '../booking/deps';
import { adminActor, iso, matches } from './admin-actor';

const creatorName = sql<string>`trim(${users.name} || ' ' || ${users.surname})`;

export const adminGroupColumns = {
  row: groups,
  boat: { id: boats.id, slug: boats.slug, name: boats.name },
  creator: { id: users.id, name: creatorName, email: users.email },
};

/** Every group with its boat and creator. */
export function selectAdminGroups(db: TDbOrTx) {
  return db
    .select(adminGroupColumns)
    .from(groups)
    .innerJoin(boats, eq(boats.id, groups.boatId))
    .innerJoin(users, eq(users.id, groups.creatorId));
}

export function presentAdminGroup(found: {
  row: typeof groups.$inferSelect;
  boat: TAdminGroup['boat'];
  creator: TAdminGroup['creator'];
}): TAdminGroup {
  const { row } = found;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    sailDate: row.sailDate,
    seatsTaken: row.seatsTaken,
    numberOfPeople: row.numberOfPeople,
    pricePerPersonCents: row.pricePerPersonCents,
    boat: found.boat,
    creator: found.creator,
    bookingId: row.bookingId,
    canceledAt: iso(row.canceledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `GET /backoffice/admin/group` (admin): every group, newest first; `q` is the group's id or
 * name, the boat's name, or the creator's name or email.
 */
export async function listAdminGroups(
  db: TDbOrTx,
  admin: TActor,
  query: TGroupListQuery,
): Promise<TPage<TAdminGroup>> {
  adminActor(admin);
  const where = and(
    matches(query.q, [sql`${groups.id}::text`, groups.name, boats.name, creatorName, users.email]),
    query.status ? eq(groups.status, query.status) : undefined,
  );
  const rows = await selectAdminGroups(db)
    .where(where)
    .orderBy(desc(groups.createdAt), desc(groups.id))
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  const [total] = await db
    .select({ n: count() })
    .from(groups)
    .innerJoin(boats, eq(boats.id, groups.boatId))
    .innerJoin(users, eq(users.id, groups.creatorId))
    .where(where);
  return {
    items: rows.map(presentAdminGroup),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  };
}
