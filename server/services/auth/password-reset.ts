import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../db/password';
import { users } from '../../../db/schema';
import { notFound } from '../../errors';
import { limits } from '../rate-limit';
import { refuseCommonPassword } from './common-passwords';
import type { TAuthDeps } from './deps';
import { emailIs } from './email-match';
import { consumeEmailToken, createEmailToken, emailTokenMinutes } from './email-tokens';
import { resetPasswordLink } from './links';
import { sendPasswordChanged } from './password-changed-mail';
import { revokeUserSessions } from './refresh-tokens';

/** Mails a single-use reset link valid one hour. An unknown email is a 404 (spec §2 and §8). */
export async function requestPasswordReset(
  deps: TAuthDeps,
  email: string,
  ip: string,
): Promise<void> {
  await deps.limiter.consume(
    [`recovery:acct:${email}`, limits.recoveryPerAccount],
    [`recovery:ip:${ip}`, limits.recoveryPerIp],
  );
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, locale: users.locale })
    .from(users)
    .where(emailIs(email));
  if (!user) throw notFound({ es: 'Usuario no encontrado', en: 'Resource not found' });
  const token = await createEmailToken(deps.db, user.id, 'reset_password');
  await deps.mailer.send({
    to: email,
    locale: user.locale,
    template: 'reset-password',
    data: {
      name: user.name,
      link: resetPasswordLink(deps.publicUrl, user.locale, token),
      expiresInMinutes: emailTokenMinutes.reset_password,
    },
  });
}

/**
 * Sets a new password (not a common one) with a reset link, once; every open session is logged
 * out, and the account's address is told.
 */
export async function resetPassword(
  deps: TAuthDeps,
  token: string,
  password: string,
): Promise<void> {
  await refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const deliver = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    // Following the link proves the mailbox too.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email, name: users.name, locale: users.locale });
    await revokeUserSessions(tx, userId);
    return sendPasswordChanged(deps.mailer, tx, user!);
  });
  deliver();
}
