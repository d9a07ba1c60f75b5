import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { forbidden } from '../../errors';
import { adminRoles } from '../boat-write/find-editable-boat';

/**
 * 403 unless the user is an admin now: read from the database rather than trusted from the id
 * token, which keeps a revoked admin's role for up to 50 minutes.
 */
export async function requireAdmin(db: TDbOrTx, userId: string): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), inArray(users.role, [...adminRoles]), isNull(users.deletedAt)),
    );
  if (!admin) throw forbidden();
}
