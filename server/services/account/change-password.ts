import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../db/password';
import { users } from '../../../db/schema';
import { appError } from '../../errors';
import { refuseCommonPassword } from '../auth/common-passwords';
import type { TAuthDeps } from '../auth/deps';
import { revokeUserSessions } from '../auth/refresh-tokens';
import { sendPasswordChanged } from '../auth/password-changed-mail';

/**
 * Refuses a common new password, checks the current one, stores the new one, logs every other
 * session out and tells the account's address (the mail is stored with the change and delivered
 * once it committed). Answers the user's name, for the new session it starts.
 */
export async function changePassword(
  deps: TAuthDeps,
  userId: string,
  oldPassword: string,
  newPassword: string,
): Promise<{ name: string }> {
  await refuseCommonPassword(newPassword);
  const [user] = await deps.db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword)))
    throw appError('AA00015');
  const passwordHash = await hashPassword(newPassword);
  const deliver = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    return sendPasswordChanged(deps.mailer, tx, user);
  });
  deliver();
  return { name: user.name };
}
