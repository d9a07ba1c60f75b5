import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import { refreshTokens, users } from '../../../db/schema';
import { appError } from '../../errors';
import type { TSessionUser } from './id-token';

/**
 * The user an id token names, as the database has them now (one statement: the user's row by
 * primary key and whether the token's session is still on): the role of the row, not the token's,
 * so a role change counts from the next request on. A disabled account is refused with 403
 * AA00140, a deleted or unknown one with 401 AA00018, although the token itself is still valid
 * (docs/decisions/0033-admin-users-and-audit.md). So is a token whose session was ended (logout,
 * a password change, the sessions list): ending a session ends its id token at once
 * (docs/decisions/0070-sessions-page.md).
 */
export async function currentUser(db: TDbOrTx, claimed: TSessionUser): Promise<TSessionUser> {
  // every authenticated request runs it: parsed and planned once per connection
  const query = preparedOnce(db, 'current-user', () =>
    db
      .select({
        role: users.role,
        disabledAt: users.disabledAt,
        deletedAt: users.deletedAt,
        live: exists(
          db
            .select({ one: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, sql.placeholder('sessionId')),
                eq(refreshTokens.userId, users.id),
                isNull(refreshTokens.revokedAt),
              ),
            ),
        ).mapWith(Boolean),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id'))),
  );
  const [row] = await query.execute({ id: claimed.id, sessionId: claimed.sessionId });
  if (!row || row.deletedAt) throw appError('AA00018');
  if (row.disabledAt) throw appError('AA00140');
  if (!row.live) throw appError('AA00018');
  return { id: claimed.id, role: row.role, sessionId: claimed.sessionId };
}

/** Whether an admin disabled this account (login and refresh refuse it with 403 AA00140). */
export async function isDisabled(db: TDbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id));
  return Boolean(row?.disabledAt);
}
