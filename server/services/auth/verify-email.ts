import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { TAuthDeps } from './deps';
import { consumeEmailToken } from './email-tokens';

/** Confirms the email address with the link of the welcome mail. */
export async function verifyEmail(deps: TAuthDeps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify_email');
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
