import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { refreshTokens } from '../../../db/schema';
import { useTestDatabase } from '../../testing/test-app';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';

/** Two tabs refresh with the same token at once. Proves something only on PostgreSQL (DATABASE_URL). */
describe('concurrent refreshes', () => {
  const ctx = useTestDatabase();

  it('both succeed within the grace, each with its own new token, and the family stays valid', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await issueRefreshToken(ctx.database.db, user.id, {
      rememberMe: true,
      client: { userAgent: null },
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        rotateRefreshToken(ctx.database.db, token, { userAgent: null }),
      ),
    );
    const tokens = new Set(results.map((r) => r.refreshToken));
    expect(tokens.size).toBe(8);
    const live = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(9);
    // every new token works once more
    await Promise.all(
      [...tokens].map((t) => rotateRefreshToken(ctx.database.db, t, { userAgent: null })),
    );
  });
});
