import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { refreshTokens } from '../../../db/schema';
import type { TSessionUser } from '../auth/id-token';
import { confirmPassword } from './confirm-password';

/** Ends every session of the caller but this one; answers how many were ended. */
export async function endOtherSessions(
  db: TDbOrTx,
  me: TSessionUser,
  password: string | undefined,
  now = new Date(),
): Promise<number> {
  await confirmPassword(db, me.id, password);
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, me.id),
        ne(refreshTokens.familyId, me.sessionId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}
