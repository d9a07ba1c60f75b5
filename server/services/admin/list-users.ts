import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import {
  adminPageSize,
  type TAdminUser,
  type TPage,
  type TUserListQuery,
} from '../../../shared/schemas/admin';
import type { TActor } from '../booking/deps';
import { adminActor, iso, matches } from './admin-actor';

function statusCondition(status: TUserListQuery['status']): SQL | undefined {
  switch (status) {
    case 'active':
      return and(
        isNull(users.disabledAt),
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
      );
    case 'disabled':
      return and(isNotNull(users.disabledAt), isNull(users.deletedAt));
    case 'unverified':
      return and(isNull(users.emailVerifiedAt), isNull(users.deletedAt));
    case 'deleted':
      return isNotNull(users.deletedAt);
    default:
      return undefined;
  }
}

export const adminUserColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  deletedAt: users.deletedAt,
};

export type TAdminUserRow = Pick<typeof users.$inferSelect, keyof typeof adminUserColumns>;

export function presentAdminUser(row: TAdminUserRow): TAdminUser {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    verified: row.emailVerifiedAt !== null,
    disabledAt: iso(row.disabledAt),
    deletedAt: iso(row.deletedAt),
  };
}

/**
 * `GET /backoffice/admin/user` (admin): users whose name, surname or email contains `q` (case and
 * accents ignored), of one role and status, newest first.
 */
export async function listUsers(
  db: TDbOrTx,
  admin: TActor,
  query: TUserListQuery,
): Promise<TPage<TAdminUser>> {
  adminActor(admin);
  const where = and(
    matches(query.q, [
      users.name,
      users.surname,
      users.email,
      sql`${users.name} || ' ' || ${users.surname}`,
    ]),
    query.role ? eq(users.role, query.role) : undefined,
    statusCondition(query.status),
  );
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return {
    items: rows.map(presentAdminUser),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  };
}
