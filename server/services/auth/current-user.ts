import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { appError } from '../../errors';
import type { TAuthUser } from './id-token';

/**
 * The user an id token names, as the database has them now (one primary-key lookup): the role
 * of the row, not the token's, so a role change counts from the next request on. A disabled
 * account is refused with 403 AA00140, a deleted or unknown one with 401 AA00018, although the
 * token itself is still valid (docs/decisions/0033-admin-users-and-audit.md).
 */
export async function currentUser(db: TDbOrTx, id: string): Promise<TAuthUser> {
  const [row] = await db
    .select({ role: users.role, disabledAt: users.disabledAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  if (!row || row.deletedAt) throw appError('AA00018');
  if (row.disabledAt) throw appError('AA00140');
  return { id, role: row.role };
}

/** Whether an admin disabled this account (login and refresh refuse it with 403 AA00140). */
export async function isDisabled(db: TDbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id));
  return Boolean(row?.disabledAt);
}
