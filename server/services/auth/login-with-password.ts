import { hashPassword, verifyPassword } from '../../../db/password';
import { users } from '../../../db/schema';
import type { TLoginRequest, TTokenResponse } from '../../../shared/schemas/account';
import { appError } from '../../errors';
import { limits } from '../rate-limit';
import { createSession } from './create-session';
import type { TAuthDeps } from './deps';
import { emailIs } from './email-match';
import { createEmailToken } from './email-tokens';
import { verifyEmailLink } from './links';
import type { TClient } from './refresh-tokens';

// Verifying against this hash when the account does not exist takes as long as a real check.
const dummyHash = hashPassword('not-a-real-password-1A');

/**
 * Email and password login. Unknown email and wrong password answer the same, in the same time.
 * An unverified account gets a fresh verification link instead of a session.
 */
export async function loginWithPassword(
  deps: TAuthDeps,
  input: TLoginRequest,
  caller: TClient & { ip: string },
): Promise<TTokenResponse & { userId: string }> {
  await deps.limiter.consume(
    [`login:acct:${input.email}`, limits.loginPerAccount],
    [`login:ip:${caller.ip}`, limits.loginPerIp],
  );
  const [user] = await deps.db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      locale: users.locale,
      email: users.email,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(emailIs(input.email));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !user.passwordHash || !valid) throw appError('AA00012');
  // told only to whoever knows the password: the account exists and an admin disabled it
  if (user.disabledAt) throw appError('AA00140');
  if (!user.emailVerifiedAt) {
    const token = await createEmailToken(deps.db, user.id, 'verify_email');
    await deps.mailer.send({
      to: user.email,
      locale: user.locale,
      template: 'verify-email',
      data: { name: user.name, link: verifyEmailLink(deps.publicUrl, user.locale, token) },
    });
    throw appError('AA00019');
  }
  return createSession(deps.db, deps.jwtSecret, user, {
    rememberMe: input.rememberMe ?? true,
    client: caller,
  });
}
