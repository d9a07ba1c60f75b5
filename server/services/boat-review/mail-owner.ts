import { and, eq, isNull } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { users } from '../../../db/schema';
import type { TBoatWriteDeps } from '../boat-write/deps';
import type { TSendMailInput } from '../mail/types';

type TOwner = Pick<typeof users.$inferSelect, 'email' | 'name' | 'locale' | 'role'>;

/**
 * Tells a reviewed boat's owner (unless their account is gone) with the mail `compose` writes for
 * them, stored in the review's transaction; `deliver` sends it once that committed.
 */
export async function mailBoatOwner(
  tx: TTransaction,
  deps: Pick<TBoatWriteDeps, 'mailer'>,
  ownerId: string,
  compose: (owner: TOwner) => TSendMailInput,
): Promise<{ owner: TOwner | undefined; deliver: () => void }> {
  const [owner] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale, role: users.role })
    .from(users)
    .where(and(eq(users.id, ownerId), isNull(users.deletedAt)));
  const staged = deps.mailer.within(tx);
  if (owner) await staged.mailer.send(compose(owner));
  return { owner, deliver: staged.afterCommit };
}
