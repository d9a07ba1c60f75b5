import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createUser } from '../../db/factories';
import { assets, refreshTokens } from '../../db/schema';
import { issueRefreshToken } from '../services/auth/refresh-tokens';
import { openTestDatabase, useTestDatabase } from '../testing/test-app';
import { purgeAbandonedUploadsJob, purgeTokensJob } from './cleanup';
import { runJobOnce } from './scheduler';

describe('cleanup jobs', () => {
  const ctx = useTestDatabase();

  it('purges refresh tokens a day after they expired, and keeps live ones', async () => {
    const user = await createUser(ctx.database.db);
    const old = await issueRefreshToken(ctx.database.db, user.id, {
      rememberMe: true,
      client: { userAgent: null },
      now: new Date('2026-01-01T00:00:00Z'),
    });
    const live = await issueRefreshToken(ctx.database.db, user.id, {
      rememberMe: true,
      client: { userAgent: null },
    });
    expect(await runJobOnce(ctx.database.db, purgeTokensJob)).toBeGreaterThanOrEqual(1);
    const left = (
      await ctx.database.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id))
    ).map((r) => r.id);
    expect(left).toEqual([live.id]);
    expect(left).not.toContain(old.id);
  });

  it('deletes uploads never confirmed within a day, with their files', async () => {
    const removed: string[] = [];
    const user = await createUser(ctx.database.db);
    await ctx.database.db.insert(assets).values([
      {
        ownerId: user.id,
        kind: 'avatar',
        storageKey: 'uploads/avatar/old.jpg',
        contentType: 'image/jpeg',
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      },
      {
        ownerId: user.id,
        kind: 'avatar',
        storageKey: 'uploads/avatar/new.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    const job = purgeAbandonedUploadsJob({ remove: async (key) => void removed.push(key) });
    expect(await runJobOnce(ctx.database.db, job)).toBe(1);
    expect(removed).toEqual(['uploads/avatar/old.jpg']);
  });

  it('runs on one node at a time: while one holds the job, the other skips the round', async () => {
    // Needs two connections: PostgreSQL (the CI's second pass). PGlite has a single one.
    const { database: first, drop: dropFirst, url } = await openTestDatabase();
    try {
      if (!url) {
        expect(await runJobOnce(first.db, purgeTokensJob)).toBeGreaterThanOrEqual(0);
        return;
      }
      const second = await openDatabase({ url, poolSize: 2 });
      try {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const holder = first.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${purgeTokensJob.lockKey})`);
          await held;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await runJobOnce(second.db, purgeTokensJob)).toBe(-1);
        release();
        await holder;
        expect(await runJobOnce(second.db, purgeTokensJob)).toBeGreaterThanOrEqual(0);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await dropFirst();
    }
  });
});
