import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { TAdminUser } from '../../../shared/schemas/admin';
import { recordAudit } from '../audit/record-audit';
import type { TActor } from '../booking/deps';
import { adminActor } from './admin-actor';
import { presentAdminUser } from './list-users';
import { lockTargetUser } from './target-user';

/**
 * `POST /backoffice/admin/user/{id}/enable` (admin, same rules as disabling): the user may log in
 * again; their old sessions stay revoked.
 */
export async function enableUser(
  db: TDbOrTx,
  admin: TActor,
  userId: string,
  reason: string | undefined,
): Promise<TAdminUser> {
  const actor = adminActor(admin);
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, actor, userId);
    if (!target.disabledAt) return presentAdminUser(target);
    await tx
      .update(users)
      .set({ disabledAt: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.enable',
      targetType: 'user',
      targetId: userId,
      before: { disabledAt: target.disabledAt.toISOString() },
      after: { disabledAt: null },
      reason: reason || null,
    });
    return presentAdminUser({ ...target, disabledAt: null });
  });
}
