import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { refreshTokens } from '../../../db/schema';
import type { TSession } from '../../../shared/schemas/sessions';
import { describeDevice } from '../auth/device';
import type { TSessionUser } from '../auth/id-token';

/**
 * The caller's sessions still on: one per refresh-token family not ended nor expired, described
 * by its newest token (the device that last renewed it, and when). The current one comes first,
 * then the most recently active.
 */
export async function listSessions(
  db: TDbOrTx,
  me: TSessionUser,
  now = new Date(),
): Promise<TSession[]> {
  const rows = await db
    .selectDistinctOn([refreshTokens.familyId], {
      id: refreshTokens.familyId,
      signedInAt: refreshTokens.signedInAt,
      lastActiveAt: refreshTokens.createdAt,
      userAgent: refreshTokens.userAgent,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, me.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .orderBy(refreshTokens.familyId, desc(refreshTokens.createdAt));
  return rows
    .map((row) => {
      const current = row.id === me.sessionId;
      return {
        id: row.id,
        current,
        device: describeDevice(row.userAgent),
        signedInAt: row.signedInAt.toISOString(),
        lastActiveAt: (current ? now : row.lastActiveAt).toISOString(),
      };
    })
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
}
