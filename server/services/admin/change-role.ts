import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { TAdminRole, TAdminUser } from '../../../shared/schemas/admin';
import { appError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TActor } from '../booking/deps';
import { adminActor } from './admin-actor';
import { presentAdminUser } from './list-users';
import { isAdminRole, lockTargetUser } from './target-user';

/**
 * `PUT /backoffice/admin/user/{id}/role` (admin): an admin moves users between client and
 * shipowner; only a superAdmin grants or removes admin and superAdmin (403 AA00143); nobody
 * changes their own role (403 AA00142). The new role counts from the user's next request (the
 * auth plugin reads it from the database). Written to the audit log with before and after.
 */
export async function changeUserRole(
  db: TDbOrTx,
  admin: TActor,
  userId: string,
  role: TAdminRole,
): Promise<TAdminUser> {
  const actor = adminActor(admin);
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, actor, userId);
    if (isAdminRole(role) && actor.role !== 'superAdmin') throw appError('AA00143');
    if (target.role === role) return presentAdminUser(target);
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ role: users.role });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      before: { role: target.role },
      after: { role: updated!.role },
    });
    return presentAdminUser({ ...target, role: updated!.role });
  });
}
