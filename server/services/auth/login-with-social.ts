import { and, eq } from 'drizzle-orm';
import { socialIdentities, users } from '../../../db/schema';
import type { TTokenResponse } from '../../../shared/schemas/account';
import { appError } from '../../errors';
import { createSession } from './create-session';
import type { TClient } from './refresh-tokens';
import { isDisabled } from './current-user';
import type { TAuthDeps } from './deps';
import { emailIs } from './email-match';
import type { TSocialProfile } from './types';

/**
 * Logs in with a verified Google or Facebook profile. The identity is the provider and subject;
 * an existing account is linked by email only when the provider vouches for that email.
 */
export async function loginWithSocial(
  deps: TAuthDeps,
  profile: TSocialProfile,
  locale: 'es' | 'en',
  client: TClient,
): Promise<TTokenResponse & { userId: string }> {
  const user = await deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: users.id, role: users.role, name: users.name })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(
        and(
          eq(socialIdentities.provider, profile.provider),
          eq(socialIdentities.subject, profile.subject),
        ),
      );
    if (linked) return linked;
    const email = profile.email?.toLowerCase() ?? null;
    if (!email || !profile.emailVerified) throw appError('AA00016');
    const [existing] = await tx
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(emailIs(email));
    const account =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email,
            name: profile.name || email.split('@')[0]!,
            surname: profile.surname,
            locale,
            emailVerifiedAt: new Date(),
          })
          .returning({ id: users.id, role: users.role, name: users.name })
      )[0]!;
    // An unverified account with this email may have been opened by someone else: its password goes.
    if (existing && !existing.emailVerifiedAt) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: new Date(), passwordHash: null })
        .where(eq(users.id, existing.id));
    }
    await tx
      .insert(socialIdentities)
      .values({ provider: profile.provider, subject: profile.subject, userId: account.id, email });
    return { id: account.id, role: account.role, name: account.name };
  });
  if (await isDisabled(deps.db, user.id)) throw appError('AA00140');
  return createSession(deps.db, deps.jwtSecret, user, { rememberMe: true, client });
}
