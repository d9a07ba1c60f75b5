import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { refreshTokens } from '../../../db/schema';
import { appError } from '../../errors';
import type { TSessionUser } from '../auth/id-token';
import { confirmPassword } from './confirm-password';

/**
 * Ends one of the caller's sessions: its refresh token stops working and, since every request
 * checks its session, its id token too. 404 when it is not a session of the caller still on.
 * Answers whether it was the caller's own (the route then clears this browser's cookies).
 */
export async function endSession(
  db: TDbOrTx,
  me: TSessionUser,
  sessionId: string,
  password: string | undefined,
  now = new Date(),
): Promise<{ current: boolean }> {
  await confirmPassword(db, me.id, password);
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, me.id),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (ended.length === 0) throw appError('AA00004');
  return { current: sessionId === me.sessionId };
}
