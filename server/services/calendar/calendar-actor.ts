import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import { adminRoles } from '../boat-write/find-editable-boat';

export type TCalendarActor = { id: string; isAdmin: boolean };

/**
 * The back-office user behind a calendar call, with the role read from the database (not the
 * 50-minute token): a shipowner or an admin; anyone else gets 403.
 */
export async function requireCalendarActor(db: TDbOrTx, userId: string): Promise<TCalendarActor> {
  const [user] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.disabledAt)));
  if (!user) throw unauthorized();
  const isAdmin = (adminRoles as readonly string[]).includes(user.role);
  if (!isAdmin && user.role !== 'shipowner') throw forbidden();
  return { id: userId, isAdmin };
}
