import { aliasedTable, and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, bookings, users } from '../../../db/schema';
import {
  adminPageSize,
  type TAdminBooking,
  type TBookingListQuery,
  type TPage,
} from '../../../shared/schemas/admin';
import type { TActor } from '../booking/deps';
import { adminActor, iso, matches } from './admin-actor';

export const clients = aliasedTable(users, 'client');
export const owners = aliasedTable(users, 'owner');

const fullName = (u: typeof users) => sql<string>`trim(${u.name} || ' ' || ${u.surname})`;

export const adminBookingColumns = {
  row: bookings,
  boat: { id: boats.id, slug: boats.slug, name: boats.name },
  client: { id: clients.id, name: fullName(clients), email: clients.email },
  owner: { id: owners.id, name: fullName(owners), email: owners.email },
};

type TJoined = {
  row: typeof bookings.$inferSelect;
  boat: TAdminBooking['boat'];
  client: TAdminBooking['client'];
  owner: TAdminBooking['owner'];
};

/** Every booking with its boat, client and owner (the admin's view). */
export function selectAdminBookings(db: TDbOrTx) {
  return db
    .select(adminBookingColumns)
    .from(bookings)
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(owners, eq(owners.id, boats.ownerId));
}

export function presentAdminBooking({ row, boat, client, owner }: TJoined): TAdminBooking {
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    duration: row.duration,
    slot: row.slot,
    people: row.people,
    totalCents: row.totalCents,
    boat,
    client,
    owner,
    groupId: row.groupId,
    checkedInAt: iso(row.checkedInAt),
    canceledAt: iso(row.canceledAt),
    canceledBy: row.canceledBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `GET /backoffice/admin/booking` (admin): every booking, private or a group's, newest first;
 * `q` is a booking id (or its start), the client's or owner's name or email, or the boat's name.
 */
export async function listAdminBookings(
  db: TDbOrTx,
  admin: TActor,
  query: TBookingListQuery,
): Promise<TPage<TAdminBooking>> {
  adminActor(admin);
  const where = and(
    matches(query.q, [
      sql`${bookings.id}::text`,
      fullName(clients),
      clients.email,
      fullName(owners),
      owners.email,
      boats.name,
    ]),
    query.status ? eq(bookings.status, query.status) : undefined,
  );
  const rows = await selectAdminBookings(db)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(owners, eq(owners.id, boats.ownerId))
    .where(where);
  return {
    items: rows.map(presentAdminBooking),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  };
}
