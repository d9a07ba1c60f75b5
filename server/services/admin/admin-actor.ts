import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { forbidden } from '../../errors';

export type TAdminActor = { id: string; role: 'admin' | 'superAdmin' };

/**
 * The acting admin as the database has them now (403 otherwise): the role decides what they may
 * do to other users, so it is never taken from the id token alone.
 */
export async function adminActor(
  db: TDbOrTx,
  userId: string,
  only: readonly TAdminActor['role'][] = ['admin', 'superAdmin'],
): Promise<TAdminActor> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        inArray(users.role, [...only]),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  if (!row) throw forbidden();
  return row as TAdminActor;
}

/** `q` anywhere in one of the columns, whatever the case and accents. */
export function matches(q: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const likes = columns.map((column) => sql`unaccent(${column}) ilike unaccent(${pattern})`);
  return sql`(${sql.join(likes, sql` or `)})`;
}

export const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
