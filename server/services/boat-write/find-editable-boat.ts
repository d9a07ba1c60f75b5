import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, users } from '../../../db/schema';
import { appError, forbidden } from '../../errors';

export const adminRoles = ['admin', 'superAdmin'] as const;

/** True when the user is (still) an admin: read from the database, not the 50-minute token. */
export function isAdminSql(userId: string): SQL {
  return sql`exists (select 1 from ${users} where ${and(
    eq(users.id, userId),
    inArray(users.role, [...adminRoles]),
    isNull(users.deletedAt),
  )})`;
}

export type TEditableBoat = Pick<
  typeof boats.$inferSelect,
  'id' | 'ownerId' | 'slug' | 'status' | 'name'
>;

/**
 * The boat, when the actor owns it or is an admin; locked for update inside a transaction.
 * Unknown is 404 (AA00038); somebody else's is 403.
 */
export async function findEditableBoat(
  tx: TDbOrTx,
  boatId: string,
  actorId: string,
  options: { lock?: boolean } = {},
): Promise<TEditableBoat> {
  const query = tx
    .select({
      id: boats.id,
      ownerId: boats.ownerId,
      slug: boats.slug,
      status: boats.status,
      name: boats.name,
    })
    .from(boats)
    .where(and(eq(boats.id, boatId), or(eq(boats.ownerId, actorId), isAdminSql(actorId))));
  const [boat] = options.lock ? await query.for('update') : await query;
  if (boat) return boat;
  const [other] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId));
  throw other ? forbidden() : appError('AA00038');
}
