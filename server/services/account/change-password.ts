import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { hashPassword, verifyPassword } from '../../../db/password';
import { users } from '../../../db/schema';
import { appError } from '../../errors';
import { refuseCommonPassword } from '../auth/common-passwords';
import { revokeUserSessions } from '../auth/refresh-tokens';

/**
 * Refuses a common new password, checks the current one, stores the new one and logs every other
 * session out.
 */
export async function changePassword(
  db: TDatabase,
  userId: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await refuseCommonPassword(newPassword);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword)))
    throw appError('AA00015');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
}
