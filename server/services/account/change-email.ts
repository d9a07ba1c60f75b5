import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../../db/password';
import { users } from '../../../db/schema';
import { appError } from '../../errors';
import type { TAuthDeps } from '../auth/deps';
import { createEmailToken } from '../auth/email-tokens';
import { verifyEmailLink } from '../auth/links';
import { isUniqueViolation } from '../../lib/pg-errors';

/**
 * Needs the password ('Wrong password' otherwise). The new address must be confirmed from its own
 * mailbox; the old one is told of the change. Both mails are stored with the change and delivered
 * once it committed.
 */
export async function changeEmail(
  deps: TAuthDeps,
  userId: string,
  email: string,
  password: string,
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    throw appError('AA00015');
  if (user.email === email) return;
  const deliver = await deps.db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email, emailVerifiedAt: null, updatedAt: new Date() })
        .where(eq(users.id, userId));
      const token = await createEmailToken(tx, userId, 'verify_email');
      const mail = deps.mailer.within(tx);
      await mail.mailer.send({
        to: email,
        locale: user.locale,
        template: 'verify-email',
        data: { name: user.name, link: verifyEmailLink(deps.publicUrl, user.locale, token) },
      });
      await mail.mailer.send({
        to: user.email,
        locale: user.locale,
        template: 'email-changed',
        data: { name: user.name, newEmail: email },
      });
      return mail.afterCommit;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw appError('AA00013');
      throw error;
    });
  deliver();
}
