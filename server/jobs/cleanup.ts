import { and, eq, lt, or, isNotNull } from 'drizzle-orm';
import type { TStorage } from '../adapters/storage/local';
import { assets, emailTokens, refreshTokens } from '../../db/schema';
import type { TJob } from './scheduler';

const day = 86_400_000;

/** Expired or revoked refresh tokens and used or expired mail links, a day after they stopped working. */
export const purgeTokensJob: TJob = {
  name: 'purge-tokens',
  lockKey: 7_415_101,
  everyMs: 60 * 60_000,
  async run(tx, now) {
    const cutoff = new Date(now.getTime() - day);
    const refresh = await tx
      .delete(refreshTokens)
      .where(
        or(
          lt(refreshTokens.expiresAt, cutoff),
          and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, cutoff)),
        ),
      )
      .returning({ id: refreshTokens.id });
    const links = await tx
      .delete(emailTokens)
      .where(
        or(
          lt(emailTokens.expiresAt, cutoff),
          and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, cutoff)),
        ),
      )
      .returning({ id: emailTokens.id });
    return refresh.length + links.length;
  },
};

/** Uploads never confirmed within a day: the row and the stored file go. */
export function purgeAbandonedUploadsJob(storage: Pick<TStorage, 'remove'>): TJob {
  return {
    name: 'purge-abandoned-uploads',
    lockKey: 7_415_102,
    everyMs: 60 * 60_000,
    async run(tx, now) {
      const stale = await tx
        .delete(assets)
        .where(
          and(eq(assets.status, 'pending'), lt(assets.createdAt, new Date(now.getTime() - day))),
        )
        .returning({ storageKey: assets.storageKey });
      await Promise.all(stale.map((a) => storage.remove(a.storageKey)));
      return stale.length;
    },
  };
}
