import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { refreshTokens, users } from '../../../db/schema';
import { appError } from '../../errors';
import type { TSessionUser } from './id-token';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token';

export const refreshTokenDays = 7;
/** Two tabs refreshing at once both present the same token: the second one within this grace still works. */
export const reuseGraceMs = 10_000;

/** Longer user agents are cut: the sessions list needs the browser and system, not a novel. */
const userAgentChars = 512;

/** What a refresh token records about the request that got it (shown in the sessions list). */
export type TClient = { userAgent: string | null };

/**
 * A new refresh token, in a new family (login: a new session, signed in now) or an existing one
 * (rotation: the family's login time goes on). `id` is the token's, `familyId` the session's.
 */
export async function issueRefreshToken(
  db: TDbOrTx,
  userId: string,
  options: {
    family?: { id: string; signedInAt: Date };
    rememberMe: boolean;
    client: TClient;
    now?: Date;
  },
): Promise<{ token: string; id: string; familyId: string }> {
  const now = options.now ?? new Date();
  const { token, hash } = createOpaqueToken();
  const familyId = options.family?.id ?? randomUUID();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId,
      familyId,
      tokenHash: hash,
      rememberMe: options.rememberMe,
      signedInAt: options.family?.signedInAt ?? now,
      userAgent: options.client.userAgent?.slice(0, userAgentChars) || null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + refreshTokenDays * 86_400_000),
    })
    .returning({ id: refreshTokens.id });
  return { token, id: row!.id, familyId };
}

/**
 * Exchanges a refresh token for a new one in the same family, in one transaction with the row
 * locked. A token already rotated is accepted again only within the grace; later it is a reuse,
 * and the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: TDbOrTx,
  token: string,
  client: TClient,
  now = new Date(),
): Promise<{ user: TSessionUser & { name: string }; refreshToken: string; rememberMe: boolean }> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
        .for('update');
      if (!row) throw appError('AA00018');
      const [user] = await tx
        .select({
          id: users.id,
          role: users.role,
          name: users.name,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, row.userId));
      if (!user) throw appError('AA00018');
      // disabling revoked the token too, but the user is told why rather than 'log in again'
      if (user.disabledAt) throw appError('AA00140');
      if (row.revokedAt || row.expiresAt <= now) throw appError('AA00018');
      if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > reuseGraceMs) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { reused: true as const };
      }
      const next = await issueRefreshToken(tx, row.userId, {
        family: { id: row.familyId, signedInAt: row.signedInAt },
        rememberMe: row.rememberMe,
        client,
        now,
      });
      if (!row.rotatedAt) {
        await tx
          .update(refreshTokens)
          .set({ rotatedAt: now, replacedById: next.id })
          .where(eq(refreshTokens.id, row.id));
      }
      return {
        reused: false as const,
        user: { id: user.id, role: user.role, name: user.name, sessionId: row.familyId },
        refreshToken: next.token,
        rememberMe: row.rememberMe,
      };
    })
    .then((result) => {
      // The revocation above must commit, so the error is thrown after the transaction.
      if (result.reused) throw appError('AA00018');
      return result;
    });
}

/** Logs a user out everywhere (password reset, password change, account deletion). */
export async function revokeUserSessions(
  db: TDbOrTx,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Logs one session out: the family of the presented token. */
export async function revokeRefreshFamily(
  db: TDbOrTx,
  token: string,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  if (row)
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}
