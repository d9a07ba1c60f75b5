import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { TAuthDeps } from './deps';

/**
 * Stores, in the transaction that changed the password, the mail telling the account's address
 * (ASVS 2.2.3); the returned function delivers it once the transaction committed.
 */
export async function sendPasswordChanged(
  mailer: TAuthDeps['mailer'],
  tx: TDbOrTx,
  userId: string,
): Promise<() => void> {
  const [user] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  const mail = mailer.within(tx);
  if (user)
    await mail.mailer.send({
      to: user.email,
      locale: user.locale,
      template: 'password-changed',
      data: { name: user.name },
    });
  return mail.afterCommit;
}
