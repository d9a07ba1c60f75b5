import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { TAdminUser } from '../../../shared/schemas/admin';
import { recordAudit } from '../audit/record-audit';
import { revokeUserSessions } from '../auth/refresh-tokens';
import type { TActor } from '../booking/deps';
import { adminActor } from './admin-actor';
import { presentAdminUser } from './list-users';
import { lockTargetUser } from './target-user';

/**
 * `POST /backoffice/admin/user/{id}/disable` (admin): the user can no longer log in, every refresh
 * token of theirs is revoked and their id tokens are refused from the next request on (the auth
 * plugin reads `disabled_at`). Admins and superAdmins are disabled only by a superAdmin; nobody
 * disables themselves. Disabling a disabled user changes nothing.
 */
export async function disableUser(
  db: TDbOrTx,
  admin: TActor,
  userId: string,
  reason: string,
): Promise<TAdminUser> {
  const actor = adminActor(admin);
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, actor, userId);
    if (target.disabledAt) return presentAdminUser(target);
    const now = new Date();
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.disable',
      targetType: 'user',
      targetId: userId,
      before: { disabledAt: null },
      after: { disabledAt: now.toISOString() },
      reason,
    });
    return presentAdminUser({ ...target, disabledAt: now });
  });
}
